import ShaleModel

/// The `cloudkit` family: what `NSPersistentCloudKitContainer` requires of the entities it syncs.
///
/// They apply to every entity when the model says `usedWithCloudKit`, to the entities of a configuration
/// marked "Used with CloudKit", and to every entity when the configuration enables a CloudKit rule (or the
/// family). Transient properties are not synced and are left alone.
enum CloudKitChecks {
    /// The entities CloudKit rules apply to, by name: every entity when `forced`.
    static func scope(of model: Model, forced: Bool) -> Set<String> {
        if forced || model.metadata.usedWithCloudKit { return Set(model.entities.map(\.name)) }
        return Set(model.configurations.filter(\.usedWithCloudKit).flatMap(\.entities))
    }

    static func findings(_ model: Model, scope: Set<String>) -> [LintFinding] {
        model.entities.filter { scope.contains($0.name) }.flatMap(findings)
    }

    private static func findings(_ entity: Entity) -> [LintFinding] {
        var found: [LintFinding] = []
        func add(_ rule: LintRule, _ message: String, at location: SourceLocation, property: String? = nil) {
            found.append(LintFinding(rule, message, at: location, entity: entity.name, property: property))
        }
        if !entity.uniquenessConstraints.isEmpty {
            add(
                LintRules.cloudKitUniqueConstraint,
                "entity '\(entity.name)' has uniqueness constraints, which "
                    + "CloudKit does not support", at: entity.location)
        }
        for attribute in entity.declaredAttributes where !attribute.isTransient {
            let name = "attribute '\(entity.name).\(attribute.name)'"
            if !attribute.isOptional, attribute.defaultValue == nil {
                add(
                    LintRules.cloudKitRequiredAttribute,
                    "\(name) is required and has no default value, which "
                        + "CloudKit does not allow", at: attribute.location, property: attribute.name)
            }
            if attribute.type == .undefined {
                add(
                    LintRules.cloudKitUndefined, "\(name) has the Undefined type, which CloudKit does not support",
                    at: attribute.location, property: attribute.name)
            }
        }
        for relationship in entity.declaredRelationships where !relationship.isTransient {
            let name = "relationship '\(entity.name).\(relationship.name)'"
            func add(_ rule: LintRule, _ problem: String) {
                found.append(
                    LintFinding(
                        rule, "\(name) \(problem)", at: relationship.location, entity: entity.name,
                        property: relationship.name))
            }
            if !relationship.isOptional || relationship.minCount > 0 {
                add(LintRules.cloudKitRequiredRelationship, "is required, which CloudKit does not allow")
            }
            if relationship.inverseName == nil {
                add(LintRules.cloudKitNoInverse, "has no inverse, which CloudKit requires")
            }
            if relationship.deleteRule == .deny {
                add(LintRules.cloudKitDeny, "uses the Deny delete rule, which CloudKit does not support")
            }
            if relationship.isOrdered {
                add(LintRules.cloudKitOrdered, "is ordered, which CloudKit does not support")
            }
        }
        return found
    }
}

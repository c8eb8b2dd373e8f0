import ShaleModel

/// The `model` family: what Xcode's model editor and momc check in one version, beyond what the resolver
/// already reports (its errors and warnings reach the linter as `model-invalid`, `model-warning`,
/// `model-no-inverse` and `model-shared-inverse`).
enum ModelChecks {
    /// Transformers that unarchive any class: Xcode warns that they are insecure.
    static let insecureTransformers: Set<String> = ["NSKeyedUnarchiveFromData", "NSUnarchiveFromData"]

    static func findings(_ model: Model) -> [LintFinding] {
        guard !model.entities.isEmpty else {
            return [
                LintFinding(
                    LintRules.empty, "model version \"\(model.versionName)\" has no entities",
                    at: SourceLocation(file: model.sourcePath))
            ]
        }
        return model.entities.flatMap(findings)
    }

    private static func findings(_ entity: Entity) -> [LintFinding] {
        var found: [LintFinding] = []
        func add(
            _ rule: LintRule, _ message: String, at location: SourceLocation, property: String? = nil,
            hint: String? = nil
        ) {
            found.append(LintFinding(rule, message, at: location, hint: hint, entity: entity.name, property: property))
        }
        if entity.name.first?.isLowercase == true {
            add(
                LintRules.nameCase,
                "entity '\(entity.name)' starts with a lowercase letter; Xcode names entities "
                    + "with an uppercase first letter", at: entity.location)
        }
        if !entity.isAbstract, entity.attributes.isEmpty {
            add(
                LintRules.entityWithoutAttributes, "entity '\(entity.name)' has no attributes and is not abstract",
                at: entity.location)
        }
        let properties =
            entity.declaredAttributes.map { ("attribute", $0.name, $0.location) }
            + entity.declaredRelationships.map { ("relationship", $0.name, $0.location) }
        for (kind, property, location) in properties where property.first?.isUppercase == true {
            add(
                LintRules.nameCase,
                "\(kind) '\(entity.name).\(property)' starts with an uppercase letter; Xcode "
                    + "names properties with a lowercase first letter", at: location, property: property)
        }
        for attribute in entity.declaredAttributes {
            let name = "attribute '\(entity.name).\(attribute.name)'"
            if attribute.type == .undefined, !attribute.isTransient {
                add(
                    LintRules.undefinedNotTransient,
                    "\(name) is stored but has the Undefined type, which Core Data "
                        + "allows only for transient attributes", at: attribute.location, property: attribute.name)
            }
            if attribute.type == .transformable, !attribute.isTransient,
                attribute.valueTransformerName.map({ $0.isEmpty || insecureTransformers.contains($0) }) ?? true
            {
                let transformer = attribute.valueTransformerName.flatMap { $0.isEmpty ? nil : $0 }
                add(
                    LintRules.insecureTransformer,
                    "\(name) is transformable with "
                        + (transformer.map { "the insecure transformer \($0)" } ?? "no value transformer, so Core Data "
                            + "uses the insecure NSKeyedUnarchiveFromData"),
                    at: attribute.location,
                    property: attribute.name)
            }
        }
        for relationship in entity.declaredRelationships {
            let name = "relationship '\(entity.name).\(relationship.name)'"
            if relationship.deleteRule == .deny, relationship.inverseName == nil {
                add(
                    LintRules.denyWithoutInverse,
                    "\(name) denies deleting \(entity.name) while it has destinations, "
                        + "but has no inverse: deleting a \(relationship.destinationEntity) is never checked and leaves "
                        + "\(relationship.name) pointing at a deleted object", at: relationship.location,
                    property: relationship.name)
            }
            if relationship.deleteRule == .noAction {
                add(
                    LintRules.noActionDeleteRule,
                    "\(name) uses the No Action delete rule, an advanced setting: "
                        + "deleting \(entity.name) leaves its destinations pointing at a deleted object",
                    at: relationship.location, property: relationship.name)
            }
        }
        return found
    }
}

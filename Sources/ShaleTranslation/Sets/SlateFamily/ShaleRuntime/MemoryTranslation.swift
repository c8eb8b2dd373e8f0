import ShaleModel
import ShaleResolver

/// The `memory` set's side of an entity: its ShaleRuntime class and its schema entry as Swift source.
extension EntityTranslator {
    /// The entity's ShaleRuntime class and schema entry.
    /// - Parameter classAttributes: The managed attributes the entity's generated class declares.
    func memoryEntity(_ entity: Entity, classAttributes: [AttributeContext]) -> MemoryEntityContext {
        let attributes = classAttributes.map { attribute in
            MemoryAttributeContext(
                .init(
                    swiftName: attribute.values.swiftName,
                    declaration: attribute.values.managedDeclaration,
                    nameLiteral: SwiftSource.string(attribute.values.name),
                    isTransformable: [AttributeType.transformable, .undefined, .composite].map(\.rawValue)
                        .contains(attribute.values.modelType)
                ))
        }
        let relationships = generatedClassRelationships(of: entity).map { relationship -> MemoryRelationshipContext in
            let destination =
                entitiesByName[relationship.destinationEntity].map(managedClass(of:))
                ?? relationship.destinationEntity
            // Core Data's class declares to-manys as NSSet?/NSOrderedSet? and a required to-one without `?`, as
            // slategen and Xcode do; the typed views (`booksSet`, `chaptersArray`) are the runtime's additions.
            let declaration =
                relationship.isToMany
                ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?")
                : destination + (relationship.isOptional ? "?" : "")
            let capitalized = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
            return MemoryRelationshipContext(
                .init(
                    swiftName: SwiftNamer.managedPropertyName(relationship.name, suffix: "Relationship"),
                    declaration: declaration,
                    isRequired: !relationship.isToMany && !relationship.isOptional,
                    viewName: relationship.isToMany
                        ? relationship.name + (relationship.isOrdered ? "Array" : "Set") : "",
                    viewDeclaration: relationship.isToMany
                        ? (relationship.isOrdered ? "[\(destination)]" : "Set<\(destination)>") : "",
                    nameLiteral: SwiftSource.string(relationship.name), isToMany: relationship.isToMany,
                    isOrdered: relationship.isOrdered, destinationClass: destination,
                    addName: "addTo\(capitalized)", removeName: "removeFrom\(capitalized)"
                ))
        }
        let constraints = entity.uniquenessConstraints.map { constraint in
            "[" + constraint.properties.map(SwiftSource.string).joined(separator: ", ") + "]"
        }
        return MemoryEntityContext(
            .init(
                nameLiteral: SwiftSource.string(entity.name),
                superclass: generatedParent(of: entity).map(managedClass(of:)) ?? "ManagedObject",
                isFinal: !hasGeneratedSubclasses(entity),
                attributes: attributes,
                relationships: relationships,
                schemaAttributes: entity.declaredAttributes.filter { $0.type != .composite }.map(
                    MemorySchema.attribute),
                schemaRelationships: entity.declaredRelationships.map(MemorySchema.relationship),
                parentLiteral: entity.parentEntity.map(SwiftSource.string) ?? "nil",
                constraintsLiteral: "[" + constraints.joined(separator: ", ") + "]"
            ))
    }
}

/// Schema entries as Swift source for ShaleRuntime's `Schema`.
enum MemorySchema {
    static func attribute(_ attribute: Attribute) -> String {
        var arguments = ["name: \(SwiftSource.string(attribute.name))"]
        let kind =
            attribute.type.isNumeric
            ? ".number"
            : attribute.type.hasLengthLimits
                ? ".length"
                : attribute.type == .date ? ".date" : nil
        if let kind { arguments.append("kind: \(kind)") }
        if !attribute.isOptional { arguments.append("isOptional: false") }
        if attribute.isTransient { arguments.append("isTransient: true") }
        if let value = attribute.defaultValue { arguments.append("defaultValue: \(storeValue(value))") }
        if let minimum = attribute.minimum.flatMap(number) { arguments.append("minimum: \(minimum)") }
        if let maximum = attribute.maximum.flatMap(number) { arguments.append("maximum: \(maximum)") }
        if let pattern = attribute.regularExpression {
            arguments.append("regularExpression: \(SwiftSource.string(pattern))")
        }
        return "AttributeSchema(" + arguments.joined(separator: ", ") + ")"
    }

    static func relationship(_ relationship: Relationship) -> String {
        var arguments = [
            "name: \(SwiftSource.string(relationship.name))",
            "destination: \(SwiftSource.string(relationship.destinationEntity))",
        ]
        if let inverse = relationship.inverseName { arguments.append("inverse: \(SwiftSource.string(inverse))") }
        if relationship.isToMany { arguments.append("isToMany: true") }
        if relationship.isOrdered { arguments.append("isOrdered: true") }
        if !relationship.isOptional { arguments.append("isOptional: false") }
        if relationship.isToMany, relationship.minCount > 0 { arguments.append("minCount: \(relationship.minCount)") }
        if relationship.isToMany, relationship.maxCount > 0 { arguments.append("maxCount: \(relationship.maxCount)") }
        let rule =
            switch relationship.deleteRule {
            case .cascade: ".cascade"
            case .deny: ".deny"
            case .noAction: ".noAction"
            default: ".nullify"
            }
        arguments.append("deleteRule: \(rule)")
        return "RelationshipSchema(" + arguments.joined(separator: ", ") + ")"
    }

    /// A model constant as a `StoreValue` expression.
    static func storeValue(_ value: Value) -> String {
        switch value {
        case .integer(let integer): ".int(\(integer))"
        case .double(let double): ".double(\(double))"
        case .float(let float): ".double(\(Double(float)))"
        case .decimal(let text): ".decimal(Decimal(string: \(SwiftSource.string(text)))!)"
        case .boolean(let bool): ".bool(\(bool))"
        case .string(let string): ".string(\(SwiftSource.string(string)))"
        case .date(let seconds): ".date(Date(timeIntervalSinceReferenceDate: \(seconds)))"
        case .uuid(let text): ".uuid(UUID(uuidString: \(SwiftSource.string(text)))!)"
        case .uri(let text): ".url(URL(string: \(SwiftSource.string(text)))!)"
        }
    }

    /// A limit as a number: a value, a length, or seconds since the reference date.
    private static func number(_ value: Value) -> String? {
        switch value {
        case .integer(let integer): "\(integer)"
        case .double(let double): "\(double)"
        case .float(let float): "\(Double(float))"
        case .decimal(let text): Double(text).map { "\($0)" }
        case .date(let seconds): "\(seconds)"
        default: nil
        }
    }
}

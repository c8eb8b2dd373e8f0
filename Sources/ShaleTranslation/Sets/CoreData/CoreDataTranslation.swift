import ShaleModel
import ShaleResolver

/// How the `coredata` set writes attributes and relationships, and how its model builder describes them.
enum CoreDataTranslation {
    /// The `NSAttributeType` case of an attribute type.
    static func attributeType(_ type: AttributeType) -> String {
        switch type {
        case .integer16: ".integer16AttributeType"
        case .integer32: ".integer32AttributeType"
        case .integer64: ".integer64AttributeType"
        case .decimal: ".decimalAttributeType"
        case .double: ".doubleAttributeType"
        case .float: ".floatAttributeType"
        case .string: ".stringAttributeType"
        case .boolean: ".booleanAttributeType"
        case .date: ".dateAttributeType"
        case .binary: ".binaryDataAttributeType"
        case .uuid: ".UUIDAttributeType"
        case .uri: ".URIAttributeType"
        case .transformable: ".transformableAttributeType"
        case .undefined: ".undefinedAttributeType"
        case .objectID: ".objectIDAttributeType"
        case .composite: ".compositeAttributeType"
        }
    }

    /// The validation rules the model sets on an attribute, as `NSPredicate` expressions and messages.
    static func validation(_ attribute: Attribute) -> [ValidationContext] {
        var rules: [ValidationContext] = []
        let subject = attribute.type.hasLengthLimits ? "length" : "SELF"
        let what = attribute.type.hasLengthLimits ? "length of \(attribute.name)" : attribute.name
        for (limit, comparison, word) in [(attribute.minimum, ">=", "at least"), (attribute.maximum, "<=", "at most")] {
            guard let limit else { continue }
            let argument =
                attribute.type == .date
                ? "\(SwiftSource.object(limit, type: .date)) as NSDate"
                : SwiftSource.object(limit, type: attribute.type)
            rules.append(
                ValidationContext(
                    .init(
                        predicate:
                            "NSPredicate(format: \(SwiftSource.string("\(subject) \(comparison) %@")), \(argument))",
                        message: SwiftSource.string("\(what) must be \(word) \(limit.modelText)")
                    )))
        }
        if let pattern = attribute.regularExpression {
            rules.append(
                ValidationContext(
                    .init(
                        predicate: "NSPredicate(format: \"SELF MATCHES %@\", \(SwiftSource.string(pattern)))",
                        message: SwiftSource.string("\(attribute.name) must match \(pattern)")
                    )))
        }
        return rules
    }

    /// The Core Data side of an attribute: its declaration on the class and its description in the builder.
    static func attribute(_ attribute: Attribute, enumType: String?, enumDefault: String?) -> CoreDataAttributeContext {
        let types = AttributeSwiftTypes(attribute, castsIntegers: false)
        let scalarTypes: Set<AttributeType> = [.integer16, .integer32, .integer64, .double, .float, .boolean]
        let wantsScalar = attribute.usesScalarValueType && scalarTypes.contains(attribute.type)
        let storageName = "\(attribute.name)Storage"
        var isPlain = true
        var isBoxed = false
        var storageDeclaration = ""
        var publicDeclaration = ""
        var getter = ""
        var setter = ""
        if let enumType {
            isPlain = false
            let isString = attribute.type == .string
            storageDeclaration = isString ? "String?" : "NSNumber?"
            publicDeclaration = enumType + (enumDefault == nil ? "?" : "")
            let read = isString ? "\(enumType)(rawValue: $0)" : "\(enumType)(rawValue: $0.intValue)"
            getter = "\(storageName).flatMap { \(read) }" + (enumDefault.map { " ?? .\($0)" } ?? "")
            let write = isString ? "$0.rawValue" : "NSNumber(value: $0.rawValue)"
            setter =
                enumDefault == nil
                ? "newValue.map { \(write) }"
                : (isString ? "newValue.rawValue" : "NSNumber(value: newValue.rawValue)")
        } else if wantsScalar, attribute.isOptional {
            isPlain = false
            isBoxed = true
            let scalar = AttributeSwiftTypes(attribute.withOptional(false), castsIntegers: false).managedType
            storageDeclaration = "NSNumber?"
            publicDeclaration = "\(scalar)?"
            getter = "\(storageName)?.\(scalar.prefix(1).lowercased() + scalar.dropFirst())Value"
            setter = "newValue.map { NSNumber(value: $0) }"
        }
        let declaration = types.managedType + (attribute.isOptional && !types.isScalar ? "?" : "")
        let rules = validation(attribute)
        return CoreDataAttributeContext(
            .init(
                isPlain: isPlain,
                isBoxed: isBoxed,
                isEnum: enumType != nil,
                declaration: declaration,
                setterPrefix: attribute.isDerived ? "private(set) " : "",
                storageName: storageName,
                storageDeclaration: storageDeclaration,
                publicDeclaration: publicDeclaration,
                readDeclaration: isPlain ? declaration : publicDeclaration,
                getter: getter,
                setter: setter,
                attributeType: attributeType(attribute.type),
                defaultValue: attribute.defaultValue.map { SwiftSource.object($0, type: attribute.type) },
                validationPredicates: rules,
                valueClassName: SwiftSource.string(attribute.customClassName),
                valueTransformerName: SwiftSource.string(attribute.valueTransformerName),
                derivationExpression: SwiftSource.string(attribute.derivationExpression),
                allowsExternalBinaryDataStorage: attribute.allowsExternalBinaryDataStorage,
                isIndexedBySpotlight: attribute.isIndexedBySpotlight,
                allowsCloudEncryption: attribute.allowsCloudEncryption,
                preserveAfterDeletion: attribute.preserveAfterDeletion,
                renamingIdentifier: SwiftSource.string(attribute.renamingIdentifier),
                versionHashModifier: SwiftSource.string(attribute.versionHashModifier),
                userInfoLiteral: SwiftSource.dictionary(attribute.userInfo),
                nameLiteral: SwiftSource.string(attribute.name),
                hasValidation: !rules.isEmpty,
                isComposite: attribute.type == .composite
            ))
    }
}

extension Attribute {
    /// The attribute with `usesScalarValueType` set to `scalar`.
    func withScalarValueType(_ scalar: Bool) -> Attribute {
        var copy = self
        copy.usesScalarValueType = scalar
        return copy
    }

    fileprivate func withOptional(_ optional: Bool) -> Attribute {
        var copy = self
        copy.isOptional = optional
        return copy
    }
}

extension CoreDataTranslation {
    /// The `NSDeleteRule` case of a delete rule.
    static func deleteRule(_ rule: DeleteRule) -> String {
        switch rule {
        case .nullify: ".nullifyDeleteRule"
        case .cascade: ".cascadeDeleteRule"
        case .deny: ".denyDeleteRule"
        case .noAction: ".noActionDeleteRule"
        }
    }

    /// The Core Data side of a relationship whose destination class is `destinationClass`.
    /// - Parameters:
    ///   - destinationClass: The destination's class; `NSManagedObject` when the destination has no class of its
    ///     own, and so no read-only protocol either: its objects are read as `NSManagedObject`s.
    ///   - readName: The read-only property's name (`authorRO`).
    ///   - destinationReadProtocol: The destination's read-only protocol, when it has a class.
    static func relationship(
        _ relationship: Relationship, destinationClass: String, readName: String,
        destinationReadProtocol: String
    ) -> CoreDataRelationshipContext {
        let readType = destinationClass == "NSManagedObject" ? "NSManagedObject" : "any \(destinationReadProtocol)"
        let name = relationship.name
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        let declaration: String
        let viewName: String
        let viewDeclaration: String
        let viewGetter: String
        if relationship.isToMany {
            declaration = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            viewName = relationship.isOrdered ? "\(name)Array" : "\(name)Set"
            viewDeclaration = relationship.isOrdered ? "[\(destinationClass)]" : "Set<\(destinationClass)>"
            let identifier = SwiftNamer.managedPropertyName(name, suffix: "Relationship")
            viewGetter =
                relationship.isOrdered
                ? "\(identifier).array as? [\(destinationClass)] ?? []"
                : "\(identifier) as? Set<\(destinationClass)> ?? []"
        } else {
            declaration = destinationClass + (relationship.isOptional ? "?" : "")
            viewName = ""
            viewDeclaration = ""
            viewGetter = ""
        }
        return CoreDataRelationshipContext(
            .init(
                declaration: declaration,
                capitalizedName: capitalized,
                viewName: viewName,
                viewDeclaration: viewDeclaration,
                viewGetter: viewGetter,
                readName: readName,
                readDeclaration: relationship.isToMany
                    ? "[\(readType)]"
                    : !relationship.isOptional
                        ? readType
                        : readType.hasPrefix("any ") ? "(\(readType))?" : "\(readType)?",
                readGetter: relationship.isToMany
                    ? (relationship.isOrdered ? viewName : "Array(\(viewName))")
                    : SwiftNamer.managedPropertyName(name, suffix: "Relationship"),
                deleteRule: deleteRule(relationship.deleteRule),
                minCount: relationship.minCount,
                maxCount: relationship.maxCount,
                isTransient: relationship.isTransient,
                isIndexed: relationship.isIndexed,
                inverseName: SwiftSource.string(relationship.inverseName),
                renamingIdentifier: SwiftSource.string(relationship.renamingIdentifier),
                versionHashModifier: SwiftSource.string(relationship.versionHashModifier),
                userInfoLiteral: SwiftSource.dictionary(relationship.userInfo),
                destinationVariable: EntityTranslator.entityVariable(relationship.destinationEntity),
                inverseVariable: EntityTranslator.entityVariable(
                    relationship.inverseEntity ?? relationship.destinationEntity),
                variable: "\(EntityTranslator.entityVariable(relationship.declaringEntity))_\(relationship.name)"
            ))
    }
}

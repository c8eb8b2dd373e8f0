/// How the `coredata` set declares an attribute on its class, and how the model builder describes it.
public final class CoreDataAttributeContext: ContextValue {
    /// Whether the attribute is a plain `@NSManaged` property of type `declaration`.
    public let isPlain: Bool
    /// Whether it is stored as `NSNumber?` (an optional scalar) behind a typed computed property.
    public let isBoxed: Bool
    /// Whether it is stored raw behind a computed property of a userInfo `enum` type.
    public let isEnum: Bool
    /// The plain property's type: non-optional for required attributes, `?` for optional ones.
    public let declaration: String
    /// `private(set) ` for derived attributes (the store computes them), else empty.
    public let setterPrefix: String
    /// The private stored property behind a boxed or enum attribute.
    public let storageName: String
    /// The stored property's type (`NSNumber?`, `String?`, `Int16`).
    public let storageDeclaration: String
    /// The computed property's type (`Int32?`, `Genre?`, `Genre`).
    public let publicDeclaration: String
    /// The type the class exposes the attribute as, whatever its storage: `declaration` or `publicDeclaration`.
    public let readDeclaration: String
    /// The getter's expression, reading `storageName`.
    public let getter: String
    /// The setter's expression, from `newValue`.
    public let setter: String
    /// The `NSAttributeDescription.AttributeType` case (`.integer16`).
    public let attributeType: String
    /// The default value as a Swift expression, if the model sets one.
    public let defaultValue: String?
    /// `NSPredicate` format strings and their messages for the validation the model sets, in order.
    public let validationPredicates: [ValidationContext]
    /// The value class name for transformable and undefined attributes.
    public let valueClassName: String?
    /// The value transformer's name, for transformable attributes.
    public let valueTransformerName: String?
    /// The derivation expression of a derived attribute.
    public let derivationExpression: String?
    /// Whether binary data may be stored outside the store.
    public let allowsExternalBinaryDataStorage: Bool
    /// Whether Spotlight indexes the attribute.
    public let isIndexedBySpotlight: Bool
    /// Whether CloudKit encrypts the attribute.
    public let allowsCloudEncryption: Bool
    /// Whether the value survives deletion in persistent history.
    public let preserveAfterDeletion: Bool
    /// The renaming identifier, as a Swift string literal, if set.
    public let renamingIdentifier: String?
    /// The version-hash modifier, as a Swift string literal, if set.
    public let versionHashModifier: String?
    /// The userInfo entries as a Swift dictionary literal, when there are any.
    public let userInfoLiteral: String?

    /// The attribute's name as a Swift string literal.
    public let nameLiteral: String

    /// Whether the model sets any validation rule.
    public let hasValidation: Bool

    /// Whether the attribute is a composite, which the model builder leaves out (composites need iOS 17 descriptions).
    public let isComposite: Bool

    /// Creates the context.
    public init(
        isPlain: Bool,
        isBoxed: Bool,
        isEnum: Bool,
        declaration: String,
        setterPrefix: String,
        storageName: String,
        storageDeclaration: String,
        publicDeclaration: String,
        readDeclaration: String,
        getter: String,
        setter: String,
        attributeType: String,
        defaultValue: String?,
        validationPredicates: [ValidationContext],
        valueClassName: String?,
        valueTransformerName: String?,
        derivationExpression: String?,
        allowsExternalBinaryDataStorage: Bool,
        isIndexedBySpotlight: Bool,
        allowsCloudEncryption: Bool,
        preserveAfterDeletion: Bool,
        renamingIdentifier: String?,
        versionHashModifier: String?,
        userInfoLiteral: String?,
        nameLiteral: String,
        hasValidation: Bool,
        isComposite: Bool
    ) {
        self.isComposite = isComposite
        self.hasValidation = hasValidation
        self.nameLiteral = nameLiteral
        self.isPlain = isPlain
        self.isBoxed = isBoxed
        self.isEnum = isEnum
        self.declaration = declaration
        self.setterPrefix = setterPrefix
        self.storageName = storageName
        self.storageDeclaration = storageDeclaration
        self.publicDeclaration = publicDeclaration
        self.readDeclaration = readDeclaration
        self.getter = getter
        self.setter = setter
        self.attributeType = attributeType
        self.defaultValue = defaultValue
        self.validationPredicates = validationPredicates
        self.valueClassName = valueClassName
        self.valueTransformerName = valueTransformerName
        self.derivationExpression = derivationExpression
        self.allowsExternalBinaryDataStorage = allowsExternalBinaryDataStorage
        self.isIndexedBySpotlight = isIndexedBySpotlight
        self.allowsCloudEncryption = allowsCloudEncryption
        self.preserveAfterDeletion = preserveAfterDeletion
        self.renamingIdentifier = renamingIdentifier
        self.versionHashModifier = versionHashModifier
        self.userInfoLiteral = userInfoLiteral
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "isPlain": isPlain
        case "isBoxed": isBoxed
        case "isEnum": isEnum
        case "declaration": declaration
        case "setterPrefix": setterPrefix
        case "storageName": storageName
        case "storageDeclaration": storageDeclaration
        case "publicDeclaration": publicDeclaration
        case "readDeclaration": readDeclaration
        case "getter": getter
        case "setter": setter
        case "attributeType": attributeType
        case "defaultValue": defaultValue
        case "validationPredicates": validationPredicates
        case "valueClassName": valueClassName
        case "valueTransformerName": valueTransformerName
        case "derivationExpression": derivationExpression
        case "allowsExternalBinaryDataStorage": allowsExternalBinaryDataStorage
        case "isIndexedBySpotlight": isIndexedBySpotlight
        case "allowsCloudEncryption": allowsCloudEncryption
        case "preserveAfterDeletion": preserveAfterDeletion
        case "renamingIdentifier": renamingIdentifier
        case "versionHashModifier": versionHashModifier
        case "userInfoLiteral": userInfoLiteral
        case "nameLiteral": nameLiteral
        case "hasValidation": hasValidation
        case "isComposite": isComposite
        default: nil
        }
    }
}

/// One validation rule: an `NSPredicate` format (a Swift string literal) and the message shown when it fails.
public final class ValidationContext: ContextValue {
    /// The predicate as a Swift expression building an `NSPredicate`.
    public let predicate: String
    /// The warning, as a Swift string literal.
    public let message: String

    /// Creates the context.
    public init(predicate: String, message: String) {
        self.predicate = predicate
        self.message = message
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "predicate": predicate
        case "message": message
        default: nil
        }
    }
}

/// A key and value, both as Swift string literals (userInfo dictionaries of the model builder).
public final class LiteralPairContext: ContextValue {
    /// The key as a Swift string literal.
    public let key: String
    /// The value as a Swift string literal.
    public let value: String

    /// Creates the context.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "key": key
        case "value": value
        default: nil
        }
    }
}

/// How the `coredata` set writes a relationship, and how its model builder describes it.
public final class CoreDataRelationshipContext: ContextValue {
    /// The property's type: `Destination` or `Destination?` for to-one, `NSSet` or `NSOrderedSet` for to-many.
    public let declaration: String
    /// The name with its first letter upper-cased, for accessor names (`addToBooks`).
    public let capitalizedName: String
    /// The typed view's name: `booksSet` (`Set<Book>`) or `chaptersArray` (`[Chapter]`).
    public let viewName: String
    /// The typed view's type.
    public let viewDeclaration: String
    /// The typed view's getter expression.
    public let viewGetter: String
    /// The read-only view's name (`authorRO`).
    public let readName: String
    /// The read-only view's type: `(any AuthorRO)?` or `[any BookRO]`.
    public let readDeclaration: String
    /// The read-only view's getter expression.
    public let readGetter: String
    /// The `NSDeleteRule` case (`.nullifyDeleteRule`).
    public let deleteRule: String
    /// The minimum count.
    public let minCount: Int
    /// The maximum count; 0 means no limit.
    public let maxCount: Int
    /// Whether the relationship is transient.
    public let isTransient: Bool
    /// Whether the store indexes the relationship.
    public let isIndexed: Bool
    /// The inverse's name as a Swift string literal, if set.
    public let inverseName: String?
    /// The renaming identifier, as a Swift string literal, if set.
    public let renamingIdentifier: String?
    /// The version-hash modifier, as a Swift string literal, if set.
    public let versionHashModifier: String?
    /// The userInfo entries as a Swift dictionary literal, when there are any.
    public let userInfoLiteral: String?

    /// The builder variable of the destination entity.
    public let destinationVariable: String

    /// The builder variable of the entity that declares the inverse.
    public let inverseVariable: String

    /// The relationship description's builder variable (`entityBook_author`).
    public let variable: String

    /// Creates the context.
    public init(
        declaration: String,
        capitalizedName: String,
        viewName: String,
        viewDeclaration: String,
        viewGetter: String,
        readName: String,
        readDeclaration: String,
        readGetter: String,
        deleteRule: String,
        minCount: Int,
        maxCount: Int,
        isTransient: Bool,
        isIndexed: Bool,
        inverseName: String?,
        renamingIdentifier: String?,
        versionHashModifier: String?,
        userInfoLiteral: String?,
        destinationVariable: String,
        inverseVariable: String,
        variable: String
    ) {
        self.variable = variable
        self.inverseVariable = inverseVariable
        self.destinationVariable = destinationVariable
        self.declaration = declaration
        self.capitalizedName = capitalizedName
        self.viewName = viewName
        self.viewDeclaration = viewDeclaration
        self.viewGetter = viewGetter
        self.readName = readName
        self.readDeclaration = readDeclaration
        self.readGetter = readGetter
        self.deleteRule = deleteRule
        self.minCount = minCount
        self.maxCount = maxCount
        self.isTransient = isTransient
        self.isIndexed = isIndexed
        self.inverseName = inverseName
        self.renamingIdentifier = renamingIdentifier
        self.versionHashModifier = versionHashModifier
        self.userInfoLiteral = userInfoLiteral
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "declaration": declaration
        case "capitalizedName": capitalizedName
        case "viewName": viewName
        case "viewDeclaration": viewDeclaration
        case "viewGetter": viewGetter
        case "readName": readName
        case "readDeclaration": readDeclaration
        case "readGetter": readGetter
        case "deleteRule": deleteRule
        case "minCount": minCount
        case "maxCount": maxCount
        case "isTransient": isTransient
        case "isIndexed": isIndexed
        case "inverseName": inverseName
        case "renamingIdentifier": renamingIdentifier
        case "versionHashModifier": versionHashModifier
        case "userInfoLiteral": userInfoLiteral
        case "destinationVariable": destinationVariable
        case "inverseVariable": inverseVariable
        case "variable": variable
        default: nil
        }
    }
}

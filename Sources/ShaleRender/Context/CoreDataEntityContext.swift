/// How the `coredata` set writes an entity's class and describes the entity in its model builder.
public final class CoreDataEntityContext: ContextValue {
    /// The class's superclass: the parent entity's class, else `NSManagedObject`.
    public let superclass: String
    /// The read-only protocol's name (`BookRO`).
    public let readProtocol: String
    /// The parent entity's read-only protocol, which this one refines.
    public let parentReadProtocol: String?
    /// The entity description's variable in the model builder (`entityBook`).
    public let variable: String
    /// The entity's name as a Swift string literal.
    public let nameLiteral: String
    /// The class's runtime name (`representedClassName` without module) as a Swift string literal.
    public let classNameLiteral: String
    /// The builder variables of the direct subentities.
    public let subentityVariables: [String]
    /// The fetched properties the entity declares.
    public let fetchedProperties: [FetchedPropertyContext]
    /// The model's fetch request templates that fetch this entity.
    public let fetchRequests: [FetchRequestContext]
    /// The uniqueness constraints as a Swift array literal of arrays of names, when there are any.
    public let uniquenessConstraintsLiteral: String?
    /// The fetch indexes.
    public let fetchIndexes: [FetchIndexContext]
    /// The renaming identifier as a Swift string literal, if set.
    public let renamingIdentifier: String?
    /// The version-hash modifier as a Swift string literal, if set.
    public let versionHashModifier: String?
    /// The userInfo entries as a Swift dictionary literal, when there are any.
    public let userInfoLiteral: String?

    /// Creates the context.
    public init(
        superclass: String,
        readProtocol: String,
        parentReadProtocol: String?,
        variable: String,
        nameLiteral: String,
        classNameLiteral: String,
        subentityVariables: [String],
        fetchedProperties: [FetchedPropertyContext],
        fetchRequests: [FetchRequestContext],
        uniquenessConstraintsLiteral: String?,
        fetchIndexes: [FetchIndexContext],
        renamingIdentifier: String?,
        versionHashModifier: String?,
        userInfoLiteral: String?
    ) {
        self.superclass = superclass
        self.readProtocol = readProtocol
        self.parentReadProtocol = parentReadProtocol
        self.variable = variable
        self.nameLiteral = nameLiteral
        self.classNameLiteral = classNameLiteral
        self.subentityVariables = subentityVariables
        self.fetchedProperties = fetchedProperties
        self.fetchRequests = fetchRequests
        self.uniquenessConstraintsLiteral = uniquenessConstraintsLiteral
        self.fetchIndexes = fetchIndexes
        self.renamingIdentifier = renamingIdentifier
        self.versionHashModifier = versionHashModifier
        self.userInfoLiteral = userInfoLiteral
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "superclass": superclass
        case "readProtocol": readProtocol
        case "parentReadProtocol": parentReadProtocol
        case "variable": variable
        case "nameLiteral": nameLiteral
        case "classNameLiteral": classNameLiteral
        case "subentityVariables": subentityVariables
        case "fetchedProperties": fetchedProperties
        case "fetchRequests": fetchRequests
        case "uniquenessConstraintsLiteral": uniquenessConstraintsLiteral
        case "fetchIndexes": fetchIndexes
        case "renamingIdentifier": renamingIdentifier
        case "versionHashModifier": versionHashModifier
        case "userInfoLiteral": userInfoLiteral
        default: nil
        }
    }
}

/// A fetched property: a read-only, computed list of objects.
public final class FetchedPropertyContext: ContextValue {
    /// The Swift identifier.
    public let swiftName: String
    /// The name as a Swift string literal.
    public let nameLiteral: String
    /// The class of the fetched objects.
    public let destinationClass: String
    /// The builder variable of the fetched entity.
    public let destinationVariable: String
    /// The predicate as a Swift string literal, if any.
    public let predicate: String?

    /// Creates the context.
    public init(
        swiftName: String,
        nameLiteral: String,
        destinationClass: String,
        destinationVariable: String,
        predicate: String?
    ) {
        self.swiftName = swiftName
        self.nameLiteral = nameLiteral
        self.destinationClass = destinationClass
        self.destinationVariable = destinationVariable
        self.predicate = predicate
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "swiftName": swiftName
        case "nameLiteral": nameLiteral
        case "destinationClass": destinationClass
        case "destinationVariable": destinationVariable
        case "predicate": predicate
        default: nil
        }
    }
}

/// A model-level fetch request template, as a typed function and in the model builder.
public final class FetchRequestContext: ContextValue {
    /// The template's name as a Swift string literal.
    public let nameLiteral: String
    /// The typed function's name (`booksByAuthorFetchRequest`).
    public let functionName: String
    /// The request's type: `NSFetchRequest<Book>`, `<NSDictionary>`, `<NSNumber>` or `<NSManagedObjectID>`.
    public let resultDeclaration: String
    /// One parameter per substitution variable, in order of first use.
    public let parameters: [ParameterContext]
    /// Each variable's name (a literal) and its parameter's identifier.
    public let substitutions: [LiteralPairContext]
    /// The builder variable of the fetched entity.
    public let entityVariable: String
    /// The predicate as a Swift string literal, if any.
    public let predicate: String?
    /// The fetch limit; 0 means none.
    public let fetchLimit: Int
    /// The batch size; 0 means none.
    public let fetchBatchSize: Int
    /// The offset.
    public let fetchOffset: Int
    /// The `NSFetchRequestResultType` case.
    public let resultType: String
    /// Whether subentities match.
    public let includesSubentities: Bool
    /// Whether property values are fetched.
    public let includesPropertyValues: Bool
    /// Whether unsaved changes are included.
    public let includesPendingChanges: Bool
    /// Whether objects come back as faults.
    public let returnsObjectsAsFaults: Bool
    /// Whether dictionary results are distinct.
    public let returnsDistinctResults: Bool

    /// Whether the template has substitution variables.
    public let hasParameters: Bool

    /// Creates the context.
    public init(
        nameLiteral: String,
        functionName: String,
        resultDeclaration: String,
        parameters: [ParameterContext],
        substitutions: [LiteralPairContext],
        entityVariable: String,
        predicate: String?,
        fetchLimit: Int,
        fetchBatchSize: Int,
        fetchOffset: Int,
        resultType: String,
        includesSubentities: Bool,
        includesPropertyValues: Bool,
        includesPendingChanges: Bool,
        returnsObjectsAsFaults: Bool,
        returnsDistinctResults: Bool,
        hasParameters: Bool
    ) {
        self.hasParameters = hasParameters
        self.nameLiteral = nameLiteral
        self.functionName = functionName
        self.resultDeclaration = resultDeclaration
        self.parameters = parameters
        self.substitutions = substitutions
        self.entityVariable = entityVariable
        self.predicate = predicate
        self.fetchLimit = fetchLimit
        self.fetchBatchSize = fetchBatchSize
        self.fetchOffset = fetchOffset
        self.resultType = resultType
        self.includesSubentities = includesSubentities
        self.includesPropertyValues = includesPropertyValues
        self.includesPendingChanges = includesPendingChanges
        self.returnsObjectsAsFaults = returnsObjectsAsFaults
        self.returnsDistinctResults = returnsDistinctResults
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "nameLiteral": nameLiteral
        case "functionName": functionName
        case "resultDeclaration": resultDeclaration
        case "parameters": parameters
        case "substitutions": substitutions
        case "entityVariable": entityVariable
        case "predicate": predicate
        case "fetchLimit": fetchLimit
        case "fetchBatchSize": fetchBatchSize
        case "fetchOffset": fetchOffset
        case "resultType": resultType
        case "includesSubentities": includesSubentities
        case "includesPropertyValues": includesPropertyValues
        case "includesPendingChanges": includesPendingChanges
        case "returnsObjectsAsFaults": returnsObjectsAsFaults
        case "returnsDistinctResults": returnsDistinctResults
        case "hasParameters": hasParameters
        default: nil
        }
    }
}

/// A fetch index, for the model builder.
public final class FetchIndexContext: ContextValue {
    /// The index's name as a Swift string literal.
    public let nameLiteral: String
    /// The indexed properties, in order.
    public let elements: [FetchIndexElementContext]

    /// Creates the context.
    public init(
        nameLiteral: String,
        elements: [FetchIndexElementContext]
    ) {
        self.nameLiteral = nameLiteral
        self.elements = elements
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "nameLiteral": nameLiteral
        case "elements": elements
        default: nil
        }
    }
}

/// One element of a fetch index.
public final class FetchIndexElementContext: ContextValue {
    /// The indexed property's name as a Swift string literal.
    public let propertyLiteral: String
    /// The `NSFetchIndexElementType` case (`.binary`, `.rTree`).
    public let collationType: String
    /// Whether the index sorts ascending.
    public let isAscending: Bool

    /// Creates the context.
    public init(
        propertyLiteral: String,
        collationType: String,
        isAscending: Bool
    ) {
        self.propertyLiteral = propertyLiteral
        self.collationType = collationType
        self.isAscending = isAscending
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "propertyLiteral": propertyLiteral
        case "collationType": collationType
        case "isAscending": isAscending
        default: nil
        }
    }
}

/// A configuration, for the model builder.
public final class ConfigurationContext: ContextValue {
    /// The configuration's name as a Swift string literal.
    public let nameLiteral: String
    /// The builder variables of its entities.
    public let entityVariables: [String]

    /// Creates the context.
    public init(
        nameLiteral: String,
        entityVariables: [String]
    ) {
        self.nameLiteral = nameLiteral
        self.entityVariables = entityVariables
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "nameLiteral": nameLiteral
        case "entityVariables": entityVariables
        default: nil
        }
    }
}

/// Model-wide values of the `coredata` set.
public final class CoreDataModelContext: ContextValue {
    /// The model builder's type name (`BookshelfModel`).
    public let typeName: String
    /// Every fetch request template.
    public let fetchRequests: [FetchRequestContext]
    /// Every configuration.
    public let configurations: [ConfigurationContext]

    /// Creates the context.
    public init(
        typeName: String,
        fetchRequests: [FetchRequestContext],
        configurations: [ConfigurationContext]
    ) {
        self.typeName = typeName
        self.fetchRequests = fetchRequests
        self.configurations = configurations
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "typeName": typeName
        case "fetchRequests": fetchRequests
        case "configurations": configurations
        default: nil
        }
    }
}

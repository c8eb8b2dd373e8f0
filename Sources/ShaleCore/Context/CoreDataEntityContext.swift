/// How the `coredata` set writes an entity's class and describes the entity in its model builder.
public struct CoreDataEntityContext: TemplateContext {
    let superclass: String
    let readProtocol: String
    let parentReadProtocol: String?
    let variable: String
    let nameLiteral: String
    let classNameLiteral: String
    let subentityVariables: [String]
    let fetchedProperties: [FetchedPropertyContext]
    let fetchRequests: [FetchRequestContext]
    let uniquenessConstraintsLiteral: String?
    let fetchIndexes: [FetchIndexContext]
    let renamingIdentifier: String?
    let versionHashModifier: String?
    let userInfoLiteral: String?

    public static let schema = ContextSchema<CoreDataEntityContext>(
        "How the `coredata` set writes an entity's class and describes the entity in its model builder.",
        [
            .text(
                "superclass", \.superclass,
                """
                The class's superclass: the parent entity's class, else `NSManagedObject`.
                """
            ),
            .text("readProtocol", \.readProtocol, "The read-only protocol's name (`BookRO`)."),
            .text(
                "parentReadProtocol", \.parentReadProtocol,
                """
                The parent entity's read-only protocol, which this one refines.
                """
            ),
            .text("variable", \.variable, "The entity description's variable in the model builder (`entityBook`)."),
            .text("nameLiteral", \.nameLiteral, "The entity's name as a Swift string literal."),
            .text(
                "classNameLiteral", \.classNameLiteral,
                """
                The class's runtime name (`representedClassName` without module) as a Swift string literal.
                """
            ),
            .texts("subentityVariables", \.subentityVariables, "The builder variables of the direct subentities."),
            .list("fetchedProperties", \.fetchedProperties, "The fetched properties the entity declares."),
            .list("fetchRequests", \.fetchRequests, "The model's fetch request templates that fetch this entity."),
            .text(
                "uniquenessConstraintsLiteral", \.uniquenessConstraintsLiteral,
                """
                The uniqueness constraints as a Swift array literal of arrays of names, when there are any.
                """
            ),
            .list("fetchIndexes", \.fetchIndexes, "The fetch indexes."),
            .text(
                "renamingIdentifier", \.renamingIdentifier,
                """
                The renaming identifier as a Swift string literal, if set.
                """
            ),
            .text(
                "versionHashModifier", \.versionHashModifier,
                """
                The version-hash modifier as a Swift string literal, if set.
                """
            ),
            .text(
                "userInfoLiteral", \.userInfoLiteral,
                """
                The userInfo entries as a Swift dictionary literal, when there are any.
                """
            ),
        ]
    )
}

/// A fetched property: a read-only, computed list of objects.
public struct FetchedPropertyContext: TemplateContext {
    let swiftName: String
    let nameLiteral: String
    let destinationClass: String
    let destinationVariable: String
    let predicate: String?

    public static let schema = ContextSchema<FetchedPropertyContext>(
        "A fetched property: a read-only, computed list of objects.",
        [
            .text("swiftName", \.swiftName, "The Swift identifier."),
            .text("nameLiteral", \.nameLiteral, "The name as a Swift string literal."),
            .text("destinationClass", \.destinationClass, "The class of the fetched objects."),
            .text("destinationVariable", \.destinationVariable, "The builder variable of the fetched entity."),
            .text("predicate", \.predicate, "The predicate as a Swift string literal, if any."),
        ]
    )
}

/// A model-level fetch request template, as a typed function and in the model builder.
public struct FetchRequestContext: TemplateContext {
    let nameLiteral: String
    let functionName: String
    let resultDeclaration: String
    let parameters: [ParameterContext]
    let substitutions: [KeyValueContext]
    let entityVariable: String
    let predicate: String?
    let fetchLimit: Int
    let fetchBatchSize: Int
    let fetchOffset: Int
    let resultType: String
    let includesSubentities: Bool
    let includesPropertyValues: Bool
    let includesPendingChanges: Bool
    let returnsObjectsAsFaults: Bool
    let returnsDistinctResults: Bool
    let hasParameters: Bool

    public static let schema = ContextSchema<FetchRequestContext>(
        "A model-level fetch request template, as a typed function and in the model builder.",
        [
            .text("nameLiteral", \.nameLiteral, "The template's name as a Swift string literal."),
            .text("functionName", \.functionName, "The typed function's name (`booksByAuthorFetchRequest`)."),
            .text(
                "resultDeclaration", \.resultDeclaration,
                """
                The request's type: `NSFetchRequest<Book>`, `<NSDictionary>`, `<NSNumber>` or `<NSManagedObjectID>`.
                """
            ),
            .list("parameters", \.parameters, "One parameter per substitution variable, in order of first use."),
            .list("substitutions", \.substitutions, "Each variable's name (a literal) and its parameter's identifier."),
            .text("entityVariable", \.entityVariable, "The builder variable of the fetched entity."),
            .text("predicate", \.predicate, "The predicate as a Swift string literal, if any."),
            .number("fetchLimit", \.fetchLimit, "The fetch limit; 0 means none."),
            .number("fetchBatchSize", \.fetchBatchSize, "The batch size; 0 means none."),
            .number("fetchOffset", \.fetchOffset, "The offset."),
            .text("resultType", \.resultType, "The `NSFetchRequestResultType` case."),
            .flag("includesSubentities", \.includesSubentities, "Whether subentities match."),
            .flag("includesPropertyValues", \.includesPropertyValues, "Whether property values are fetched."),
            .flag("includesPendingChanges", \.includesPendingChanges, "Whether unsaved changes are included."),
            .flag("returnsObjectsAsFaults", \.returnsObjectsAsFaults, "Whether objects come back as faults."),
            .flag("returnsDistinctResults", \.returnsDistinctResults, "Whether dictionary results are distinct."),
            .flag("hasParameters", \.hasParameters, "Whether the template has substitution variables."),
        ]
    )
}

/// A fetch index, for the model builder.
public struct FetchIndexContext: TemplateContext {
    let nameLiteral: String
    let elements: [FetchIndexElementContext]

    public static let schema = ContextSchema<FetchIndexContext>(
        "A fetch index, for the model builder.",
        [
            .text("nameLiteral", \.nameLiteral, "The index's name as a Swift string literal."),
            .list("elements", \.elements, "The indexed properties, in order."),
        ]
    )
}

/// One element of a fetch index.
public struct FetchIndexElementContext: TemplateContext {
    let propertyLiteral: String
    let collationType: String
    let isAscending: Bool

    public static let schema = ContextSchema<FetchIndexElementContext>(
        "One element of a fetch index.",
        [
            .text("propertyLiteral", \.propertyLiteral, "The indexed property's name as a Swift string literal."),
            .text("collationType", \.collationType, "The `NSFetchIndexElementType` case (`.binary`, `.rTree`)."),
            .flag("isAscending", \.isAscending, "Whether the index sorts ascending."),
        ]
    )
}

/// A configuration, for the model builder.
public struct ConfigurationContext: TemplateContext {
    let nameLiteral: String
    let entityVariables: [String]

    public static let schema = ContextSchema<ConfigurationContext>(
        "A configuration, for the model builder.",
        [
            .text("nameLiteral", \.nameLiteral, "The configuration's name as a Swift string literal."),
            .texts("entityVariables", \.entityVariables, "The builder variables of its entities."),
        ]
    )
}

/// Model-wide values of the `coredata` set.
public struct CoreDataModelContext: TemplateContext {
    let typeName: String
    let fetchRequests: [FetchRequestContext]
    let configurations: [ConfigurationContext]

    public static let schema = ContextSchema<CoreDataModelContext>(
        "Model-wide values of the `coredata` set.",
        [
            .text("typeName", \.typeName, "The model builder's type name (`BookshelfModel`)."),
            .list("fetchRequests", \.fetchRequests, "Every fetch request template."),
            .list("configurations", \.configurations, "Every configuration."),
        ]
    )
}

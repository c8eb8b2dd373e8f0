/// How the `coredata` set writes an entity's class and describes the entity in its model builder.
package final class CoreDataEntityContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let superclass: String
        let readProtocol: String?
        let parentReadProtocol: String?
        let readOnlyFetchName: String?
        let variable: String
        let nameLiteral: String
        let classNameLiteral: String
        let subentityVariables: [String]
        let fetchedProperties: [FetchedPropertyContext]
        let classFetchedProperties: [FetchedPropertyContext]
        let fetchRequests: [FetchRequestContext]
        let uniquenessConstraintsLiteral: String?
        let fetchIndexes: [FetchIndexContext]
        let renamingIdentifier: String?
        let versionHashModifier: String?
        let userInfoLiteral: String?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<CoreDataEntityContext>(
        "How the `coredata` set writes an entity's class and describes the entity in its model builder.",
        [
            .text(
                "superclass", \.values.superclass,
                """
                The class's superclass: the parent entity's class, else `NSManagedObject`.
                """
            ),
            .text(
                "readProtocol", \.values.readProtocol,
                """
                The read-only protocol's name (`BookRO`, numbered when the model already uses that name: `BookRO2`), \
                when the set's `readonly-protocols` option is on.
                """
            ),
            .text(
                "parentReadProtocol", \.values.parentReadProtocol,
                """
                The parent entity's read-only protocol, which this one refines, when there is one and the
                `readonly-protocols` option is on.
                """
            ),
            .text(
                "readOnlyFetchName", \.values.readOnlyFetchName,
                """
                The name of the `NSManagedObjectContext` method that fetches the entity's objects typed as its
                read-only protocol (`fetchBookRO`), when the `readonly-protocols` option is on.
                """
            ),
            .text(
                "variable", \.values.variable,
                "The entity description's variable in the model builder (`entityBook`)."
            ),
            .text("nameLiteral", \.values.nameLiteral, "The entity's name as a Swift string literal."),
            .text(
                "classNameLiteral", \.values.classNameLiteral,
                """
                The class's runtime name (`representedClassName` without module) as a Swift string literal.
                """
            ),
            .texts(
                "subentityVariables", \.values.subentityVariables,
                "The builder variables of the direct subentities."
            ),
            .list(
                "fetchedProperties", \.values.fetchedProperties,
                "The fetched properties the entity declares, which its description in the model builder lists."
            ),
            .list(
                "classFetchedProperties", \.values.classFetchedProperties,
                """
                The fetched properties the class declares: the entity's own, and those of ancestors without a class \
                of their own that no generated class between declares (as `classManagedAttributes`).
                """
            ),
            .list(
                "fetchRequests", \.values.fetchRequests,
                "The model's fetch request templates that fetch this entity."
            ),
            .text(
                "uniquenessConstraintsLiteral", \.values.uniquenessConstraintsLiteral,
                """
                The uniqueness constraints as a Swift array literal of arrays of names, when there are any.
                """
            ),
            .list("fetchIndexes", \.values.fetchIndexes, "The fetch indexes."),
            .text(
                "renamingIdentifier", \.values.renamingIdentifier,
                """
                The renaming identifier as a Swift string literal, if set.
                """
            ),
            .text(
                "versionHashModifier", \.values.versionHashModifier,
                """
                The version-hash modifier as a Swift string literal, if set.
                """
            ),
            .text(
                "userInfoLiteral", \.values.userInfoLiteral,
                """
                The userInfo entries as a Swift dictionary literal, when there are any.
                """
            ),
        ]
    )
}

/// A fetched property: a read-only, computed list of objects.
package final class FetchedPropertyContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let swiftName: String
        let nameLiteral: String
        let destinationClass: String
        let destinationVariable: String
        let predicate: String?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<FetchedPropertyContext>(
        "A fetched property: a read-only, computed list of objects.",
        [
            .text("swiftName", \.values.swiftName, "The Swift identifier."),
            .text("nameLiteral", \.values.nameLiteral, "The name as a Swift string literal."),
            .text("destinationClass", \.values.destinationClass, "The class of the fetched objects."),
            .text("destinationVariable", \.values.destinationVariable, "The builder variable of the fetched entity."),
            .text("predicate", \.values.predicate, "The predicate as a Swift string literal, if any."),
        ]
    )
}

/// A model-level fetch request template, as a typed function and in the model builder.
package final class FetchRequestContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
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
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<FetchRequestContext>(
        "A model-level fetch request template, as a typed function and in the model builder.",
        [
            .text("nameLiteral", \.values.nameLiteral, "The template's name as a Swift string literal."),
            .text("functionName", \.values.functionName, "The typed function's name (`booksByAuthorFetchRequest`)."),
            .text(
                "resultDeclaration", \.values.resultDeclaration,
                """
                The request's type: `NSFetchRequest<Book>`, `<NSDictionary>`, `<NSNumber>` or `<NSManagedObjectID>`.
                """
            ),
            .list("parameters", \.values.parameters, "One parameter per substitution variable, in order of first use."),
            .list(
                "substitutions", \.values.substitutions,
                "Each variable's name (a literal) and its parameter's identifier."
            ),
            .text("entityVariable", \.values.entityVariable, "The builder variable of the fetched entity."),
            .text("predicate", \.values.predicate, "The predicate as a Swift string literal, if any."),
            .number("fetchLimit", \.values.fetchLimit, "The fetch limit; 0 means none."),
            .number("fetchBatchSize", \.values.fetchBatchSize, "The batch size; 0 means none."),
            .number("fetchOffset", \.values.fetchOffset, "The offset."),
            .text("resultType", \.values.resultType, "The `NSFetchRequestResultType` case."),
            .flag("includesSubentities", \.values.includesSubentities, "Whether subentities match."),
            .flag("includesPropertyValues", \.values.includesPropertyValues, "Whether property values are fetched."),
            .flag("includesPendingChanges", \.values.includesPendingChanges, "Whether unsaved changes are included."),
            .flag("returnsObjectsAsFaults", \.values.returnsObjectsAsFaults, "Whether objects come back as faults."),
            .flag(
                "returnsDistinctResults", \.values.returnsDistinctResults,
                "Whether dictionary results are distinct."
            ),
            .flag("hasParameters", \.values.hasParameters, "Whether the template has substitution variables."),
        ]
    )
}

/// A fetch index, for the model builder.
package final class FetchIndexContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let nameLiteral: String
        let elements: [FetchIndexElementContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<FetchIndexContext>(
        "A fetch index, for the model builder.",
        [
            .text("nameLiteral", \.values.nameLiteral, "The index's name as a Swift string literal."),
            .list("elements", \.values.elements, "The indexed properties, in order."),
        ]
    )
}

/// One element of a fetch index.
package final class FetchIndexElementContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let propertyLiteral: String
        let collationType: String
        let isAscending: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<FetchIndexElementContext>(
        "One element of a fetch index.",
        [
            .text(
                "propertyLiteral", \.values.propertyLiteral,
                "The indexed property's name as a Swift string literal."
            ),
            .text("collationType", \.values.collationType, "The `NSFetchIndexElementType` case (`.binary`, `.rTree`)."),
            .flag("isAscending", \.values.isAscending, "Whether the index sorts ascending."),
        ]
    )
}

/// A configuration, for the model builder.
package final class ConfigurationContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let nameLiteral: String
        let entityVariables: [String]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<ConfigurationContext>(
        "A configuration, for the model builder.",
        [
            .text("nameLiteral", \.values.nameLiteral, "The configuration's name as a Swift string literal."),
            .texts("entityVariables", \.values.entityVariables, "The builder variables of its entities."),
        ]
    )
}

/// Model-wide values of the `coredata` set.
package final class CoreDataModelContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let typeName: String
        let fetchRequests: [FetchRequestContext]
        let configurations: [ConfigurationContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<CoreDataModelContext>(
        "Model-wide values of the `coredata` set.",
        [
            .text("typeName", \.values.typeName, "The model builder's type name (`BookshelfModel`)."),
            .list("fetchRequests", \.values.fetchRequests, "Every fetch request template."),
            .list("configurations", \.values.configurations, "Every configuration."),
        ]
    )
}

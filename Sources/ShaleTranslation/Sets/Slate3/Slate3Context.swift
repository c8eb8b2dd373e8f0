/// How the `slate3` set writes one entity as Slate 3 schema source: a `public struct` with `@SlateEntity`.
package final class Slate3EntityContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let writesFile: Bool
        let typeName: String
        let imports: [String]
        let entityArguments: [String]
        let hasArguments: Bool
        let relationships: [Slate3RelationshipContext]
        let hasRelationships: Bool
        let uniqueMacro: String?
        let indexMacros: [String]
        let typealiases: [KeyValueContext]
        let hasPreamble: Bool
        let attributes: [Slate3AttributeContext]
        let embedded: [Slate3EmbeddedContext]
        let losses: [Slate3LossContext]
        let renamedAttributes: [Slate3RenameContext]
        let names: Slate3NamesContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3EntityContext>(
        "How the `slate3` set writes one entity as Slate 3 schema source: a `public struct` with `@SlateEntity`.",
        [
            .flag(
                "writesFile", \.values.writesFile,
                "Whether the entity becomes a struct: false for an abstract entity, which Slate 3 cannot express."
            ),
            .text("typeName", \.values.typeName, "The struct's name: the Slate 2 immutable type's name."),
            .texts(
                "imports", \.values.imports,
                "Modules the file imports: Foundation, SlateSchema, userInfo `imports`."
            ),
            .texts(
                "entityArguments", \.values.entityArguments,
                """
                The `@SlateEntity` arguments before `relationships:`, each written out (`name: "Book"`, \
                `storageName: "CoreDataBook"`, `cloudKit: true`); only those that differ from Slate 3's defaults.
                """
            ),
            .flag(
                "hasArguments", \.values.hasArguments,
                "Whether `@SlateEntity` takes arguments: `entityArguments` or relationships."
            ),
            .list("relationships", \.values.relationships, "The relationships `@SlateEntity` declares, by name."),
            .flag("hasRelationships", \.values.hasRelationships, "Whether `relationships` is not empty."),
            .text("uniqueMacro", \.values.uniqueMacro, "`#Unique<Type>([\\.a], [\\.b, \\.c])`, or nil."),
            .texts(
                "indexMacros", \.values.indexMacros,
                "`#Index<Type>(…)` calls: one for ascending indexes, one with `order: .descending`."
            ),
            .list(
                "typealiases", \.values.typealiases,
                """
                Member typealiases for the enums the attributes use: `key` is the name inside the struct, `value` \
                the module-qualified enum.
                """
            ),
            .flag(
                "hasPreamble", \.values.hasPreamble,
                "Whether the struct starts with `#Unique`, `#Index` or typealiases (a blank line follows them)."
            ),
            .list("attributes", \.values.attributes, "The stored attributes, in model order."),
            .list("embedded", \.values.embedded, "The embedded structs (Slate 2 substructs), by name."),
            .list(
                "losses", \.values.losses,
                "What the entity has that Slate 3 cannot express or that changes on the way, in model order."
            ),
            .list(
                "renamedAttributes", \.values.renamedAttributes,
                "Attributes whose Swift name or type differs from the Slate 2 immutable model's."
            ),
            .context("names", \.values.names, "How the entity's Slate 2 names map to Slate 3's."),
        ]
    )
}

/// One stored `let` of a Slate 3 entity or embedded struct.
package final class Slate3AttributeContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let swiftName: String
        let typeDeclaration: String
        let annotation: String?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3AttributeContext>(
        "One stored `let` of a Slate 3 entity or embedded struct.",
        [
            .text("name", \.values.name, "The Core Data attribute's name (the column)."),
            .text("swiftName", \.values.swiftName, "The Swift property name."),
            .text(
                "typeDeclaration", \.values.typeDeclaration,
                "The Swift type as Slate 3 reads it, `?` when optional."
            ),
            .text(
                "annotation", \.values.annotation,
                """
                `@SlateAttribute(…)` with the storage name, default, index, external storage or enum raw type; nil \
                when none is needed.
                """
            ),
        ]
    )
}

/// A Slate 2 substruct as a Slate 3 `@SlateEmbedded` struct nested in its entity.
package final class Slate3EmbeddedContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let swiftName: String
        let structName: String
        let typeDeclaration: String
        let fields: [Slate3AttributeContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3EmbeddedContext>(
        "A Slate 2 substruct as a Slate 3 `@SlateEmbedded` struct nested in its entity.",
        [
            .text("swiftName", \.values.swiftName, "The entity's property: the substruct's prefix."),
            .text("structName", \.values.structName, "The nested struct's name."),
            .text(
                "typeDeclaration", \.values.typeDeclaration,
                "The property's type, `?` when a `prefix_has` flag makes it optional."
            ),
            .list(
                "fields", \.values.fields,
                "The struct's stored fields, by name; each also an initialiser parameter."
            ),
        ]
    )
}

/// One relationship in `@SlateEntity(relationships: […])`.
package final class Slate3RelationshipContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let declaration: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3RelationshipContext>(
        "One relationship in `@SlateEntity(relationships: […])`.",
        [
            .text("name", \.values.name, "The relationship's name."),
            .text(
                "declaration", \.values.declaration,
                """
                `.toOne("author", "Author", inverse: "books")` or `.toMany(…)`, with only non-default arguments.
                """
            ),
        ]
    )
}

/// Something the model has that the Slate 3 source does not keep, or keeps differently.
package final class Slate3LossContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let location: String
        let line: Int
        let column: Int
        let message: String
        let advice: String
        let changesSchema: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3LossContext>(
        "Something the model has that the Slate 3 source does not keep, or keeps differently.",
        [
            .text(
                "location", \.values.location,
                """
                Where, as `Name.xcdatamodel/contents:line:column` (relative, so the report is the same on any \
                machine).
                """
            ),
            .number("line", \.values.line, "The line of `location`."),
            .number("column", \.values.column, "The column of `location`."),
            .text("message", \.values.message, "What is dropped or changed: the warning's text."),
            .text("advice", \.values.advice, "What to do about it."),
            .flag(
                "changesSchema", \.values.changesSchema,
                """
                Whether the Core Data schema Slate 3 builds differs from the model's, so an existing store no longer \
                opens.
                """
            ),
        ]
    )
}

/// An attribute whose Swift side changes from Slate 2 to Slate 3.
package final class Slate3RenameContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let entity: String
        let attribute: String
        let slate2: String
        let slate3: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3RenameContext>(
        "An attribute whose Swift side changes from Slate 2 to Slate 3.",
        [
            .text("entity", \.values.entity, "The entity's name."),
            .text("attribute", \.values.attribute, "The Core Data attribute (column) name."),
            .text("slate2", \.values.slate2, "`name: Type` in the Slate 2 immutable model."),
            .text("slate3", \.values.slate3, "`name: Type` in the Slate 3 struct."),
        ]
    )
}

/// How one entity's names map from Slate 2 to Slate 3.
package final class Slate3NamesContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let entity: String
        let slate2Type: String
        let slate3Type: String
        let slate2Class: String
        let slate3Class: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3NamesContext>(
        "How one entity's names map from Slate 2 to Slate 3.",
        [
            .text("entity", \.values.entity, "The Core Data entity name (kept)."),
            .text("slate2Type", \.values.slate2Type, "The Slate 2 immutable type."),
            .text("slate3Type", \.values.slate3Type, "The Slate 3 struct."),
            .text("slate2Class", \.values.slate2Class, "The Slate 2 Core Data class (the model's class name)."),
            .text(
                "slate3Class", \.values.slate3Class,
                "The class Slate 3's generator writes (`storageName:`, else `Database<Struct>`)."
            ),
        ]
    )
}

/// An enum the model's userInfo names, as Slate 3 needs it.
package final class Slate3EnumContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let typeName: String
        let qualifiedName: String
        let rawType: String
        let usedBy: [String]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3EnumContext>(
        "An enum the model's userInfo names, as Slate 3 needs it.",
        [
            .text("typeName", \.values.typeName, "The enum as the userInfo `enum` entry names it."),
            .text("qualifiedName", \.values.qualifiedName, "The module-qualified name the member typealiases use."),
            .text("rawType", \.values.rawType, "The raw type Slate 3 needs: String, Int16, Int32 or Int64."),
            .texts("usedBy", \.values.usedBy, "The attributes (`Entity.attribute`) that store it."),
        ]
    )
}

/// Model-wide values of the `slate3` set, for `SLATE3-MIGRATION.md`.
package final class Slate3ModelContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let modelsModule: String
        let isCloudKit: Bool
        let structCount: Int
        let entities: [Slate3NamesContext]
        let renamedAttributes: [Slate3RenameContext]
        let enums: [Slate3EnumContext]
        let losses: [Slate3LossContext]
        let lossCount: Int
        let schemaChanges: Int
        let keepsStores: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3ModelContext>(
        "Model-wide values of the `slate3` set, for `SLATE3-MIGRATION.md`.",
        [
            .text(
                "modelsModule", \.values.modelsModule,
                "The module the schema source and the enums live in (`models-module`)."
            ),
            .flag("isCloudKit", \.values.isCloudKit, "Whether every entity says `cloudKit: true`."),
            .number("structCount", \.values.structCount, "How many entities became structs."),
            .list("entities", \.values.entities, "The name mapping of every converted entity, in model order."),
            .list("renamedAttributes", \.values.renamedAttributes, "Every attribute whose Swift name or type changes."),
            .list("enums", \.values.enums, "The enums the model names, by name."),
            .list("losses", \.values.losses, "Everything dropped or changed: the model's, then each entity's."),
            .number("lossCount", \.values.lossCount, "How many losses there are."),
            .number("schemaChanges", \.values.schemaChanges, "How many losses change the Core Data schema."),
            .flag(
                "keepsStores", \.values.keepsStores,
                "Whether no loss changes the schema, so existing stores should open."
            ),
        ]
    )
}

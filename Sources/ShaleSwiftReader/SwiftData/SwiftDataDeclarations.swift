import ShaleModel

/// What the Swift sources declare that SwiftData's schema is built from, as written: nothing resolved yet.
struct SwiftDataDeclarations {
    /// A stored property of a `@Model` class or a value type.
    struct Property {
        /// The property's name.
        var name: String
        /// The declared type as written (`String?`, `[Post]`); `nil` when the declaration gives none.
        var typeText: String?
        /// The initial value as written, when there is one.
        var defaultText: String?
        /// Whether the initial value is a literal Shale reads (`0`, `"a"`, `true`, `1.5`, `nil`, `[]`).
        var defaultValue: Value?
        /// The arguments of `@Attribute(...)`, each as written, when the property has that macro.
        var attributeArguments: [Argument]?
        /// The arguments of `@Relationship(...)`, each as written, when the property has that macro.
        var relationshipArguments: [Argument]?
        /// Whether the property is `@Transient` (SwiftData leaves it out of the schema).
        var isTransient = false
        /// The declaration.
        var location: SourceLocation
    }

    /// One argument of a macro or call, as written.
    struct Argument {
        /// The label, when there is one.
        var label: String?
        /// The expression's text.
        var text: String
        /// Where it is.
        var location: SourceLocation
    }

    /// A `@Model` class.
    struct ModelClass {
        /// The class's name.
        var name: String
        /// The names of the types (or extended types) it is declared in, outermost first.
        var scope: [String]
        /// The first inherited type, as written (a superclass when it is a model class).
        var inherited: [String]
        /// Its stored properties, in source order.
        var properties: [Property] = []
        /// `#Unique<T>([\.a, \.b], ...)`: each constraint's property names.
        var uniqueConstraints: [(properties: [String], location: SourceLocation)] = []
        /// `#Index<T>([\.a], [\.b, \.c])`: each index's property names.
        var indexes: [(properties: [String], location: SourceLocation)] = []
        /// The class declaration.
        var location: SourceLocation

        /// The name qualified by its scope (`SchemaV1.Animal`).
        var qualifiedName: String { (scope + [name]).joined(separator: ".") }
    }

    /// A struct or enum that a model's property may hold.
    struct ValueType {
        /// The type's name.
        var name: String
        /// The enclosing types' names, outermost first.
        var scope: [String]
        /// Whether it is an enum (else a struct).
        var isEnum: Bool
        /// The inherited types and conformances, as written.
        var inherited: [String]
        /// A struct's stored properties.
        var properties: [Property] = []
        /// An enum's cases, in order, and whether each has associated values.
        var cases: [(name: String, hasAssociatedValues: Bool)] = []
        /// The declaration.
        var location: SourceLocation

        /// The name qualified by its scope.
        var qualifiedName: String { (scope + [name]).joined(separator: ".") }
    }

    /// A type conforming to `VersionedSchema`.
    struct Schema {
        /// The type's name.
        var name: String
        /// The enclosing types' names.
        var scope: [String]
        /// Whether it is a struct (else an enum or class).
        var isStruct: Bool
        /// `Schema.Version(1, 0, 0)` as `1.0.0`, with its location.
        var versionIdentifier: (text: String, location: SourceLocation)?
        /// The entries of `models`, as written without `.self`.
        var models: [(name: String, location: SourceLocation)] = []
        /// Where `models` is declared, when it is.
        var modelsLocation: SourceLocation?
        /// The declaration.
        var location: SourceLocation

        /// The name qualified by its scope.
        var qualifiedName: String { (scope + [name]).joined(separator: ".") }
    }

    /// One `MigrationStage` as written.
    struct Stage {
        /// `lightweight` or `custom`.
        var kind: String
        /// `fromVersion:`, without `.self`.
        var from: String
        /// `toVersion:`, without `.self`.
        var to: String
        /// The call.
        var location: SourceLocation
    }

    /// A type conforming to `SchemaMigrationPlan`.
    struct Plan {
        /// The type's name.
        var name: String
        /// The enclosing types' names.
        var scope: [String]
        /// The entries of `schemas`, as written without `.self`.
        var schemas: [(name: String, location: SourceLocation)] = []
        /// The entries of `stages`: a stage written in place, or the name of a static property holding one.
        var stages: [(stage: Stage?, reference: String?, location: SourceLocation)] = []
        /// The declaration.
        var location: SourceLocation

        /// The name qualified by its scope.
        var qualifiedName: String { (scope + [name]).joined(separator: ".") }
    }

    /// `typealias Name = Target`.
    struct Alias {
        /// The target, as written.
        var target: String
        /// The enclosing types' names, where the target is looked up.
        var scope: [String]
        /// The declaration.
        var location: SourceLocation
    }

    var models: [ModelClass] = []
    var valueTypes: [ValueType] = []
    var schemas: [Schema] = []
    var plans: [Plan] = []
    /// Type aliases, by qualified name.
    var aliases: [String: Alias] = [:]
    /// Stages held in static properties, by the property's qualified name (`AppMigrations.migrateV1toV2`).
    var namedStages: [String: Stage] = [:]
    /// The model types passed to `Schema(...)` or `ModelContainer(for:)`, as written.
    var containerModels: [(name: String, location: SourceLocation)] = []
    /// Every type name declared (models, value types, schemas, plans, other namespaces), qualified.
    var declaredTypes: Set<String> = []
}

/// The translators there are: each turns the IR into the contexts of one kind of template set. A set's
/// `manifest.yml` names its translator (`translator: slate`); a set with a `parent` uses the parent's.
public enum TranslatorKind: String, Sendable, Hashable, CaseIterable {
    /// Slate 2 immutable models beside Core Data entity classes (`slate`, and custom sets by default).
    case slate
    /// `NSManagedObject` subclasses and a model built in code (`coredata`).
    case coredata
    /// The `slate` set's immutable models over ShaleRuntime's in-memory store (`memory`).
    case memory
    /// SwiftData `@Model` classes and versioned schemas (`swiftdata`).
    case swiftdata
    /// Slate 3 schema source and its migration report (`slate3`).
    case slate3
    /// `shale diff` reports (`migration`).
    case migration

    /// The options the translator reads, by name, with their types: a set's values for them are parsed with
    /// these types when the set loads, whatever its manifest says.
    public var optionTypes: [String: OptionType] {
        switch self {
        case .slate, .coredata, .memory:
            [
                "int-cast": .bool,
                "internal-models": .bool,
                "public-param-init": .bool,
                "retroactive": .bool,
                "name-transform": .transform,
                "file-transform": .transform,
                "managed-imports": .modules,
                "runtime": .choice(self == .memory ? ["memory"] : ["coredata", "memory"]),
            ]
        case .swiftdata:
            [
                "inheritance": .choice(["classes", "flatten"]),
                "cloudkit": .choice(["auto", "true", "false"]),
                "history": .bool,
            ]
        case .slate3:
            [
                "name-transform": .transform,
                "int-cast": .bool,
                "models-module": .identifier,
                "cloudkit": .choice(["auto", "true", "false"]),
            ]
        case .migration:
            [:]
        }
    }
}

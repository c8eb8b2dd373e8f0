/// The translators there are: each turns the IR into the contexts of one kind of template set. A set's
/// `manifest.yml` names its translator (`translator: slate`); a set with a `parent` uses the parent's.
public enum TranslatorKind: String, Sendable, Hashable, CaseIterable {
    /// Slate 2 immutable models beside Core Data entity classes (`slate`, and custom sets by default).
    case slate
    /// `NSManagedObject` subclasses and a model built in code (`coredata`): the `slate` translator with the
    /// `coreData` keys.
    case coredata
    /// The `slate` set's immutable models over ShaleRuntime's in-memory store (`memory`): the `slate` translator
    /// targeting ShaleRuntime.
    case memory
    /// SwiftData `@Model` classes and versioned schemas (`swiftdata`).
    case swiftdata
    /// Slate 3 schema source and its migration report (`slate3`).
    case slate3
    /// The files Xcode's Core Data code generation writes (`xcode`).
    case xcode
    /// `shale diff` reports (`migration`).
    case migration

    /// The translator of code sets of this kind; nil for `migration`, whose sets render `shale diff` reports from
    /// a `MigrationPlan` (`MigrationTranslator`). The one place that maps kinds to translators.
    public var translatorType: (any SetTranslator.Type)? {
        switch self {
        case .slate, .coredata, .memory: SlateTranslator.self
        case .swiftdata: SwiftDataSetTranslator.self
        case .slate3: Slate3SetTranslator.self
        case .xcode: XcodeSetTranslator.self
        case .migration: nil
        }
    }

    /// The options the translator reads, by name, with their types: a set's values for them are parsed with
    /// these types when the set loads, whatever its manifest says.
    public var optionTypes: [String: OptionType] {
        switch self {
        // ShaleRuntime is the only runtime the memory set's code runs on.
        case .memory: SlateTranslator.optionTypes.merging(["runtime": .choice(["memory"])]) { $1 }
        default: translatorType?.optionTypes ?? [:]
        }
    }

    /// The translator that computes the top-level key `key` of entity and model contexts, when only one does
    /// (`coreData`: `coredata`; `swiftData` and `slate3`, which the `slate` translator's contexts leave nil): a template of another translator's set that reads it fails to load.
    public static func computing(key: String) -> TranslatorKind? {
        switch key {
        case "coreData": .coredata
        case "swiftData": .swiftdata
        case "slate3": .slate3
        default: nil
        }
    }
}

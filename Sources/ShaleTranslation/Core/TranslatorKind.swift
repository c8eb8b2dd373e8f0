/// A registered translator: the name a set's `manifest.yml` gives it (`translator: coredata`) and the
/// `SetTranslator` that turns a model version into that set's contexts. A set with a `parent` uses the parent's.
///
/// Each set folder (`Sets/<Set>/`) declares its own kind (`extension TranslatorKind { static let coredata = … }`);
/// the built-in ones are listed once, in `TranslatorKind.builtIn` (`Sets/BuiltInSets.swift`): adding a set
/// touches its template folder, its set folder and that list. Loading takes the list as a parameter, so a test (or
/// a tool embedding Shale) can add a set of its own without changing this module.
package struct TranslatorKind: Sendable, Hashable, CustomStringConvertible {
    /// The name manifests write after `translator:`.
    package let rawValue: String
    /// The translator of code sets of this kind; nil for a kind whose sets render only `shale diff` reports from a
    /// `MigrationPlan` (`migration`).
    package let translatorType: (any SetTranslator.Type)?
    /// The context `scope: diff` outputs (`shale diff` reports) render with, for the kind that makes them.
    package let reportRootType: ContextType?

    /// A kind named `name` whose sets are translated by `translatorType`, or whose reports render with
    /// `reportRoot`.
    package init(_ name: String, translator translatorType: (any SetTranslator.Type)?, reportRoot: ContextType? = nil) {
        rawValue = name
        self.translatorType = translatorType
        reportRootType = reportRoot
    }

    /// The built-in kind named `name`, if there is one.
    package init?(rawValue name: String) {
        guard let kind = Self.builtIn.first(where: { $0.rawValue == name }) else { return nil }
        self = kind
    }

    /// Every built-in kind: `builtIn`.
    package static var allCases: [TranslatorKind] { builtIn }

    /// Every option the translator reads, declared once (`SetOptions`), in the order documentation lists them.
    package var options: [OptionDeclaration] { translatorType?.optionDeclarations ?? [] }

    /// The type of each option the translator reads, by name: a set's values for them are parsed with these types
    /// when the set loads, whatever its manifest says.
    package var optionTypes: [String: OptionType] {
        Dictionary(options.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    package var description: String { rawValue }

    package static func == (lhs: TranslatorKind, rhs: TranslatorKind) -> Bool { lhs.rawValue == rhs.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

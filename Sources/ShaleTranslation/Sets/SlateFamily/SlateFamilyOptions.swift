/// What the Slate 2 part (`EntityTranslator`) reads, whichever set it serves: the `slate`, `coredata` and
/// `memory` sets fill it from their own typed options (`SlateOptions`, `CoreDataOptions`, `MemoryOptions`), the
/// `slate3` set from `Slate3Options`.
package struct SlateFamilyOptions: Sendable {
    /// Every Core Data integer type as `Int` in immutable models (`int-cast`).
    var castsIntegers = true
    /// Internal instead of public types (`internal-models`).
    var internalModels = false
    /// A public parameter initialiser (`public-param-init`).
    var publicParameterInitializer = false
    /// `@retroactive` conformances (`retroactive`): off unless asked for (`@retroactive` is an error in one
    /// module); Slate's two-module layout asks for it.
    var retroactive = false
    /// The immutable type names' `%@` pattern (`name-transform`).
    var nameTransform = "%@"
    /// The immutable model files' `%@` pattern (`file-transform`).
    var fileTransform = "%@"
    /// Modules the managed class files import besides the runtime's and Foundation (`managed-imports`).
    var managedImports: [String] = []
    /// Whether the code runs over ShaleRuntime instead of Core Data.
    var targetsMemoryRuntime = false
    /// The keys the set adds to the Slate contexts' slots, made once per model version from the ready Slate 2
    /// part: none, unless the set's options say (the `coredata` set's `CoreDataKeys`).
    var makeKeys: @Sendable (EntityTranslator) -> any SlateKeys = { _ in NoSlateKeys() }
    /// Whether the set writes immutable models, so an immutable type named like its class is an error.
    var writesImmutableModels = false

    /// The options of a set that reads none of them (every value the Slate 2 default).
    package init() {}

    /// The values `options` gives the options every Slate 2 set reads, each by the declaration the set exposes
    /// (its own where its default or summary differs, else `SlateFamilyOption`'s).
    init(
        _ options: TemplateOptions, intCast: SetOption<Bool>, internalModels: SetOption<Bool>,
        publicParameterInitializer: SetOption<Bool>, retroactive: SetOption<Bool>,
        managedImports: SetOption<[String]>
    ) {
        castsIntegers = options[intCast]
        self.internalModels = options[internalModels]
        self.publicParameterInitializer = options[publicParameterInitializer]
        self.retroactive = options[retroactive]
        nameTransform = Self.transform(options[SlateFamilyOption.nameTransform])
        fileTransform = Self.fileTransform(options[SlateFamilyOption.fileTransform], nameTransform: nameTransform)
        self.managedImports = options[managedImports]
    }

    /// `pattern`, or `%@` when it is empty: an empty transform names types as their entities.
    static func transform(_ pattern: String) -> String { pattern.isEmpty ? "%@" : pattern }

    /// The file transform `pattern` gives: an empty one follows the name transform.
    static func fileTransform(_ pattern: String, nameTransform: String) -> String {
        pattern.isEmpty ? nameTransform : pattern
    }
}

/// The options the Slate family's sets declare alike: one declaration each, which every set that exposes the
/// option reuses. Options whose default or summary differs per set are declared in the set's folder.
package enum SlateFamilyOption {
    /// `internal-models`.
    package static let internalModels = SetOption.bool(
        "internal-models", default: false, "Generate internal instead of public types.")
    /// `public-param-init`.
    package static let publicParameterInitializer = SetOption.bool(
        "public-param-init", default: false, "Make the immutable models' parameter initialiser public.")
    /// `name-transform`, with the default that keeps immutable types apart from Xcode's class names.
    package static let nameTransform = SetOption.transform(
        "name-transform", default: "Slate%@",
        "Immutable type names; %@ stands for the entity name. The default keeps them apart from Xcode's class "
            + "names, which are the entity names (Book's immutable model is SlateBook).")
    /// `file-transform`.
    package static let fileTransform = SetOption.transform(
        "file-transform", default: "",
        "Immutable model file names without .swift; %@ stands for the entity name. Empty means the name transform.")
}

/// The runtime a Slate family set's code runs on (`runtime`).
package enum SlateRuntime: String, Sendable, CaseIterable {
    /// Core Data.
    case coredata
    /// ShaleRuntime's in-memory store.
    case memory
}

import ShaleModel

/// What every translator is given: the model version, the bundle's name, the set's typed option values and what
/// the set's manifest says about translation.
package struct TranslationInput: Sendable {
    /// The model version to translate.
    package var model: Model
    /// The bundle's name (`model.name` in templates).
    package var modelName: String
    /// The set's option values, parsed by type when the set loaded; each translator reads them into its typed
    /// `SetOptions` once.
    package var options: TemplateOptions
    /// Whether the set writes immutable models beside the classes (its manifest's `immutableModels:`).
    package var writesImmutableModels: Bool

    /// An input for translating `model` with `options`.
    package init(model: Model, modelName: String, options: TemplateOptions, writesImmutableModels: Bool = false) {
        self.model = model
        self.modelName = modelName
        self.options = options
        self.writesImmutableModels = writesImmutableModels
    }
}

/// One template set's translation (swift-openapi-generator's translator per mode): it turns a model version into
/// the contexts that set's templates read, and computes nothing else. Renderers call it without knowing the set;
/// `TranslatorKind.translatorType` picks it. Each lives in its set's folder (`Sets/<Set>/`) with its contexts and
/// its options, and uses only `Core/` (and, for the Slate 2 family, `Sets/SlateFamily/`).
///
/// A translator is built once per model version; `entityContext(for:diagnostics:)` runs per entity, on several
/// threads at once, so sets without per-model outputs translate and render entity by entity.
package protocol SetTranslator: Sendable {
    /// What a per-entity template (`scope: entity`) sees.
    associatedtype EntityRoot: TemplateContext
    /// What a per-model template (`scope: model`) sees.
    associatedtype ModelRoot: TemplateContext

    /// The set's typed options: every option the translator reads, declared once, and read from a rendering's
    /// values into typed properties.
    associatedtype Options: SetOptions

    /// Prepares the translation of `input.model`, reporting model-wide problems into `diagnostics`.
    init(_ input: TranslationInput, diagnostics: DiagnosticCollector)

    /// The context of `entity`, one of the model's; its problems go to `diagnostics`.
    func entityContext(for entity: Entity, diagnostics: DiagnosticCollector) -> EntityRoot

    /// The per-model context over `entities`, every entity's context in model order.
    func modelContext(entities: [EntityRoot]) -> ModelRoot

    /// The context type of `bundle` outputs: a `BundleSetTranslator`'s `BundleRoot`, else nil.
    static var bundleRootType: ContextType? { get }

    /// The context type this translator fills each slot of the shared contexts with (`ContextKey.slot`), by
    /// `Type.key` (`"EntityContext.coreData"`); a slot not listed is not a key of its contexts. None by default.
    static var slotTypes: [String: ContextType] { get }
}

/// A translator whose sets can have `bundle` outputs: templates that see every version of the model at once.
package protocol BundleSetTranslator: SetTranslator {
    /// What a per-bundle template (`scope: bundle`) sees.
    associatedtype BundleRoot: TemplateContext

    /// The context of `bundle`, whose current version is `current`. Errors of every version go to `diagnostics`
    /// (the history needs them all), warnings only of the current one (the older versions' would repeat them).
    /// - Parameter currentEntities: The current version's entity contexts when they are already made (rendering
    ///   the version's own outputs made them, and reported their problems): they are used instead of translating
    ///   the current version again.
    static func bundleContext(
        bundle: ModelBundle, current: Model, input: TranslationInput,
        currentEntities: [EntityRoot]?, diagnostics: DiagnosticCollector
    ) -> BundleRoot

    /// Whether the bundle outputs read the older versions with these option values: when not, the generator reads
    /// and resolves the current version only (a set that reads one version reads one version).
    static func readsOlderVersions(_ options: TemplateOptions) -> Bool
}

extension SetTranslator {
    /// The context type each scope of output renders with, nil for a scope this translator cannot render
    /// (`diff` reports are the migration translator's; `bundle` outputs need a `BundleSetTranslator`).
    package static func rootType(of scope: TranslationScope) -> ContextType? {
        switch scope {
        case .entity: ContextType(EntityRoot.self)
        case .model: ContextType(ModelRoot.self)
        case .bundle: bundleRootType
        }
    }

    /// Every option the translator reads: `Options.declarations`.
    package static var optionDeclarations: [OptionDeclaration] { Options.declarations }

    /// None: the translator fills no slot.
    package static var slotTypes: [String: ContextType] { [:] }

    /// None: the translator makes no bundle contexts.
    package static var bundleRootType: ContextType? { nil }

    /// Every entity's context, in model order, translated on all cores.
    package func entityContexts(of model: Model, diagnostics: DiagnosticCollector) -> [EntityRoot] {
        model.entities.concurrentMap { entityContext(for: $0, diagnostics: diagnostics) }
    }
}

extension BundleSetTranslator {
    /// Yes: a bundle output sees every version unless its translator says otherwise.
    package static func readsOlderVersions(_ options: TemplateOptions) -> Bool { true }

    /// The context of `bundle`, every version translated here.
    package static func bundleContext(
        bundle: ModelBundle, current: Model, input: TranslationInput,
        diagnostics: DiagnosticCollector
    ) -> BundleRoot {
        bundleContext(bundle: bundle, current: current, input: input, currentEntities: nil, diagnostics: diagnostics)
    }

    /// `BundleRoot`'s context type.
    package static var bundleRootType: ContextType? { ContextType(BundleRoot.self) }
}

/// The scopes of output a set translator makes contexts for.
package enum TranslationScope: Sendable {
    /// Per entity.
    case entity
    /// Per model version.
    case model
    /// Per bundle, every version at once.
    case bundle
}

extension DiagnosticCollector {
    /// A collector that passes on to this one what is reported to it: everything, or only the errors (the older
    /// versions of a bundle report only their errors).
    func forwarding(errorsOnly: Bool) -> DiagnosticCollector {
        guard errorsOnly else { return self }
        return DiagnosticCollector(observer: { [self] diagnostic in
            if diagnostic.severity == .error { report(diagnostic) }
        })
    }
}

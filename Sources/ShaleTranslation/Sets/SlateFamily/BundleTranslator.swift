import ShaleModel

/// Builds the context of per-bundle templates of `slate`, `coredata` and `memory` sets: every version translated
/// as per-entity templates see it.
package enum BundleTranslator {
    /// The context of `bundle`, and the problems translation found: errors from any version (the history needs
    /// them all), warnings only from the current one (the older versions' would repeat them).
    /// - Parameters:
    ///   - current: The version the bundle's typealiases point at.
    ///   - input: The current version's input; each version is translated with its options.
    ///   - options: The values of the set's options the Slate 2 part reads.
    ///   - currentEntities: The current version's entity contexts, when already made.
    package static func context(
        bundle: ModelBundle, current: Model, input: TranslationInput,
        options: SlateFamilyOptions, currentEntities: [EntityContext]?,
        diagnostics: DiagnosticCollector
    ) -> BundleContext {
        var versions: [VersionContext] = []
        for (index, model) in bundle.versions.enumerated() {
            var versionInput = input
            versionInput.model = model
            let isCurrent = model.versionName == current.versionName
            let reported = diagnostics.forwarding(errorsOnly: !isCurrent)
            let entities =
                (isCurrent ? currentEntities : nil)
                ?? EntityTranslator(versionInput, options: options).entityContexts(diagnostics: reported)
            versions.append(
                VersionContext(
                    .init(
                        name: model.versionName, number: index + 1, isCurrent: isCurrent,
                        entities: entities)))
        }
        var currentInput = input
        currentInput.model = current
        return BundleContext(.init(model: ModelSummaryContext(currentInput), versions: versions))
    }
}

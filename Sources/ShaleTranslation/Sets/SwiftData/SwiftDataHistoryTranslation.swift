import ShaleDiff
import ShaleModel
import ShaleResolver

/// Builds the `swiftdata` set's history: every version as a `VersionedSchema` with its `@Model` classes, the
/// current version's typealiases and the migration plan whose stages come from the diff
/// (`MigrationPlan.make(bundle:diagnostics:)`).
enum SwiftDataHistoryTranslation {
    /// The history of `bundle`: errors from any version go to `diagnostics`, warnings only from the current one.
    /// - Parameter currentEntities: The current version's classes, when already made.
    static func context(
        bundle: ModelBundle, current: Model, input: TranslationInput,
        currentEntities: [SwiftDataFileContext]?,
        diagnostics: DiagnosticCollector
    ) -> SwiftDataHistoryContext {
        let identifiers = versionIdentifiers(bundle.versions)
        var versions: [SwiftDataHistoryVersionContext] = []
        for (index, model) in bundle.versions.enumerated() {
            let isCurrent = model.versionName == current.versionName
            versions.append(
                version(
                    model, input: input, typeName: schemaType(input.modelName, number: index + 1),
                    versionIdentifier: identifiers[index], number: index + 1, isCurrent: isCurrent,
                    entities: isCurrent ? currentEntities : nil,
                    diagnostics: diagnostics.forwarding(errorsOnly: !isCurrent)))
        }
        var currentInput = input
        currentInput.model = current
        let plan = swiftDataContext(
            bundle: bundle, modelName: input.modelName, versions: versions,
            options: SwiftDataOptions(input.options), diagnostics: diagnostics)
        return SwiftDataHistoryContext(
            .init(
                model: ModelSummaryContext(currentInput), versions: versions,
                swiftData: plan))
    }

    /// `model` as the `VersionedSchema` `typeName`, its classes nested in it.
    /// - Parameters:
    ///   - versionIdentifier: `Schema.Version`'s arguments, such as `2, 0, 0`.
    ///   - number: Its place in the history, from 1.
    ///   - entities: Its classes, when already made.
    ///   - diagnostics: Where the translation of its classes reports.
    static func version(
        _ model: Model, input: TranslationInput, typeName: String, versionIdentifier: String,
        number: Int, isCurrent: Bool, entities: [SwiftDataFileContext]?,
        diagnostics: DiagnosticCollector
    ) -> SwiftDataHistoryVersionContext {
        var versionInput = input
        versionInput.model = model
        let translator = SwiftDataSetTranslator(versionInput, diagnostics: diagnostics)
        let entities = entities ?? translator.entityContexts(of: model, diagnostics: diagnostics)
        let (imports, conditionalImports) = self.imports(of: [model])
        let schema = SwiftDataVersionContext(
            .init(
                typeName: typeName, versionIdentifier: versionIdentifier,
                model: translator.translator.modelContext(),
                imports: imports, conditionalImports: conditionalImports))
        return SwiftDataHistoryVersionContext(
            .init(
                name: model.versionName, number: number, isCurrent: isCurrent,
                entities: entities, swiftData: schema))
    }

    /// `LibrarySchemaV2` for version 2 of `Library`.
    static func schemaType(_ modelName: String, number: Int) -> String {
        SwiftNamer.typeName(from: modelName, suffix: "SchemaV\(number)")
    }

    /// `Schema.Version` arguments per version: the identifiers when every one parses as `x.y.z` and they
    /// increase, else each version's number (`2, 0, 0`).
    static func versionIdentifiers(_ versions: [Model]) -> [String] {
        let parsed = versions.map { version -> [Int]? in
            guard let text = version.metadata.userDefinedModelVersionIdentifier else { return nil }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 3, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
            return parts.compactMap { $0 }
        }
        let usable = parsed.compactMap { $0 }
        let increasing = zip(usable, usable.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) }
        if usable.count == versions.count, increasing {
            return usable.map { $0.map(String.init).joined(separator: ", ") }
        }
        return versions.indices.map { "\($0 + 1), 0, 0" }
    }

    /// The migration plan over `versions`, with the current version's typealiases.
    static func swiftDataContext(
        bundle: ModelBundle, modelName: String,
        versions: [SwiftDataHistoryVersionContext], options: SwiftDataOptions,
        diagnostics: DiagnosticCollector
    ) -> SwiftDataBundleContext {
        let currentVersion = versions.first(where: \.values.isCurrent)
        let currentType = currentVersion?.values.swiftData.values.typeName ?? ""
        let aliases = (currentVersion?.values.entities ?? []).map(\.values.swiftData).map {
            NameContext(.init(name: $0.values.className, swiftName: "\(currentType).\($0.values.className)"))
        }
        let availabilities = versions.compactMap { $0.values.swiftData.values.model.values.availability }
        let availability = availabilities.first { $0.contains("iOS 26") } ?? availabilities.first
        let named = versions.map { ($0.values.name, $0.values.swiftData.values.typeName) }
        let types = Dictionary(named) { first, _ in first }
        let planType = SwiftNamer.typeName(from: modelName, suffix: "MigrationPlan")
        var stages: [SwiftDataStageContext] = []
        // Every version to the newest: `make` reports only a `from` or `to` that names no version.
        let plan = bundle.versions.count > 1 ? MigrationPlan.make(bundle: bundle, diagnostics: diagnostics) : nil
        for stage in plan?.stages ?? [] {
            let changes = stage.kind == .custom ? stage.customChanges.map(ChangeTranslation.context) : []
            for (from, to) in zip(stage.versions, stage.versions.dropFirst()) {
                let fromType = types[from] ?? from
                let toType = types[to] ?? to
                let step = stageSuffix(fromType, modelName) + "to" + stageSuffix(toType, modelName)
                stages.append(
                    SwiftDataStageContext(
                        .init(
                            name: "migrate" + step, fromType: fromType, toType: toType, step: step,
                            userFile: "\(planType)+\(step).swift", isLightweight: stage.kind == .lightweight,
                            changes: changes)))
            }
        }
        let (imports, conditionalImports) = self.imports(of: bundle.versions)
        let customStages = stages.filter { !$0.values.isLightweight }
        return SwiftDataBundleContext(
            .init(
                planType: planType,
                availability: availability,
                writesHistory: options.writesHistory,
                imports: imports,
                conditionalImports: conditionalImports,
                typealiases: aliases,
                stages: stages,
                customStages: customStages,
                hasCustomStages: !customStages.isEmpty))
    }

    /// The modules the classes of `versions` need: everywhere, and only where they exist; each sorted.
    private static func imports(of versions: [Model]) -> (imports: [String], conditional: [String]) {
        let apple = versions.flatMap { $0.entities.flatMap(\.attributes) }.compactMap(\.customAppleType)
        return (
            Set(["Foundation", "SwiftData"] + apple.filter { !$0.isPlatformSpecific }.map(\.module)).sorted(),
            Set(apple.filter(\.isPlatformSpecific).map(\.module)).sorted()
        )
    }

    /// `V2` from `LibrarySchemaV2`.
    private static func stageSuffix(_ typeName: String, _ modelName: String) -> String {
        let prefix = SwiftNamer.typeName(from: modelName, suffix: "Schema")
        return typeName.hasPrefix(prefix) ? String(typeName.dropFirst(prefix.count)) : typeName
    }
}

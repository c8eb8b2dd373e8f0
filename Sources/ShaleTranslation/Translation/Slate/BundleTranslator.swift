import ShaleDiff
import ShaleModel
import ShaleResolver

/// Builds the context of per-bundle templates: every version translated as per-entity templates see it, and,
/// for sets that declare `swiftData`, the versioned schemas and the migration plan whose stages come from the
/// diff (`MigrationPlan.make(bundle:)`).
public enum BundleTranslator {
    /// The context of `bundle`, and the problems translation found: errors from any version (the history needs
    /// them all), warnings only from the current one (the older versions' would repeat them).
    /// - Parameters:
    ///   - current: The version the bundle's typealiases point at.
    ///   - options: The set's option values.
    public static func context(
        bundle: ModelBundle, current: Model, modelName: String, options: [String: String],
        includesCoreData: Bool, includesSwiftData: Bool, writesImmutableModels: Bool
    ) -> (BundleContext, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var versions: [VersionContext] = []
        let identifiers = versionIdentifiers(bundle.versions)
        var summary: ModelSummaryContext?
        for (index, model) in bundle.versions.enumerated() {
            var translator = EntityTranslator(model: model, modelName: modelName, options: options,
                                              includesCoreData: includesCoreData,
                                              writesImmutableModels: writesImmutableModels,
                                              includesSwiftData: includesSwiftData)
            let entities = translator.entityContexts()
            let isCurrent = model.versionName == current.versionName
            diagnostics += translator.diagnostics.filter { isCurrent || $0.severity == .error }
            if isCurrent { summary = translator.modelContext }
            let swiftData = translator.swiftData.map { swiftData in
                SwiftDataVersionContext(.init(typeName: schemaType(modelName, number: index + 1),
                                        versionIdentifier: identifiers[index], model: swiftData.modelContext()))
            }
            versions.append(VersionContext(.init(name: model.versionName, number: index + 1, isCurrent: isCurrent,
                                           entities: entities, swiftData: swiftData)))
        }
        let model = summary ?? EntityTranslator(model: current, modelName: modelName, options: options).modelContext
        let swiftData = includesSwiftData
            ? swiftDataContext(bundle: bundle, current: current, modelName: modelName, versions: versions,
                               options: options) : nil
        return (BundleContext(.init(model: model, versions: versions, swiftData: swiftData)), diagnostics)
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

    private static func swiftDataContext(bundle: ModelBundle, current: Model, modelName: String,
                                         versions: [VersionContext], options: [String: String])
        -> SwiftDataBundleContext
    {
        let currentVersion = versions.first(where: \.values.isCurrent)
        let currentType = currentVersion?.values.swiftData?.values.typeName ?? ""
        let aliases = (currentVersion?.values.entities ?? []).compactMap(\.values.swiftData).map {
            NameContext(.init(name: $0.values.className, swiftName: "\(currentType).\($0.values.className)"))
        }
        let availabilities = versions.compactMap { $0.values.swiftData?.values.model.values.availability }
        let availability = availabilities.first { $0.contains("iOS 26") } ?? availabilities.first
        let named = versions.map { ($0.values.name, $0.values.swiftData?.values.typeName ?? "") }
        let types = Dictionary(named) { first, _ in first }
        var stages: [SwiftDataStageContext] = []
        let plan = bundle.versions.count > 1 ? MigrationPlan.make(bundle: bundle).0 : nil
        for stage in plan?.stages ?? [] {
            let changes = stage.kind == .custom ? stage.customChanges.map(MigrationTranslator.change) : []
            for (from, to) in zip(stage.versions, stage.versions.dropFirst()) {
                let fromType = types[from] ?? from
                let toType = types[to] ?? to
                stages.append(SwiftDataStageContext(.init(
                    name: "migrate" + stageSuffix(fromType, modelName) + "to" + stageSuffix(toType, modelName),
                    fromType: fromType, toType: toType, isLightweight: stage.kind == .lightweight,
                    changes: changes)))
            }
        }
        let attributes = bundle.versions.flatMap { $0.entities.flatMap(\.attributes) }
        let apple = attributes.compactMap(\.customAppleType)
        return SwiftDataBundleContext(.init(
            planType: SwiftNamer.typeName(from: modelName, suffix: "MigrationPlan"),
            availability: availability,
            writesHistory: options["history"] == "true",
            imports: Set(["Foundation", "SwiftData"] + apple.filter { !$0.isPlatformSpecific }.map(\.module)).sorted(),
            conditionalImports: Set(apple.filter(\.isPlatformSpecific).map(\.module)).sorted(),
            typealiases: aliases,
            stages: stages))
    }

    /// `V2` from `LibrarySchemaV2`.
    private static func stageSuffix(_ typeName: String, _ modelName: String) -> String {
        let prefix = SwiftNamer.typeName(from: modelName, suffix: "Schema")
        return typeName.hasPrefix(prefix) ? String(typeName.dropFirst(prefix.count)) : typeName
    }
}

/// The options of the `memory` translator: the `slate` set's, for code over ShaleRuntime.
package struct MemoryOptions: SetOptions {
    /// `runtime`: one value, kept so manifests and configurations that name it still load.
    package static let runtime = SetOption<MemoryRuntime>.choice(
        "runtime", default: .memory, "The runtime the code targets; this set generates for ShaleRuntime (memory).")
    /// `int-cast`.
    package static let intCast = SetOption.bool(
        "int-cast", default: true, "Use Int for every integer type in immutable models.")
    /// `retroactive`.
    package static let retroactive = SetOption.bool(
        "retroactive", default: false,
        "Mark conformances of immutable models to ShaleRuntime's protocols @retroactive (when the models live in "
            + "another module).")
    /// `managed-imports`.
    package static let managedImports = SetOption.modules(
        "managed-imports", default: [],
        "Comma-separated modules the mutable entity files import besides Foundation and ShaleRuntime.")

    package static let declarations = [
        runtime.declaration, intCast.declaration, SlateFamilyOption.internalModels.declaration,
        SlateFamilyOption.publicParameterInitializer.declaration, retroactive.declaration,
        SlateFamilyOption.nameTransform.declaration, SlateFamilyOption.fileTransform.declaration,
        managedImports.declaration,
    ]

    /// What the Slate 2 part reads.
    package var family: SlateFamilyOptions

    package init(_ options: TemplateOptions) {
        family = SlateFamilyOptions(
            options, intCast: Self.intCast, internalModels: SlateFamilyOption.internalModels,
            publicParameterInitializer: SlateFamilyOption.publicParameterInitializer, retroactive: Self.retroactive,
            managedImports: Self.managedImports)
        family.targetsMemoryRuntime = true
    }
}

/// The one runtime the `memory` set's code runs on.
package enum MemoryRuntime: String, Sendable, CaseIterable {
    /// ShaleRuntime's in-memory store.
    case memory
}

/// The options of the `slate` translator (the `slate` set, and custom sets that name no other translator).
package struct SlateOptions: SetOptions {
    /// `int-cast`.
    package static let intCast = SetOption.bool(
        "int-cast", default: true,
        "Use Int for every Core Data integer type in immutable models (slategen's --no-int-cast sets false).")
    /// `internal-models`.
    package static let internalModels = SetOption.bool(
        "internal-models", default: false, "Generate internal instead of public types (slategen's --internal-models).")
    /// `public-param-init`.
    package static let publicParameterInitializer = SetOption.bool(
        "public-param-init", default: false,
        "Make the immutable models' parameter initialiser public (slategen's --public-param-init).")
    /// `retroactive`.
    package static let retroactive = SetOption.bool(
        "retroactive", default: false,
        "Mark conformances of immutable models to Slate's protocols @retroactive, as they must be when the models "
            + "live in another module than the entities (gen-core-data does unless --no-retroactive).")
    /// `managed-imports`.
    package static let managedImports = SetOption.modules(
        "managed-imports", default: ["Slate"],
        "Comma-separated modules the Core Data entity files import besides CoreData and Foundation; with models "
            + "and entities in separate modules, \"Slate, ImmutableModels\".")
    /// `runtime`: the `slate` set does not expose it; a custom set may, for code over ShaleRuntime.
    package static let runtime = SetOption<SlateRuntime>.choice(
        "runtime", default: .coredata,
        "The runtime the code targets: coredata, or memory for ShaleRuntime's in-memory store.")

    package static let declarations = [
        intCast.declaration, internalModels.declaration, publicParameterInitializer.declaration,
        retroactive.declaration,
        SlateFamilyOption.nameTransform.declaration, SlateFamilyOption.fileTransform.declaration,
        managedImports.declaration, runtime.declaration,
    ]

    /// What the Slate 2 part reads.
    package var family: SlateFamilyOptions

    package init(_ options: TemplateOptions) {
        family = SlateFamilyOptions(
            options, intCast: Self.intCast, internalModels: Self.internalModels,
            publicParameterInitializer: Self.publicParameterInitializer, retroactive: Self.retroactive,
            managedImports: Self.managedImports)
        family.targetsMemoryRuntime = options[Self.runtime] == .memory
    }
}

/// The options of the `coredata` translator. It writes no immutable models, so the Slate 2 naming options keep
/// their plain values (types named as their entities).
package struct CoreDataOptions: SetOptions {
    /// `managed-imports`.
    package static let managedImports = SetOption.modules(
        "managed-imports", default: [],
        "Comma-separated modules the generated files import besides CoreData and Foundation.")
    /// `readonly-protocols`.
    package static let readOnlyProtocols = SetOption.bool(
        "readonly-protocols", default: false,
        "A read-only protocol per entity (BookRO, refining its parent's) that its class conforms to, and a "
            + "fetchBookRO method on NSManagedObjectContext returning it.")

    package static let declarations = [
        SlateFamilyOption.internalModels.declaration, managedImports.declaration, readOnlyProtocols.declaration,
    ]

    /// What the Slate 2 part reads.
    package var family = SlateFamilyOptions()

    package init(_ options: TemplateOptions) {
        family.internalModels = options[SlateFamilyOption.internalModels]
        family.managedImports = options[Self.managedImports]
        let readOnlyProtocols = options[Self.readOnlyProtocols]
        family.makeKeys = { CoreDataKeys($0, readOnlyProtocols: readOnlyProtocols) }
    }
}

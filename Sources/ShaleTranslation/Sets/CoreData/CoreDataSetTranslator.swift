/// The translator of the `coredata` set: `NSManagedObject` subclasses and a model built in code, made by the Slate
/// 2 part with the `coreData` keys.
package struct CoreDataSetTranslator: SlateFamilySetTranslator {
    package typealias Options = CoreDataOptions
    package let translator: EntityTranslator
    package static let slotTypes = [
        "EntityContext.coreData": ContextType(CoreDataEntityContext.self),
        "AttributeContext.coreData": ContextType(CoreDataAttributeContext.self),
        "RelationshipContext.coreData": ContextType(CoreDataRelationshipContext.self),
        "ModelContext.coreData": ContextType(CoreDataModelContext.self),
    ]

    package init(translator: EntityTranslator) { self.translator = translator }
}

extension CoreDataOptions: SlateFamilySetOptions {}

extension TranslatorKind {
    /// `coredata`: `NSManagedObject` subclasses, read-only protocols and a model built in code.
    package static let coredata = TranslatorKind("coredata", translator: CoreDataSetTranslator.self)
}

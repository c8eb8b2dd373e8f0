/// The translator of the `coredata` set: `NSManagedObject` subclasses and a model built in code, made by the Slate
/// 2 part with the `coreData` keys.
public struct CoreDataSetTranslator: SlateFamilySetTranslator {
    public typealias Options = CoreDataOptions
    public let translator: EntityTranslator
    public static let slotTypes = [
        "EntityContext.coreData": ContextType(CoreDataEntityContext.self),
        "AttributeContext.coreData": ContextType(CoreDataAttributeContext.self),
        "RelationshipContext.coreData": ContextType(CoreDataRelationshipContext.self),
        "ModelContext.coreData": ContextType(CoreDataModelContext.self),
    ]

    public init(translator: EntityTranslator) { self.translator = translator }
}

extension CoreDataOptions: SlateFamilySetOptions {}

extension TranslatorKind {
    /// `coredata`: `NSManagedObject` subclasses, read-only protocols and a model built in code.
    public static let coredata = TranslatorKind("coredata", translator: CoreDataSetTranslator.self)
}

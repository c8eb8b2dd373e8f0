import ShaleModel

/// The `coredata` set's keys in the slots of the Slate contexts (`coreData`): each attribute's and relationship's
/// Core Data side, the entity's description and fetch requests, and the model builder; with `readonly-protocols`,
/// the read-only protocols' names, made free of clashes once per model version (`ReadOnlyNames`).
struct CoreDataKeys: SlateKeys {
    /// The Slate 2 part translating the model version.
    let translator: EntityTranslator
    /// Whether the set writes a read-only protocol per entity (`readonly-protocols`).
    let readOnlyProtocols: Bool
    /// The read-only protocols' names: free ones with the option, the natural ones without.
    let readOnlyNames: ReadOnlyNames

    /// The keys of `translator`'s model version.
    init(_ translator: EntityTranslator, readOnlyProtocols: Bool) {
        self.translator = translator
        self.readOnlyProtocols = readOnlyProtocols
        readOnlyNames = readOnlyProtocols ? ReadOnlyNames(translator) : .unchecked
    }

    var isEmpty: Bool { false }

    func attribute(_ attribute: Attribute, enumType: String?, enumDefault: String?) -> (any TemplateContext)? {
        CoreDataTranslation.attribute(attribute, enumType: enumType, enumDefault: enumDefault)
    }

    func relationship(_ relationship: Relationship, in entity: Entity, destinationClass: String)
        -> (any TemplateContext)?
    {
        CoreDataTranslation.relationship(
            relationship, destinationClass: destinationClass,
            readName: readOnlyNames.propertyName(of: relationship.name, in: entity.name),
            destinationReadProtocol: readOnlyNames.protocolName(of: relationship.destinationEntity))
    }

    func entity(_ entity: Entity) -> (any TemplateContext)? {
        translator.coreDataEntity(entity, readOnlyNames: readOnlyProtocols ? readOnlyNames : nil)
    }

    func model() -> (any TemplateContext)? { translator.coreDataModel() }

    func warnings(of entity: Entity) -> [Diagnostic] { readOnlyNames.warnings(of: entity.name) }
}

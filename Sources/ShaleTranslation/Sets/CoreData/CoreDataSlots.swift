/// The `coredata` set's keys in the Slate contexts' `coreData` slots, typed (`CoreDataKeys` fills them).
extension EntityContext {
    /// How the `coredata` set writes and describes the entity; nil for other sets.
    var coreData: CoreDataEntityContext? { values.coreData as? CoreDataEntityContext }
}

extension AttributeContext {
    /// The attribute's Core Data side; nil for other sets.
    var coreData: CoreDataAttributeContext? { values.coreData as? CoreDataAttributeContext }
}

extension RelationshipContext {
    /// The relationship's Core Data side; nil for other sets.
    var coreData: CoreDataRelationshipContext? { values.coreData as? CoreDataRelationshipContext }
}

extension ModelContext {
    /// The model builder's values; nil for other sets.
    var coreData: CoreDataModelContext? { values.coreData as? CoreDataModelContext }
}

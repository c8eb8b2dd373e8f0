import ShaleModel

/// The keys a Slate family set adds to the slots of the shared Slate contexts (`coreData`): the `coredata` set's
/// (`CoreDataKeys`, in its set folder), none for the others (`NoSlateKeys`). The Slate 2 part makes them once per
/// model version, once it is ready (`SlateFamilyOptions.makeKeys`), and stores what they return in the slots; which
/// context type fills each slot, the set's translator declares (`SetTranslator.slotTypes`).
package protocol SlateKeys: Sendable {
    /// Whether the set adds no keys (the attributes' are not computed then).
    var isEmpty: Bool { get }
    /// The slot of `attribute`'s context, given the enum its userInfo names.
    func attribute(_ attribute: Attribute, enumType: String?, enumDefault: String?) -> (any TemplateContext)?
    /// The slot of `relationship`'s context as `entity`'s class declares or inherits it; `destinationClass` is the
    /// class of its destination's objects.
    func relationship(_ relationship: Relationship, in entity: Entity, destinationClass: String)
        -> (any TemplateContext)?
    /// The slot of `entity`'s context.
    func entity(_ entity: Entity) -> (any TemplateContext)?
    /// The slot of the per-model context.
    func model() -> (any TemplateContext)?
    /// What the keys report about `entity` (a name they had to change).
    func warnings(of entity: Entity) -> [Diagnostic]
}

/// No keys: the slots stay empty (the `slate`, `memory` and `slate3` sets).
package struct NoSlateKeys: SlateKeys {
    package init() {}
    package var isEmpty: Bool { true }
    package func attribute(_ attribute: Attribute, enumType: String?, enumDefault: String?) -> (any TemplateContext)? {
        nil
    }
    package func relationship(_ relationship: Relationship, in entity: Entity, destinationClass: String)
        -> (any TemplateContext)?
    { nil }
    package func entity(_ entity: Entity) -> (any TemplateContext)? { nil }
    package func model() -> (any TemplateContext)? { nil }
    package func warnings(of entity: Entity) -> [Diagnostic] { [] }
}

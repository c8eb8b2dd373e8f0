import ShaleModel
import ShaleResolver

/// How the sets that write Core Data (or ShaleRuntime) classes name them: an entity's class, and the Swift names of
/// properties named like members of `NSManagedObject`. Shared by the Slate 2 part and the `xcode` set.
package struct ManagedClassNaming: Sendable {
    /// The model's entities by name, so lookups stay constant-time in models of any size.
    let entitiesByName: [String: Entity]
    /// The class of objects whose entity has none of its own: `NSManagedObject`, or `ManagedObject` over
    /// ShaleRuntime.
    let runtimeBaseClass: String

    /// The naming of `model`'s classes over a runtime whose base class is `runtimeBaseClass`.
    init(_ model: Model, runtimeBaseClass: String = "NSManagedObject") {
        entitiesByName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.runtimeBaseClass = runtimeBaseClass
    }

    /// The class objects of `entity` are instances of: its own, else the runtime's base class.
    func managedClass(of entity: Entity) -> String {
        guard entity.hasOwnClass, let represented = entity.representedClass else { return runtimeBaseClass }
        return represented.className
    }

    /// A warning for each property the entity declares whose name is a member of `NSManagedObject` or
    /// `NSObject` (Xcode's own generated class would not compile): its Swift name differs from the stored one.
    func renamedProperties(of entity: Entity) -> [Diagnostic] {
        guard entity.hasOwnClass || !entity.subentities.isEmpty else { return [] }
        // Most entities have none: check the names before building anything.
        // By index: a closure over the attributes themselves copies each one.
        let attributes = entity.attributes
        guard
            attributes.indices.contains(where: { SwiftNamer.isManagedObjectMember(attributes[$0].name) })
                || entity.relationships.contains(where: { SwiftNamer.isManagedObjectMember($0.name) })
        else { return [] }
        let properties =
            entity.declaredAttributes.map { ($0.name, "attribute", "Attribute", $0.location) }
            + entity.declaredRelationships.map { ($0.name, "relationship", "Relationship", $0.location) }
        let renamed = properties.filter { SwiftNamer.managedObjectMembers.contains($0.0) }
        return renamed.map { name, kind, suffix, location in
            .warning(
                "\(kind) '\(name)' of entity '\(entity.name)' is named like a member of NSManagedObject or "
                    + "NSObject; its Swift property is '\(SwiftNamer.managedPropertyName(name, suffix: suffix))'",
                at: location,
                hint: "the stored name stays '\(name)'; rename the \(kind) in Xcode to use the name in Swift")
        }
    }
}

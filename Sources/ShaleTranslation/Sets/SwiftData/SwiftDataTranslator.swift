import ShaleModel
import ShaleResolver

/// Computes what the `swiftdata` set writes for a model version: one `@Model` class per entity, with the model's
/// types, defaults, constraints, indexes, relationships (one side of each pair carrying `inverse:`) and an
/// initialiser taking the required values. Built once per model version; `entity(_:)` runs per entity.
///
/// Options: `inheritance` (`classes`, the default: a subclass per subentity, iOS 26; `flatten`: every entity a
/// class of its own with its inherited properties), `cloudkit` (`auto`, the default: as the model says; `true`;
/// `false`) and `history` (`true`: the classes are nested in versioned schemas, so they get no files of their own);
/// `SwiftDataSetTranslator` is its face to the renderers.
package struct SwiftDataTranslator: Sendable {
    let model: Model
    let inheritance: SwiftDataInheritance
    let isCloudKit: Bool
    let writesHistory: Bool
    let entitiesByName: [String: Entity]
    /// Each entity's class name, by entity name (`classNames(of:)`).
    let classNamesByEntity: [String: String]
    /// The classes' Swift names, to qualify Foundation types an entity's class would shadow.
    let classNames: Set<String>
    /// The `@available` attribute every class carries, or nil for SwiftData's first release.
    let availability: String?

    /// Prepares the translation of `model` with the set's typed option values.
    package init(model: Model, options: SwiftDataOptions) {
        self.model = model
        inheritance = options.inheritance
        isCloudKit = options.cloudKit.isCloudKit(model)
        writesHistory = options.writesHistory
        entitiesByName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        classNamesByEntity = Self.classNames(of: model)
        classNames = Set(classNamesByEntity.values)
        let usesInheritance = inheritance == .classes && model.entities.contains { $0.parentEntity != nil }
        let usesMacros =
            !isCloudKit && model.entities.contains { !$0.uniquenessConstraints.isEmpty }
            || model.entities.contains { !$0.fetchIndexes.isEmpty }
            || model.entities.contains { $0.attributes.contains(where: \.preserveAfterDeletion) }
        if usesInheritance {
            availability = "@available(iOS 26, macOS 26, macCatalyst 26, tvOS 26, watchOS 26, visionOS 26, *)"
        } else if usesMacros {
            availability = "@available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)"
        } else {
            availability = nil
        }
    }

    /// The model-wide context.
    package func modelContext() -> SwiftDataModelContext {
        SwiftDataModelContext(
            .init(
                availability: availability, isCloudKit: isCloudKit,
                classNames: model.entities.map { className(of: $0.name) }))
    }

    /// Modules whose types the `@Model` expansion and the generated code name through the module, each with one
    /// such type: a class of the module's name shadows the module in the whole target, and the code cannot compile.
    static let expansionModules: [String: String] = [
        "Foundation": "Date", "Observation": "ObservationRegistrar", "Swift": "Sendable",
        "SwiftData": "PersistentModel",
    ]

    /// The class of every entity: its name, or, when that is one of `expansionModules`, the name with `Model`
    /// appended (numbered while another entity has it).
    static func classNames(of model: Model) -> [String: String] {
        let taken = Set(model.entities.map(\.name))
        var names: [String: String] = [:]
        for entity in model.entities {
            guard expansionModules[entity.name] != nil else {
                names[entity.name] = SwiftNamer.identifier(entity.name)
                continue
            }
            var name = entity.name + "Model"
            var number = 2
            while taken.contains(name) || names.values.contains(name) {
                name = entity.name + "Model\(number)"
                number += 1
            }
            names[entity.name] = name
        }
        return names
    }

    /// The Swift class of the entity named `entityName`.
    func className(of entityName: String) -> String {
        classNamesByEntity[entityName] ?? SwiftNamer.identifier(entityName)
    }

    /// The attributes `entity`'s class declares: its own, or with `inheritance=flatten` every one it has.
    func classAttributes(of entity: Entity) -> [Attribute] {
        inheritance == .flatten ? entity.attributes : entity.declaredAttributes
    }

    /// The relationships `entity`'s class declares, by the same rule.
    func classRelationships(of entity: Entity) -> [Relationship] {
        inheritance == .flatten ? entity.relationships : entity.declaredRelationships
    }

    /// The superclass's entity, with `inheritance=classes`.
    func superEntity(of entity: Entity) -> Entity? {
        guard inheritance == .classes else { return nil }
        return entity.parentEntity.flatMap { entitiesByName[$0] }
    }

    /// The inverse of `relationship` in `entity`'s class when the two form a pair SwiftData can link: each the
    /// other's inverse, each declared in the class of the other's destination (so `\Destination.inverse` has the
    /// type the macro expects).
    func pairedInverse(of relationship: Relationship, in entity: Entity) -> Relationship? {
        guard let inverseName = relationship.inverseName,
            let destination = entitiesByName[relationship.destinationEntity],
            let inverse = classRelationships(of: destination).first(where: { $0.name == inverseName }),
            inverse.destinationEntity == entity.name, inverse.inverseName == relationship.name,
            !(destination.name == entity.name && inverse.name == relationship.name)
        else { return nil }
        return inverse
    }

    /// Whether `relationship` of `entity` writes `inverse:`: exactly one side of a pair does, the to-many side
    /// of a one-to-many pair (as Xcode writes it), else the side whose entity and name sort first.
    func carriesInverse(_ relationship: Relationship, in entity: Entity) -> Relationship? {
        guard let inverse = pairedInverse(of: relationship, in: entity) else { return nil }
        if relationship.isToMany != inverse.isToMany { return relationship.isToMany ? inverse : nil }
        let own = (entity.name, relationship.name)
        let other = (relationship.destinationEntity, inverse.name)
        return own < other ? inverse : nil
    }

    /// `type`, qualified with its module when a model class of the same name would shadow it.
    func qualified(_ type: String) -> String {
        guard classNames.contains(type) else { return type }
        return Self.swiftTypes.contains(type) ? "Swift.\(type)" : "Foundation.\(type)"
    }

    private static let swiftTypes: Set<String> = ["Int16", "Int32", "Int64", "Double", "Float", "String", "Bool"]
}

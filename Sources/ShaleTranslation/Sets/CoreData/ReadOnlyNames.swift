import ShaleModel
import ShaleResolver

/// The names the `coredata` set's read-only protocols add (`readonly-protocols`): each entity's protocol (`BookRO`)
/// and typed fetch (`fetchBookRO`), and each relationship's read-only property on the class (`authorRO`). A name
/// that would clash with one the generated code already declares or names gives way to the first free one of
/// `BookRO2`, `BookRO3`… (`SwiftNamer.freeName`), with a located warning saying what was renamed and why.
///
/// Protocols are top-level types: they avoid every class the model names, the model builder, the types attributes
/// name (transformable classes, userInfo enums) and each other. Read-only properties are members of a class and
/// of every class inheriting from it: they avoid the properties of the class's whole hierarchy (its own, its
/// ancestors' and its generated subclasses'), the members of `NSManagedObject` and `NSObject`, and each other. A
/// fetch is `fetch` and its protocol's name, so it is free when the protocol's is: protocol names are distinct,
/// and `NSManagedObjectContext` has no member named `fetch…RO`.
struct ReadOnlyNames: Sendable {
    /// The protocol of each entity with a class of its own, by entity name.
    private var protocols: [String: String] = [:]
    /// The read-only property of each relationship of each generated class, by entity then relationship name.
    private var properties: [String: [String: String]] = [:]
    /// The warnings about renamed names, by the entity whose class file declares them.
    private var warnings: [String: [Diagnostic]] = [:]

    /// The names without the option: the natural ones, unchecked (they appear in contexts only).
    static let unchecked = ReadOnlyNames()

    private init() {}

    /// Makes every name of `translator`'s model free.
    init(_ translator: EntityTranslator) {
        let classes = translator.model.entities.filter(\.hasOwnClass)
        chooseProtocols(classes, translator)
        // Ancestors first, so a class sees the names its generated superclasses chose; classes as deep are
        // independent, so their order does not matter.
        for entity in classes.sorted(by: { $0.ancestors.count < $1.ancestors.count }) {
            chooseProperties(entity, translator)
        }
    }

    /// The read-only protocol of `entity` (`BookRO`).
    func protocolName(of entity: String) -> String {
        protocols[entity] ?? Self.naturalName(entity)
    }

    /// The `NSManagedObjectContext` method fetching `entity`'s objects as its protocol (`fetchBookRO`).
    func fetchName(of entity: String) -> String {
        "fetch\(protocolName(of: entity))"
    }

    /// The read-only property of `relationship` in the class of `entity` (`authorRO`).
    func propertyName(of relationship: String, in entity: String) -> String {
        properties[entity]?[relationship] ?? Self.naturalName(relationship)
    }

    /// The warnings about names the class file of `entity` declares renamed.
    func warnings(of entity: String) -> [Diagnostic] {
        warnings[entity] ?? []
    }

    private static func naturalName(_ name: String) -> String {
        "\(name)RO"
    }

    // MARK: Choosing

    private mutating func chooseProtocols(_ classes: [Entity], _ translator: EntityTranslator) {
        var taken: [String: String] = [:]
        for entity in translator.model.entities {
            if entity.hasOwnClass {
                taken[translator.managedClass(of: entity)] = "the class of entity '\(entity.name)'"
            }
            var userInfo = UserInfoReader(entity: entity)
            for attribute in entity.declaredAttributes {
                let subject = "the type of attribute '\(attribute.name)' of entity '\(entity.name)'"
                for type in [attribute.customClassSwiftName, userInfo.enumType(of: attribute)].compactMap(\.self) {
                    taken[type] = taken[type] ?? subject
                }
            }
        }
        taken[translator.coreDataModelTypeName] = "the model builder's type"
        for entity in classes {
            let chosen = choose(
                Self.naturalName(entity.name), taken: &taken,
                as: "the read-only protocol of entity '\(entity.name)'")
            protocols[entity.name] = chosen.name
            if let clash = chosen.clash {
                warnings[entity.name, default: []].append(
                    .warning(
                        "the read-only protocol of entity '\(entity.name)' is named '\(chosen.name)', and its fetch "
                            + "'fetch\(chosen.name)', as '\(Self.naturalName(entity.name))' is \(clash)",
                        at: entity.location,
                        hint: "rename the entity, or what it clashes with, in Xcode to get "
                            + "'\(Self.naturalName(entity.name))'"))
            }
        }
    }

    private mutating func chooseProperties(_ entity: Entity, _ translator: EntityTranslator) {
        var taken: [String: String] = [:]
        for member in SwiftNamer.managedObjectMembers { taken[member] = "a member of NSManagedObject or NSObject" }
        for named in [entity] + translator.generatedDescendants(of: entity) {
            for attribute in named.attributes {
                taken[attribute.name] = "attribute '\(attribute.name)' of entity '\(attribute.declaringEntity)'"
            }
            for relationship in named.relationships {
                taken[relationship.name] =
                    "relationship '\(relationship.name)' of entity '\(relationship.declaringEntity)'"
            }
            for property in named.fetchedProperties {
                taken[property.name] = "fetched property '\(property.name)' of entity '\(property.declaringEntity)'"
            }
        }
        var chosen = translator.generatedParent(of: entity).flatMap { properties[$0.name] } ?? [:]
        for (relationship, name) in chosen {
            taken[name] = "the read-only property of relationship '\(relationship)'"
        }
        for relationship in translator.generatedClassRelationships(of: entity) where chosen[relationship.name] == nil {
            let natural = Self.naturalName(relationship.name)
            let choice = choose(
                natural, taken: &taken,
                as: "the read-only property of relationship '\(relationship.name)'")
            chosen[relationship.name] = choice.name
            if let clash = choice.clash {
                warnings[entity.name, default: []].append(
                    .warning(
                        "the read-only property of relationship '\(relationship.name)' of entity '\(entity.name)' is "
                            + "named '\(choice.name)', as '\(natural)' is \(clash)",
                        at: relationship.location,
                        hint: "rename the relationship, or what it clashes with, in Xcode to get '\(natural)'"))
            }
        }
        properties[entity.name] = chosen
    }

    /// The first free name of `natural`'s (`SwiftNamer.freeName`), now taken `as` what it names, and what
    /// `natural` clashed with, if it did.
    private func choose(_ natural: String, taken: inout [String: String], as subject: String)
        -> (name: String, clash: String?)
    {
        let name = SwiftNamer.freeName(natural) { taken[$0] != nil }
        let clash = taken[natural]
        taken[name] = subject
        return (name, name == natural ? nil : clash)
    }
}

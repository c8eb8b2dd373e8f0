import ShaleModel

/// What momc, Xcode's model compiler, derives from a model file, so the IR says what the compiled model holds.
///
/// Measured against models momc compiled (`../shared/momc-pairs`, checked by `MomcParityTests`):
/// - a value transformer written as a constant's name (`NSSecureUnarchiveFromDataTransformerName`, as Xcode's editor
///   writes it) compiles to the constant's value (`NSSecureUnarchiveFromData`), the name Core Data looks up;
/// - a fetch index of one attribute also marks the attribute indexed; a fetch index of several properties is also a
///   legacy compound index; a legacy `indexed="YES"` attribute also gets a fetch index, named after it, and a legacy
///   compound index one named after its properties joined by `_` (`maker_numberPlate`, seen in one pair).
///
/// (A fetch request's options that the file leaves out are on, Core Data's defaults: the decoder reads them so.)
/// What the file literally says stays beside the derived value where a diagnostic or the diff needs it.
enum MomcDerivations {
    /// Apple's documented `NSValueTransformerName` constants, by the constant's name, and the name each stands for.
    static let transformerNames: [String: String] = [
        "NSNegateBooleanTransformerName": "NSNegateBoolean",
        "NSIsNilTransformerName": "NSIsNil",
        "NSIsNotNilTransformerName": "NSIsNotNil",
        "NSUnarchiveFromDataTransformerName": "NSUnarchiveFromData",
        "NSKeyedUnarchiveFromDataTransformerName": "NSKeyedUnarchiveFromData",
        "NSSecureUnarchiveFromDataTransformerName": "NSSecureUnarchiveFromData",
    ]

    /// Applies every derivation to the model's entities (each holding only what it declares, before inheritance,
    /// so inherited copies carry the compiled values) and composites.
    static func apply(to model: inout Model) {
        for index in model.entities.indices {
            for attribute in model.entities[index].attributes.indices {
                compileTransformerName(&model.entities[index].attributes[attribute])
            }
            deriveIndexes(&model.entities[index])
        }
        for index in model.composites.indices {
            for attribute in model.composites[index].attributes.indices {
                compileTransformerName(&model.composites[index].attributes[attribute])
            }
        }
    }

    /// Replaces a transformer constant's name with its value, keeping the name as written.
    static func compileTransformerName(_ attribute: inout Attribute) {
        guard let written = attribute.valueTransformerName, let compiled = transformerNames[written] else { return }
        attribute.valueTransformerName = compiled
        attribute.writtenValueTransformerName = written
    }

    /// Adds the indexes momc derives from the ones the entity writes.
    static func deriveIndexes(_ entity: inout Entity) {
        let written = entity.fetchIndexes
        let writtenCompound = entity.compoundIndexes
        for index in written {
            let properties = index.elements.compactMap(\.property)
            guard properties.count == index.elements.count, !properties.isEmpty else { continue }
            if properties.count == 1 {
                if let position = entity.attributes.firstIndex(where: { $0.name == properties[0] }),
                    !entity.attributes[position].isIndexed
                {
                    entity.attributes[position].isIndexed = true
                    entity.attributes[position].indexedByFetchIndex = index.name
                }
            } else if !entity.compoundIndexes.contains(where: { $0.properties == properties }) {
                var compound = CompoundIndex(properties: properties, location: index.location)
                compound.derivedFrom = index.name
                entity.compoundIndexes.append(compound)
            }
        }
        for attribute in entity.attributes where attribute.isIndexed && attribute.indexedByFetchIndex == nil {
            addFetchIndex(over: [attribute.name], to: &entity, from: attribute.name, at: attribute.location)
        }
        for compound in writtenCompound {
            addFetchIndex(
                over: compound.properties, to: &entity, from: compound.properties.joined(separator: ", "),
                at: compound.location)
        }
    }

    /// Adds a fetch index over `properties`, named after them, unless one the file writes indexes exactly them.
    private static func addFetchIndex(
        over properties: [String], to entity: inout Entity, from origin: String,
        at location: SourceLocation
    ) {
        guard !properties.isEmpty,
            !entity.fetchIndexes.contains(where: { $0.elements.map(\.property) == properties.map(Optional.some) })
        else { return }
        var index = FetchIndex(name: properties.joined(separator: "_"), location: location)
        index.elements = properties.map { FetchIndex.Element(property: $0, expression: nil, location: location) }
        index.derivedFrom = origin
        entity.fetchIndexes.append(index)
    }
}

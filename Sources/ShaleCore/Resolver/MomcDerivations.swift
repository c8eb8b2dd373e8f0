import ShaleModel

/// What momc, Xcode's model compiler, derives from a model file, so the IR says what the compiled model holds.
///
/// Measured against models momc compiled (`../shared/momc-pairs`, checked by `MomcParityTests`):
/// - a value transformer written as a constant's name (`NSSecureUnarchiveFromDataTransformerName`, as Xcode's editor
///   writes it) compiles to the constant's value (`NSSecureUnarchiveFromData`), the name Core Data looks up;
/// - a fetch index of one attribute also marks the attribute indexed; a fetch index of several properties is also a
///   legacy compound index; a legacy `indexed="YES"` attribute also gets a fetch index, named after it.
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
        for index in written {
            let properties = index.elements.compactMap(\.property)
            guard properties.count == index.elements.count, !properties.isEmpty else { continue }
            if properties.count == 1 {
                if let position = entity.attributes.firstIndex(where: { $0.name == properties[0] }),
                   !entity.attributes[position].isIndexed {
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
            let covered = written.contains { $0.elements.count == 1 && $0.elements[0].property == attribute.name }
            guard !covered else { continue }
            var index = FetchIndex(name: attribute.name, location: attribute.location)
            index.elements = [FetchIndex.Element(property: attribute.name, expression: nil,
                                                 location: attribute.location)]
            index.derivedFrom = attribute.name
            entity.fetchIndexes.append(index)
        }
    }
}

import ShaleModel
import ShaleReader

/// Decodes a parsed model's XML into the IR, with each entity holding only what it declares.
///
/// Typing happens here (flags, counts, enumerations); cross references are checked later by the
/// resolver's other passes. Unknown elements and attributes are warnings.
struct ModelDecoder: Decoding {
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// Decodes `parsed`, freeing each element's subtree once decoded (when nothing else holds the tree), so the
    /// tree shrinks while the IR grows.
    mutating func decode(_ parsed: consuming ParsedModel) -> Model {
        var model = Model(versionName: parsed.versionName, sourcePath: parsed.path)
        var children = parsed.root.children
        parsed.root.children = []
        let root = parsed.root
        guard root.name == "model" else {
            diagnostics.report(
                .error(
                    "the root element is <\(root.name)>, not <model>",
                    at: root.location,
                    hint: "pass the contents file of a Core Data model (.xcdatamodel/contents)"
                ))
            return model
        }
        model.metadata = decodeMetadata(root)
        for index in children.indices {
            let child = children[index]
            switch child.name {
            case "entity": model.entities.append(decodeEntity(child))
            case "composite": model.composites.append(decodeComposite(child))
            case "fetchRequest": model.fetchRequests.append(decodeFetchRequest(child))
            case "configuration": model.configurations.append(decodeConfiguration(child))
            case "userInfo": model.userInfo += decodeUserInfo(child)
            case "elements": break  // Diagram layout: read and dropped.
            default: root.warnUnknownChild(child, diagnostics)
            }
            children[index] = XMLElement(name: child.name, location: child.location)
        }
        return model
    }

    private mutating func decodeMetadata(_ element: XMLElement) -> ModelMetadata {
        var reader = ElementReader(element)
        var metadata = ModelMetadata()
        metadata.userDefinedModelVersionIdentifier = reader.string("userDefinedModelVersionIdentifier")
        metadata.sourceLanguage = reader.string("sourceLanguage")
        metadata.usedWithCloudKit = reader.flag("usedWithCloudKit", diagnostics)
        metadata.usedWithSwiftData = reader.flag("usedWithSwiftData", diagnostics)
        metadata.documentType = reader.string("type")
        metadata.documentVersion = reader.string("documentVersion")
        metadata.lastSavedToolsVersion = reader.string("lastSavedToolsVersion")
        metadata.systemVersion = reader.string("systemVersion")
        metadata.minimumToolsVersion = reader.string("minimumToolsVersion")
        metadata.name = reader.string("name")
        metadata.macOSVersion = reader.string("macOSVersion")
        metadata.iOSVersion = reader.string("iOSVersion")
        reader.finish(diagnostics)
        return metadata
    }

    private mutating func decodeEntity(_ element: XMLElement) -> Entity {
        var reader = ElementReader(element)
        let name = reader.required("name", diagnostics) ?? ""
        var entity = Entity(name: name, location: element.location)
        entity.representedClass = reader.string("representedClassName").map(RepresentedClass.init(rawValue:))
        entity.parentEntity = reader.string("parentEntity")
        entity.isAbstract = reader.flag("isAbstract", diagnostics)
        if let generation = reader.string("codeGenerationType") {
            if let type = CodeGenerationType(rawValue: generation) {
                entity.codeGenerationType = type
            } else {
                diagnostics.report(
                    .warning(
                        "codeGenerationType=\"\(generation)\" is not class or category; using Manual/None",
                        at: element.location, hint: "choose the entity's Codegen again in Xcode"
                    ))
            }
        }
        entity.renamingIdentifier = renamingIdentifier(&reader)
        entity.versionHashModifier = reader.string("versionHashModifier")
        reader.ignore("syncable")
        reader.finish(diagnostics)

        var properties = PropertyDecoder(entity: name, diagnostics: diagnostics)
        // Arrays of exactly the right size: a large model holds thousands, so growth slack would add up.
        entity.attributes.reserveCapacity(element.children.count(where: { $0.name == "attribute" }))
        entity.relationships.reserveCapacity(element.children.count(where: { $0.name == "relationship" }))
        for child in element.children {
            switch child.name {
            case "attribute": entity.attributes.append(properties.decodeAttribute(child))
            case "relationship": entity.relationships.append(properties.decodeRelationship(child))
            case "fetchedProperty": entity.fetchedProperties.append(properties.decodeFetchedProperty(child))
            case "userInfo": entity.userInfo += decodeUserInfo(child)
            case "uniquenessConstraints":
                entity.uniquenessConstraints += decodeLists(child, item: "uniquenessConstraint", value: "constraint")
                    .map(UniquenessConstraint.init)
            case "compoundIndexes":
                entity.compoundIndexes += decodeLists(child, item: "compoundIndex", value: "index")
                    .map(CompoundIndex.init)
            case "fetchIndex": entity.fetchIndexes.append(decodeFetchIndex(child))
            default: element.warnUnknownChild(child, diagnostics)
            }
        }
        return entity
    }

    private mutating func decodeComposite(_ element: XMLElement) -> Composite {
        var reader = ElementReader(element)
        let name = reader.required("name", diagnostics) ?? ""
        reader.finish(diagnostics)
        var composite = Composite(name: name, location: element.location)
        var properties = PropertyDecoder(entity: name, diagnostics: diagnostics)
        for child in element.onlyChildren(named: "attribute", diagnostics) {
            composite.attributes.append(properties.decodeAttribute(child))
        }
        return composite
    }

    private mutating func decodeConfiguration(_ element: XMLElement) -> Configuration {
        var reader = ElementReader(element)
        var configuration = Configuration(name: reader.required("name", diagnostics) ?? "", location: element.location)
        configuration.usedWithCloudKit = reader.flag("usedWithCloudKit", diagnostics)
        reader.finish(diagnostics)
        for child in element.onlyChildren(named: "memberEntity", diagnostics) {
            var member = ElementReader(child)
            if let name = member.required("name", diagnostics) { configuration.entities.append(name) }
            member.finish(diagnostics)
        }
        return configuration
    }

    private mutating func decodeFetchIndex(_ element: XMLElement) -> FetchIndex {
        var reader = ElementReader(element)
        var index = FetchIndex(name: reader.required("name", diagnostics) ?? "", location: element.location)
        reader.finish(diagnostics)
        for child in element.onlyChildren(named: "fetchIndexElement", diagnostics) {
            var item = ElementReader(child)
            var indexElement = FetchIndex.Element(
                property: item.string("property"), expression: item.string("expression"), location: child.location
            )
            if indexElement.property == nil, indexElement.expression == nil {
                diagnostics.report(
                    .error(
                        "<fetchIndexElement> names neither a property nor an expression",
                        at: child.location, hint: "add property=\"...\" naming an attribute"))
            }
            if let type = item.string("type") {
                if let kind = FetchIndex.Kind(rawValue: type) {
                    indexElement.kind = kind
                } else {
                    diagnostics.report(
                        .warning(
                            "fetch index type \"\(type)\" is not Binary or RTree; using Binary",
                            at: child.location))
                }
            }
            if let order = item.string("order") {
                indexElement.isAscending = order != "descending"
                if order != "ascending", order != "descending" {
                    diagnostics.report(
                        .warning(
                            "fetch index order \"\(order)\" is not ascending or descending",
                            at: child.location))
                }
            }
            item.finish(diagnostics)
            index.elements.append(indexElement)
        }
        return index
    }

    /// Decodes `<uniquenessConstraints>` or `<compoundIndexes>`: lists of `<item><value value="…"/></item>`.
    private mutating func decodeLists(
        _ element: XMLElement,
        item itemName: String,
        value valueName: String
    ) -> [([String], SourceLocation)] {
        var lists: [([String], SourceLocation)] = []
        for item in element.onlyChildren(named: itemName, diagnostics) {
            var values: [String] = []
            for child in item.onlyChildren(named: valueName, diagnostics) {
                var reader = ElementReader(child)
                if let value = reader.required("value", diagnostics) { values.append(value) }
                reader.finish(diagnostics)
            }
            lists.append((values, item.location))
        }
        return lists
    }
}

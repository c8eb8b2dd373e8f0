import ShaleModel
import ShaleReader

/// Decodes the properties one entity (or composite) declares, and the fetch requests and userInfo
/// dictionaries that properties, entities and the model share.
struct PropertyDecoder: Decoding {
    /// The declaring entity or composite.
    let entity: String
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    init(entity: String, diagnostics: DiagnosticCollector) {
        self.entity = entity
        self.diagnostics = diagnostics
    }

    mutating func decodeAttribute(_ element: XMLElement) -> Attribute {
        var reader = ElementReader(element)
        var attribute = Attribute(
            name: reader.required("name", diagnostics) ?? "", declaringEntity: entity, location: element.location
        )
        if let typeName = reader.string("attributeType") {
            if let type = AttributeType(rawValue: typeName) {
                attribute.type = type
            } else {
                diagnostics.report(
                    .error(
                        "attribute '\(attribute.name)' has unknown type \"\(Diagnostic.quote(typeName))\"",
                        at: element.location,
                        hint: "choose one of: " + AttributeType.allCases.map(\.rawValue).joined(separator: ", ")
                    ))
            }
        }
        attribute.compositeName = reader.string("composite")
        attribute.isOptional = reader.flag("optional", diagnostics)
        attribute.isTransient = reader.flag("transient", diagnostics)
        attribute.isDerived = reader.flag("derived", diagnostics)
        attribute.derivationExpression = reader.string("derivationExpression")
        attribute.usesScalarValueType = reader.flag("usesScalarValueType", diagnostics)
        attribute.customClassName = customClass(reader.string("customClassName"), of: attribute)
        attribute.valueTransformerName = reader.string("valueTransformerName")
        attribute.allowsExternalBinaryDataStorage = reader.flag("allowsExternalBinaryDataStorage", diagnostics)
        attribute.allowsCloudEncryption = reader.flag("allowsCloudEncryption", diagnostics)
        attribute.preserveAfterDeletion = reader.flag("preserveAfterDeletion", diagnostics)
        attribute.isIndexedBySpotlight = reader.flag("spotlightIndexingEnabled", diagnostics)
        attribute.isStoredInTruthFile = reader.flag("storedInTruthFile", diagnostics)
        attribute.isIndexed = reader.flag("indexed", diagnostics)
        attribute.regularExpression = reader.string("regularExpressionString")
        attribute.renamingIdentifier = renamingIdentifier(&reader)
        attribute.versionHashModifier = reader.string("versionHashModifier")
        decodeValues(&attribute, &reader)
        reader.ignore("syncable")
        reader.finish(diagnostics)
        for child in element.onlyChildren(named: "userInfo", diagnostics) {
            attribute.userInfo += decodeUserInfo(child)
        }
        return attribute
    }

    /// The custom class of an attribute whose type takes one. Any other type fixes its class, and Xcode ignores a
    /// custom class there: its generated code declares the type's own Swift type (`String?` for a String
    /// attribute with `customClassName="UIColor"`), so the class is dropped, with a warning when one is written.
    private func customClass(_ text: String?, of attribute: Attribute) -> String? {
        guard let text, !attribute.type.takesCustomClass else { return text }
        if !text.isEmpty {
            diagnostics.report(
                .warning(
                    "attribute '\(attribute.name)' is \(attribute.type.rawValue), which takes no custom class: "
                        + "customClassName '\(Diagnostic.quote(text))' is ignored, as Xcode ignores it",
                    at: attribute.location,
                    hint: "clear the attribute's Custom Class in Xcode's Data Model inspector, or make the attribute "
                        + "Transformable to store values of that class"
                ))
        }
        return nil
    }

    /// Reads the default value and limits, typed for the attribute's type.
    private mutating func decodeValues(_ attribute: inout Attribute, _ reader: inout ElementReader) {
        let type = attribute.type
        let name = attribute.name
        func parse(_ key: String, _ parser: (String) -> Result<Value, ValueParser.Failure>) -> Value? {
            guard let text = reader.string(key) else { return nil }
            switch parser(text) {
            case .success(let value):
                return value
            case .failure(let failure):
                let problem =
                    "\(key)=\"\(Diagnostic.quote(text))\" of attribute '\(name)' (\(type.rawValue)) is not \(failure.expected)"
                let hint = "correct the value in Xcode's data model inspector, or clear it"
                if let fallback = failure.fallback {
                    diagnostics.report(
                        .warning(
                            "\(problem); Core Data reads it as \(fallback.modelText)",
                            at: reader.location, hint: hint))
                } else if failure.isIgnored {
                    diagnostics.report(.warning("\(problem); it is ignored", at: reader.location, hint: hint))
                } else {
                    diagnostics.report(.error(problem, at: reader.location, hint: hint))
                }
                return failure.fallback
            }
        }
        attribute.defaultValue = parse("defaultValueString") { ValueParser.defaultValue($0, for: type) }
        let defaultDate = parse("defaultDateTimeInterval", ValueParser.timeInterval)
        if type == .date {
            attribute.defaultValue = attribute.defaultValue ?? defaultDate
            attribute.minimum = parse("minDateTimeInterval", ValueParser.timeInterval)
            attribute.maximum = parse("maxDateTimeInterval", ValueParser.timeInterval)
            reader.ignore("minValueString", "maxValueString")  // Xcode 4's display text of the date limits.
        } else if defaultDate != nil {
            diagnostics.report(
                .warning(
                    "defaultDateTimeInterval is ignored: attribute '\(name)' is not a Date",
                    at: reader.location))
        }
        if type != .date {
            attribute.minimum = parse("minValueString") { ValueParser.limit($0, for: type) }
            attribute.maximum = parse("maxValueString") { ValueParser.limit($0, for: type) }
        }
        if let minimum = attribute.minimum, let maximum = attribute.maximum, Self.isGreater(minimum, maximum) {
            diagnostics.report(
                .error(
                    "attribute '\(name)' has a minimum greater than its maximum, so no value can be valid",
                    at: reader.location, hint: "swap or correct the limits in Xcode's data model inspector"
                ))
        }
    }

    private static func isGreater(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case let (.integer(a), .integer(b)): a > b
        case let (.double(a), .double(b)), let (.date(a), .date(b)): a > b
        case let (.float(a), .float(b)): a > b
        case let (.decimal(a), .decimal(b)): (Double(a) ?? 0) > (Double(b) ?? 0)
        default: false
        }
    }

    mutating func decodeRelationship(_ element: XMLElement) -> Relationship {
        var reader = ElementReader(element)
        let name = reader.required("name", diagnostics) ?? ""
        let destination = reader.required("destinationEntity", diagnostics) ?? ""
        var relationship = Relationship(
            name: name, declaringEntity: entity, destinationEntity: destination, location: element.location
        )
        relationship.inverseName = reader.string("inverseName")
        relationship.inverseEntity = reader.string("inverseEntity")
        relationship.isToMany = reader.flag("toMany", diagnostics)
        relationship.isOrdered = reader.flag("ordered", diagnostics)
        relationship.minCount = reader.count("minCount", diagnostics)
        relationship.maxCount = reader.count("maxCount", default: relationship.isToMany ? 0 : 1, diagnostics)
        if !relationship.isToMany, relationship.maxCount != 1 {
            relationship.maxCount = 1
        }
        if relationship.maxCount > 0, relationship.minCount > relationship.maxCount {
            diagnostics.report(
                .error(
                    "relationship '\(name)' of entity '\(entity)' has minCount \(relationship.minCount) over maxCount \(relationship.maxCount)",
                    at: element.location, hint: "correct the count limits in Xcode's data model inspector"
                ))
        }
        if let rule = reader.string("deletionRule") {
            if let deleteRule = DeleteRule(rawValue: rule) {
                relationship.deleteRule = deleteRule
            } else {
                diagnostics.report(
                    .error(
                        "relationship '\(name)' of entity '\(entity)' has unknown deletionRule \"\(Diagnostic.quote(rule))\"",
                        at: element.location,
                        hint: "choose one of: " + DeleteRule.allCases.map(\.rawValue).joined(separator: ", ")
                    ))
            }
        }
        relationship.isOptional = reader.flag("optional", diagnostics)
        relationship.isTransient = reader.flag("transient", diagnostics)
        relationship.isIndexed = reader.flag("indexed", diagnostics)
        relationship.isIndexedBySpotlight = reader.flag("spotlightIndexingEnabled", diagnostics)
        relationship.renamingIdentifier = renamingIdentifier(&reader)
        relationship.versionHashModifier = reader.string("versionHashModifier")
        reader.ignore("syncable")
        reader.finish(diagnostics)
        for child in element.onlyChildren(named: "userInfo", diagnostics) {
            relationship.userInfo += decodeUserInfo(child)
        }
        return relationship
    }

    mutating func decodeFetchedProperty(_ element: XMLElement) -> FetchedProperty {
        var reader = ElementReader(element)
        let name = reader.required("name", diagnostics) ?? ""
        var userInfo: [UserInfoEntry] = []
        var request: FetchRequest?
        for child in element.children {
            switch child.name {
            case "fetchRequest": request = decodeFetchRequest(child)
            case "userInfo": userInfo += decodeUserInfo(child)
            default: element.warnUnknownChild(child, diagnostics)
            }
        }
        if request == nil {
            diagnostics.report(
                .error(
                    "fetched property '\(name)' has no <fetchRequest>", at: element.location,
                    hint: "set the fetched property's destination entity in Xcode"))
        }
        var property = FetchedProperty(
            name: name,
            declaringEntity: entity,
            fetchRequest: request ?? FetchRequest(name: "", entity: "", location: element.location),
            location: element.location
        )
        property.userInfo = userInfo
        property.isOptional = reader.flag("optional", diagnostics)
        property.renamingIdentifier = renamingIdentifier(&reader)
        property.versionHashModifier = reader.string("versionHashModifier")
        reader.ignore("syncable", "transient")
        reader.finish(diagnostics)
        return property
    }
}

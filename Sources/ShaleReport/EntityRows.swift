import Foundation
import ShaleDiagram
import ShaleModel

/// The rows of an entity's tables in the report.
enum EntityRows {
    typealias Row = [ReportMarkup.Cell]

    /// Name, type, optionality, default and the rest of what the model says of `attribute`.
    static func attribute(_ attribute: Attribute, of entity: Entity) -> Row {
        var type = attribute.type.rawValue
        if let composite = attribute.compositeName { type += " (\(composite))" }
        if let custom = attribute.customClassName { type += " (\(custom))" }
        var details: [String] = []
        if attribute.isTransient { details.append("transient") }
        if attribute.isDerived { details.append("derived: " + (attribute.derivationExpression ?? "")) }
        if attribute.isIndexed { details.append("indexed") }
        if entity.uniquenessConstraints.contains(where: { $0.properties == [attribute.name] }) {
            details.append("unique")
        }
        let limit = attribute.type.hasLengthLimits ? "length " : ""
        if let minimum = attribute.minimum { details.append("minimum \(limit)\(shown(minimum))") }
        if let maximum = attribute.maximum { details.append("maximum \(limit)\(shown(maximum))") }
        if let pattern = attribute.regularExpression { details.append("matches \(pattern)") }
        if let transformer = attribute.valueTransformerName { details.append("transformer \(transformer)") }
        if attribute.allowsExternalBinaryDataStorage { details.append("external storage") }
        if attribute.allowsCloudEncryption { details.append("encrypted in CloudKit") }
        if attribute.preserveAfterDeletion { details.append("kept in history after deletion") }
        if attribute.isIndexedBySpotlight { details.append("indexed by Spotlight") }
        if let renamingIdentifier = attribute.renamingIdentifier { details.append("renaming ID \(renamingIdentifier)") }
        if attribute.declaringEntity != entity.name { details.append("from \(attribute.declaringEntity)") }
        return [
            [.text(attribute.name)],
            [ReportMarkup.name(type)],
            [.text(attribute.isOptional ? "optional" : "required")],
            attribute.defaultValue.map { [ReportMarkup.code(shown($0))] } ?? [],
            [.text(details.joined(separator: ", "))],
        ]
    }

    /// A default or a limit as the report shows it: a date as UTC ISO 8601 (the model holds seconds since
    /// 2001-01-01), anything else as the model writes it.
    static func shown(_ value: Value) -> String {
        guard case let .date(interval) = value else { return value.modelText }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSinceReferenceDate: interval))
    }

    /// Name, destination, cardinality, inverse, delete rule and the rest of what the model says of `relationship`.
    static func relationship(_ relationship: Relationship, of entity: Entity, in model: Model) -> Row {
        var details: [String] = []
        if relationship.isTransient { details.append("transient") }
        if relationship.isIndexed { details.append("indexed") }
        if let renamingIdentifier = relationship.renamingIdentifier {
            details.append("renaming ID \(renamingIdentifier)")
        }
        if relationship.declaringEntity != entity.name { details.append("from \(relationship.declaringEntity)") }
        return [
            [.text(relationship.name)],
            [ReportMarkup.entityLink(relationship.destinationEntity, in: model)],
            [ReportMarkup.name(Cardinality(relationship).description)],
            [
                relationship.inverseName.map { HTML.text($0) }
                    ?? .element("span", ["class": "muted"]) { "none" }
            ],
            [.text(relationship.deleteRule.rawValue)],
            [.text(details.joined(separator: ", "))],
        ]
    }

    /// Name, destination entity and predicate of `property`.
    static func fetchedProperty(_ property: FetchedProperty, in model: Model) -> Row {
        [
            [.text(property.name)],
            [ReportMarkup.entityLink(property.fetchRequest.entity, in: model)],
            property.fetchRequest.predicate.map { [ReportMarkup.code($0)] } ?? [],
        ]
    }

    /// Name, elements and origin of `index`.
    static func fetchIndex(_ index: FetchIndex) -> Row {
        let elements = index.elements.map { element in
            (element.property ?? element.expression ?? "")
                + (element.isAscending ? " ascending" : " descending")
                + (element.kind == .binary ? "" : " (\(element.kind.rawValue))")
        }
        return [
            [.text(index.name)],
            [.text(elements.joined(separator: ", "))],
            [.text(index.derivedFrom.map { "derived by momc from \($0)" } ?? "")],
        ]
    }
}

import Foundation
import ShaleModel
import ShaleTestSupport

/// Compares Shale's IR of a model source with the model momc compiled from it, element by element, and lists
/// every difference as one line: `Entity.property: field: IR value ≠ compiled value`.
struct MomcComparison {
    let model: Model
    let compiled: CompiledModel
    private(set) var differences: [String] = []

    init(model: Model, compiled: CompiledModel) {
        self.model = model
        self.compiled = compiled
    }

    /// Runs every comparison and returns the differences, in model order.
    static func differences(_ model: Model, _ compiled: CompiledModel) -> [String] {
        var comparison = MomcComparison(model: model, compiled: compiled)
        comparison.compareModel()
        return comparison.differences
    }

    private mutating func check<T: Equatable>(_ place: String, _ field: String, _ ir: T, _ mom: T) {
        if ir != mom { differences.append("\(place): \(field): IR \(ir) ≠ compiled \(mom)") }
    }

    private mutating func compareModel() {
        check("model", "entities", model.entities.map(\.name).sorted(), compiled.entities.map(\.name))
        check(
            "model", "versionIdentifiers", model.metadata.userDefinedModelVersionIdentifier.map { [$0] } ?? [],
            compiled.versionIdentifiers)
        check(
            "model", "configurations", model.configurations.map(\.name).sorted(),
            compiled.configurations.keys.sorted())
        for configuration in model.configurations {
            check(
                "configuration \(configuration.name)", "entities", configuration.entities.sorted(),
                compiled.configurations[configuration.name] ?? [])
        }
        check(
            "model", "fetchRequests", model.fetchRequests.map(\.name).sorted(),
            compiled.fetchRequestTemplates.map(\.name))
        for request in model.fetchRequests {
            guard let other = compiled.fetchRequestTemplates.first(where: { $0.name == request.name }) else { continue }
            compare(request, other, at: "fetch request \(request.name)")
        }
        for entity in model.entities {
            guard let other = compiled.entity(named: entity.name) else { continue }
            compare(entity, other)
        }
    }

    private mutating func compare(_ entity: Entity, _ other: CompiledEntity) {
        let place = entity.name
        check(
            place, "className", entity.representedClass?.rawValue ?? "NSManagedObject",
            other.className ?? "NSManagedObject")
        check(place, "isAbstract", entity.isAbstract, other.isAbstract)
        check(place, "parent", entity.parentEntity, other.superentity)
        check(place, "subentities", entity.subentities.sorted(), other.subentities)
        check(
            place, "renamingIdentifier", entity.renamingIdentifier ?? entity.name,
            other.renamingIdentifier ?? other.name)
        check(place, "unknownProperties", [:], other.unknownProperties)
        check(place, "versionHashModifier", entity.versionHashModifier, other.versionHashModifier)
        check(place, "userInfo", Self.userInfo(entity.userInfo), other.userInfo)
        check(
            place, "uniquenessConstraints", entity.uniquenessConstraints.map(\.properties),
            other.uniquenessConstraints)
        check(place, "compoundIndexes", entity.compoundIndexes.map(\.properties), other.compoundIndexes)
        check(place, "fetchIndexes", entity.fetchIndexes.map(Self.index), other.fetchIndexes.map(Self.index))

        let attributes = entity.declaredAttributes
        check(place, "attributes", attributes.map(\.name).sorted(), other.attributes.map(\.name))
        for attribute in attributes {
            guard let compiledAttribute = other.attributes.first(where: { $0.name == attribute.name }) else { continue }
            compare(attribute, compiledAttribute, at: "\(place).\(attribute.name)")
        }
        let relationships = entity.declaredRelationships
        check(place, "relationships", relationships.map(\.name).sorted(), other.relationships.map(\.name))
        for relationship in relationships {
            guard let compiledRelationship = other.relationships.first(where: { $0.name == relationship.name })
            else { continue }
            compare(relationship, compiledRelationship, at: "\(place).\(relationship.name)")
        }
        let fetched = entity.declaredFetchedProperties
        check(place, "fetchedProperties", fetched.map(\.name).sorted(), other.fetchedProperties.map(\.name))
        for property in fetched {
            guard let compiledProperty = other.fetchedProperties.first(where: { $0.name == property.name })
            else { continue }
            let at = "\(place).\(property.name)"
            check(at, "optional", property.isOptional, compiledProperty.base.isOptional)
            check(
                at, "renamingIdentifier", property.renamingIdentifier ?? property.name,
                compiledProperty.base.renamingIdentifier ?? property.name)
            check(at, "versionHashModifier", property.versionHashModifier, compiledProperty.base.versionHashModifier)
            check(at, "userInfo", Self.userInfo(property.userInfo), compiledProperty.base.userInfo)
            compare(property.fetchRequest, compiledProperty.fetchRequest, at: at)
        }
    }

    private mutating func compare(_ attribute: Attribute, _ other: CompiledAttribute, at place: String) {
        check(place, "type", Self.rawType[attribute.type], other.attributeType)
        check(place, "optional", attribute.isOptional, other.base.isOptional)
        check(place, "transient", attribute.isTransient, other.base.isTransient)
        check(place, "indexed", attribute.isIndexed, other.base.isIndexed)
        check(
            place, "default", attribute.defaultValue.map(Self.text),
            other.defaultValue.map { Self.text($0, as: attribute.type) })
        check(place, "valueTransformerName", attribute.valueTransformerName, other.valueTransformerName)
        if attribute.type == .transformable, let customClass = attribute.customClassName {
            check(place, "valueClassName", customClass, other.valueClassName)
        }
        check(place, "derived", attribute.isDerived, other.isDerived)
        check(place, "derivation", attribute.derivationExpression.map(Self.derivation), other.derivationExpression)
        check(place, "preserveAfterDeletion", attribute.preserveAfterDeletion, other.preservesValueInHistoryOnDeletion)
        check(
            place, "renamingIdentifier", attribute.renamingIdentifier ?? attribute.name,
            other.base.renamingIdentifier ?? attribute.name)
        check(place, "versionHashModifier", attribute.versionHashModifier, other.base.versionHashModifier)
        check(place, "userInfo", Self.userInfo(attribute.userInfo), other.base.userInfo)
    }

    private mutating func compare(_ relationship: Relationship, _ other: CompiledRelationship, at place: String) {
        check(place, "destination", relationship.destinationEntity, other.destinationEntity)
        check(place, "inverse", relationship.inverseName, other.inverseName)
        if relationship.inverseName != nil {
            check(place, "inverseEntity", relationship.inverseEntity, other.inverseEntity)
        }
        check(place, "toMany", relationship.isToMany, other.isToMany)
        check(place, "minCount", Int64(relationship.minCount), other.minCount)
        check(place, "maxCount", Int64(relationship.maxCount), other.maxCount)
        check(place, "deleteRule", Self.rawDeleteRule[relationship.deleteRule], other.deleteRule)
        check(place, "ordered", relationship.isOrdered, other.isOrdered)
        check(place, "optional", relationship.isOptional, other.base.isOptional)
        check(place, "transient", relationship.isTransient, other.base.isTransient)
        check(
            place, "renamingIdentifier", relationship.renamingIdentifier ?? relationship.name,
            other.base.renamingIdentifier ?? relationship.name)
        check(place, "versionHashModifier", relationship.versionHashModifier, other.base.versionHashModifier)
        check(place, "userInfo", Self.userInfo(relationship.userInfo), other.base.userInfo)
    }

    private mutating func compare(_ request: FetchRequest, _ other: CompiledFetchRequest, at place: String) {
        check(place, "entity", request.entity, other.entity)
        check(place, "predicate", request.predicate != nil, other.predicate != nil)
        check(place, "substitutionVariables", request.substitutionVariables.sorted(), other.substitutionVariables)
        check(place, "fetchLimit", Int64(request.fetchLimit), other.fetchLimit)
        check(place, "fetchBatchSize", Int64(request.fetchBatchSize), other.fetchBatchSize)
        check(place, "fetchOffset", Int64(request.fetchOffset), other.fetchOffset)
        check(place, "resultType", Int64(request.resultType.fileValue), other.resultType)
        check(place, "includesSubentities", request.includesSubentities, other.includesSubentities)
        check(place, "includesPropertyValues", request.includesPropertyValues, other.includesPropertyValues)
        check(place, "includesPendingChanges", request.includesPendingChanges, other.includesPendingChanges)
        check(place, "returnsObjectsAsFaults", request.returnsObjectsAsFaults, other.returnsObjectsAsFaults)
        check(place, "returnsDistinctResults", request.returnsDistinctResults, other.returnsDistinctResults)
    }

    /// `NSAttributeType`'s raw values.
    static let rawType: [AttributeType: Int64] = [
        .undefined: 0, .integer16: 100, .integer32: 200, .integer64: 300, .decimal: 400, .double: 500, .float: 600,
        .string: 700, .boolean: 800, .date: 900, .binary: 1000, .uuid: 1100, .uri: 1200, .transformable: 1800,
        .objectID: 2000, .composite: 2100,
    ]

    /// `NSDeleteRule`'s raw values.
    static let rawDeleteRule: [DeleteRule: Int64] = [.noAction: 0, .nullify: 1, .cascade: 2, .deny: 3]

    /// userInfo as Core Data holds it: a dictionary, the first of two equal keys winning (as the resolver warns).
    static func userInfo(_ entries: [UserInfoEntry]) -> [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// An index as comparable text: `name(property binary ascending, ...)`.
    static func index(_ index: FetchIndex) -> String {
        index.name + "("
            + index.elements.map {
                ($0.property ?? $0.expression ?? "?") + ($0.kind == .rTree ? " rtree" : " binary")
                    + ($0.isAscending ? " ascending" : " descending")
            }.joined(separator: ", ") + ")"
    }

    static func index(_ index: CompiledFetchIndex) -> String {
        index.name + "("
            + index.elements.map {
                ($0.property ?? "?") + ($0.type == 1 ? " rtree" : " binary")
                    + ($0.isAscending ? " ascending" : " descending")
            }.joined(separator: ", ") + ")"
    }

    /// A derivation as Core Data prints it: `books.@count` prints as `count:(books)`.
    static func derivation(_ expression: String) -> String {
        if expression.hasSuffix(".@count") { return "count:(\(expression.dropLast(".@count".count)))" }
        return expression
    }

    /// A default value as comparable text.
    static func text(_ value: Value) -> String {
        switch value {
        case .integer(let number): "\(number)"
        case .double(let number): "\(number)"
        case .float(let number): "\(Double(number))"
        case .decimal(let text): Decimal(string: text).map { "\($0)" } ?? text
        case .boolean(let flag): flag ? "1" : "0"
        case .string(let text): "\"\(text)\""
        case .date(let seconds): "date \(seconds)"
        case .uuid(let text), .uri(let text): text
        }
    }

    /// A compiled default as comparable text; a number as the attribute's type holds it, however archived.
    static func text(_ value: CompiledValue, as type: AttributeType) -> String {
        switch (value, type) {
        case (.integer(let number), .float): return "\(Double(Float(number)))"
        case (.real(let number), .float): return "\(Double(Float(number)))"
        case (.integer(let number), .double): return "\(Double(number))"
        default: return text(value)
        }
    }

    static func text(_ value: CompiledValue) -> String {
        switch value {
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .boolean(let flag): flag ? "1" : "0"
        case .string(let text): "\"\(text)\""
        case .decimal(let text): text
        case .date(let seconds): "date \(seconds)"
        case .text(let text): text
        case .data(let bytes): "\(bytes.count) bytes"
        case .other(let className): "<\(className)>"
        }
    }
}

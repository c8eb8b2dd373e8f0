import Foundation

/// The checks Core Data makes when it saves, run when a mutation ends: required values, limits, patterns,
/// relationship counts, delete denials and uniqueness constraints, each with Core Data's error code.
///
/// The rules are Core Data's ("Object Validation" in the Core Data Programming Guide, and the property
/// descriptions' `isOptional`, `minCount` and `maxCount`): an attribute is required when the model says it is not
/// optional (its default fills it at insert, so only an explicit nil fails); a required to-one must be set; a
/// to-many is a set bounded only by its minimum and maximum counts, so an empty non-optional to-many with no
/// minimum saves, and an optional one may be empty whatever its minimum.
enum Validation {
    static func errors(in graph: ObjectGraph) -> [SlateValidationError] {
        var errors: [SlateValidationError] = []
        var patterns: [String: RegularExpressionBox] = [:]
        for id in graph.changed.sorted() {
            guard let record = graph.record(id), let entity = graph.schema.entity(named: record.entity) else {
                continue
            }
            func fail(_ property: String, _ code: SlateValidationError.Code, _ message: String) {
                errors.append(
                    SlateValidationError(
                        entity: entity.name, object: id, property: property, message: message,
                        code: code))
            }
            for (index, attribute) in entity.attributes.enumerated() where !attribute.isTransient {
                let pattern = attribute.regularExpression.map { text in
                    patterns[text]
                        ?? {
                            let compiled = RegularExpressionBox(text, caseInsensitive: false)
                            patterns[text] = compiled
                            return compiled
                        }()
                }
                let value = index < record.values.count ? record.values[index] : .null
                check(value, attribute, pattern: pattern) { fail(attribute.name, $0, $1) }
            }
            for relationship in entity.relationships {
                let count = graph.targets(id, relationship.name).count
                if !relationship.isToMany {
                    if !relationship.isOptional, count == 0 {
                        fail(relationship.name, .missingMandatoryProperty, "is required")
                    }
                    continue
                }
                if count < relationship.minCount, count > 0 || !relationship.isOptional {
                    fail(
                        relationship.name, .relationshipLacksMinimumCount,
                        "has \(count) objects, fewer than the minimum \(relationship.minCount)")
                }
                if relationship.maxCount > 0, count > relationship.maxCount {
                    fail(
                        relationship.name, .relationshipExceedsMaximumCount,
                        "has \(count) objects, more than the maximum \(relationship.maxCount)")
                }
            }
        }
        for (id, record) in graph.deleted.sorted(by: { $0.key < $1.key }) {
            guard let entity = graph.schema.entity(named: record.entity) else { continue }
            for relationship in entity.relationships where relationship.deleteRule == .deny {
                if record.targets(of: relationship.name).contains(where: { graph.record($0) != nil }) {
                    errors.append(
                        SlateValidationError(
                            entity: entity.name, object: id, property: relationship.name,
                            message: "cannot be deleted while this relationship is not empty (delete rule deny)",
                            code: .relationshipDeniedDelete))
                }
            }
        }
        return errors + uniquenessErrors(in: graph)
    }

    private static func check(
        _ value: StoreValue, _ attribute: AttributeSchema, pattern: RegularExpressionBox?,
        fail: (SlateValidationError.Code, String) -> Void
    ) {
        if value.isNull {
            if !attribute.isOptional { fail(.missingMandatoryProperty, "is required") }
            return
        }
        let measure: Double? =
            switch (attribute.kind, value) {
            case (.number, _): value.number.map { NSDecimalNumber(decimal: $0).doubleValue }
            case (.length, .string(let string)): Double(string.count)
            case (.length, .data(let data)): Double(data.count)
            case (.date, .date(let date)): date.timeIntervalSinceReferenceDate
            default: nil
            }
        let what = attribute.kind == .length ? "length" : "value"
        let (tooSmall, tooLarge): (SlateValidationError.Code, SlateValidationError.Code) =
            switch attribute.kind {
            case .length: (.stringTooShort, .stringTooLong)
            case .date: (.dateTooSoon, .dateTooLate)
            default: (.numberTooSmall, .numberTooLarge)
            }
        if let measure, let minimum = attribute.minimum, measure < minimum {
            fail(tooSmall, "\(what) \(format(measure)) is below the minimum \(format(minimum))")
        }
        if let measure, let maximum = attribute.maximum, measure > maximum {
            fail(tooLarge, "\(what) \(format(measure)) is above the maximum \(format(maximum))")
        }
        if let pattern, case .string(let string) = value, !pattern.matchesWhole(string) {
            fail(
                .stringPatternMatching, "\"\(string)\" does not match the pattern \(attribute.regularExpression ?? "")")
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// Constraint violations among each constrained entity's objects, reported once per object that takes a
    /// value another object already has; objects with a nil among the constrained values never conflict.
    private static func uniquenessErrors(in graph: ObjectGraph) -> [SlateValidationError] {
        var errors: [SlateValidationError] = []
        let changedEntities = Set(graph.changed.compactMap { graph.record($0)?.entity })
        for entity in graph.schema.entities where !entity.declaredUniquenessConstraints.isEmpty {
            let family = graph.schema.family(of: entity.name)
            guard !family.isDisjoint(with: changedEntities) else { continue }
            let ids = graph.ids(of: entity.name)
            for constraint in entity.declaredUniquenessConstraints {
                var seen: [[StoreValue]: SlateID] = [:]
                for id in ids {
                    let key = constraint.map { property in
                        graph.relationship(id, property) == nil
                            ? graph.value(id, property)
                            : graph.targets(id, property).first.map(StoreValue.objectID) ?? .null
                    }
                    // A nil value conflicts with nothing, as in the SQLite index Core Data keeps for a constraint.
                    if key.contains(.null) { continue }
                    if let first = seen[key] {
                        let values = key.map { "\($0)" }.joined(separator: ", ")
                        errors.append(
                            SlateValidationError(
                                entity: graph.record(id)?.entity ?? entity.name, object: id,
                                property: constraint.joined(separator: ","),
                                message:
                                    "has the same value (\(values)) as \(first); the uniqueness constraint forbids it",
                                code: .constraintConflict))
                    } else {
                        seen[key] = id
                    }
                }
            }
        }
        return errors
    }
}

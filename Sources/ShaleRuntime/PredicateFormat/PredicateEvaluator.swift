import Foundation

/// Evaluates a parsed predicate against one object.
struct PredicateEvaluator {
    let subject: PredicateSubject

    func evaluate(_ node: PredicateNode) throws -> Bool {
        switch node {
        case .constant(let value): return value
        case .and(let lhs, let rhs): return try evaluate(lhs) && evaluate(rhs)
        case .or(let lhs, let rhs): return try evaluate(lhs) || evaluate(rhs)
        case .not(let node): return try !evaluate(node)
        case .comparison(let comparison): return try evaluate(comparison)
        }
    }

    // MARK: Expressions

    func value(of expression: PredicateExpression) throws -> PredicateOperand {
        switch expression {
        case .constant(let value):
            return value
        case .aggregate(let members):
            return .collection(try members.map(value(of:)))
        case let .keyPath(steps, text, offset):
            return try walk(.object(subject), steps[...], path: text, offset: offset)
        }
    }

    private func walk(
        _ value: PredicateOperand, _ steps: ArraySlice<PredicateKeyStep>, path: String,
        offset: Int
    ) throws -> PredicateOperand {
        guard let step = steps.first else { return value }
        switch step {
        case .key(let key):
            let next = try read(key, of: value, path: path, offset: offset)
            return try walk(next, steps.dropFirst(), path: path, offset: offset)
        case .collectionOperator(let op):
            // `books.@sum.pageCount`: the operator applies to the rest of the path read across the collection.
            let operand = try walk(value, steps.dropFirst(), path: path, offset: offset)
            return .scalar(try apply(op, to: operand, path: path, offset: offset))
        }
    }

    /// The value of `key` of `value`; across a collection, the values of every member, flattened.
    private func read(_ key: String, of value: PredicateOperand, path: String, offset: Int) throws -> PredicateOperand {
        switch value {
        case .object(let object):
            switch object.predicateValue(forKey: key) {
            case .scalar(let value): return .scalar(value)
            case .object(let related?): return .object(related)
            case .object(nil): return .scalar(.null)
            case .objects(let related): return .collection(related.map { .object($0) })
            case .undefinedKey:
                throw PredicateFormatError(
                    .undefinedKey, "the object has no key '\(key)' (key path '\(path)')",
                    offset: offset, key: key)
            }
        case .collection(let members):
            var values: [PredicateOperand] = []
            for member in members {
                let memberValue = try read(key, of: member, path: path, offset: offset)
                if case .collection(let nested) = memberValue { values += nested } else { values.append(memberValue) }
            }
            return .collection(values)
        case .scalar(.null):
            return .scalar(.null)  // a nil to-one along the path yields nil
        case .scalar, .identity:
            throw PredicateFormatError(
                .evaluation,
                "the key '\(key)' (key path '\(path)') is applied to a value "
                    + "that is not an object", offset: offset, key: key)
        }
    }

    private func apply(
        _ op: PredicateCollectionOperator, to operand: PredicateOperand, path: String,
        offset: Int
    ) throws -> StoreValue {
        let members: [PredicateOperand]
        switch operand {
        case .collection(let values): members = values
        case .scalar(.null): members = []
        default:
            throw PredicateFormatError(
                .evaluation, "@\(op.rawValue) (key path '\(path)') needs a to-many value",
                offset: offset)
        }
        if op == .count { return .int(Int64(members.count)) }
        var values: [StoreValue] = []
        for member in members {
            guard case .scalar(let value) = member else {
                throw PredicateFormatError(
                    .evaluation,
                    "@\(op.rawValue) (key path '\(path)') needs attribute values, "
                        + "not objects", offset: offset)
            }
            if value != .null { values.append(value) }
        }
        switch op {
        case .count:
            return .int(Int64(members.count))
        case .min, .max:
            var best: StoreValue?
            for value in values {
                guard let current = best else {
                    best = value
                    continue
                }
                guard let order = PredicateValues.order(value, current, []) else {
                    throw PredicateFormatError(
                        .evaluation,
                        "@\(op.rawValue) (key path '\(path)') met values that "
                            + "cannot be ordered", offset: offset)
                }
                if order == (op == .min ? .orderedAscending : .orderedDescending) { best = value }
            }
            return best ?? .null
        case .sum, .avg:
            guard let sum = PredicateValues.sum(values) else {
                throw PredicateFormatError(
                    .evaluation, "@\(op.rawValue) (key path '\(path)') needs numbers",
                    offset: offset)
            }
            if op == .sum { return sum }
            if values.isEmpty { return .null }
            switch sum {
            case .decimal(let total): return .decimal(total / Decimal(values.count))
            case .int(let total): return .double(Double(total) / Double(values.count))
            case .double(let total): return .double(total / Double(values.count))
            default: return .null
            }
        }
    }

    // MARK: Comparisons

    private func evaluate(_ comparison: PredicateComparison) throws -> Bool {
        let lhs = try value(of: comparison.lhs)
        let rhs = try value(of: comparison.rhs)
        guard let quantifier = comparison.quantifier else {
            return try test(lhs, rhs, comparison)
        }
        let members: [PredicateOperand]
        switch lhs {
        case .collection(let values): members = values
        case .scalar(.null): members = []
        default: members = [lhs]
        }
        switch quantifier {
        case .any: return try members.contains { try test($0, rhs, comparison) }
        case .all: return try members.allSatisfy { try test($0, rhs, comparison) }
        case .none: return try !members.contains { try test($0, rhs, comparison) }
        }
    }

    /// One comparison without a quantifier. A collection on the left is tested member by member (the implicit
    /// ANY of a key path across a to-many), except by CONTAINS, which asks whether it has the right as a member.
    private func test(_ lhs: PredicateOperand, _ rhs: PredicateOperand, _ comparison: PredicateComparison) throws
        -> Bool
    {
        let options = comparison.options
        switch comparison.op {
        case .contains:
            if case .collection(let members) = lhs {
                return members.contains { PredicateValues.equal($0, rhs, options) }
            }
        case .in:
            if case .collection(let members) = lhs {
                return try members.contains { try test($0, rhs, comparison) }
            }
            switch rhs {
            case .collection(let members):
                return members.contains { PredicateValues.equal(lhs, $0, options) }
            case .scalar(.string(let text)):
                guard case .scalar(.string(let needle)) = lhs else { return false }
                return PredicateValues.contains(text, needle, options)
            default:
                return PredicateValues.equal(lhs, rhs, options)
            }
        default:
            if case .collection(let members) = lhs {
                return try members.contains { try test($0, rhs, comparison) }
            }
        }

        switch comparison.op {
        case .equal: return PredicateValues.equal(lhs, rhs, options)
        case .notEqual: return !PredicateValues.equal(lhs, rhs, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard case .scalar(let left) = lhs, case .scalar(let right) = rhs,
                let order = PredicateValues.order(left, right, options)
            else { return false }
            switch comparison.op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .between:
            guard case .collection(let bounds) = rhs, bounds.count == 2 else {
                throw PredicateFormatError(
                    .evaluation, "BETWEEN needs two values on its right",
                    offset: comparison.offset)
            }
            guard case .scalar(let value) = lhs, case .scalar(let low) = bounds[0], case .scalar(let high) = bounds[1],
                let lower = PredicateValues.order(value, low, options),
                let upper = PredicateValues.order(value, high, options)
            else { return false }
            return lower != .orderedAscending && upper != .orderedDescending
        case .in:
            return false  // handled above
        case .contains, .like, .beginsWith, .endsWith, .matches:
            guard case .scalar(.string(let text)) = lhs, case .scalar(.string(let pattern)) = rhs else { return false }
            switch comparison.op {
            case .contains: return PredicateValues.contains(text, pattern, options)
            case .beginsWith: return options.fold(text).hasPrefix(options.fold(pattern))
            case .endsWith: return options.fold(text).hasSuffix(options.fold(pattern))
            case .like:
                return (comparison.wildcard ?? WildcardPattern(options.fold(pattern))).matches(options.fold(text))
            default:
                let regex =
                    comparison.regex
                    ?? RegularExpressionBox(pattern, caseInsensitive: options.contains(.caseInsensitive))
                return regex.matchesWhole(options.subtracting(.caseInsensitive).fold(text))
            }
        }
    }
}

/// Equality and order of operands as predicates compare them.
enum PredicateValues {
    /// Equality: values as `StoreValue.matches` compares them (numbers by value, strings folded by `options`,
    /// nil equal only to nil); objects by identity, also against an object ID argument; collections member-wise.
    static func equal(_ lhs: PredicateOperand, _ rhs: PredicateOperand, _ options: SlateStringOptions) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)):
            if isNumber(a), isNumber(b), a.isDouble || b.isDouble { return order(a, b, options) == .orderedSame }
            return a.matches(b, options: options)
        case let (.object(a), .object(b)): return a.predicateIdentity == b.predicateIdentity
        case let (.object(a), .identity(b)), let (.identity(b), .object(a)): return a.predicateIdentity == b
        case let (.identity(a), .identity(b)): return a == b
        case let (.object(a), .scalar(.objectID(id))), let (.scalar(.objectID(id)), .object(a)):
            return a.predicateIdentity == AnyHashable(id)
        case let (.identity(a), .scalar(.objectID(id))), let (.scalar(.objectID(id)), .identity(a)):
            return a == AnyHashable(id)
        case let (.collection(a), .collection(b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, options) }
        default:
            return false
        }
    }

    /// The order of two values; nil when either is nil or they are not comparable. Numbers mixing `Double` with
    /// other kinds compare as doubles (exactly against integers), which avoids `Decimal`'s limited range.
    static func order(_ a: StoreValue, _ b: StoreValue, _ options: SlateStringOptions) -> ComparisonResult? {
        guard isNumber(a), isNumber(b), a.isDouble || b.isDouble else { return a.compare(to: b, options: options) }
        switch (a, b) {
        case let (.int(x), .double(y)): return compare(x, y)
        case let (.double(x), .int(y)): return compare(y, x).map(flip)
        default:
            guard let x = double(a), let y = double(b), !x.isNaN, !y.isNaN else { return nil }
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
    }

    private static func flip(_ order: ComparisonResult) -> ComparisonResult {
        switch order {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }

    /// An integer against a double, exactly.
    private static func compare(_ x: Int64, _ y: Double) -> ComparisonResult? {
        if y.isNaN { return nil }
        if y >= 9_223_372_036_854_775_808.0 { return .orderedAscending }
        if y < -9_223_372_036_854_775_808.0 { return .orderedDescending }
        let whole = y.rounded(.down)
        let integer = Int64(whole)
        if x != integer { return x < integer ? .orderedAscending : .orderedDescending }
        return y > whole ? .orderedAscending : .orderedSame
    }

    static func isNumber(_ value: StoreValue) -> Bool {
        switch value {
        case .int, .double, .decimal, .bool: true
        default: false
        }
    }

    static func double(_ value: StoreValue) -> Double? {
        switch value {
        case .int(let value): Double(value)
        case .double(let value): value
        case .decimal(let value): PredicateArgument.double(value)
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }

    /// The sum of numbers: an integer while every value is an integer and it fits, a double when any value is
    /// one, otherwise a decimal. Nil when a value is not a number.
    static func sum(_ values: [StoreValue]) -> StoreValue? {
        guard values.allSatisfy(isNumber) else { return nil }
        if values.contains(where: \.isDouble) {
            return .double(values.reduce(0) { $0 + (double($1) ?? 0) })
        }
        var integer: Int64? = 0
        var decimal: Decimal = 0
        for value in values {
            let number = value.number ?? 0
            decimal += number
            if let total = integer {
                switch value {
                case .int(let x):
                    let (result, overflow) = total.addingReportingOverflow(x)
                    integer = overflow ? nil : result
                case .bool(let x): integer = total + (x ? 1 : 0)
                default: integer = nil
                }
            }
        }
        if let integer, !values.contains(where: { if case .decimal = $0 { true } else { false } }) {
            return .int(integer)
        }
        return .decimal(decimal)
    }

    /// Substring search with folding; an empty needle is contained in every string.
    static func contains(_ text: String, _ needle: String, _ options: SlateStringOptions) -> Bool {
        let needle = options.fold(needle)
        return needle.isEmpty || options.fold(text).contains(needle)
    }
}

extension StoreValue {
    fileprivate var isDouble: Bool { if case .double = self { true } else { false } }
}

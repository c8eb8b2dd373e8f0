import Foundation

/// A comparison a query applies to one attribute: Slate's operators.
public struct SlateQueryOperator<Value: StoreValueConvertible>: Sendable {
    let test: @Sendable (StoreValue) -> Bool

    private init(_ test: @escaping @Sendable (StoreValue) -> Bool) {
        self.test = test
    }

    private static func ordered(_ value: Value, _ accept: @escaping @Sendable (ComparisonResult) -> Bool) -> Self {
        let operand = value.storeValue
        return Self { stored in stored.compare(to: operand).map(accept) ?? false }
    }

    /// Equal to `value` (numbers by value across integer and floating-point kinds; nil equals only nil).
    public static func equals(_ value: Value, _ options: SlateStringOptions = []) -> Self {
        let operand = value.storeValue
        return Self { $0.matches(operand, options: options) }
    }

    /// Not equal to `value`.
    public static func notEquals(_ value: Value, _ options: SlateStringOptions = []) -> Self {
        let operand = value.storeValue
        return Self { !$0.matches(operand, options: options) }
    }

    /// Less than `value`; nil never matches an ordering.
    public static func lessThan(_ value: Value) -> Self { ordered(value) { $0 == .orderedAscending } }
    /// Less than or equal to `value`.
    public static func lessThanOrEqualTo(_ value: Value) -> Self { ordered(value) { $0 != .orderedDescending } }
    /// Greater than `value`.
    public static func greaterThan(_ value: Value) -> Self { ordered(value) { $0 == .orderedDescending } }
    /// Greater than or equal to `value`.
    public static func greaterThanOrEqualTo(_ value: Value) -> Self { ordered(value) { $0 != .orderedAscending } }

    /// Between two values, both included (`BETWEEN` in a predicate).
    public static func between(_ low: Value, _ high: Value) -> Self {
        let (low, high) = (low.storeValue, high.storeValue)
        return Self { stored in
            guard let lower = stored.compare(to: low), let upper = stored.compare(to: high) else { return false }
            return lower != .orderedAscending && upper != .orderedDescending
        }
    }

    /// Outside the two values (a nil value is neither between nor outside).
    public static func notBetween(_ low: Value, _ high: Value) -> Self {
        let inside = between(low, high).test
        return Self { !$0.isNull && !inside($0) }
    }

    /// Equal to one of `values`.
    public static func `in`(_ values: [Value], _ options: SlateStringOptions = []) -> Self {
        let operands = values.map(\.storeValue)
        return Self { stored in operands.contains { stored.matches($0, options: options) } }
    }

    /// Equal to none of `values`.
    public static func notIn(_ values: [Value], _ options: SlateStringOptions = []) -> Self {
        let inside = `in`(values, options).test
        return Self { !inside($0) }
    }
}

extension SlateQueryOperator where Value: StringProtocol {
    private static func text(_ options: SlateStringOptions, _ accept: @escaping @Sendable (String) -> Bool) -> Self {
        Self { stored in
            guard case .string(let string) = stored else { return false }
            return accept(options.fold(string))
        }
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character.
    public static func like(_ pattern: Value, _ options: SlateStringOptions = []) -> Self {
        let matcher = WildcardPattern(options.fold(String(pattern)))
        return text(options) { matcher.matches($0) }
    }

    /// A string that does not match the `LIKE` pattern.
    public static func notLike(_ pattern: Value, _ options: SlateStringOptions = []) -> Self {
        let like = like(pattern, options).test
        return Self { if case .string = $0 { !like($0) } else { false } }
    }

    /// A string containing `value`.
    public static func contains(_ value: Value, _ options: SlateStringOptions = []) -> Self {
        let needle = options.fold(String(value))
        return text(options) { needle.isEmpty || $0.contains(needle) }
    }

    /// A string not containing `value`.
    public static func notContains(_ value: Value, _ options: SlateStringOptions = []) -> Self {
        let contains = contains(value, options).test
        return Self { if case .string = $0 { !contains($0) } else { false } }
    }

    /// A string beginning with `value`.
    public static func beginsWith(_ value: Value, _ options: SlateStringOptions = []) -> Self {
        let prefix = options.fold(String(value))
        return text(options) { $0.hasPrefix(prefix) }
    }

    /// A string ending with `value`.
    public static func endsWith(_ value: Value, _ options: SlateStringOptions = []) -> Self {
        let suffix = options.fold(String(value))
        return text(options) { $0.hasSuffix(suffix) }
    }

    /// `MATCHES`: the whole string matches the ICU regular expression. A pattern that does not compile
    /// matches nothing.
    public static func matches(_ pattern: Value, _ options: SlateStringOptions = []) -> Self {
        let regex = RegularExpressionBox(String(pattern), caseInsensitive: options.contains(.caseInsensitive))
        let folding = options.subtracting(.caseInsensitive)
        return text(folding) { regex.matchesWhole($0) }
    }
}

/// `LIKE` patterns: `*` any run, `?` one character; everything else literal.
struct WildcardPattern: Sendable {
    private let pattern: [Character]

    init(_ pattern: String) { self.pattern = Array(pattern) }

    func matches(_ text: String) -> Bool {
        let text = Array(text)
        var (t, p) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// A compiled regular expression shared by concurrent readers.
struct RegularExpressionBox: @unchecked Sendable {
    // Safe: NSRegularExpression is immutable and documented thread-safe once created.
    private let regex: NSRegularExpression?

    init(_ pattern: String, caseInsensitive: Bool) {
        regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$",
                                         options: caseInsensitive ? [.caseInsensitive] : [])
    }

    func matchesWhole(_ text: String) -> Bool {
        guard let regex else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// A condition on stored objects: attribute comparisons combined with `and`, `or` and `not`.
public struct SlatePredicate<Root: SlateQueryable>: Sendable {
    indirect enum Node: Sendable {
        case comparison(attribute: String, test: @Sendable (StoreValue) -> Bool)
        case and([Node])
        case or([Node])
        case not(Node)
        /// A key path that is not a stored attribute: evaluating the query throws.
        case unsupported(String)
    }

    let node: Node

    init(_ node: Node) { self.node = node }

    /// `keyPath` compared with `operator`.
    public static func `where`<Value>(_ keyPath: KeyPath<Root, Value>, _ operator: SlateQueryOperator<Value>) -> Self {
        guard let attribute = Root.slateAttribute(for: keyPath) else { return Self(.unsupported("\(keyPath)")) }
        return Self(.comparison(attribute: attribute, test: `operator`.test))
    }

    /// Both conditions.
    public static func && (lhs: Self, rhs: Self) -> Self { Self(.and([lhs.node, rhs.node])) }
    /// Either condition.
    public static func || (lhs: Self, rhs: Self) -> Self { Self(.or([lhs.node, rhs.node])) }
    /// The opposite condition.
    public static prefix func ! (predicate: Self) -> Self { Self(.not(predicate.node)) }
}

extension SlatePredicate.Node {
    /// The condition as a test on stored objects, with attribute names resolved to value positions once.
    /// - Throws: `SlateError.unsupportedKeyPath` when a key path is not a stored attribute.
    func compile(for entity: EntitySchema?) throws -> (StoreState, SlateID) -> Bool {
        switch self {
        case let .comparison(attribute, test):
            guard let index = entity?.attributeIndex[attribute] else { return { _, _ in test(.null) } }
            return { state, id in test(state.value(id, at: index) ?? .null) }
        case .and(let nodes):
            let tests = try nodes.map { try $0.compile(for: entity) }
            return { state, id in tests.allSatisfy { $0(state, id) } }
        case .or(let nodes):
            let tests = try nodes.map { try $0.compile(for: entity) }
            return { state, id in tests.contains { $0(state, id) } }
        case .not(let node):
            let test = try node.compile(for: entity)
            return { state, id in !test(state, id) }
        case .unsupported(let keyPath):
            throw SlateError.unsupportedKeyPath(keyPath)
        }
    }
}

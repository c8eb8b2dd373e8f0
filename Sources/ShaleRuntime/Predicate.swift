import Foundation

/// A comparison a request applies to the attribute at a key path: Slate's operators, evaluated as Core Data
/// evaluates the predicate Slate builds from them (`%K == %@`, `NOT (%K LIKE[cd] %@)`...). Nil compares equal
/// only to nil and fails every ordering, `BETWEEN`, `IN` and string test, so every negated operator matches nil.
public struct SlatePredicateOperator<T>: Sendable {
    let test: @Sendable (StoreValue) -> Bool

    private init(_ test: @escaping @Sendable (StoreValue) -> Bool) {
        self.test = test
    }

    private static func ordered(_ value: Any, _ accept: @escaping @Sendable (ComparisonResult) -> Bool) -> Self {
        let operand = StoreValue(converting: value)
        return Self { stored in stored.compare(to: operand).map(accept) ?? false }
    }

    /// Equal to `value` (numbers by value across integer and floating-point kinds; nil equals only nil; enums
    /// by raw value).
    public static func equals(_ value: T, _ options: SlateStringOptions = []) -> Self where T: Equatable {
        let operand = StoreValue(converting: value)
        return Self { $0.matches(operand, options: options) }
    }

    /// Not equal to `value`.
    public static func notEquals(_ value: T, _ options: SlateStringOptions = []) -> Self where T: Equatable {
        let equal = equals(value, options).test
        return Self { !equal($0) }
    }

    /// Less than `value`; nil never matches an ordering.
    public static func lessThan(_ value: T) -> Self where T: Comparable { ordered(value) { $0 == .orderedAscending } }
    /// Less than or equal to `value`.
    public static func lessThanOrEqualTo(_ value: T) -> Self where T: Comparable {
        ordered(value) { $0 != .orderedDescending }
    }
    /// Greater than `value`.
    public static func greaterThan(_ value: T) -> Self where T: Comparable {
        ordered(value) { $0 == .orderedDescending }
    }
    /// Greater than or equal to `value`.
    public static func greaterThanOrEqualTo(_ value: T) -> Self where T: Comparable {
        ordered(value) { $0 != .orderedAscending }
    }

    /// Between two values, both included (`BETWEEN`).
    public static func between(_ lower: T, _ upper: T) -> Self where T: Comparable {
        let (low, high) = (StoreValue(converting: lower), StoreValue(converting: upper))
        return Self { stored in
            guard let lower = stored.compare(to: low), let upper = stored.compare(to: high) else { return false }
            return lower != .orderedAscending && upper != .orderedDescending
        }
    }

    /// Not between the two values (`NOT (%K BETWEEN %@)`; nil matches).
    public static func notBetween(_ lower: T, _ upper: T) -> Self where T: Comparable {
        let inside = between(lower, upper).test
        return Self { !inside($0) }
    }

    /// Equal to one of `value`'s elements.
    public static func `in`(_ value: some Collection<T>, _ options: SlateStringOptions = []) -> Self
    where T: Equatable {
        let operands = value.map { StoreValue(converting: $0) }
        return Self { stored in operands.contains { stored.matches($0, options: options) } }
    }

    /// Equal to none of `value`'s elements (nil matches).
    public static func notIn(_ value: some Collection<T>, _ options: SlateStringOptions = []) -> Self
    where T: Equatable {
        let inside = `in`(value, options).test
        return Self { !inside($0) }
    }

    // MARK: Strings

    /// A string test; nil and non-strings fail it.
    private static func text(
        _ insensitivities: String?, _ operand: String,
        _ accept: @escaping @Sendable (_ value: String, _ operand: String) -> Bool
    ) -> Self {
        let options = SlateStringOptions(insensitivities: insensitivities)
        let operand = options.fold(operand)
        return Self { stored in
            guard case .string(let string) = stored else { return false }
            return accept(options.fold(string), operand)
        }
    }

    private static func negated(_ test: Self) -> Self {
        let test = test.test
        return Self { !test($0) }
    }

    static func likeTest(_ pattern: String, _ insensitivities: String?) -> Self {
        let options = SlateStringOptions(insensitivities: insensitivities)
        let matcher = WildcardPattern(options.fold(pattern))
        return text(insensitivities, pattern) { value, _ in matcher.matches(value) }
    }

    static func containsTest(_ value: String, _ insensitivities: String?) -> Self {
        text(insensitivities, value) { value, operand in operand.isEmpty || value.contains(operand) }
    }

    static func beginsWithTest(_ value: String, _ insensitivities: String?) -> Self {
        text(insensitivities, value) { value, operand in value.hasPrefix(operand) }
    }

    static func endsWithTest(_ value: String, _ insensitivities: String?) -> Self {
        text(insensitivities, value) { value, operand in value.hasSuffix(operand) }
    }

    static func matchesTest(_ pattern: String, _ insensitivities: String?) -> Self {
        let options = SlateStringOptions(insensitivities: insensitivities)
        let regex = RegularExpressionBox(pattern, caseInsensitive: options.contains(.caseInsensitive))
        let folding = insensitivities.map { $0.replacingOccurrences(of: "c", with: "") }
        return text(folding, "") { value, _ in regex.matchesWhole(value) }
    }
}

// Slate declares each string operator twice, for `String` and for `String?` key paths, with its options as
// NSPredicate's modifier letters: "c" (case), "d" (diacritics), "cd".
extension SlatePredicateOperator where T == String {
    /// `LIKE`: `*` matches any run of characters, `?` one character.
    public static func like(_ value: T, _ insensitivities: String? = nil) -> Self { likeTest(value, insensitivities) }
    /// `NOT LIKE` (nil matches).
    public static func notLike(_ value: T, _ insensitivities: String? = nil) -> Self {
        negated(likeTest(value, insensitivities))
    }
    /// A string containing `value`.
    public static func contains(_ value: T, _ insensitivities: String? = nil) -> Self {
        containsTest(value, insensitivities)
    }
    /// Not containing `value` (nil matches).
    public static func notContains(_ value: T, _ insensitivities: String? = nil) -> Self {
        negated(containsTest(value, insensitivities))
    }
    /// A string beginning with `value`.
    public static func beginsWith(_ value: T, _ insensitivities: String? = nil) -> Self {
        beginsWithTest(value, insensitivities)
    }
    /// A string ending with `value`.
    public static func endsWith(_ value: T, _ insensitivities: String? = nil) -> Self {
        endsWithTest(value, insensitivities)
    }
    /// `MATCHES`: the whole string matches the ICU regular expression (one that does not compile matches nothing).
    public static func matches(_ value: T, _ insensitivities: String? = nil) -> Self {
        matchesTest(value, insensitivities)
    }
}

extension SlatePredicateOperator where T == String? {
    /// `LIKE`: `*` matches any run of characters, `?` one character.
    public static func like(_ value: String, _ insensitivities: String? = nil) -> Self {
        likeTest(value, insensitivities)
    }
    /// `NOT LIKE` (nil matches).
    public static func notLike(_ value: String, _ insensitivities: String? = nil) -> Self {
        negated(likeTest(value, insensitivities))
    }
    /// A string containing `value`.
    public static func contains(_ value: String, _ insensitivities: String? = nil) -> Self {
        containsTest(value, insensitivities)
    }
    /// Not containing `value` (nil matches).
    public static func notContains(_ value: String, _ insensitivities: String? = nil) -> Self {
        negated(containsTest(value, insensitivities))
    }
    /// A string beginning with `value`.
    public static func beginsWith(_ value: String, _ insensitivities: String? = nil) -> Self {
        beginsWithTest(value, insensitivities)
    }
    /// A string ending with `value`.
    public static func endsWith(_ value: String, _ insensitivities: String? = nil) -> Self {
        endsWithTest(value, insensitivities)
    }
    /// `MATCHES`: the whole string matches the ICU regular expression (one that does not compile matches nothing).
    public static func matches(_ value: String, _ insensitivities: String? = nil) -> Self {
        matchesTest(value, insensitivities)
    }
}

/// The operators' former name.
public typealias SlateQueryOperator<T> = SlatePredicateOperator<T>

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
        regex = try? NSRegularExpression(
            pattern: "^(?:" + pattern + ")$",
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
        case comparison(key: RequestKey, test: @Sendable (StoreValue) -> Bool)
        case and([Node])
        case or([Node])
        case not(Node)
        /// An `NSPredicate`, evaluated with the object's mutable counterpart (block predicates).
        case object(UncheckedSendable<NSPredicate>)
        /// A predicate format string with its arguments (`filter("title BEGINSWITH %@", "D")`).
        case format(FormatCondition)
    }

    let node: Node

    init(_ node: Node) { self.node = node }

    /// `keyPath` compared with `operator`: a stored attribute, or for mutable objects any key path, relationships
    /// included (`\CoreDataNovel.writer.name`), read on each object. Other key paths of immutable models make the
    /// fetch throw `SlateError.unsupportedKeyPath`.
    public static func `where`<Value>(_ keyPath: KeyPath<Root, Value>, _ operator: SlatePredicateOperator<Value>)
        -> Self
    {
        Self(.comparison(key: RequestKey(keyPath, of: Root.self), test: `operator`.test))
    }

    /// Both conditions.
    public static func && (lhs: Self, rhs: Self) -> Self { Self(.and([lhs.node, rhs.node])) }
    /// Either condition.
    public static func || (lhs: Self, rhs: Self) -> Self { Self(.or([lhs.node, rhs.node])) }
    /// The opposite condition.
    public static prefix func ! (predicate: Self) -> Self { Self(.not(predicate.node)) }
}

extension SlatePredicate.Node {
    /// The condition as a test on the objects of `graph`, with attribute names resolved to value positions once.
    /// - Throws: `SlateError.unsupportedKeyPath` when a key path is not a stored attribute, `SlateError.predicate`
    ///   for a format that cannot be read.
    func compile(for entity: EntitySchema?, in graph: ObjectGraph) throws -> (SlateID) -> Bool {
        switch self {
        case let .comparison(key, test):
            let read = try key.reader(for: entity, in: graph)
            return { id in test(read(id)) }
        case .and(let nodes):
            let tests = try nodes.map { try $0.compile(for: entity, in: graph) }
            return { id in tests.allSatisfy { $0(id) } }
        case .or(let nodes):
            let tests = try nodes.map { try $0.compile(for: entity, in: graph) }
            return { id in tests.contains { $0(id) } }
        case .not(let node):
            let test = try node.compile(for: entity, in: graph)
            return { id in !test(id) }
        case .object(let predicate):
            return { id in graph.object(id).map { predicate.value.evaluate(with: $0) } ?? false }
        case .format(let condition):
            return try condition.compile(for: entity, in: graph)
        }
    }
}

// Orderings on optional attributes, as Core Data's predicates allow (Slate's operators take only non-optional
// key paths for these): nil fails every ordering and BETWEEN, and so matches NOT BETWEEN.
extension SlatePredicateOperator {
    /// Less than `value`.
    public static func lessThan<Wrapped: Comparable>(_ value: Wrapped) -> Self where T == Wrapped? {
        ordered(value) { $0 == .orderedAscending }
    }
    /// Less than or equal to `value`.
    public static func lessThanOrEqualTo<Wrapped: Comparable>(_ value: Wrapped) -> Self where T == Wrapped? {
        ordered(value) { $0 != .orderedDescending }
    }
    /// Greater than `value`.
    public static func greaterThan<Wrapped: Comparable>(_ value: Wrapped) -> Self where T == Wrapped? {
        ordered(value) { $0 == .orderedDescending }
    }
    /// Greater than or equal to `value`.
    public static func greaterThanOrEqualTo<Wrapped: Comparable>(_ value: Wrapped) -> Self where T == Wrapped? {
        ordered(value) { $0 != .orderedAscending }
    }
}

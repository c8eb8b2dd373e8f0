import Foundation

/// A predicate parsed from an `NSPredicate` format string, its arguments substituted, evaluated in memory with
/// Core Data's semantics.
struct FormatPredicate: CustomStringConvertible {
    /// The format it was parsed from.
    let format: String
    let root: PredicateNode

    /// Parses `format`, substituting `arguments` for its `%@`, `%K`, `%d`, `%f` and `%s` specifiers in order.
    /// - Throws: `PredicateFormatError` for a syntax error, a refused feature or arguments that do not fit.
    init(format: String, arguments: [Any]) throws {
        self.format = format
        root = try PredicateParser.parse(format, arguments: arguments)
    }

    /// Parses `format` with variadic arguments; pass nil for a nil argument.
    init(format: String, _ arguments: Any?...) throws {
        try self.init(format: format, arguments: arguments.map { $0 as Any })
    }

    var description: String { format }

    /// Whether `object` satisfies the predicate.
    /// - Throws: `PredicateFormatError` of kind `.undefinedKey` (naming the key) when a key path reaches a key
    ///   the object does not have, or `.evaluation` when an operator cannot apply (`@sum` of strings).
    func evaluate(_ object: PredicateSubject) throws -> Bool {
        try PredicateEvaluator(subject: object).evaluate(root)
    }

    /// The key paths the predicate reads, as written, so a caller can check them against a schema up front.
    var keyPaths: [String] {
        var paths: [String] = []
        func collect(_ expression: PredicateExpression) {
            switch expression {
            case .constant: break
            case .keyPath(_, let text, _): paths.append(text)
            case .aggregate(let members): members.forEach(collect)
            }
        }
        func walk(_ node: PredicateNode) {
            switch node {
            case .constant: break
            case .comparison(let comparison):
                collect(comparison.lhs)
                collect(comparison.rhs)
            case .and(let lhs, let rhs), .or(let lhs, let rhs):
                walk(lhs)
                walk(rhs)
            case .not(let node): walk(node)
            }
        }
        walk(root)
        return paths
    }
}

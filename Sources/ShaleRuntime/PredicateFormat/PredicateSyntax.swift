import Foundation

/// A value while a predicate is evaluated: constants of the format and values read from objects.
enum PredicateOperand {
    /// An attribute value or a literal (`.null` for nil, also for an empty to-one relationship).
    case scalar(StoreValue)
    /// A related object (or the evaluated object itself, `SELF`).
    case object(PredicateSubject)
    /// An object passed as an argument, kept as its identity.
    case identity(AnyHashable)
    /// A collection: a to-many relationship, values read across one, an aggregate `{…}` or an array argument.
    case collection([PredicateOperand])
}

/// Collection operators of key paths (`books.@count`, `books.@sum.pageCount`).
enum PredicateCollectionOperator: String, CaseIterable {
    case count, sum, avg, min, max
}

/// One step of a key path.
enum PredicateKeyStep {
    /// The value of a key.
    case key(String)
    /// A collection operator, applied to the value of the steps after it, read from the collection before it.
    case collectionOperator(PredicateCollectionOperator)
}

/// An expression on either side of a comparison.
indirect enum PredicateExpression {
    /// A literal or a substituted argument.
    case constant(PredicateOperand)
    /// A key path read from the evaluated object; `text` is the path as written, `offset` where it starts.
    case keyPath(steps: [PredicateKeyStep], text: String, offset: Int)
    /// `{a, b, …}` with non-constant members.
    case aggregate([PredicateExpression])
}

enum PredicateQuantifier: String { case any = "ANY", all = "ALL", none = "NONE" }

enum PredicateOperator: String {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case between = "BETWEEN", `in` = "IN", contains = "CONTAINS", like = "LIKE"
    case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", matches = "MATCHES"
}

/// One comparison: `[quantifier] lhs operator[options] rhs`.
struct PredicateComparison {
    let quantifier: PredicateQuantifier?
    let lhs: PredicateExpression
    let op: PredicateOperator
    let options: SlateStringOptions
    let rhs: PredicateExpression
    /// The compiled pattern of `MATCHES` when the pattern is a constant string.
    let regex: RegularExpressionBox?
    /// The folded pattern of `LIKE` when the pattern is a constant string.
    let wildcard: WildcardPattern?
    /// Where the operator is in the format, for evaluation errors.
    let offset: Int
}

indirect enum PredicateNode {
    case constant(Bool)
    case comparison(PredicateComparison)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case not(PredicateNode)
}

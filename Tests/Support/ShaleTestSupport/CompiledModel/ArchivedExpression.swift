/// Prints archived `NSExpression`s and `NSPredicate`s in predicate format, as far as compiled models use them:
/// key paths, constants, variables, functions, comparisons and compound predicates.
enum ArchivedExpression {
    /// The format text of an archived expression or predicate.
    /// - Throws: `KeyedArchive.Failure` on a malformed archive; unknown classes print as `<ClassName>`.
    static func format(_ object: ArchivedObject) throws -> String {
        switch object.className {
        case "NSComparisonPredicate":
            let left = try object.object("NSLeftExpression").map(format) ?? "nil"
            let right = try object.object("NSRightExpression").map(format) ?? "nil"
            let operatorType = try object.object("NSPredicateOperator")?.integer("NSOperatorType") ?? -1
            return "\(left) \(comparisonOperators[operatorType] ?? "<operator \(operatorType)>") \(right)"
        case "NSCompoundPredicate":
            let type = object.integer("NSCompoundPredicateType") ?? -1
            let parts = try object.members("NSSubpredicates").compactMap { try object.archive.object($0) }
                .map(format)
            if type == 0 { return "NOT " + parts.joined() }
            return parts.joined(separator: type == 1 ? " AND " : " OR ")
        case "NSTruePredicate": return "TRUEPREDICATE"
        case "NSFalsePredicate": return "FALSEPREDICATE"
        default: break
        }
        switch object.integer("NSExpressionType") {
        case 0?:
            guard let constant = try CompiledValue(object.archive, object.fields["NSConstantValue"]) else {
                return try object.string("NSConstantValueClassName") ?? "nil"
            }
            switch constant {
            case .boolean(let flag): return flag ? "YES" : "NO"
            case .string(let text): return "\"\(text)\""
            case .integer(let number): return "\(number)"
            case .real(let number): return "\(number)"
            default: return "\(constant)"
            }
        case 1?: return "SELF"
        case 2?: return "$" + (try object.string("NSVariable") ?? "")
        case 3?, 10?:
            if let path = try object.string("NSKeyPath") { return path }
            return try object.members("NSArguments").compactMap { try object.archive.object($0) }
                .map(format).joined(separator: ".")
        case 4?:
            let selector = try object.string("NSSelectorName") ?? ""
            let arguments = try object.members("NSArguments").compactMap { try object.archive.object($0) }
                .map(format).joined(separator: ", ")
            return selector.hasSuffix(":") ? "\(selector)(\(arguments))" : "\(selector)()"
        default: return "<\(object.className)>"
        }
    }

    /// The variable names (`NSVariable`) anywhere in an archived predicate or expression.
    static func variables(_ object: ArchivedObject) throws -> Set<String> {
        var found = Set<String>()
        var visited = Set<Int>()
        var pending = [object]
        while let next = pending.popLast() {
            guard visited.insert(next.index).inserted else { continue }
            if next.integer("NSExpressionType") == 2, let name = try next.string("NSVariable") { found.insert(name) }
            for key in next.keys {
                guard let value = next.fields[key] else { continue }
                let references: [ArchiveValue]
                if case .reference = value {
                    references = [value]
                } else if case .array(let items) = value {
                    references = items
                } else {
                    continue
                }
                for reference in references {
                    if case .dictionary? = try next.archive.resolve(reference),
                        let child = try next.archive.object(reference)
                    {
                        pending.append(child)
                    }
                }
            }
        }
        return found
    }

    private static let comparisonOperators: [Int64: String] = [
        0: "<", 1: "<=", 2: ">", 3: ">=", 4: "==", 5: "!=", 6: "MATCHES", 7: "LIKE", 8: "BEGINSWITH",
        9: "ENDSWITH", 10: "IN", 99: "CONTAINS", 100: "BETWEEN",
    ]
}

import Foundation

/// Parses a predicate format into a `PredicateNode`, substituting the arguments as it meets their specifiers.
struct PredicateParser {
    private let tokens: [PredicateToken]
    private let characters: [Character]
    private let arguments: [Any]
    private var index = 0
    private var argumentIndex = 0
    private var depth = 0
    /// Deeper nesting is refused rather than risking the stack.
    static let maximumDepth = 100

    /// Keywords that cannot start a key path unless escaped with `#`.
    private static let reserved: Set<String> = [
        "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "IN", "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH",
        "ENDSWITH", "BETWEEN", "NIL", "NULL", "SELF", "TRUE", "FALSE", "YES", "NO", "TRUEPREDICATE",
        "FALSEPREDICATE", "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FUNCTION", "FETCH", "CAST",
    ]
    /// Reserved words that name NSPredicate features this parser refuses.
    private static let unsupportedKeywords: Set<String> = [
        "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FUNCTION", "FETCH", "CAST",
    ]

    static func parse(_ format: String, arguments: [Any]) throws -> PredicateNode {
        var parser = PredicateParser(
            tokens: try PredicateLexer.tokenize(format), characters: Array(format),
            arguments: arguments)
        let node = try parser.parseOr()
        guard parser.current.kind == .end else {
            throw parser.syntaxError("expected AND, OR or the end of the format, found '\(parser.current.spelling)'")
        }
        guard parser.argumentIndex == arguments.count else {
            throw PredicateFormatError(
                .argument,
                "the format uses \(parser.argumentIndex) argument(s) but "
                    + "\(arguments.count) were given")
        }
        return node
    }

    private init(tokens: [PredicateToken], characters: [Character], arguments: [Any]) {
        self.tokens = tokens
        self.characters = characters
        self.arguments = arguments
    }

    // MARK: Tokens

    private var current: PredicateToken { tokens[index] }
    private var following: PredicateToken { tokens[min(index + 1, tokens.count - 1)] }

    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    private func syntaxError(_ message: String, at offset: Int? = nil) -> PredicateFormatError {
        PredicateFormatError(.syntax, message, offset: offset ?? current.offset)
    }

    /// The current token's keyword, uppercased, when it is a bare word.
    private var keyword: String? {
        if case .word(let word) = current.kind { word.uppercased() } else { nil }
    }

    private func isSymbol(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

    /// The format's text between two offsets, for messages.
    private func source(_ start: Int, _ end: Int) -> String {
        guard start < end, end <= characters.count else { return "" }
        return String(characters[start..<end])
    }

    private mutating func nest() throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw syntaxError("the predicate nests deeper than \(Self.maximumDepth) levels")
        }
    }

    // MARK: Predicates

    private mutating func parseOr() throws -> PredicateNode {
        var node = try parseAnd()
        while keyword == "OR" || isSymbol("||") {
            advance()
            node = .or(node, try parseAnd())
        }
        return node
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var node = try parseNot()
        while keyword == "AND" || isSymbol("&&") {
            advance()
            node = .and(node, try parseNot())
        }
        return node
    }

    private mutating func parseNot() throws -> PredicateNode {
        guard keyword == "NOT" || isSymbol("!") else { return try parsePrimary() }
        try nest()
        defer { depth -= 1 }
        advance()
        return .not(try parseNot())
    }

    private mutating func parsePrimary() throws -> PredicateNode {
        if isSymbol("(") {
            try nest()
            defer { depth -= 1 }
            let open = current.offset
            advance()
            let node = try parseOr()
            guard isSymbol(")") else {
                throw syntaxError("expected ')' to close the '(' at offset \(open), found '\(current.spelling)'")
            }
            advance()
            return node
        }
        switch keyword {
        case "TRUEPREDICATE":
            advance()
            return .constant(true)
        case "FALSEPREDICATE":
            advance()
            return .constant(false)
        default:
            return .comparison(try parseComparison())
        }
    }

    private mutating func parseComparison() throws -> PredicateComparison {
        var quantifier: PredicateQuantifier?
        switch keyword {
        case "ANY", "SOME": quantifier = .any
        case "ALL": quantifier = .all
        case "NONE": quantifier = PredicateQuantifier.none
        default: break
        }
        if quantifier != nil { advance() }
        if current.kind == .end {
            throw syntaxError("expected a predicate, found the end of the format")
        }

        let lhsStart = current.offset
        let lhs = try parseExpression(after: quantifier?.rawValue)
        let lhsText = source(lhsStart, tokens[max(index - 1, 0)].end)

        let operatorToken = current
        guard let op = comparisonOperator() else {
            if case .symbol(let symbol) = current.kind, ["+", "-", "*", "/"].contains(symbol) {
                throw PredicateFormatError(
                    .unsupported, "arithmetic ('\(symbol)') is not supported",
                    offset: current.offset)
            }
            if isSymbol("[") {
                throw PredicateFormatError(
                    .unsupported, "subscripts such as '[FIRST]' or '[0]' are not supported",
                    offset: current.offset)
            }
            throw syntaxError("expected a comparison operator after '\(lhsText)', found '\(current.spelling)'")
        }
        advance()
        let options = try parseOptions()
        let rhsStart = current.offset
        let rhs = try parseExpression(after: source(operatorToken.offset, tokens[index - 1].end))

        var regex: RegularExpressionBox?
        var wildcard: WildcardPattern?
        switch (op, rhs) {
        case (.like, .constant(.scalar(.string(let pattern)))):
            wildcard = WildcardPattern(options.fold(pattern))
        case (.between, .constant(let bounds)):
            guard case .collection(let values) = bounds, values.count == 2 else {
                throw PredicateFormatError(
                    .argument,
                    "BETWEEN needs two values on its right ('{low, high}' or a "
                        + "two-element array)", offset: rhsStart)
            }
        case (.between, .aggregate(let values)) where values.count != 2:
            throw PredicateFormatError(
                .syntax, "BETWEEN needs two values on its right ('{low, high}')",
                offset: rhsStart)
        case (.matches, .constant(.scalar(.string(let pattern)))):
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                throw PredicateFormatError(
                    .syntax, "MATCHES has an invalid regular expression '\(pattern)'",
                    offset: rhsStart)
            }
            regex = RegularExpressionBox(pattern, caseInsensitive: options.contains(.caseInsensitive))
        default:
            break
        }
        return PredicateComparison(
            quantifier: quantifier, lhs: lhs, op: op, options: options, rhs: rhs,
            regex: regex, wildcard: wildcard, offset: operatorToken.offset)
    }

    private func comparisonOperator() -> PredicateOperator? {
        switch current.kind {
        case .symbol(let symbol):
            switch symbol {
            case "=", "==": .equal
            case "!=", "<>": .notEqual
            case "<": .less
            case "<=", "=<": .lessOrEqual
            case ">": .greater
            case ">=", "=>": .greaterOrEqual
            default: nil
            }
        case .word(let word): PredicateOperator(rawValue: word.uppercased())
        default: nil
        }
    }

    /// `[c]`, `[d]`, `[cd]`, `[n]` after an operator.
    private mutating func parseOptions() throws -> SlateStringOptions {
        guard isSymbol("[") else { return [] }
        advance()
        guard case .word(let letters) = current.kind else {
            throw syntaxError("expected comparison options (c, d or n) after '[', found '\(current.spelling)'")
        }
        var options: SlateStringOptions = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n": break  // normalized: a hint that needs no folding here
            default:
                throw syntaxError("unknown comparison option '\(letter)' (expected c, d or n)")
            }
        }
        advance()
        guard isSymbol("]") else {
            throw syntaxError("expected ']' after the comparison options, found '\(current.spelling)'")
        }
        advance()
        return options
    }

    // MARK: Expressions

    private mutating func parseExpression(after context: String?) throws -> PredicateExpression {
        let token = current
        switch token.kind {
        case .number(let text):
            advance()
            return .constant(.scalar(try number(text, negative: false, at: token.offset)))
        case .symbol("-"):
            guard case .number(let text) = following.kind else {
                throw PredicateFormatError(.unsupported, "arithmetic ('-') is not supported", offset: token.offset)
            }
            advance()
            advance()
            return .constant(.scalar(try number(text, negative: true, at: token.offset)))
        case .string(let text):
            advance()
            return .constant(.scalar(.string(text)))
        case .symbol("{"):
            return try parseAggregate()
        case .word(let word):
            let upper = word.uppercased()
            switch upper {
            case "TRUE", "YES":
                advance()
                return .constant(.scalar(.bool(true)))
            case "FALSE", "NO":
                advance()
                return .constant(.scalar(.bool(false)))
            case "NIL", "NULL":
                advance()
                return .constant(.scalar(.null))
            case "SELF":
                advance()
                return try parseKeyPathRest(steps: [], text: word, offset: token.offset)
            case _ where Self.unsupportedKeywords.contains(upper):
                throw PredicateFormatError(.unsupported, "\(upper) is not supported", offset: token.offset)
            case _ where Self.reserved.contains(upper):
                throw syntaxError(
                    expectation(context) + ", found the keyword '\(word)' (escape a key named so "
                        + "as '#\(word)')")
            default:
                if following.kind == .symbol("(") {
                    throw PredicateFormatError(
                        .unsupported, "function calls such as '\(word)(…)' are not supported",
                        offset: token.offset)
                }
                advance()
                return try parseKeyPathRest(steps: [.key(word)], text: word, offset: token.offset)
            }
        case .escapedWord(let word):
            advance()
            return try parseKeyPathRest(steps: [.key(word)], text: word, offset: token.offset)
        case .collectionOperator(let name):
            throw syntaxError(
                "a collection operator such as '@\(name)' must follow a to-many key path "
                    + "('books.@count')")
        case .variable(let name):
            throw PredicateFormatError(
                .unsupported,
                "variables such as '$\(name)' are not supported; pass the value "
                    + "as a %@ argument", offset: token.offset)
        case .specifier(let conversion, let written):
            return try parseSpecifier(conversion, written, at: token.offset)
        default:
            throw syntaxError(expectation(context) + ", found '\(token.spelling)'")
        }
    }

    private func expectation(_ context: String?) -> String {
        if let context { "expected a value or key path after '\(context)'" } else { "expected a predicate" }
    }

    private mutating func parseAggregate() throws -> PredicateExpression {
        try nest()
        defer { depth -= 1 }
        let open = current.offset
        advance()
        var members: [PredicateExpression] = []
        if isSymbol("}") {
            advance()
            return .constant(.collection([]))
        }
        while true {
            members.append(try parseExpression(after: members.isEmpty ? "{" : ","))
            if isSymbol(",") {
                advance()
            } else if isSymbol("}") {
                advance()
                break
            } else {
                throw syntaxError(
                    "expected ',' or '}' in the list opened at offset \(open), found '\(current.spelling)'")
            }
        }
        var constants: [PredicateOperand] = []
        for member in members {
            guard case .constant(let value) = member else { return .aggregate(members) }
            constants.append(value)
        }
        return .constant(.collection(constants))
    }

    /// `.key`, `.#key` and `.@count` steps after the start of a key path.
    private mutating func parseKeyPathRest(
        steps: [PredicateKeyStep], text: String,
        offset: Int
    ) throws -> PredicateExpression {
        var (steps, text) = (steps, text)
        while isSymbol(".") {
            advance()
            switch current.kind {
            case .word(let key), .escapedWord(let key):
                steps.append(.key(key))
                text += "." + key
            case .collectionOperator(let name):
                guard let op = PredicateCollectionOperator(rawValue: name) else {
                    throw PredicateFormatError(
                        .unsupported,
                        "the collection operator '@\(name)' is not supported "
                            + "(supported: @count, @sum, @avg, @min, @max)", offset: current.offset)
                }
                steps.append(.collectionOperator(op))
                text += ".@" + name
            default:
                throw syntaxError("expected a key after '\(text).', found '\(current.spelling)'")
            }
            advance()
        }
        return .keyPath(steps: steps, text: text, offset: offset)
    }

    private mutating func nextArgument(for written: String, at offset: Int) throws -> Any {
        guard argumentIndex < arguments.count else {
            throw PredicateFormatError(
                .argument,
                "the format needs an argument for '\(written)' but only "
                    + "\(arguments.count) were given", offset: offset)
        }
        defer { argumentIndex += 1 }
        return arguments[argumentIndex]
    }

    private mutating func parseSpecifier(
        _ conversion: Character, _ written: String,
        at offset: Int
    ) throws -> PredicateExpression {
        let argument = try nextArgument(for: written, at: offset)
        advance()
        let position = argumentIndex  // 1-based number of this argument
        func refuse(_ what: String) -> PredicateFormatError {
            PredicateFormatError(
                .argument,
                "argument \(position) for '\(written)' must be \(what), got "
                    + "\(type(of: PredicateArgument.unwrap(argument) ?? argument))", offset: offset)
        }
        switch conversion {
        case "@":
            guard let operand = PredicateArgument.object(argument) else {
                throw refuse("a value, an object or an array of them")
            }
            return .constant(operand)
        case "K":
            guard let (steps, text) = PredicateArgument.keyPath(argument) else { throw refuse("a key path string") }
            return try parseKeyPathRest(steps: steps, text: text, offset: offset)
        case "d", "i", "u", "x", "X", "o", "D", "U", "O":
            switch PredicateArgument.unwrap(argument).flatMap(PredicateArgument.scalar) {
            case .int(let value)?: return .constant(.scalar(.int(value)))
            case .bool(let value)?: return .constant(.scalar(.int(value ? 1 : 0)))
            case .decimal(let value)? where Self.isIntegral(value): return .constant(.scalar(.decimal(value)))
            default: throw refuse("an integer")
            }
        case "f", "F", "e", "E", "g", "G":
            switch PredicateArgument.unwrap(argument).flatMap(PredicateArgument.scalar) {
            case .int(let value)?: return .constant(.scalar(.double(Double(value))))
            case .double(let value)?: return .constant(.scalar(.double(value)))
            case .decimal(let value)?: return .constant(.scalar(.double(PredicateArgument.double(value))))
            default: throw refuse("a number")
            }
        case "s":
            guard case .string(let text)? = PredicateArgument.unwrap(argument).flatMap(PredicateArgument.scalar) else {
                throw refuse("a string")
            }
            return .constant(.scalar(.string(text)))
        default:
            throw PredicateFormatError(
                .unsupported,
                "the format specifier '\(written)' is not supported "
                    + "(use %@, %K, %d, %f or %s)", offset: offset)
        }
    }

    private static func isIntegral(_ value: Decimal) -> Bool {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == value
    }

    private func number(_ text: String, negative: Bool, at offset: Int) throws -> StoreValue {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") || lower.hasPrefix("0o") || lower.hasPrefix("0b") {
            let radix = lower.hasPrefix("0x") ? 16 : lower.hasPrefix("0o") ? 8 : 2
            guard let magnitude = UInt64(text.dropFirst(2), radix: radix) else {
                throw syntaxError("the number '\(text)' is too large", at: offset)
            }
            if magnitude <= UInt64(Int64.max) { return .int(negative ? -Int64(magnitude) : Int64(magnitude)) }
            if negative, magnitude == UInt64(Int64.max) + 1 { return .int(.min) }
            return .double(negative ? -Double(magnitude) : Double(magnitude))
        }
        let signed = negative ? "-" + text : text
        if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let value = Int64(signed) {
            return .int(value)
        }
        guard let value = Double(signed) else { throw syntaxError("'\(text)' is not a number", at: offset) }
        return .double(value)
    }
}

import Foundation

/// One token of a predicate format, with the character offset it starts at.
struct PredicateToken {
    enum Kind: Equatable {
        /// A bare word: a key, or a keyword (keywords are recognised by the parser, case-insensitively).
        case word(String)
        /// `#word`: a word that is always a key, even when it spells a keyword.
        case escapedWord(String)
        /// A quoted string, escapes resolved.
        case string(String)
        /// A number literal as written (sign excluded).
        case number(String)
        /// A format specifier, without the `%` and length modifiers: `@`, `K`, `d`, `f`, `s`...
        case specifier(conversion: Character, written: String)
        /// `$NAME`.
        case variable(String)
        /// `@count`, `@sum`...: a collection operator inside a key path.
        case collectionOperator(String)
        /// Punctuation and symbolic operators: `==`, `(`, `{`, `,`, `.`, `&&`...
        case symbol(String)
        /// The end of the format.
        case end
    }

    let kind: Kind
    /// Where the token starts, in characters from the start of the format.
    let offset: Int
    /// Where the token ends (exclusive); set by `PredicateLexer.tokenize`.
    var end = 0

    /// The token as the format spells it, for error messages.
    var spelling: String {
        switch kind {
        case .word(let word): word
        case .escapedWord(let word): "#" + word
        case .string(let text): "'" + text + "'"
        case .number(let text): text
        case .specifier(_, let written): written
        case .variable(let name): "$" + name
        case .collectionOperator(let name): "@" + name
        case .symbol(let symbol): symbol
        case .end: "the end of the format"
        }
    }
}

/// Splits a predicate format into tokens. Never traps: every character is either consumed or reported.
struct PredicateLexer {
    private let characters: [Character]
    private(set) var position = 0

    init(_ format: String) { characters = Array(format) }

    /// All tokens of the format, ending with `.end`.
    static func tokenize(_ format: String) throws -> [PredicateToken] {
        var lexer = PredicateLexer(format)
        var tokens: [PredicateToken] = []
        while true {
            var token = try lexer.next()
            token.end = lexer.position
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ ahead: Int = 0) -> Character? {
        let index = position + ahead
        return index < characters.count ? characters[index] : nil
    }

    private static func isWordStart(_ c: Character) -> Bool { c.isLetter || c == "_" }
    private static func isWordPart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    private mutating func word() -> String {
        var text = ""
        while let c = peek(), Self.isWordPart(c) {
            text.append(c)
            position += 1
        }
        return text
    }

    private static let symbols = [
        "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||",
        "=", "<", ">", "!", "(", ")", "{", "}", "[", "]", ",", ".",
        "+", "-", "*", "/",
    ]

    mutating func next() throws -> PredicateToken {
        while let c = peek(), c.isWhitespace { position += 1 }
        let start = position
        guard let c = peek() else { return PredicateToken(kind: .end, offset: start) }

        if Self.isWordStart(c) { return PredicateToken(kind: .word(word()), offset: start) }
        if Self.isDigit(c) || (c == "." && peek(1).map(Self.isDigit) == true) {
            return PredicateToken(kind: .number(try number()), offset: start)
        }
        switch c {
        case "'", "\"":
            return PredicateToken(kind: .string(try quoted()), offset: start)
        case "%":
            return try specifier()
        case "$", "#", "@":
            position += 1
            guard let first = peek(), Self.isWordStart(first) else {
                throw PredicateFormatError(.syntax, "expected a name after '\(c)'", offset: position)
            }
            let name = word()
            let kind: PredicateToken.Kind =
                c == "$"
                ? .variable(name)
                : c == "#"
                    ? .escapedWord(name)
                    : .collectionOperator(name)
            return PredicateToken(kind: kind, offset: start)
        default:
            for symbol in Self.symbols where matches(symbol) {
                position += symbol.count
                return PredicateToken(kind: .symbol(symbol), offset: start)
            }
            throw PredicateFormatError(.syntax, "unexpected character '\(c)'", offset: start)
        }
    }

    private func matches(_ symbol: String) -> Bool {
        for (index, character) in symbol.enumerated() where peek(index) != character { return false }
        return true
    }

    private mutating func number() throws -> String {
        let start = position
        var text = ""
        func take(while accept: (Character) -> Bool) {
            while let c = peek(), accept(c) {
                text.append(c)
                position += 1
            }
        }
        if peek() == "0", let radix = peek(1), "xXoObB".contains(radix) {
            text = "0" + String(radix)
            position += 2
            let digits: (Character) -> Bool =
                switch radix {
                case "x", "X": { $0.isHexDigit }
                case "o", "O": { ("0"..."7").contains($0) }
                default: { $0 == "0" || $0 == "1" }
                }
            take(while: digits)
            if text.count == 2 {
                throw PredicateFormatError(.syntax, "expected digits after '\(text)'", offset: position)
            }
        } else {
            take(while: Self.isDigit)
            if peek() == ".", peek(1).map(Self.isDigit) == true {
                text.append(".")
                position += 1
                take(while: Self.isDigit)
            }
            if let e = peek(), e == "e" || e == "E" {
                let signed = peek(1) == "+" || peek(1) == "-"
                if let digit = peek(signed ? 2 : 1), Self.isDigit(digit) {
                    text.append(e)
                    position += 1
                    if signed {
                        text.append(peek()!)
                        position += 1
                    }
                    take(while: Self.isDigit)
                }
            }
        }
        if let c = peek(), Self.isWordPart(c) {
            throw PredicateFormatError(.syntax, "unexpected character '\(c)' in the number starting", offset: start)
        }
        return text
    }

    private mutating func quoted() throws -> String {
        let start = position
        let quote = peek()!
        position += 1
        var text = ""
        while let c = peek() {
            position += 1
            if c == quote { return text }
            guard c == "\\" else {
                text.append(c)
                continue
            }
            guard let escaped = peek() else { break }
            position += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "u":
                let escape = position - 2
                var hex = ""
                while hex.count < 4, let h = peek(), h.isHexDigit {
                    hex.append(h)
                    position += 1
                }
                guard hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw PredicateFormatError(
                        .syntax, "expected four hexadecimal digits of a valid character after '\\u'",
                        offset: escape)
                }
                text.unicodeScalars.append(scalar)
            default: text.append(escaped)  // \\ \' \" and any other character stand for themselves
            }
        }
        throw PredicateFormatError(.syntax, "unterminated string starting", offset: start)
    }

    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let conversions: Set<Character> = [
        "@", "K", "d", "i", "u", "x", "X", "o", "D", "U", "O",
        "f", "F", "e", "E", "g", "G", "s", "S", "c", "C", "p", "a", "A",
    ]

    private mutating func specifier() throws -> PredicateToken {
        let start = position
        position += 1
        var written = "%"
        while let c = peek(), Self.lengthModifiers.contains(c), written.count < 3 {
            written.append(c)
            position += 1
        }
        guard let conversion = peek() else {
            throw PredicateFormatError(.syntax, "incomplete format specifier '\(written)'", offset: start)
        }
        if Self.isDigit(conversion) {
            throw PredicateFormatError(
                .unsupported, "positional or width format specifiers ('%1$@', '%5d') are not supported",
                offset: start)
        }
        guard Self.conversions.contains(conversion) else {
            throw PredicateFormatError(.syntax, "unknown format specifier '\(written)\(conversion)'", offset: start)
        }
        position += 1
        written.append(conversion)
        return PredicateToken(kind: .specifier(conversion: conversion, written: written), offset: start)
    }
}

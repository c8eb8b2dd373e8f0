import SwiftSyntax

/// Literal values and names read from expressions, as a macro or a generator reading source text sees them: only
/// what is spelled out, nothing evaluated.
enum SyntaxValues {
    /// The value of a string literal without interpolation, or nil.
    static func string(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += part.content.text
        }
        return unescaped(text)
    }

    /// `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\u{…}` in a string literal's text.
    private static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escaped = characters.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var digits = ""
                while let next = characters.next(), next != "}" {
                    if next != "{" { digits.append(next) }
                }
                if let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) {
                    result.unicodeScalars.append(scalar)
                }
            default: result.append(escaped)
            }
        }
        return result
    }

    /// The text of an integer literal (with a leading `-`), without `_` separators, or nil.
    static func integer(_ expression: ExprSyntax?) -> Int64? {
        guard let expression else { return nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return integer(prefix.expression).map { -$0 }
        }
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let text = String(literal.literal.text.filter { $0 != "_" })
        if text.hasPrefix("0x") { return Int64(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0b") { return Int64(text.dropFirst(2), radix: 2) }
        if text.hasPrefix("0o") { return Int64(text.dropFirst(2), radix: 8) }
        return Int64(text)
    }

    /// The value of a floating-point or integer literal (with a leading `-`), or nil.
    static func number(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(String(literal.literal.text.filter { $0 != "_" }))
        }
        return integer(expression).map(Double.init)
    }

    /// The value of `true` or `false`, or nil.
    static func boolean(_ expression: ExprSyntax?) -> Bool? {
        guard let literal = expression?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// The last name of a member access (`.cascade`, `SlateDeleteRule.cascade` → `cascade`), or nil.
    static func memberName(_ expression: ExprSyntax?) -> String? {
        expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The type a `T.self` expression names (`String.self` → `String`), or nil.
    static func metatype(_ expression: ExprSyntax?) -> String? {
        guard let access = expression?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
            let base = access.base
        else { return nil }
        return base.trimmedDescription
    }

    /// The argument labelled `label` of `arguments`.
    static func argument(_ label: String, in arguments: LabeledExprListSyntax?) -> LabeledExprSyntax? {
        arguments?.first { $0.label?.text == label }
    }

    /// The arguments of attribute `name` (`@SlateAttribute(…)`) in `attributes`, `[]` for one without
    /// parentheses, nil when `attributes` has no such attribute.
    static func attribute(_ name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == name
            else { continue }
            return attribute
        }
        return nil
    }

    /// The labelled arguments of `attribute`, nil when it has none.
    static func arguments(of attribute: AttributeSyntax) -> LabeledExprListSyntax? {
        guard case let .argumentList(list) = attribute.arguments else { return nil }
        return list
    }

    /// Whether `modifiers` hold `public` or `open`.
    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }
}

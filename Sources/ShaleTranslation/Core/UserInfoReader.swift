import ShaleModel
import ShaleResolver

/// Reads the userInfo keys that end up in generated code, and checks each is what it claims to be, so no
/// model can inject code: `imports` (module names), `enum` (a type name), `enumDefault` (a case name),
/// `access` (an access level) and `default` (a literal or a member reference).
struct UserInfoReader {
    let entity: Entity
    private(set) var diagnostics: [Diagnostic] = []

    init(entity: Entity) {
        self.entity = entity
    }

    static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    private func entry(_ key: String, of entries: [UserInfoEntry]) -> UserInfoEntry? {
        entries.first { $0.key == key }
    }

    private mutating func reject(_ entry: UserInfoEntry, expected: String) {
        diagnostics.append(
            .error(
                "userInfo '\(Diagnostic.quote(entry.key))' value \"\(Diagnostic.quote(entry.value))\" is not \(expected)",
                at: entry.location,
                hint: "correct the value in Xcode's user info editor; it is copied into generated code"
            ))
    }

    /// The modules the entity's `imports` entry names.
    mutating func imports() -> [String] {
        guard let entry = entry("imports", of: entity.userInfo) else { return [] }
        var diagnostics: [Diagnostic] = []
        let modules = ModuleList.parse(entry.value, option: nil, diagnostics: &diagnostics)
        if !diagnostics.isEmpty { reject(entry, expected: "a comma-separated list of module names") }
        return modules
    }

    /// The enum type of an attribute's `enum` entry.
    mutating func enumType(of attribute: Attribute) -> String? {
        guard let entry = entry("enum", of: attribute.userInfo) else { return nil }
        let isTypeName = entry.value.split(separator: ".", omittingEmptySubsequences: false)
            .allSatisfy { SwiftIdentifier.isValid(String($0)) }
        guard isTypeName else {
            reject(entry, expected: "a type name such as Genre or Module.Genre")
            return nil
        }
        guard attribute.type.isInteger || attribute.type == .string else {
            reject(entry, expected: "usable: enum attributes must be integers or strings")
            return nil
        }
        return entry.value
    }

    /// The case an attribute's `enumDefault` entry names.
    mutating func enumDefault(of attribute: Attribute) -> String? {
        guard let entry = entry("enumDefault", of: attribute.userInfo) else { return nil }
        guard SwiftIdentifier.isValid(entry.value) else {
            reject(entry, expected: "an enum case name")
            return nil
        }
        return entry.value
    }

    /// The access level of an attribute's `access` entry, `public` when absent.
    mutating func access(of attribute: Attribute) -> String {
        guard let entry = entry("access", of: attribute.userInfo) else { return "public" }
        guard Self.accessLevels.contains(entry.value) else {
            reject(entry, expected: "an access level (public, package, internal, fileprivate, private)")
            return "public"
        }
        return entry.value
    }

    /// The Swift expression of an attribute's `default` entry.
    mutating func defaultExpression(of attribute: Attribute) -> String? {
        guard let entry = entry("default", of: attribute.userInfo) else { return nil }
        guard SwiftLiteral.isSafeExpression(entry.value) else {
            reject(entry, expected: "a literal (number, string, true, false, nil) or a member such as .none")
            return nil
        }
        return entry.value
    }
}

/// Parses comma-separated module lists (`imports`, `--core-data-file-imports`).
enum ModuleList {
    /// The module names in `text`, trimmed; reports any that is not an identifier.
    static func parse(_ text: String, option: String?, diagnostics: inout [Diagnostic]) -> [String] {
        let modules = OptionType.moduleNames(in: text)
        for module in modules where !SwiftIdentifier.isValid(module) {
            diagnostics.append(
                .error(
                    "'\(module)' is not a module name" + (option.map { " in option \($0)" } ?? ""),
                    at: nil, hint: "list module names separated by commas, such as Slate, ImmutableModels"
                ))
        }
        return modules.filter(SwiftIdentifier.isValid)
    }
}

/// Checks user-supplied default expressions before they are copied into code.
enum SwiftLiteral {
    /// Whether `text` is a number, a string literal without interpolation or line breaks, `true`, `false`,
    /// `nil`, or a member reference such as `.none` or `Genre.fiction`.
    static func isSafeExpression(_ text: String) -> Bool {
        if ["true", "false", "nil"].contains(text) { return true }
        if Double(text) != nil, text.allSatisfy({ "0123456789.-+eE_".contains($0) }) { return true }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            let body = text.dropFirst().dropLast()
            return !body.contains("\\(") && !body.contains("\n") && !body.contains("\r")
                && !body.replacingEscapedQuotes().contains("\"")
        }
        let member = text.hasPrefix(".") ? String(text.dropFirst()) : text
        return !member.isEmpty
            && member.split(separator: ".", omittingEmptySubsequences: false)
                .allSatisfy { SwiftIdentifier.isValid(String($0)) }
    }
}

extension Substring {
    /// The text with `\\` and `\"` escapes removed, to find unescaped quotes.
    func replacingEscapedQuotes() -> String {
        var result = ""
        var escaped = false
        for character in self {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

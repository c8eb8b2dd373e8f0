import ShaleModel
import SwiftSyntax

/// A raw-value enum declared in a Slate 3 schema source: what Slate 3's generator needs of it to store an
/// attribute of its type (the raw type) and to lower a `default:` naming one of its cases (the case's raw value).
struct Slate3Enum {
    /// The raw types Slate 3 stores an enum as (`G/SwiftSchemaParser.swift:556-580` of Slate 3.1.0).
    static let rawTypes: [String: AttributeType] = [
        "String": .string, "Int16": .integer16, "Int32": .integer32, "Int64": .integer64,
    ]

    var name: String
    /// The first inherited type Slate 3 accepts as a raw type; nil when it has none.
    var rawType: String?
    /// Each case's raw value, by case name; a case whose raw value cannot be read is missing.
    var rawValues: [String: Value] = [:]
    var location: ShaleModel.SourceLocation

    init(_ declaration: EnumDeclSyntax, in file: SwiftSourceFile) {
        name = declaration.name.text
        location = file.location(of: declaration.name)
        rawType = declaration.inheritanceClause?.inheritedTypes
            .map(\.type.trimmedDescription).first { Self.rawTypes[$0] != nil }
        guard let rawType else { return }
        var next: Int64 = 0
        for member in declaration.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                let caseName = element.name.text.trimmingBackticks
                let written = element.rawValue?.value
                if rawType == "String" {
                    if let written {
                        if let text = SyntaxValues.string(written) { rawValues[caseName] = .string(text) }
                    } else {
                        rawValues[caseName] = .string(caseName)
                    }
                } else if let written {
                    guard let number = SyntaxValues.integer(written) else { continue }
                    rawValues[caseName] = .integer(number)
                    next = number &+ 1
                } else {
                    rawValues[caseName] = .integer(next)
                    next &+= 1
                }
            }
        }
    }

    /// The Core Data type the enum is stored as.
    var storageType: AttributeType? { rawType.flatMap { Self.rawTypes[$0] } }
}

extension String {
    /// The identifier without the backticks that make a keyword one (`` `default` `` → `default`).
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}

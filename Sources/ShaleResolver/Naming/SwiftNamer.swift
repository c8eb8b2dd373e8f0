import Foundation

/// Turns model names into Swift identifiers; every generated name comes from here.
package enum SwiftNamer {
    /// Swift keywords that must be escaped with backticks to be used as identifiers.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]

    /// Members of `NSObject`, `NSManagedObject`, Slate's `SlateObjectConvertible` and ShaleRuntime's
    /// `ManagedObject` that a property of a generated class cannot be named after: the compiler rejects the clash
    /// (`deleted` against `isDeleted`, `description` against `NSObject.description`) or the property would
    /// replace the framework's member at run time.
    package static let managedObjectMembers: Set<String> = [
        "autoContentAccessingProxy", "awakeFromFetch", "awakeFromInsert", "changedValues",
        "changedValuesForCurrentEvent", "class", "classForCoder", "classForKeyedArchiver", "debugDescription",
        "deleted", "description", "didSave", "didTurnIntoFault", "entity", "entityName", "fault", "faultingState",
        "hasChanges", "hasPersistentChangedValues", "hash", "hashValue", "init", "inserted", "isDeleted", "isFault",
        "isInserted", "isProxy", "isUpdated", "managedObjectContext", "objectID", "observationInfo",
        "prepareForDeletion", "self", "slateObject", "superclass", "updated", "validateForDelete",
        "validateForInsert", "validateForUpdate", "willSave", "willTurnIntoFault", "zone",
    ]

    /// The Swift name of a managed object's property for the model's `name`: the name itself, or, when it is a
    /// member of the managed object's base classes (`managedObjectMembers`), the name with `suffix`
    /// (`Attribute` or `Relationship`): `description` becomes `descriptionAttribute`; the stored name is kept.
    package static func managedPropertyName(_ name: String, suffix: String) -> String {
        isManagedObjectMember(name) ? name + suffix : identifier(name)
    }

    /// Whether `name` is one of `managedObjectMembers`: the same answer, without hashing most names.
    package static func isManagedObjectMember(_ name: String) -> Bool {
        managedObjectMemberFilter.mayContain(name) && managedObjectMembers.contains(name)
    }

    /// Whether `name` is one of `keywords`: the same answer, without hashing most names.
    package static func isKeyword(_ name: String) -> Bool {
        keywordFilter.mayContain(name) && keywords.contains(name)
    }

    private static let managedObjectMemberFilter = NameFilter(managedObjectMembers)
    private static let keywordFilter = NameFilter(keywords)

    /// `name` when it is free, else the first free one of `name2`, `name3`…: how a generated name gives way to a
    /// name it would clash with, the same way on every run.
    /// - Parameter isTaken: Whether a name is already used where the generated one would be declared.
    package static func freeName(_ name: String, isTaken: (String) -> Bool) -> String {
        guard isTaken(name) else { return name }
        var number = 2
        while isTaken("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }

    /// `name` as a Swift identifier: in backticks when it is a keyword.
    package static func identifier(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// Applies a transform such as `Slate%@` (every `%@` replaced by `name`).
    package static func transform(_ name: String, with pattern: String) -> String {
        if pattern == "%@" { return name }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pattern.utf8.count + name.utf8.count)
        var previous: UInt8 = 0
        for byte in pattern.utf8 {
            if previous == UInt8(ascii: "%"), byte == UInt8(ascii: "@") {
                bytes.removeLast()
                bytes += name.utf8
                previous = 0
            } else {
                bytes.append(byte)
                previous = byte
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A type name made from a bundle name such as `My Model-2` and a suffix: `MyModel2Model`. Characters
    /// that cannot appear in an identifier are dropped; a leading digit gets an underscore.
    package static func typeName(from name: String, suffix: String) -> String {
        let kept = String(
            name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        let base = kept.first?.isNumber == true ? "_" + kept : kept
        return base + suffix
    }

    /// Whether a transform pattern is usable: it contains `%@` and yields identifiers.
    package static func isValidTransform(_ pattern: String) -> Bool {
        pattern.contains("%@") && SwiftIdentifier.isValid(transform("X", with: pattern))
    }
}

/// What changed in Xcode's Core Data code generation from one Xcode release to the next: the `xcode` set writes
/// the style of the release its `xcode-version` option names. Each rule is documented with the release it starts
/// in and the evidence for it in Documentation/Xcode.md.
struct XcodeStyle: Sendable, Hashable {
    /// The Xcode release's major version.
    let version: Int
    /// Its minor version (3 for Xcode 8.3).
    let minor: Int

    /// The style of `release`.
    init(release: XcodeRelease) {
        let parts = release.rawValue.split(separator: ".").map { Int($0) ?? 0 }
        version = parts.first ?? 0
        minor = parts.count > 1 ? parts[1] : 0
    }

    /// Xcode 7's layout: the class file is `Name.swift` with an internal class and a comment inviting code, the
    /// properties are internal, with no `fetchRequest()` and no accessor blocks, one blank line after the imports,
    /// and the properties file's header tells how to recreate it.
    var usesXcode7Layout: Bool { version <= 7 }

    /// Xcode 8.0 to 8.2 end `fetchRequest()`'s return statement with a semicolon; 8.3 dropped it.
    var endsStatementsWithSemicolon: Bool { version < 8 || version == 8 && minor < 3 }

    /// From Xcode 9, the header of a file Xcode writes for you ("Create NSManagedObject Subclass…") closes with
    /// two `//` lines; Xcode 8's closes with one.
    var closesHeaderTwice: Bool { version >= 9 }

    /// The two lines Xcode 7 adds to the header of a properties file, before its closing `//`.
    static let xcode7RecreateNote = [
        "//  Choose \"Create NSManagedObject Subclass\u{2026}\" from the Core Data editor menu",
        "//  to delete and recreate this implementation file for your updated model.",
    ]

    /// Up to Xcode 10, dates and binary data are Foundation's reference types (`NSDate?`, `NSData?`); from
    /// Xcode 11, Swift's value types (`Date?`, `Data?`).
    var usesValueTypes: Bool { version >= 11 }

    /// From Xcode 12, the properties file of a root entity ends with `extension Class : Identifiable`.
    var marksRootsIdentifiable: Bool { version >= 12 }

    /// From Xcode 26.3 (model tools version 24837; 26.2's 24512 does not), attributes and relationships the model
    /// requires are declared without `?`; scalars were never optional.
    var dropsOptionalOfRequired: Bool { version > 26 || version == 26 && minor >= 3 }

    /// From Xcode 26, Foundation and CoreData are imported `public import`, and each file declares a
    /// `public typealias NameCoreDataClassSet = NSSet` (or `…PropertiesSet`) that uses them.
    var importsPublicly: Bool { version >= 26 }
}

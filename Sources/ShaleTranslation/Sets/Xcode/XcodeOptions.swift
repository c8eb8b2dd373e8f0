/// The options of the `xcode` translator.
package struct XcodeOptions: SetOptions {
    /// `xcode-version`.
    package static let xcodeVersion = SetOption<XcodeRelease>.choice(
        "xcode-version", default: .newest,
        "The Xcode release whose output to write (types, headers, Identifiable, imports changed between releases).")
    /// `include-manual`.
    package static let includeManual = SetOption.bool(
        "include-manual", default: false,
        "true: also write both files for Manual/None entities, as Xcode's \"Create NSManagedObject Subclass…\" does.")
    /// `categories`.
    package static let categories = SetOption.modules(
        "categories", default: [],
        "Manual/None entities whose class you write, as Codegen Category/Extension had it: only their properties "
            + "file is written (Author, Tag).")
    /// `identifiable`.
    package static let identifiable = SetOption.bool(
        "identifiable", default: true,
        "false: no `extension Name : Identifiable` on root entities (Xcode 12 and later write it), as in files some "
            + "projects have without it.")

    package static let declarations = [
        xcodeVersion.declaration, includeManual.declaration, categories.declaration, identifiable.declaration,
    ]

    /// The release whose output to write.
    package var release: XcodeRelease
    /// Whether Manual/None entities get both files.
    package var includesManual: Bool
    /// The Manual/None entities written as Codegen Category/Extension.
    package var categories: [String]
    /// Whether root entities conform to `Identifiable` from Xcode 12.
    package var writesIdentifiable: Bool

    package init(_ options: TemplateOptions) {
        release = options[Self.xcodeVersion]
        includesManual = options[Self.includeManual]
        categories = options[Self.categories]
        writesIdentifiable = options[Self.identifiable]
    }
}

/// The Xcode releases the `xcode-version` option takes, oldest first: the major releases, and the minor ones whose
/// output differs from their major's first (8.3, 26.3; Apple went from Xcode 16 to Xcode 26).
package enum XcodeRelease: String, Sendable, CaseIterable {
    case xcode7 = "7", xcode8 = "8", xcode8_3 = "8.3", xcode9 = "9", xcode10 = "10", xcode11 = "11", xcode12 = "12"
    case xcode13 = "13", xcode14 = "14", xcode15 = "15", xcode16 = "16", xcode26 = "26", xcode26_3 = "26.3"

    /// The newest release whose output the set has been checked against.
    package static let newest = XcodeRelease.xcode26_3
}

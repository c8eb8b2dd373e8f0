/// The options of the `swiftdata` translator.
package struct SwiftDataOptions: SetOptions {
    /// `inheritance`.
    package static let inheritance = SetOption<SwiftDataInheritance>.choice(
        "inheritance", default: .classes,
        "classes: a subclass per subentity (SwiftData needs iOS 26 for it); flatten: every entity a class of its "
            + "own with its inherited properties.")
    /// `cloudkit`.
    package static let cloudKit = SetOption<CloudKitChoice>.choice(
        "cloudkit", default: .auto,
        "auto: CloudKit-ready when the model is used with CloudKit; true or false to force it.")
    /// `history`.
    package static let history = SetOption.bool(
        "history", default: false,
        "true: one VersionedSchema per model version (a file each), the classes nested in them, a "
            + "SchemaMigrationPlan, and a file of your own per custom stage.")

    package static let declarations = [inheritance.declaration, cloudKit.declaration, history.declaration]

    /// How subentities become classes.
    package var inheritance: SwiftDataInheritance
    /// Whether the classes are CloudKit-ready.
    package var cloudKit: CloudKitChoice
    /// Whether every version is written as a `VersionedSchema`, with the migration plan.
    package var writesHistory: Bool

    package init(_ options: TemplateOptions) {
        inheritance = options[Self.inheritance]
        cloudKit = options[Self.cloudKit]
        writesHistory = options[Self.history]
    }
}

/// How the `swiftdata` set makes classes of subentities (`inheritance`).
package enum SwiftDataInheritance: String, Sendable, CaseIterable {
    /// A subclass per subentity (iOS 26).
    case classes
    /// Every entity a class of its own with its inherited properties.
    case flatten
}

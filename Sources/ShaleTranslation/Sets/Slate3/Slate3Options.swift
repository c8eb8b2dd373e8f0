/// The options of the `slate3` translator.
package struct Slate3Options: SetOptions {
    /// `name-transform`.
    package static let nameTransform = SetOption.transform(
        "name-transform", default: "%@",
        "Your Slate 2 --name-transform: the immutable type names, which the structs keep (Book's struct is "
            + "SlateBook with Slate%@).")
    /// `int-cast`.
    package static let intCast = SetOption.bool(
        "int-cast", default: true,
        "Integer 64 attributes as Int, as Slate 2 read them (false: Int64); Integer 16 and 32 stay Int16 and "
            + "Int32, the width Slate 3 stores.")
    /// `models-module`.
    package static let modelsModule = SetOption.identifier(
        "models-module", default: "Models",
        "The module your enums and the schema source live in (slate-generator's --model-module); member "
            + "typealiases name the enums through it.")
    /// `cloudkit`.
    package static let cloudKit = SetOption<CloudKitChoice>.choice(
        "cloudkit", default: .auto,
        "auto: cloudKit: true when the model is used with CloudKit; true or false to force it.")
    /// `to-one-cycles`.
    package static let toOneCycles = SetOption<ToOneCyclePolicy>.choice(
        "to-one-cycles", default: .error,
        "What to do with a cycle of to-one relationships (a one-to-one pair, a tree's parent), which Slate 3 "
            + "cannot compile. error: stop with a located error; to-many: write the fewest relationships of each "
            + "cycle to-many, each a warning and a line of SLATE3-MIGRATION.md.")

    package static let declarations = [
        nameTransform.declaration, intCast.declaration, modelsModule.declaration, cloudKit.declaration,
        toOneCycles.declaration,
    ]

    /// The Slate 2 immutable type names' pattern (an empty one names them as their entities).
    package var nameTransform: String
    /// Integer 64 as `Int`.
    package var castsIntegers: Bool
    /// The module the enums live in (an empty value means `Models`).
    package var modelsModule: String
    /// Whether the structs say `cloudKit: true`.
    package var cloudKit: CloudKitChoice
    /// Whether cycles of to-one relationships are written to-many.
    package var convertsToOneCycles: Bool

    package init(_ options: TemplateOptions) {
        nameTransform = SlateFamilyOptions.transform(options[Self.nameTransform])
        castsIntegers = options[Self.intCast]
        let module = options[Self.modelsModule]
        modelsModule = module.isEmpty ? "Models" : module
        cloudKit = options[Self.cloudKit]
        convertsToOneCycles = options[Self.toOneCycles] == .toMany
    }

    /// What the Slate 2 part reads to give the Slate 2 side: the immutable type names and integer types.
    var slate2: SlateFamilyOptions {
        var options = SlateFamilyOptions()
        options.nameTransform = nameTransform
        options.castsIntegers = castsIntegers
        return options
    }
}

/// What the `slate3` set does with a cycle of to-one relationships (`to-one-cycles`).
package enum ToOneCyclePolicy: String, Sendable, CaseIterable {
    /// Stop with a located error.
    case error
    /// Write the fewest relationships of each cycle to-many.
    case toMany = "to-many"
}

extension TranslatorKind {
    /// The built-in translators, one per built-in template set (`Templates/<name>/`), each declared in its set
    /// folder. The one registration list: a new built-in set adds its kind here.
    package static let builtIn: [TranslatorKind] = [
        .slate, .coredata, .memory, .swiftdata, .slate3, .xcode, .migration,
    ]
}

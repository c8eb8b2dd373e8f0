import ShaleTranslation

/// The options of the `notes` set that `AddedSetTests` adds: one, declared once.
struct NotesOptions: SetOptions {
    /// `heading`.
    static let heading = SetOption.text("heading", default: "Entities", "The heading of the index.")

    static let declarations = [heading.declaration]

    /// The index's heading.
    var heading: String

    init(_ options: TemplateOptions) {
        heading = options[Self.heading]
    }
}

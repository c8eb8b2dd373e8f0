/// One option a set's translator reads, declared once: its name, type, default and summary
/// (protoc-gen-swift's `GeneratorOptions` keeps each parameter this way). The manifest check, `shale generate
/// --help`, `shale templates show` and the options table of Documentation/TemplateOptions.md all read this
/// declaration; a built-in set's `manifest.yml` only names the options it exposes.
package struct OptionDeclaration: Sendable, Hashable {
    /// The name given to `--option NAME=VALUE`.
    package let name: String
    /// The values it takes.
    package let type: OptionType
    /// The value used when none is given, as text (`"true"`, `"Slate%@"`).
    package let defaultText: String
    /// What the option does.
    package let summary: String

    /// Declares an option.
    package init(name: String, type: OptionType, defaultText: String, summary: String) {
        self.name = name
        self.type = type
        self.defaultText = defaultText
        self.summary = summary
    }
}

/// A declared option with the Swift type a translator reads it as: `options[SlateOptions.intCast]` is a `Bool`.
/// Built with the factories below, whose default is a typed value, so a declaration cannot carry a default its
/// type refuses.
package struct SetOption<Value: Sendable>: Sendable {
    /// The name, type, default and summary.
    package let declaration: OptionDeclaration
    /// The default, typed.
    let defaultValue: Value
    /// The typed value of a parsed one; nil for a value of another type (never, once parsed by `declaration.type`).
    let read: @Sendable (TemplateOptions.Value) -> Value?

    /// The option's name.
    package var name: String { declaration.name }
}

extension SetOption where Value == Bool {
    /// A `bool` option.
    package static func bool(_ name: String, default value: Bool, _ summary: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, type: .bool, defaultText: value ? "true" : "false",
                summary: summary),
            defaultValue: value
        ) { if case let .bool(flag) = $0 { flag } else { nil } }
    }
}

extension SetOption where Value == String {
    /// A `transform` option: a `%@` name pattern, or empty.
    package static func transform(_ name: String, default value: String, _ summary: String) -> Self {
        text(name, type: .transform, default: value, summary)
    }

    /// An `identifier` option: a Swift identifier, or empty.
    package static func identifier(_ name: String, default value: String, _ summary: String) -> Self {
        text(name, type: .identifier, default: value, summary)
    }

    /// A `text` option.
    package static func text(_ name: String, default value: String, _ summary: String) -> Self {
        text(name, type: .text, default: value, summary)
    }

    private static func text(_ name: String, type: OptionType, default value: String, _ summary: String) -> Self {
        Self(
            declaration: OptionDeclaration(name: name, type: type, defaultText: value, summary: summary),
            defaultValue: value
        ) { if case let .text(text) = $0 { text } else { nil } }
    }
}

extension SetOption where Value == [String] {
    /// A `modules` option: names separated by commas.
    package static func modules(_ name: String, default value: [String], _ summary: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, type: .modules,
                defaultText: value.joined(separator: ", "), summary: summary),
            defaultValue: value
        ) { if case let .modules(modules) = $0 { modules } else { nil } }
    }
}

extension SetOption where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// A `choice` option whose words are the cases of `Value`, in declaration order.
    package static func choice(_ name: String, default value: Value, _ summary: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, type: .choice(Value.allCases.map(\.rawValue)),
                defaultText: value.rawValue, summary: summary),
            defaultValue: value
        ) { if case let .text(text) = $0 { Value(rawValue: text) } else { nil } }
    }
}

/// A set's typed options: the declarations of every option its translator reads, and the values of one rendering
/// read into typed properties once, when the translator is made. Translators read these properties, never names.
package protocol SetOptions: Sendable {
    /// Every option the translator reads, in the order help and documentation list them.
    static var declarations: [OptionDeclaration] { get }

    /// The typed values of `options` (each option the set does not expose, or that has no value, at its
    /// declared default).
    init(_ options: TemplateOptions)
}

extension TemplateOptions {
    /// The typed value of `option`: the parsed value the rendering has (the user's, else the set's default),
    /// else the declaration's default.
    package subscript<Value>(option: SetOption<Value>) -> Value {
        values[option.name].flatMap(option.read) ?? option.defaultValue
    }
}

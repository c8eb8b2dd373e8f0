import ShaleResolver

/// What values a template-set option takes. A set's `manifest.yml` declares it (`type:`), the set's translator
/// declares the type of every option it reads, and every value, a default or one the user gives, is parsed by
/// `parse(_:)` once, when the set loads: a translator reads typed values and never parses text.
package enum OptionType: Sendable, Hashable {
    /// `true` or `false` (also `yes`/`no`, `1`/`0`, in any case).
    case bool
    /// One of the listed words, exactly.
    case choice([String])
    /// A Swift identifier, or empty for the translator's fallback.
    case identifier
    /// A name pattern where `%@` stands for the entity name and which gives Swift identifiers (`Slate%@`), or
    /// empty for the translator's fallback.
    case transform
    /// Module names separated by commas (`Slate, ImmutableModels`), possibly none.
    case modules
    /// Any text.
    case text

    /// The type's name as a manifest writes it after `type:`.
    package var name: String {
        switch self {
        case .bool: "bool"
        case .choice: "choice"
        case .identifier: "identifier"
        case .transform: "transform"
        case .modules: "modules"
        case .text: "text"
        }
    }

    /// The types a manifest can name, by name; `choice` takes its words from `values:`.
    package static func named(_ name: String, values: [String]?) -> OptionType? {
        switch name {
        case "bool": .bool
        case "choice": values.map { .choice($0) }
        case "identifier": .identifier
        case "transform": .transform
        case "modules": .modules
        case "text": .text
        default: nil
        }
    }

    /// `text` read as a value of this type, or why it is not one (a sentence fragment: "is not true or false").
    package func parse(_ text: String) -> Result<TemplateOptions.Value, OptionValueError> {
        switch self {
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return .success(.bool(true))
            case "false", "no", "0": return .success(.bool(false))
            default: return .failure(OptionValueError(problem: "is not true or false", example: "true"))
            }
        case let .choice(words):
            guard words.contains(text) else {
                return .failure(
                    OptionValueError(
                        problem: "is not one of " + words.joined(separator: ", "),
                        example: words.first ?? ""))
            }
            return .success(.text(text))
        case .identifier:
            guard text.isEmpty || SwiftIdentifier.isValid(text) else {
                return .failure(OptionValueError(problem: "is not a Swift identifier", example: "Models"))
            }
            return .success(.text(text))
        case .transform:
            guard text.isEmpty || SwiftNamer.isValidTransform(text) else {
                return .failure(
                    OptionValueError(
                        problem: "must contain %@ and give Swift identifiers",
                        example: "Slate%@"))
            }
            return .success(.text(text))
        case .modules:
            let modules = OptionType.moduleNames(in: text)
            if let bad = modules.first(where: { !SwiftIdentifier.isValid($0) }) {
                return .failure(
                    OptionValueError(
                        problem: "names '\(bad)', which is not a module name",
                        example: "Slate, ImmutableModels"))
            }
            return .success(.modules(modules))
        case .text:
            return .success(.text(text))
        }
    }

    /// The comma-separated names in `text`, trimmed of spaces and tabs, empty ones left out.
    package static func moduleNames(in text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}

/// Why a text is not a value of an option's type, and a value that is.
package struct OptionValueError: Error, Sendable, Hashable {
    /// What is wrong, as the end of a sentence about the value: "is not true or false".
    package var problem: String
    /// A valid value, for the hint.
    package var example: String

    /// Why a value is refused, and a valid one.
    package init(problem: String, example: String) {
        self.problem = problem
        self.example = example
    }
}

/// The option values one rendering of a template set uses: every option the set declares, with the user's value
/// or the manifest's default, parsed once by its type (`OptionType`). Translators read them typed.
package struct TemplateOptions: Sendable, Hashable {
    /// One option's parsed value.
    package enum Value: Sendable, Hashable {
        /// A `bool` option's value.
        case bool(Bool)
        /// A `choice`, `identifier`, `transform` or `text` option's value.
        case text(String)
        /// A `modules` option's module names.
        case modules([String])

        /// The value as text, as `model.options` shows it to templates: `true`/`false`, the text, the module
        /// names joined by ", ".
        package var text: String {
            switch self {
            case let .bool(flag): flag ? "true" : "false"
            case let .text(text): text
            case let .modules(modules): modules.joined(separator: ", ")
            }
        }
    }

    /// The parsed values, by option name.
    package var values: [String: Value]
    /// The values as they were given (the user's text, else the manifest's default; `true` or `false` for a
    /// `bool`), by option name: what templates see under `model.options`.
    package var texts: [String: String]

    /// Options with the parsed `values` and the texts they were parsed from.
    package init(values: [String: Value] = [:], texts: [String: String] = [:]) {
        self.values = values
        self.texts = texts
    }

    /// Options parsed from `texts` (name → text), each with its type in `types` (`text` when it has none), and the
    /// texts a type refuses, in name order, with why. A `bool`'s text becomes `true` or `false` (`yes` reads as
    /// `true` everywhere).
    package static func parsing(_ texts: [String: String], types: [String: OptionType])
        -> (options: TemplateOptions, refused: [(name: String, text: String, error: OptionValueError)])
    {
        var options = TemplateOptions(texts: texts)
        var refused: [(name: String, text: String, error: OptionValueError)] = []
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            switch (types[name] ?? .text).parse(text) {
            case let .success(value):
                options.values[name] = value
                if case .bool = value { options.texts[name] = value.text }
            case let .failure(error):
                refused.append((name, text, error))
            }
        }
        return (options, refused)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

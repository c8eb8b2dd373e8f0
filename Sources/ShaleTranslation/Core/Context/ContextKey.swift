/// One key of a context type: its name, what it means, its kind, and how it is read from a value.
///
/// Declared in a context's `schema` with the factory for its kind, reading a stored value through a key path:
/// `.text("swiftName", \.values.swiftName, "The Swift identifier.")`.
package struct ContextKey<Root>: Sendable {
    /// The name templates use.
    package let name: String
    /// What the key holds, for the reference page and the template check.
    package let kind: ContextKind
    /// One or more sentences on what the value means.
    package let summary: String
    let read: @Sendable (Root) -> ContextField

    /// A string.
    package static func text(_ name: String, _ read: @escaping @Sendable (Root) -> String, _ summary: String) -> Self {
        Self(name: name, kind: .text(optional: false), summary: summary) { .text(read($0)) }
    }

    /// A string that may be absent (nil renders nothing and is falsy).
    package static func text(_ name: String, _ read: @escaping @Sendable (Root) -> String?, _ summary: String) -> Self {
        Self(name: name, kind: .text(optional: true), summary: summary) { read($0).map(ContextField.text) ?? .null }
    }

    /// A Boolean.
    package static func flag(_ name: String, _ read: @escaping @Sendable (Root) -> Bool, _ summary: String) -> Self {
        Self(name: name, kind: .flag, summary: summary) { .flag(read($0)) }
    }

    /// A whole number.
    package static func number(_ name: String, _ read: @escaping @Sendable (Root) -> Int, _ summary: String) -> Self {
        Self(name: name, kind: .number, summary: summary) { .number(read($0)) }
    }

    /// A list of strings.
    package static func texts(_ name: String, _ read: @escaping @Sendable (Root) -> [String], _ summary: String)
        -> Self
    {
        Self(name: name, kind: .texts, summary: summary) { .texts(read($0)) }
    }

    /// A string dictionary whose keys are not known in advance (option values).
    package static func options(
        _ name: String, _ read: @escaping @Sendable (Root) -> [String: String], _ summary: String
    ) -> Self {
        Self(name: name, kind: .options, summary: summary) { .options(read($0)) }
    }

    /// A nested context.
    package static func context<Value: TemplateContext>(
        _ name: String, _ read: @escaping @Sendable (Root) -> Value, _ summary: String
    ) -> Self {
        Self(name: name, kind: .context(ContextType(Value.self), optional: false), summary: summary) {
            .context(read($0))
        }
    }

    /// A nested context that may be absent.
    package static func context<Value: TemplateContext>(
        _ name: String, _ read: @escaping @Sendable (Root) -> Value?, _ summary: String
    ) -> Self {
        Self(name: name, kind: .context(ContextType(Value.self), optional: true), summary: summary) {
            read($0).map(ContextField.context) ?? .null
        }
    }

    /// A slot: a nested context that some sets' translators fill with a context of their own (the `coreData` keys
    /// of the Slate contexts, which only the `coredata` set computes), absent for the others. Which type fills it is
    /// each translator's to say (`SetTranslator.slotTypes`, by `Type.key`); the type declaring the slot names none.
    package static func slot(
        _ name: String, _ read: @escaping @Sendable (Root) -> (any TemplateContext)?, _ summary: String
    ) -> Self {
        Self(name: name, kind: .slot, summary: summary) { read($0).map(ContextField.context) ?? .null }
    }

    /// A list of nested contexts.
    package static func list<Element: TemplateContext>(
        _ name: String, _ read: @escaping @Sendable (Root) -> [Element], _ summary: String
    ) -> Self {
        Self(name: name, kind: .list(ContextType(Element.self)), summary: summary) { .contexts(read($0)) }
    }
}

/// What a key holds.
package enum ContextKind: Sendable {
    /// A string, or an absent one when optional.
    case text(optional: Bool)
    /// A Boolean.
    case flag
    /// A whole number.
    case number
    /// A list of strings.
    case texts
    /// A string dictionary whose keys are not declared (any key may be read from it).
    case options
    /// A nested context, or an absent one when optional.
    case context(ContextType, optional: Bool)
    /// A list of nested contexts.
    case list(ContextType)
    /// A nested context a set's translator fills (`ContextKey.slot`); which type, the translator says.
    case slot

    /// The kind as the reference page writes it: `String?`, `[AttributeContext]`, ...
    package var typeName: String {
        switch self {
        case .text(let optional): optional ? "String?" : "String"
        case .flag: "Bool"
        case .number: "Int"
        case .texts: "[String]"
        case .options: "[String: String]"
        case .context(let type, let optional): type.name + (optional ? "?" : "")
        case .list(let type): "[\(type.name)]"
        case .slot: "slot"
        }
    }

    /// The context a section over this key pushes: the nested context, or a list's element; nil for values
    /// that push no keys of their own.
    package var sectionContext: ContextType? {
        switch self {
        case .context(let type, _), .list(let type): type
        default: nil
        }
    }
}

/// A context type, named, whose description is read only when asked for (context types refer to each other).
package struct ContextType: Sendable {
    /// The type's name, such as `AttributeContext`.
    package let name: String
    private let describe: @Sendable () -> ContextDescription

    /// The type of `type`.
    package init<Context: TemplateContext>(_ type: Context.Type) {
        name = Self.name(of: type)
        describe = { Context.schema.description }
    }

    /// The name of `type`, such as `AttributeContext`: what `String(describing:)` prints for it, without the
    /// conformance lookups that make `String(describing:)` cost a scan of every conformance in the binary per type
    /// (about a million instructions each, a third of a small model's generation when schemas were built with it).
    static func name(of type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }

    /// Its keys.
    package var description: ContextDescription { describe() }
}

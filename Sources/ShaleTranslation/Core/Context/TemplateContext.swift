/// A value templates read by key: the contexts translators build from the IR.
///
/// Each context type declares its keys once, in `schema`: the key's name, what it reads, its kind and what it
/// means. Lookup while rendering, the JSON dump (`--dump-context`), the reference page `TemplateContext.md` and
/// the check of templates when a set loads all derive from that declaration.
///
/// Contexts are classes holding a memberwise `Values` struct: a nested context or list element is shared by
/// reference, never copied, however often templates iterate it.
package protocol TemplateContext: AnyObject, Sendable {
    /// The context's keys.
    static var schema: ContextSchema<Self> { get }

    /// The value of the key named `name`, whose `ContextKeyHash` is `hash`; nil when there is no such key.
    /// Every context type gets the schema lookup below; being a requirement, it is specialised per type.
    func field(named name: String, hash: Int) -> ContextField?
}

extension TemplateContext {
    /// The value of the key named `name`, or nil when this context has no such key.
    package func field(named name: String) -> ContextField? {
        Self.schema.field(named: name, hash: ContextKeyHash.of(name), of: self)
    }

    /// The schema lookup (see the requirement).
    package func field(named name: String, hash: Int) -> ContextField? {
        Self.schema.field(named: name, hash: hash, of: self)
    }

    /// The description of this value's type: its keys, their kinds and meanings.
    package var contextDescription: ContextDescription { Self.schema.description }
}

/// The value of one key of a context.
package enum ContextField {
    /// An absent optional value.
    case null
    /// A string.
    case text(String)
    /// A Boolean.
    case flag(Bool)
    /// A whole number.
    case number(Int)
    /// A list of strings.
    case texts([String])
    /// A string dictionary (option values).
    case options([String: String])
    /// A nested context.
    case context(any TemplateContext)
    /// A list of nested contexts.
    case contexts(any ContextList)
}

/// The hash contexts index their keys by: FNV-1a over the UTF-8 bytes, the same function as the template
/// engine's precompiled keys, so a template's key is hashed once when it compiles, never while rendering.
package enum ContextKeyHash {
    /// The hash of `name`.
    package static func of(_ name: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }
}

extension TemplateContext {
    /// The value at `path`: a key (`hasOwnClass`), or keys of nested contexts joined by dots
    /// (`swiftData.writesClassFile`); nil when a key is missing, `.null` when a context on the way is absent.
    package func field(atPath path: String) -> ContextField? {
        var names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var value = field(named: names.removeFirst())
        for name in names {
            switch value {
            case .context(let nested)?: value = nested.field(named: name)
            case .null?: return .null
            default: return nil
            }
        }
        return value
    }
}

import ShaleMustache

/// A value templates read by key. Every context type lists its keys once, in `child(named:)`, and encodes
/// the same keys for `--dump-context`; a test keeps the two and the reference documentation in step.
public protocol ContextValue: MustacheObject, Encodable, Sendable {
    /// The value of `key`, or nil when this context has no such key (lookup then goes on up the context stack).
    func child(named key: String) -> Any?
}

extension ContextValue {
    /// `child(named:)` as the template engine's value.
    public func mustacheValue(forKey key: String) -> MustacheValue? {
        child(named: key).map(MustacheValue.init(contextChild:))
    }
}

extension MustacheValue {
    /// A context's child as the engine sees it: strings, flags, numbers, contexts, lists of them, and string
    /// dictionaries (option values).
    init(contextChild value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(number)
        case let context as any ContextValue: self = .object(context)
        case let strings as [String]: self = .list(strings.map(MustacheValue.string))
        case let list as [Any]: self = .list(list.map(MustacheValue.init(contextChild:)))
        case let dictionary as [String: String]: self = .object(MustacheDictionary(dictionary.mapValues(MustacheValue.string)))
        default: self = .string(String(describing: value))
        }
    }
}

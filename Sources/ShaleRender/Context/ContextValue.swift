import Mustache

/// A value templates read by key. Every context type lists its keys once, in `child(named:)`, and encodes
/// the same keys for `--dump-context`; a test keeps the two and the reference documentation in step.
public protocol ContextValue: MustacheParent, Encodable, Sendable {}

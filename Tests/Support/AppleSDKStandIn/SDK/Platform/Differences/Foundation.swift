// Apple's Foundation where its declarations differ from swift-corelibs-foundation's, for the members the package
// uses (Documentation/Development.md, "Apple platforms"). Compiled into the module under check, these shadow
// Linux's declarations of the same names. Bodies are fatalError(): type-checking only.

import Foundation

/// developer.apple.com/documentation/foundation/nssortdescriptor: a class of the Objective-C runtime whose Swift
/// overlay adds the key-path initialisers and `keyPath`. Differs from Linux's: `keyPath` is optional (nil unless the
/// key is a key-value-coding path of an `@objc` property, so a Swift struct's key path gives nil), `key` and
/// `init(key:ascending:)` are available, and `init(keyPath:ascending:)` does not ask for a `Comparable` value.
/// Left out: the `selector` members and NSSecureCoding (no `Selector` on Linux).
open class NSSortDescriptor: NSObject, NSCopying {
    public init(key: String?, ascending: Bool) { fatalError() }
    public init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) { fatalError() }
    open var key: String? { fatalError() }
    open var ascending: Bool { fatalError() }
    open var comparator: Comparator { fatalError() }
    open var reversedSortDescriptor: Any { fatalError() }
    open func compare(_ object1: Any, to object2: Any) -> ComparisonResult { fatalError() }
    open func allowEvaluation() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension NSSortDescriptor {
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) { fatalError() }
    public convenience init<Root, Value>(
        keyPath: KeyPath<Root, Value>, ascending: Bool,
        comparator cmptr: @escaping Comparator
    ) { fatalError() }
    public var keyPath: AnyKeyPath? { fatalError() }
}

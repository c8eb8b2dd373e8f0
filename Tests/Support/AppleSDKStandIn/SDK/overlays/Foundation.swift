@_exported import CoreGraphics
@_exported import Darwin
@_exported import Dispatch
// Swift overlay for the Foundation clang module: bridging, Swift-only value types and the
// Swift-refined API Apple's Foundation overlay provides. Bodies are fatalError(): type-checking only.
@_exported import Foundation
@_exported import ObjectiveC

// MARK: - Bridging helpers
public protocol _ShimBridgeable {}

// MARK: - String / collections
extension String: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSString
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout String?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> String { fatalError() }
}
extension String: CVarArg {
    public var _cVarArgEncoding: [Int] { fatalError() }
}
extension Substring: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSString
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout Substring?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout Substring?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> Substring { fatalError() }
}
extension String {
    public init(format: String, _ arguments: CVarArg...) { fatalError() }
    public init?(data: Data, encoding: String.Encoding) { fatalError() }
    public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? { fatalError() }
    public struct Encoding: RawRepresentable, Equatable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let utf8 = Encoding(rawValue: 4)
    }
    public func components(separatedBy separator: String) -> [String] { fatalError() }
    public func trimmingCharacters(in set: CharacterSet) -> String { fatalError() }
    public func replacingOccurrences(of target: String, with replacement: String) -> String { fatalError() }
    public func lowercased(with locale: Locale?) -> String { fatalError() }
    public func uppercased(with locale: Locale?) -> String { fatalError() }
    public func capitalized(with locale: Locale?) -> String { fatalError() }
    public var capitalized: String { fatalError() }
}
public struct CharacterSet: Hashable, Sendable {
    public static let whitespaces = CharacterSet()
    public static let whitespacesAndNewlines = CharacterSet()
    public init() {}
}
public struct Locale: Hashable, Sendable {
    public static let current = Locale()
    public init() {}
    public init(identifier: String) {}
}

extension Array: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSArray
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSArray?) -> Array { fatalError() }
}
extension Dictionary: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSDictionary
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDictionary?) -> Dictionary { fatalError() }
}
extension Set: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSSet
    public func _bridgeToObjectiveC() -> NSSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSSet?) -> Set { fatalError() }
}
extension AnyHashable: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSObject
    public func _bridgeToObjectiveC() -> NSObject { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSObject, result: inout AnyHashable?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSObject, result: inout AnyHashable?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSObject?) -> AnyHashable { fatalError() }
}

// MARK: - Numbers (bridged to NSNumber)
extension Int: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int { fatalError() }
}
extension Int8: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int8?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int8?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int8 { fatalError() }
}
extension Int16: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int16?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int16?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int16 { fatalError() }
}
extension Int32: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int32?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int32?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int32 { fatalError() }
}
extension Int64: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int64?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int64?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int64 { fatalError() }
}
extension UInt: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> UInt { fatalError() }
}
extension Float: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Float?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Float?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Float { fatalError() }
}
extension Double: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Double?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Double?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Double { fatalError() }
}
extension Bool: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Bool?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Bool?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Bool { fatalError() }
}

extension NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    public required convenience init(integerLiteral value: Int) { fatalError() }
    public required convenience init(floatLiteral value: Double) { fatalError() }
    public required convenience init(booleanLiteral value: Bool) { fatalError() }
}
extension NSNumber {
    public convenience init(value: Int) { fatalError() }
}

// MARK: - Value types bridged to Foundation classes
public struct Date: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public init() { fatalError() }
    public init(timeIntervalSinceReferenceDate ti: Double) { fatalError() }
    public init(timeIntervalSince1970 ti: Double) { fatalError() }
    public init(timeIntervalSinceNow ti: Double) { fatalError() }
    public init(timeInterval: Double, since date: Date) { fatalError() }
    public var timeIntervalSinceReferenceDate: Double { fatalError() }
    public var timeIntervalSince1970: Double { fatalError() }
    public var timeIntervalSinceNow: Double { fatalError() }
    public func timeIntervalSince(_ date: Date) -> Double { fatalError() }
    public func addingTimeInterval(_ ti: Double) -> Date { fatalError() }
    public static var now: Date { fatalError() }
    public static let distantPast = Date()
    public static let distantFuture = Date()
    public static func < (a: Date, b: Date) -> Bool { fatalError() }
    public static func + (a: Date, b: Double) -> Date { fatalError() }
    public static func - (a: Date, b: Double) -> Date { fatalError() }
    public var description: String { fatalError() }
}
public typealias TimeInterval = Double
extension Date: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSDate
    public func _bridgeToObjectiveC() -> NSDate { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDate?) -> Date { fatalError() }
}

public struct Data: Hashable, Sendable, Codable, RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Element = UInt8
    public init() { fatalError() }
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { fatalError() }
    public init(count: Int) { fatalError() }
    public init(contentsOf url: URL) throws { fatalError() }
    public init?(base64Encoded base64String: String) { fatalError() }
    public func base64EncodedString() -> String { fatalError() }
    public func write(to url: URL) throws { fatalError() }
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> UInt8 {
        get { fatalError() }
        set { fatalError() }
    }
}
extension Data: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSData
    public func _bridgeToObjectiveC() -> NSData { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSData, result: inout Data?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSData, result: inout Data?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSData?) -> Data { fatalError() }
}

public struct UUID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public init() { fatalError() }
    public init?(uuidString string: String) { fatalError() }
    public var uuidString: String { fatalError() }
    public var description: String { fatalError() }
    public static func < (a: UUID, b: UUID) -> Bool { fatalError() }
}
extension UUID: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSUUID
    public func _bridgeToObjectiveC() -> NSUUID { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSUUID, result: inout UUID?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSUUID, result: inout UUID?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSUUID?) -> UUID { fatalError() }
}

public struct URL: Hashable, Sendable, Codable, CustomStringConvertible {
    public init?(string: String) { fatalError() }
    public init?(string: String, relativeTo url: URL?) { fatalError() }
    public init(fileURLWithPath path: String) { fatalError() }
    public init(fileURLWithPath path: String, isDirectory: Bool) { fatalError() }
    public var absoluteString: String { fatalError() }
    public var path: String { fatalError() }
    public var lastPathComponent: String { fatalError() }
    public var pathExtension: String { fatalError() }
    public var isFileURL: Bool { fatalError() }
    public var scheme: String? { fatalError() }
    public var host: String? { fatalError() }
    public func appendingPathComponent(_ pathComponent: String) -> URL { fatalError() }
    public func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL { fatalError() }
    public func appendingPathExtension(_ pathExtension: String) -> URL { fatalError() }
    public func deletingLastPathComponent() -> URL { fatalError() }
    public func deletingPathExtension() -> URL { fatalError() }
    public var description: String { fatalError() }
}
extension URL: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSURL
    public func _bridgeToObjectiveC() -> NSURL { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSURL?) -> URL { fatalError() }
}

public struct IndexPath: Hashable, Comparable, Sendable, Codable, ExpressibleByArrayLiteral, RandomAccessCollection {
    public typealias Element = Int
    public typealias Index = Int
    public init() { fatalError() }
    public init(index: Int) { fatalError() }
    public init(indexes: [Int]) { fatalError() }
    public init(arrayLiteral indexes: Int...) { fatalError() }
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> Int { fatalError() }
    public func appending(_ other: Int) -> IndexPath { fatalError() }
    public static func < (a: IndexPath, b: IndexPath) -> Bool { fatalError() }
}
extension IndexPath: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSIndexPath
    public func _bridgeToObjectiveC() -> NSIndexPath { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSIndexPath?) -> IndexPath { fatalError() }
}

public struct IndexSet: Hashable, Sendable, Codable, ExpressibleByArrayLiteral, BidirectionalCollection {
    public struct Index: Comparable, Sendable { public static func < (a: Index, b: Index) -> Bool { fatalError() } }
    public typealias Element = Int
    public init() { fatalError() }
    public init(integer: Int) { fatalError() }
    public init(arrayLiteral elements: Int...) { fatalError() }
    public var startIndex: Index { fatalError() }
    public var endIndex: Index { fatalError() }
    public subscript(index: Index) -> Int { fatalError() }
    public func index(after i: Index) -> Index { fatalError() }
    public func index(before i: Index) -> Index { fatalError() }
    public mutating func insert(_ integer: Int) { fatalError() }
}
extension IndexSet: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSIndexSet
    public func _bridgeToObjectiveC() -> NSIndexSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSIndexSet, result: inout IndexSet?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSIndexSet, result: inout IndexSet?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSIndexSet?) -> IndexSet { fatalError() }
}

public struct Notification: Hashable, Sendable {
    public typealias Name = NSNotification.Name
    public var name: Name { fatalError() }
    public var object: Any? { fatalError() }
    public var userInfo: [AnyHashable: Any]? { fatalError() }
    public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) { fatalError() }
    public static func == (a: Notification, b: Notification) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}
extension Notification: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNotification
    public func _bridgeToObjectiveC() -> NSNotification { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNotification, result: inout Notification?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNotification, result: inout Notification?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNotification?) -> Notification { fatalError() }
}

// Decimal is the imported NSDecimal struct (NS_SWIFT_NAME(Decimal)), as in Apple's SDK.
extension Decimal: Hashable, Comparable, Sendable, Codable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    SignedNumeric, CustomStringConvertible
{
    public init(_ value: Int) { fatalError() }
    public init(_ value: Double) { fatalError() }
    public init(_ value: Int64) { fatalError() }
    public init?(string: String, locale: Locale? = nil) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
    public typealias Magnitude = Decimal
    public var magnitude: Decimal { fatalError() }
    public static func == (a: Decimal, b: Decimal) -> Bool { fatalError() }
    public static func < (a: Decimal, b: Decimal) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
    public static func + (a: Decimal, b: Decimal) -> Decimal { fatalError() }
    public static func - (a: Decimal, b: Decimal) -> Decimal { fatalError() }
    public static func * (a: Decimal, b: Decimal) -> Decimal { fatalError() }
    public static func / (a: Decimal, b: Decimal) -> Decimal { fatalError() }
    public static func *= (a: inout Decimal, b: Decimal) { fatalError() }
    public var description: String { fatalError() }
    public static let zero: Decimal = 0
}
extension Decimal: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSDecimalNumber
    public func _bridgeToObjectiveC() -> NSDecimalNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSDecimalNumber, result: inout Decimal?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDecimalNumber, result: inout Decimal?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDecimalNumber?) -> Decimal { fatalError() }
}

// MARK: - Error bridging
public typealias NSError = _NSErrorClass
extension _NSErrorClass: Error {}
public typealias NSErrorDomain = String
public struct CocoaError: Error, Hashable, Sendable {
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let validationMissingMandatoryProperty = Code(rawValue: 1570)
        public static let fileNoSuchFile = Code(rawValue: 4)
    }
    public init(_ code: Code, userInfo: [String: Any] = [:]) { fatalError() }
    public var code: Code { fatalError() }
    public static func == (a: CocoaError, b: CocoaError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}
extension Error {
    public var localizedDescription: String { fatalError() }
}

// MARK: - Swift-refined Foundation API (Apple's overlay)
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) { fatalError() }
}
extension NSExpression {
    public convenience init(format expressionFormat: String, _ args: CVarArg...) { fatalError() }
}
extension NSSortDescriptor {
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) { fatalError() }
    public var keyPath: AnyKeyPath? { fatalError() }
}
extension NSLocking {
    public func withLock<R>(_ body: () throws -> R) rethrows -> R { fatalError() }
}
extension NSDictionary {
    @objc public subscript(key: Any) -> Any? { fatalError() }
}
extension NSMutableDictionary {
    @objc override public subscript(key: Any) -> Any? {
        get { fatalError() }
        set { fatalError() }
    }
}
extension NSArray: Sequence {
    public func makeIterator() -> IndexingIterator<[Any]> { fatalError() }
}
extension NSSet: Sequence {
    public func makeIterator() -> IndexingIterator<[Any]> { fatalError() }
}
extension NSOrderedSet: Sequence {
    public func makeIterator() -> IndexingIterator<[Any]> { fatalError() }
}
extension NSDictionary: Sequence {
    public func makeIterator() -> IndexingIterator<[(key: Any, value: Any)]> { fatalError() }
}
extension NSArray: ExpressibleByArrayLiteral {
    public required convenience init(arrayLiteral elements: Any...) { fatalError() }
}
extension NSSet: ExpressibleByArrayLiteral {
    public required convenience init(arrayLiteral elements: AnyHashable...) { fatalError() }
}
extension NSOrderedSet: ExpressibleByArrayLiteral {
    public required convenience init(arrayLiteral elements: Any...) { fatalError() }
}
extension NSDictionary: ExpressibleByDictionaryLiteral {
    public required convenience init(dictionaryLiteral elements: (Any, Any)...) { fatalError() }
}
extension NSSet {
    public convenience init(set anSet: Set<AnyHashable>) { fatalError() }
}

extension FileManager {
    public enum SearchPathDirectory: Sendable {
        case documentDirectory, applicationSupportDirectory, cachesDirectory, libraryDirectory
    }
    public struct SearchPathDomainMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let userDomainMask = SearchPathDomainMask(rawValue: 1)
    }
    public func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] { fatalError() }
    // Apple: -createDirectoryAtURL:withIntermediateDirectories:attributes:error:
    @objc(createDirectoryAtURL:withIntermediateDirectories:attributes:error:)
    public func createDirectory(
        at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [String: Any]? = nil
    ) throws { fatalError() }
    @objc(removeItemAtURL:error:)
    public func removeItem(at URL: URL) throws { fatalError() }
    @objc(copyItemAtURL:toURL:error:)
    public func copyItem(at srcURL: URL, to dstURL: URL) throws { fatalError() }
    @objc(moveItemAtURL:toURL:error:)
    public func moveItem(at srcURL: URL, to dstURL: URL) throws { fatalError() }
}

public final class NotificationCenter: @unchecked Sendable {
    public static let `default` = NotificationCenter()
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) { fatalError() }
    public func addObserver(
        forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> NSObjectProtocol { fatalError() }
    public func removeObserver(_ observer: Any) { fatalError() }
}
public final class OperationQueue: @unchecked Sendable {
    public static let main = OperationQueue()
}

// MARK: - Swift predicates and sort descriptors (macOS 14 / iOS 17), as SwiftData's FetchDescriptor uses them.
// The #Predicate macro is not declared: its expansion needs Foundation's PredicateExpressions builders.
public enum SortOrder: Hashable, Codable, Sendable { case forward, reverse }
public struct SortDescriptor<Compared>: Hashable, Codable, Sendable {
    public var order: SortOrder
    public var keyPath: PartialKeyPath<Compared>? { fatalError() }
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) { fatalError() }
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value?>, order: SortOrder = .forward) { fatalError() }
    public init(
        _ keyPath: KeyPath<Compared, String>, comparator: String.StandardComparator = .localizedStandard,
        order: SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: KeyPath<Compared, String?>, comparator: String.StandardComparator = .localizedStandard,
        order: SortOrder = .forward
    ) { fatalError() }
    public static func == (a: Self, b: Self) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}
extension String {
    public struct StandardComparator: Hashable, Codable, Sendable {
        public static let lexical = StandardComparator()
        public static let localized = StandardComparator()
        public static let localizedStandard = StandardComparator()
    }
}
public struct Predicate<each Input>: Sendable {
    public func evaluate(_ input: repeat each Input) throws -> Bool { fatalError() }
    public static var `true`: Self { fatalError() }
    public static var `false`: Self { fatalError() }
}

// Swift overlay for the CoreGraphics clang module: the Swift struct CGFloat (which the importer substitutes for
// the C typedef; Swift converts implicitly between it and Double) and the geometry types' Swift conveniences.
// Bodies are fatalError(): type-checking only.
@_exported import CoreGraphics

/// The basic floating-point scalar of Core Graphics: a Double on 64-bit Apple platforms.
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, Codable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible, SignedNumeric, Strideable
{
    public typealias NativeType = Double
    public var native: Double
    public init() { native = 0 }
    public init(_ value: CGFloat) { native = value.native }
    public init(_ value: Double) { native = value }
    public init(_ value: Float) { fatalError() }
    public init(_ value: Int) { fatalError() }
    public init<Source: BinaryInteger>(_ value: Source) { fatalError() }
    public init?<Source: BinaryInteger>(exactly value: Source) { fatalError() }
    public init?(exactly value: Double) { fatalError() }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { fatalError() }
    public static var pi: CGFloat { fatalError() }
    public static var infinity: CGFloat { fatalError() }
    public static var nan: CGFloat { fatalError() }
    public static var greatestFiniteMagnitude: CGFloat { fatalError() }
    public static var leastNormalMagnitude: CGFloat { fatalError() }
    public static var zero: CGFloat { fatalError() }
    public var isNaN: Bool { fatalError() }
    public var isFinite: Bool { fatalError() }
    public var isInfinite: Bool { fatalError() }
    public var isZero: Bool { fatalError() }
    public var magnitude: CGFloat { fatalError() }
    public func rounded() -> CGFloat { fatalError() }
    public func rounded(_ rule: FloatingPointRoundingRule) -> CGFloat { fatalError() }
    public mutating func round() { fatalError() }
    public func squareRoot() -> CGFloat { fatalError() }
    public func distance(to other: CGFloat) -> CGFloat { fatalError() }
    public func advanced(by amount: CGFloat) -> CGFloat { fatalError() }
    public var description: String { fatalError() }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static prefix func - (operand: CGFloat) -> CGFloat { fatalError() }
    public static prefix func + (operand: CGFloat) -> CGFloat { fatalError() }
}

extension Double {
    public init(_ value: CGFloat) { fatalError() }
}
extension Float {
    public init(_ value: CGFloat) { fatalError() }
}
extension Int {
    public init(_ value: CGFloat) { fatalError() }
}

extension CGPoint: Equatable, Hashable, Codable, Sendable {
    public init(x: Int, y: Int) { fatalError() }
    public init(x: Double, y: Double) { fatalError() }
    public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}
extension CGSize: Equatable, Hashable, Codable, Sendable {
    public init(width: Int, height: Int) { fatalError() }
    public init(width: Double, height: Double) { fatalError() }
    public static func == (lhs: CGSize, rhs: CGSize) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}
extension CGVector: Equatable, Hashable, Codable, Sendable {
    public init(dx: Int, dy: Int) { fatalError() }
    public init(dx: Double, dy: Double) { fatalError() }
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}
extension CGRect: Equatable, Hashable, Codable, Sendable {
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
    public static func == (lhs: CGRect, rhs: CGRect) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}

// Foundation members that macOS 12 lacks and Linux has, for code compiled for macOS 12: SwiftPM compiles package
// plugins for the deployment target of its PackagePlugin library, which may be macOS 12. Each is Apple's
// declaration (developer.apple.com/documentation/foundation/url; swift-foundation's own sources carry the same
// `@available(macOS 13.0, iOS 16.0, ...)`) marked deprecated, since Linux checks no availability: compiled into the
// module under check, they shadow Linux's, and the check makes their deprecation an error
// (`-Werror DeprecatedDeclaration`).

import Foundation

extension URL {
    @available(*, deprecated, message: "introduced in macOS 13.0; use appendingPathComponent(_:)")
    public func appending<S: StringProtocol>(path: S, directoryHint: DirectoryHint = .inferFromPath) -> URL {
        fatalError()
    }
    @available(*, deprecated, message: "introduced in macOS 13.0; use appendingPathComponent(_:)")
    public func appending<S: StringProtocol>(component: S, directoryHint: DirectoryHint = .inferFromPath) -> URL {
        fatalError()
    }
    @available(*, deprecated, message: "introduced in macOS 13.0; use appendingPathComponent(_:)")
    public func appending<S: StringProtocol>(components: S..., directoryHint: DirectoryHint = .inferFromPath) -> URL {
        fatalError()
    }
    @available(*, deprecated, message: "introduced in macOS 13.0; use appendPathComponent(_:)")
    public mutating func append<S: StringProtocol>(path: S, directoryHint: DirectoryHint = .inferFromPath) {
        fatalError()
    }
    @available(*, deprecated, message: "introduced in macOS 13.0; use appendPathComponent(_:)")
    public mutating func append<S: StringProtocol>(component: S, directoryHint: DirectoryHint = .inferFromPath) {
        fatalError()
    }
    @available(*, deprecated, message: "introduced in macOS 13.0; use init(fileURLWithPath:)")
    public init(filePath path: String, directoryHint: DirectoryHint = .inferFromPath, relativeTo base: URL? = nil) {
        fatalError()
    }
    @available(*, deprecated, message: "introduced in macOS 13.0; use the path property")
    public func path(percentEncoded: Bool = true) -> String { fatalError() }
    @available(*, deprecated, message: "introduced in macOS 13.0; use FileManager's currentDirectoryPath")
    public static func currentDirectory() -> URL { fatalError() }
    @available(*, deprecated, message: "introduced in macOS 13.0; use FileManager's homeDirectoryForCurrentUser")
    public static var homeDirectory: URL { fatalError() }
    @available(*, deprecated, message: "introduced in macOS 13.0; use FileManager's temporaryDirectory")
    public static var temporaryDirectory: URL { fatalError() }
}

import Foundation
import ShaleModel
import ShaleReader

/// The one entry point that reads and resolves a model, for the CLI and the tests alike.
public enum ModelLoader {
    /// Which versions to read: the current one, or all of them.
    public typealias Scope = ModelReader.Scope

    /// What loading produced.
    public struct Result: Sendable {
        /// The resolved versions; `nil` when the input could not be read at all. With errors present
        /// the bundle may be incomplete and must not be used to generate code.
        public var bundle: ModelBundle?
        /// Every problem found, sorted by location.
        public var diagnostics: [Diagnostic]

        /// Whether any diagnostic is an error.
        public var failed: Bool { bundle == nil || diagnostics.containsErrors }
    }

    /// Reads and resolves the model at `path`.
    /// - Parameters:
    ///   - path: A `.xcdatamodeld` bundle, a `.xcdatamodel` folder, or a `contents` file.
    ///   - versionName: The version to treat as current, overriding `.xccurrentversion`.
    ///   - scope: Whether to resolve only the current version or every version.
    public static func load(
        path: String,
        versionName: String? = nil,
        scope: Scope = .currentVersion
    ) -> Result {
        let (parsed, readDiagnostics) = ModelReader.read(path: path, versionName: versionName, scope: scope)
        guard let parsed else { return Result(bundle: nil, diagnostics: readDiagnostics.sorted()) }

        let resolved = parsed.versions.concurrentMap(Resolver.resolve)
        let bundle = ModelBundle(
            name: parsed.name,
            sourcePath: parsed.path,
            currentVersionName: parsed.currentVersionName,
            versions: resolved.map(\.0)
        )
        let diagnostics = readDiagnostics + resolved.flatMap(\.1)
        return Result(bundle: bundle, diagnostics: diagnostics.sorted())
    }
}

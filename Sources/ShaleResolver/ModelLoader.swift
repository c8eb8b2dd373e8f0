import Foundation
import ShaleModel
import ShaleReader

/// The one entry point that reads and resolves a model, for the CLI and the tests alike.
package enum ModelLoader {
    /// Which versions to read: the current one, or all of them.
    package typealias Scope = ModelReader.Scope

    /// Whether the resolver computes Core Data's version hashes (`Entity.versionHash`, `Model.versionChecksum`).
    package enum VersionHashes: Sendable {
        /// Computed for every entity of every version read: what every command but generation needs.
        case computed
        /// Left empty, for a caller that reads none of them: rendering a set whose contexts carry no hash (a set
        /// without `bundle` outputs, `TemplateSet.readsVersionHashes`), where they cost a sixth of the run.
        case skipped
    }

    /// What loading produced.
    package struct Result: Sendable {
        /// The resolved versions; `nil` when the input could not be read at all. With errors present
        /// the bundle may be incomplete and must not be used to generate code.
        package var bundle: ModelBundle?
        /// Every problem found, sorted by location.
        package var diagnostics: [Diagnostic]

        /// Whether any diagnostic is an error.
        package var failed: Bool { bundle == nil || diagnostics.containsErrors }
    }

    /// Reads and resolves the model at `path`, for a caller that wants the result on its own: the diagnostics are
    /// collected here and returned sorted.
    /// - Parameters:
    ///   - path: A `.xcdatamodeld` bundle, a `.xcdatamodel` folder, or a `contents` file.
    ///   - versionName: The version to treat as current, overriding `.xccurrentversion`.
    ///   - scope: Whether to resolve only the current version or every version.
    ///   - olderVersions: Whether the warnings of older versions are listed or summarized in one note.
    ///   - versionHashes: Whether Core Data's version hashes are computed (they are unless the caller says so).
    package static func load(
        path: String,
        versionName: String? = nil,
        scope: Scope = .currentVersion,
        olderVersions: OlderVersionProblems = .summarized,
        versionHashes: VersionHashes = .computed
    ) -> Result {
        let diagnostics = DiagnosticCollector()
        let bundle = load(
            path: path, versionName: versionName, scope: scope, olderVersions: olderVersions,
            versionHashes: versionHashes, diagnostics: diagnostics)
        return Result(bundle: bundle, diagnostics: diagnostics.diagnostics)
    }

    /// Reads and resolves the model at `path`, reporting every problem to `diagnostics`.
    /// - Parameters:
    ///   - path: A `.xcdatamodeld` bundle, a `.xcdatamodel` folder, or a `contents` file.
    ///   - versionName: The version to treat as current, overriding `.xccurrentversion`.
    ///   - scope: Whether to resolve only the current version or every version.
    ///   - olderVersions: Whether the warnings of older versions are listed or summarized in one note (the scoping
    ///     rule every command follows, `OlderVersionProblems`).
    ///   - versionHashes: Whether Core Data's version hashes are computed (they are unless the caller says so).
    ///   - diagnostics: Where every problem found is reported.
    /// - Returns: The resolved versions; `nil` when the input could not be read at all. With errors reported the
    ///   bundle may be incomplete and must not be used to generate code.
    package static func load(
        path: String,
        versionName: String? = nil,
        scope: Scope = .currentVersion,
        olderVersions: OlderVersionProblems = .summarized,
        versionHashes: VersionHashes = .computed,
        diagnostics: DiagnosticCollector
    ) -> ModelBundle? {
        // What reading and resolving find is held until the bundle is known, so the older versions' warnings can
        // be told from the current one's.
        let found = DiagnosticCollector()
        let bundle = readAndResolve(
            path: path, versionName: versionName, scope: scope, versionHashes: versionHashes,
            diagnostics: found)
        olderVersions.report(found.diagnostics, bundle: bundle, path: path, to: diagnostics)
        return bundle
    }

    /// Reads and resolves every version `scope` asks for, reporting every problem to `diagnostics`.
    private static func readAndResolve(
        path: String, versionName: String?, scope: Scope,
        versionHashes: VersionHashes,
        diagnostics: DiagnosticCollector
    ) -> ModelBundle? {
        let read = ModelReader.read(path: path, versionName: versionName, scope: scope, diagnostics: diagnostics)
        guard var parsed = read else { return nil }

        // A version's XML tree is as large as its IR: each resolver takes its version out of a slot of its own, so
        // nothing else holds the tree and it is freed once decoded, before inheritance copies properties.
        let slots = parsed.versions.map(VersionSlot.init)
        parsed.versions = []
        let resolved = slots.concurrentMap { slot in
            Resolver.resolve(
                Resolver.decode(slot.take(), diagnostics: diagnostics), versionHashes: versionHashes,
                diagnostics: diagnostics)
        }
        return ModelBundle(
            name: parsed.name,
            sourcePath: parsed.path,
            currentVersionName: parsed.currentVersionName,
            versions: resolved
        )
    }
}

/// Holds one parsed version until its resolver takes it.
private final class VersionSlot: @unchecked Sendable {
    // Safe: each slot is taken once, by the one task that resolves its version.
    private var version: ParsedModel?

    init(_ version: ParsedModel) {
        self.version = version
    }

    /// The version, which the slot then no longer holds.
    func take() -> ParsedModel {
        defer { version = nil }
        return version!
    }
}

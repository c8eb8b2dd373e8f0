import Foundation
import ShaleDiff
import ShaleModel
import ShaleReader
import ShaleStore

/// `shale store`: which version of a bundle wrote a Core Data store, found as Core Data finds it (equal entity
/// version hashes), and how the store migrates to the current version; without a bundle, the store's metadata.
/// The store is only read, never written (`StoreReader`).
package struct StoreRun: Sendable, Hashable {
    /// How the report is printed.
    package enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    /// The store's `.sqlite` file.
    package var storePath: String
    /// The model bundle to match the store against; `nil` to print the metadata only.
    package var modelPath: String?
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?
    /// The output format.
    package var format: Format
    /// The version to use as current, overriding the bundle's `.xccurrentversion`.
    package var versionName: String?

    /// A look at the store at `storePath`.
    package init(storePath: String, modelPath: String? = nil, format: Format = .text) {
        self.storePath = storePath
        self.modelPath = modelPath
        self.format = format
    }

    /// Reads the store (and the bundle), and reports. Exits 1 when no version of the bundle matches the store; 65
    /// when the store or the bundle cannot be read as one (a store that is missing or not Core Data's, a bundle
    /// with errors or without a current version); 74 when the store exists but cannot be read.
    package func run() -> CommandOutput {
        var output = CommandOutput()
        let metadata: StoreMetadata
        do {
            metadata = try StoreReader.metadata(at: storePath)
        } catch {
            let exists = FileManager.default.fileExists(atPath: storePath)
            let status =
                if case .unreadable = error, exists { CommandOutput.ioError } else { CommandOutput.invalidInput }
            return output.fail(
                [.error(error.description, at: SourceLocation(file: storePath), hint: error.hint)],
                status: status)
        }
        // The report names the store relative to the working directory, never by a machine's absolute path
        // (Documentation/Generating.md, "Paths in output").
        var report = StoreReport(store: PathAnchor.workingDirectory.relative(storePath), metadata: metadata)
        if let modelPath {
            let request = ModelInput.Request(
                path: modelPath, versionName: versionName, scope: .allVersions,
                plan: plan)
            guard let bundle = ModelInput.load(request, warningsAsErrors: false, into: &output) else { return output }
            let lockPath = VersionLock.path(forBundle: modelPath)
            let lock = FileManager.default.fileExists(atPath: lockPath) ? VersionLock.read(from: lockPath).0 : nil
            report.add(
                StoreMatch(metadata: metadata, bundle: bundle, lockedHashes: lock?.entityHashes ?? [:]),
                bundle: bundle)
        }
        do {
            output.write(format == .json ? try ModelJSON.encode(report) : report.text)
        } catch {
            return output.fail(
                [.error("cannot encode the report as JSON: \(error)", at: nil)],
                status: CommandOutput.invalidInput)
        }
        if modelPath != nil, report.match?.matchingVersion == nil {
            output.status = CommandOutput.failure
        }
        return output
    }
}

/// What `shale store` reports; its JSON form has `matchingVersion` at the top (`null` when no version matches).
struct StoreReport: Encodable {
    /// How a store at the matching version reaches the current one.
    struct Migration: Encodable {
        var from: String
        var to: String
        var migration: MigrationClass
        var verdict: String
        var changes: Int
        var destructiveCount: Int
        /// What must hold for lightweight migration, for each conditional change: the verdict's "conditions below".
        var conditions: [String]
    }

    var store: String
    var metadata: StoreMetadata
    var model: String?
    var currentVersion: String?
    var match: StoreMatch?
    var migration: Migration?
    /// For a SwiftData schema read from Swift sources: each `versionIdentifier` and the schemas declaring it.
    var swiftDataIdentifiers: [String: [String]]?

    init(store: String, metadata: StoreMetadata) {
        self.store = store
        self.metadata = metadata
    }

    /// Records the match against `bundle` and, from a matching version, the migration to the current one.
    mutating func add(_ match: StoreMatch, bundle: ModelBundle) {
        self.match = match
        model = bundle.name
        if bundle.versions.contains(where: \.metadata.usedWithSwiftData) {
            swiftDataIdentifiers = Dictionary(
                grouping: bundle.versions.compactMap { version in
                    version.metadata.userDefinedModelVersionIdentifier.map { ($0, version.versionName) }
                }, by: \.0
            ).mapValues { $0.map(\.1) }
        }
        let current = bundle.current ?? bundle.versions.last
        currentVersion = current?.versionName
        guard let from = match.matchingVersion.flatMap({ name in bundle.versions.first { $0.versionName == name } }),
            let current
        else { return }
        let comparison = VersionComparison(
            from: from, to: current,
            changes: ModelDiff.changes(from: from, to: current))
        migration = Migration(
            from: from.versionName, to: current.versionName, migration: comparison.migration,
            verdict: comparison.verdict, changes: comparison.changes.count,
            destructiveCount: comparison.destructiveCount,
            conditions: comparison.changes.filter { $0.migration == .conditional }.compactMap { change in
                change.condition.map { "\($0) (\(change.summary))" }
            })
    }

    /// Why no `VersionedSchema` matches a store SwiftData wrote: the 134504 diagnosis.
    private static func swiftDataDiagnosis(identifiers: [String], schemas: [String: [String]], model: String)
        -> [String]
    {
        var lines = [
            "no VersionedSchema of \(model) has the store's hashes: SwiftData's staged migration fails with "
                + "NSCocoaErrorDomain 134504 (\"Cannot use staged migration with an unknown model version\")"
        ]
        let declaring = identifiers.flatMap { schemas[$0] ?? [] }
        if declaring.isEmpty {
            lines.append(
                "the store records version identifier \(identifiers.joined(separator: ", ")), which no "
                    + "schema of the plan declares: the schema that wrote it is missing from `schemas`, or was deleted")
        } else {
            lines.append(
                "the store records version identifier \(identifiers.joined(separator: ", ")), which "
                    + declaring.joined(separator: " and ") + " declares, but its hashes differ: that schema's sources "
                    + "changed after the store was written (typically it uses a model class defined outside it, which "
                    + "moved on; `shale lint` rule swiftdata-live-type-in-history)")
        }
        return lines
    }

    private enum CodingKeys: String, CodingKey {
        case store, metadata, model, currentVersion, matchingVersion, matchingVersions, closestVersion, migration
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(store, forKey: .store)
        try container.encode(metadata, forKey: .metadata)
        guard let match else { return }
        try container.encodeIfPresent(model, forKey: .model)
        try container.encodeIfPresent(currentVersion, forKey: .currentVersion)
        try container.encode(match.matchingVersion, forKey: .matchingVersion)
        try container.encode(match.matchingVersions, forKey: .matchingVersions)
        try container.encodeIfPresent(match.closest, forKey: .closestVersion)
        try container.encodeIfPresent(migration, forKey: .migration)
    }

    /// The report for a terminal.
    var text: String {
        var lines = ["store \(store)"]
        if let checksum = metadata.versionChecksum { lines.append("  checksum: \(checksum)") }
        let identifiers = metadata.versionIdentifiers.filter { !$0.isEmpty }
        if !identifiers.isEmpty { lines.append("  version identifiers: " + identifiers.joined(separator: ", ")) }
        if let framework = metadata.frameworkVersion { lines.append("  written by Core Data framework \(framework)") }
        guard let match, let model else {
            lines.append("  entity version hashes:")
            let width = metadata.entityHashes.keys.map(\.count).max() ?? 0
            for name in metadata.entityHashes.keys.sorted() {
                lines.append(
                    "    " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                        + metadata.entityHashes[name]!)
            }
            return lines.joined(separator: "\n") + "\n"
        }
        if let version = match.matchingVersion {
            let others = match.matchingVersions.filter { $0 != version }
            lines.append(
                "written with version \"\(version)\" of \(model)"
                    + (others.isEmpty
                        ? ""
                        : " (versions \(others.map { "\"\($0)\"" }.joined(separator: ", ")) have "
                            + "the same hashes)"))
            if let migration {
                lines.append(
                    migration.from == migration.to
                        ? "\"\(migration.to)\" is the current version: the store opens without migration"
                        : "to the current version \"\(migration.to)\": \(migration.verdict) (\(migration.changes) "
                            + "\(migration.changes == 1 ? "change" : "changes")"
                            + (migration.destructiveCount > 0 ? ", \(migration.destructiveCount) lose data" : "")
                            + "; `shale diff --from \"\(migration.from)\"` lists them)")
                lines += migration.conditions.map { "  - " + $0 }
            }
        } else if let swiftData = swiftDataIdentifiers {
            lines += Self.swiftDataDiagnosis(identifiers: identifiers, schemas: swiftData, model: model)
        }
        if match.matchingVersion == nil, let closest = match.closest {
            if swiftDataIdentifiers == nil {
                lines.append(
                    "no version of \(model) has the store's hashes: Core Data fails to open it with \"Can't "
                        + "find model for source store\" (134130)")
            }
            lines.append(
                "closest version: \"\(closest.version)\" (\(closest.equalEntities) of "
                    + "\(metadata.entityHashes.count) entities equal)")
            for difference in closest.differences {
                let what =
                    difference.store == nil
                    ? "only in the model"
                    : difference.model == nil
                        ? "only in the store" : "hash differs"
                lines.append("  \(difference.entity): \(what)")
            }
            lines.append("likely cause: \(closest.cause)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

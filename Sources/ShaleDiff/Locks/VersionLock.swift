import Foundation
import ShaleModel
import ShaleResolver

/// Core Data's hashes of a bundle's shipped versions, kept beside the bundle so CI notices a shipped version
/// edited in place or removed (`shale lock --check`). Adding a version is fine; it is locked on the next
/// `shale lock`.
///
/// A locked version whose entity hashes changed no longer opens the stores it wrote (an error, naming the
/// entities and the properties behind each). One edited in place with every hash unchanged still opens them:
/// a warning, since Core Data ignores the edit for existing stores (a default, an index, a transformer...).
package struct VersionLock: Sendable, Hashable, Codable {
    /// What the lock records of one version.
    package struct LockedVersion: Sendable, Hashable, Codable {
        /// Its Core Data checksum (base64).
        package var checksum: String
        /// A fingerprint of its `contents` file, the diagram layout left out: it changes with any edit.
        package var contents: String
        /// Each entity's version hash (64 hex digits), by name.
        package var entities: [String: String]

        /// The hashes of `model` as resolved, and the fingerprint of its file.
        package init(_ model: Model) {
            checksum = model.versionChecksum
            contents = Self.fingerprint(ofFileAt: model.sourcePath)
            entities = model.entityVersionHashes
        }

        /// SHA-256 of the file's bytes without its `<elements>` block (where Xcode keeps the diagram layout).
        static func fingerprint(ofFileAt path: String) -> String {
            guard let data = FileManager.default.contents(atPath: path) else { return "" }
            var bytes = [UInt8](data)
            if let start = bytes.firstRange(of: Array("<elements>".utf8)),
                let end = bytes[start.upperBound...].firstRange(of: Array("</elements>".utf8))
            {
                bytes.removeSubrange(start.lowerBound..<end.upperBound)
            }
            return VersionHash.hex(SHA256.bytes(bytes))
        }
    }

    /// The schema version of the lock file (2: Core Data's hashes; 1: Shale's own, still read).
    package static let currentSchemaVersion = 2

    /// `currentSchemaVersion` when written.
    package var schemaVersion: Int
    /// The bundle's name.
    package var model: String
    /// The locked versions, by name.
    package var versions: [String: LockedVersion]
    /// For each locked entity hash, the first 8 hex digits of each of its stored properties' hashes, by property
    /// name: enough to say which property changed. Kept once per distinct entity, as most entities are the same
    /// from one version to the next.
    package var properties: [String: [String: String]]
    /// The versions of a schema-version-1 lock file: checked with the hashes it recorded, and rewritten with
    /// Core Data's by the next `shale lock`. Never written.
    var legacyVersions: [String: LegacyLockedVersion]?

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, model, versions, properties
    }

    /// The lock file of the bundle at `bundlePath`: beside it, named after it (`Library.xcdatamodeld.lock`).
    package static func path(forBundle bundlePath: String) -> String {
        var trimmed = bundlePath
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed + ".lock"
    }

    /// A lock of every version of `bundle`.
    package init(bundle: ModelBundle) {
        schemaVersion = Self.currentSchemaVersion
        model = bundle.name
        versions = Dictionary(
            bundle.versions.map { ($0.versionName, LockedVersion($0)) },
            uniquingKeysWith: { first, _ in first })
        properties = [:]
        for version in bundle.versions {
            let composites = VersionHash.compositesByName(version)
            for entity in version.entities where properties[entity.versionHash] == nil {
                properties[entity.versionHash] = Self.propertyHashes(of: entity, composites: composites)
            }
        }
    }

    /// The short hashes of `entity`'s stored properties, by name.
    static func propertyHashes(of entity: Entity, composites: [String: Composite] = [:]) -> [String: String] {
        Dictionary(
            VersionHash.propertyHashes(of: entity, composites: composites)
                .map { ($0.name, String(VersionHash.hex($0.hash).prefix(8))) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The locked versions' entity hashes, by version name (empty for a schema-version-1 lock, whose hashes are
    /// not Core Data's).
    package var entityHashes: [String: [String: String]] {
        versions.mapValues(\.entities)
    }

    /// Reads a lock file.
    /// - Returns: The lock, or an error located at the file saying why it cannot be used.
    package static func read(from path: String) -> (VersionLock?, Diagnostic?) {
        let location = SourceLocation(file: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            return (
                nil,
                .error(
                    "there is no lock file", at: location,
                    hint: "run `shale lock` on the bundle and commit the lock file")
            )
        }
        struct Header: Decodable { var schemaVersion: Int }
        do {
            switch try JSONDecoder().decode(Header.self, from: data).schemaVersion {
            case currentSchemaVersion:
                return (try JSONDecoder().decode(VersionLock.self, from: data), nil)
            case 1:
                let legacy = try JSONDecoder().decode(LegacyLock.self, from: data)
                var lock = VersionLock(schemaVersion: 1, model: legacy.model, versions: [:], properties: [:])
                lock.legacyVersions = legacy.versions
                return (lock, nil)
            case let other:
                return (
                    nil,
                    .error(
                        "the lock file has schema version \(other); this shale reads versions 1 and "
                            + "\(currentSchemaVersion)", at: location,
                        hint: "use the shale version that wrote it, or run `shale lock --force` to "
                            + "rewrite it")
                )
            }
        } catch {
            return (
                nil,
                .error(
                    "the lock file is not valid JSON of a Shale lock", at: location,
                    hint: "restore it from version control, or run `shale lock --force` to rewrite it")
            )
        }
    }

    private init(
        schemaVersion: Int, model: String, versions: [String: LockedVersion],
        properties: [String: [String: String]]
    ) {
        self.schemaVersion = schemaVersion
        self.model = model
        self.versions = versions
        self.properties = properties
    }

    /// The names of the versions the lock holds.
    package var lockedNames: Set<String> { Set(versions.keys).union(legacyVersions.map { Array($0.keys) } ?? []) }

    /// A lock of `bundle` that keeps every version this lock holds as it was locked and adds the others; a
    /// schema-version-1 lock's versions are locked anew with Core Data's hashes (call it only when
    /// `problems(in:lockPath:)` found no error, so they are unchanged).
    package func adding(_ bundle: ModelBundle) -> VersionLock {
        var lock = VersionLock(bundle: bundle)
        lock.versions.merge(versions) { _, locked in locked }
        lock.properties.merge(properties) { _, locked in locked }
        // Only what the kept versions' entities need.
        let used = Set(lock.versions.values.flatMap(\.entities.values))
        lock.properties = lock.properties.filter { used.contains($0.key) }
        return lock
    }
}

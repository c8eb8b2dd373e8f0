import Foundation
import ShaleModel
import ShaleReader

/// The hashes of a bundle's shipped versions, kept beside the bundle so CI notices a shipped version edited
/// in place or removed (`shale lock --check`). Adding a version is fine; it is locked on the next `shale lock`.
public struct VersionLock: Sendable, Hashable, Codable {
    /// The hashes of one version.
    public struct LockedVersion: Sendable, Hashable, Codable {
        /// The version's hash (`VersionHash.model`).
        public var hash: String
        /// Each entity's hash (`VersionHash.entity`), by name.
        public var entities: [String: String]
    }

    /// The schema version of the lock file.
    public static let currentSchemaVersion = 1

    /// `currentSchemaVersion` when written.
    public var schemaVersion: Int
    /// The bundle's name.
    public var model: String
    /// The locked versions, by name.
    public var versions: [String: LockedVersion]

    /// The lock file of the bundle at `bundlePath`: beside it, named after it (`Library.xcdatamodeld.lock`).
    public static func path(forBundle bundlePath: String) -> String {
        var trimmed = bundlePath
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed + ".lock"
    }

    /// A lock of every version of `bundle`.
    public init(bundle: ModelBundle) {
        schemaVersion = Self.currentSchemaVersion
        model = bundle.name
        versions = Dictionary(bundle.versions.map { version in
            (version.versionName, LockedVersion(hash: VersionHash.model(version), entities: VersionHash.entities(version)))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads a lock file.
    /// - Returns: The lock, or an error located at the file saying why it cannot be used.
    public static func read(from path: String) -> (VersionLock?, Diagnostic?) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, .error("there is no lock file", at: SourceLocation(file: path),
                                hint: "run `shale lock` on the bundle and commit the lock file"))
        }
        do {
            let lock = try JSONDecoder().decode(VersionLock.self, from: data)
            guard lock.schemaVersion == currentSchemaVersion else {
                return (nil, .error("the lock file has schema version \(lock.schemaVersion); this shale reads "
                                        + "version \(currentSchemaVersion)", at: SourceLocation(file: path),
                                    hint: "use the shale version that wrote it, or run `shale lock --force` to rewrite it"))
            }
            return (lock, nil)
        } catch {
            return (nil, .error("the lock file is not valid JSON of a Shale lock", at: SourceLocation(file: path),
                                hint: "restore it from version control, or run `shale lock --force` to rewrite it"))
        }
    }

    /// A locked version that no longer matches the bundle.
    public enum Problem: Sendable, Hashable {
        /// The version was edited in place; `description` names the entities that changed.
        case edited(version: String, description: String, location: SourceLocation?)
        /// The version is no longer in the bundle.
        case removed(version: String, lockPath: String)

        /// The error `shale lock --check` reports for it.
        public var diagnostic: Diagnostic {
            switch self {
            case let .edited(version, description, location):
                return .error("locked version \"\(version)\" was edited in place: \(description)", at: location,
                              hint: "a shipped version must not change: revert the edit and make it in a new model "
                                  + "version; if this version never shipped, run `shale lock --force`")
            case let .removed(version, lockPath):
                return .error("locked version \"\(version)\" was removed from the bundle",
                              at: SourceLocation(file: lockPath),
                              hint: "stores at a shipped version need it to migrate: restore it")
            }
        }
    }

    /// The locked versions of `bundle` that were edited in place or removed, in version order, each saying
    /// which entities changed.
    public func problems(in bundle: ModelBundle, lockPath: String) -> [Problem] {
        var problems: [Problem] = []
        let current = VersionLock(bundle: bundle)
        for name in versions.keys.sorted(by: NaturalOrder.areInIncreasingOrder) {
            let locked = versions[name]!
            guard let now = current.versions[name] else {
                problems.append(.removed(version: name, lockPath: lockPath))
                continue
            }
            guard now.hash != locked.hash else { continue }
            let location = bundle.versions.first { $0.versionName == name }.map { SourceLocation(file: $0.sourcePath) }
            problems.append(.edited(version: name, description: Self.describe(from: locked.entities, to: now.entities),
                                    location: location))
        }
        return problems
    }

    /// Which entities differ between two sets of entity hashes, in words.
    static func describe(from old: [String: String], to new: [String: String]) -> String {
        let changed = old.keys.filter { new[$0] != nil && new[$0] != old[$0] }.sorted()
        let added = new.keys.filter { old[$0] == nil }.sorted()
        let removed = old.keys.filter { new[$0] == nil }.sorted()
        let parts = [("changed", changed), ("added", added), ("removed", removed)]
            .filter { !$0.1.isEmpty }
            .map { "entities \($0.0): \($0.1.joined(separator: ", "))" }
        return parts.isEmpty ? "the entity list is the same but the model hash differs" : parts.joined(separator: "; ")
    }
}

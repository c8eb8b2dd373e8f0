import ShaleModel
import ShaleResolver

extension VersionLock {
    /// A locked version that no longer matches the bundle.
    package enum Problem: Sendable, Hashable {
        /// The version's entity hashes changed: stores it wrote no longer open. `description` names the entities
        /// and the properties behind each.
        case edited(version: String, description: String, location: SourceLocation?)
        /// The version was edited in place, but every hash is unchanged: stores still open, and Core Data ignores
        /// the edit for them.
        case editedKeepingHashes(version: String, location: SourceLocation?)
        /// The version is no longer in the bundle.
        case removed(version: String, lockPath: String)

        /// Whether the problem fails `shale lock --check` (the others are warnings).
        package var isError: Bool {
            if case .editedKeepingHashes = self { return false }
            return true
        }

        /// What `shale lock --check` reports for it.
        package var diagnostic: Diagnostic {
            switch self {
            case let .edited(version, description, location):
                return .error(
                    "locked version \"\(version)\" was edited in place and its version hashes changed, so "
                        + "stores it wrote no longer open with it: \(description)", at: location,
                    hint: "a shipped version must not change: revert the edit and make it in a new model "
                        + "version; if this version never shipped, run `shale lock --force`")
            case let .editedKeepingHashes(version, location):
                return .warning(
                    "locked version \"\(version)\" was edited in place; its version hashes are unchanged, "
                        + "so stores still open, but Core Data applies nothing of the edit to them",
                    at: location,
                    hint: "make model changes in a new version; if the edit is intended (a default, an "
                        + "index, a transformer), run `shale lock --force` to lock the version as it is")
            case let .removed(version, lockPath):
                return .error(
                    "locked version \"\(version)\" was removed from the bundle",
                    at: SourceLocation(file: lockPath),
                    hint: "stores at a shipped version need it to migrate: restore it")
            }
        }
    }

    /// The locked versions of `bundle` that were edited in place or removed, in version order.
    package func problems(in bundle: ModelBundle, lockPath: String) -> [Problem] {
        let byName = Dictionary(bundle.versions.map { ($0.versionName, $0) }, uniquingKeysWith: { first, _ in first })
        return lockedNames.sorted(by: NaturalOrder.areInIncreasingOrder).compactMap { name in
            guard let model = byName[name] else { return .removed(version: name, lockPath: lockPath) }
            let location = SourceLocation(file: model.sourcePath)
            if let legacy = legacyVersions?[name] {
                guard LegacyVersionHash.model(model) != legacy.hash else { return nil }
                let now = LegacyVersionHash.entities(model)
                let changed = Set(legacy.entities.keys).union(now.keys).filter { legacy.entities[$0] != now[$0] }
                return .edited(
                    version: name, description: "entities " + changed.sorted().joined(separator: ", "),
                    location: location)
            }
            guard let locked = versions[name] else { return nil }
            let now = LockedVersion(model)
            if now.checksum != locked.checksum || now.entities != locked.entities {
                return .edited(version: name, description: describe(locked: locked, now: model), location: location)
            }
            return now.contents == locked.contents ? nil : .editedKeepingHashes(version: name, location: location)
        }
    }

    /// The entities whose hashes differ between the locked version and `model`, each with the properties behind
    /// it, in words.
    func describe(locked: LockedVersion, now model: Model) -> String {
        let current = model.entityVersionHashes
        let names = Set(locked.entities.keys).union(current.keys).sorted()
        let parts = names.compactMap { name -> String? in
            switch (locked.entities[name], current[name]) {
            case (nil, _?): return "entity \(name) added"
            case (_?, nil): return "entity \(name) removed"
            case let (before?, after?) where before != after:
                let composites = VersionHash.compositesByName(model)
                let now = model.entity(named: name).map { Self.propertyHashes(of: $0, composites: composites) } ?? [:]
                return "\(name) (\(Self.propertyChanges(from: properties[before], to: now)))"
            default: return nil
            }
        }
        return parts.isEmpty ? "the checksum differs" : parts.joined(separator: "; ")
    }

    /// Which stored properties were added, removed or changed, or that the entity's own settings changed.
    private static func propertyChanges(from old: [String: String]?, to new: [String: String]) -> String {
        guard let old else { return "the lock does not record its properties" }
        let names = Set(old.keys).union(new.keys).sorted()
        let changes = names.compactMap { name -> String? in
            switch (old[name], new[name]) {
            case (nil, _?): "'\(name)' added"
            case (_?, nil): "'\(name)' removed"
            case let (before?, after?) where before != after: "'\(name)' changed"
            default: nil
            }
        }
        return changes.isEmpty
            ? "its name, parent, abstractness, hash modifier or uniqueness constraints changed, or its parent's hash"
            : changes.joined(separator: ", ")
    }
}

/// A schema-version-1 lock file.
struct LegacyLock: Decodable {
    var model: String
    var versions: [String: LegacyLockedVersion]
}

/// What a schema-version-1 lock file recorded of a version: Shale's own hashes (`LegacyVersionHash`).
struct LegacyLockedVersion: Sendable, Hashable, Codable {
    var hash: String
    var entities: [String: String]
}

import ShaleModel

/// Which version of a bundle wrote a store, decided as Core Data decides it: by equal entity version hashes.
package struct StoreMatch: Sendable, Hashable, Codable {
    /// An entity whose hash differs between the store and a version, or that only one of them has.
    package struct EntityDifference: Sendable, Hashable, Codable {
        /// The entity's name.
        package var entity: String
        /// The store's hash, `nil` when the store has no such entity.
        package var store: String?
        /// The version's hash, `nil` when the version has no such entity.
        package var model: String?
    }

    /// The version nearest to the store when none matches, and why none does.
    package struct Closest: Sendable, Hashable, Codable {
        /// The version with the most entity hashes equal to the store's (the newest of equals).
        package var version: String
        /// How many of the store's entities have the version's hash.
        package var equalEntities: Int
        /// The entities that differ, by name.
        package var differences: [EntityDifference]
        /// The likely cause, in words.
        package var cause: String
    }

    /// The newest version whose entity hashes equal the store's; `nil` when none does (error 134130, "Can't
    /// find model for source store").
    package var matchingVersion: String?
    /// Every version whose hashes equal the store's, oldest first: more than one when versions differ only in
    /// what hashes leave out.
    package var matchingVersions: [String]
    /// The nearest version when none matches.
    package var closest: Closest?

    /// Matches `metadata` against every version of `bundle`.
    /// - Parameter lockedHashes: The entity hashes the bundle's lock file records per version, if it has one: a
    ///   locked version with the store's hashes proves that version was edited after it shipped.
    package init(metadata: StoreMetadata, bundle: ModelBundle, lockedHashes: [String: [String: String]] = [:]) {
        let matches = bundle.versions.filter { $0.entityVersionHashes == metadata.entityHashes }.map(\.versionName)
        matchingVersions = matches
        matchingVersion = matches.last
        guard matches.isEmpty else {
            closest = nil
            return
        }
        let scored = bundle.versions.map { version in
            (version, version.entities.filter { metadata.entityHashes[$0.name] == $0.versionHash }.count)
        }
        guard let best = scored.max(by: { $0.1 <= $1.1 }) else {
            closest = nil
            return
        }
        let differences = Self.differences(store: metadata.entityHashes, model: best.0.entityVersionHashes)
        var cause = Self.cause(
            metadata: metadata, closest: best.0, differences: differences,
            lockedHashes: lockedHashes)
        let unverified = differences.compactMap { difference in
            best.0.entity(named: difference.entity)?.versionHashUnverified.map { "\(difference.entity) (\($0))" }
        }
        if !unverified.isEmpty {
            cause +=
                ". Shale's own hash may be the one that is off: it is unverified for "
                + unverified.joined(separator: "; ")
        }
        closest = Closest(version: best.0.versionName, equalEntities: best.1, differences: differences, cause: cause)
    }

    /// The entities whose hashes differ, in name order.
    static func differences(store: [String: String], model: [String: String]) -> [EntityDifference] {
        Set(store.keys).union(model.keys).sorted().compactMap { name in
            store[name] == model[name] ? nil : EntityDifference(entity: name, store: store[name], model: model[name])
        }
    }

    private static func cause(
        metadata: StoreMetadata, closest: Model, differences: [EntityDifference],
        lockedHashes: [String: [String: String]]
    ) -> String {
        if let locked = lockedHashes.keys.sorted().first(where: { lockedHashes[$0] == metadata.entityHashes }) {
            return "version \"\(locked)\" was edited in place after it shipped: the lock file records the store's "
                + "hashes for it. Restore it from version control and make the change in a new version"
        }
        let sameEntities = differences.allSatisfy { $0.store != nil && $0.model != nil }
        if sameEntities {
            return "version \"\(closest.versionName)\" has the store's entities but \(differences.count) of them "
                + "hash differently: most likely it was edited in place after this store was written (a stored "
                + "property's name, type, optionality or relationship changed). Restore the shipped version from "
                + "version control and make the change in a new version"
        }
        return "no version has the store's entities: the version that wrote the store is missing from the bundle "
            + "(deleted, or only in another branch or app release), or the store belongs to another model. Add the "
            + "version the store was written with back to the bundle"
    }
}

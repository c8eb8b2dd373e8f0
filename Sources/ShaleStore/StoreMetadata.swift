import Foundation

/// What a Core Data store records about the model that wrote it (the `Z_METADATA` row of a SQLite store).
///
/// Core Data opens a store with a model only when every entity hash recorded here equals the model's; no
/// version name is recorded.
package struct StoreMetadata: Sendable, Hashable, Codable {
    /// Every entity's version hash (64 hex digits), by entity name (`NSStoreModelVersionHashes`).
    package var entityHashes: [String: String]
    /// The model's version checksum (base64), recorded by iOS 17 / macOS 14 and later
    /// (`NSStoreModelVersionChecksumKey`); `nil` in older stores.
    package var versionChecksum: String?
    /// The model's version identifiers (`NSStoreModelVersionIdentifiers`, the model inspector's "Identifier").
    package var versionIdentifiers: [String]
    /// The Core Data framework version that wrote the store (`NSPersistenceFrameworkVersion`).
    package var frameworkVersion: Int?
    /// The newest framework version that has opened the store (`NSPersistenceMaximumFrameworkVersion`).
    package var maximumFrameworkVersion: Int?
    /// The version of the hashing scheme (`NSStoreModelVersionHashesVersion`; 3 for every store seen).
    package var hashesVersion: Int?
    /// The store type (`NSStoreType`, `SQLite`).
    package var storeType: String?
    /// The store's identifier (`NSStoreUUID`, or the `Z_UUID` column).
    package var storeUUID: String?

    /// Creates metadata.
    package init(
        entityHashes: [String: String], versionChecksum: String? = nil, versionIdentifiers: [String] = [],
        frameworkVersion: Int? = nil, maximumFrameworkVersion: Int? = nil, hashesVersion: Int? = nil,
        storeType: String? = nil, storeUUID: String? = nil
    ) {
        self.entityHashes = entityHashes
        self.versionChecksum = versionChecksum
        self.versionIdentifiers = versionIdentifiers
        self.frameworkVersion = frameworkVersion
        self.maximumFrameworkVersion = maximumFrameworkVersion
        self.hashesVersion = hashesVersion
        self.storeType = storeType
        self.storeUUID = storeUUID
    }

    /// Reads the metadata property list Core Data keeps in `Z_METADATA.Z_PLIST`.
    /// - Throws: `StoreError.notCoreDataMetadata` when it is not such a property list.
    package init(propertyList data: Data, storeUUID uuidColumn: String?) throws(StoreError) {
        let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let plist = object as? [String: Any],
            let hashes = plist["NSStoreModelVersionHashes"] as? [String: Any]
        else {
            throw .notCoreDataMetadata("its metadata has no entity version hashes (NSStoreModelVersionHashes)")
        }
        var entityHashes: [String: String] = [:]
        for (name, value) in hashes {
            guard let hash = value as? Data else {
                throw .notCoreDataMetadata("the version hash of entity '\(name)' is not data")
            }
            entityHashes[name] = hash.map { byte in
                let digits = String(byte, radix: 16)
                return byte < 16 ? "0" + digits : digits
            }.joined()
        }
        self.init(
            entityHashes: entityHashes,
            versionChecksum: plist["NSStoreModelVersionChecksumKey"] as? String,
            versionIdentifiers: (plist["NSStoreModelVersionIdentifiers"] as? [Any] ?? []).map { "\($0)" },
            frameworkVersion: Self.integer(plist["NSPersistenceFrameworkVersion"]),
            maximumFrameworkVersion: Self.integer(plist["NSPersistenceMaximumFrameworkVersion"]),
            hashesVersion: Self.integer(plist["NSStoreModelVersionHashesVersion"]),
            storeType: plist["NSStoreType"] as? String,
            storeUUID: plist["NSStoreUUID"] as? String ?? uuidColumn)
    }

    private static func integer(_ value: Any?) -> Int? {
        if let number = value as? Int { return number }
        if let number = value as? NSNumber { return number.intValue }
        return nil
    }
}

/// Why a file cannot be read as a Core Data store.
package enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(String)
    /// The file is not a SQLite database.
    case notSQLite
    /// The database is damaged or SQLite refused it.
    case damaged(String)
    /// The database is not a Core Data store, or its metadata is not Core Data's.
    case notCoreDataMetadata(String)

    package var description: String {
        switch self {
        case let .unreadable(reason): "cannot read the store: \(reason)"
        case .notSQLite: "not a SQLite database: shale store reads Core Data's SQLite stores"
        case let .damaged(reason): "the store is damaged or unreadable by SQLite: \(reason)"
        case let .notCoreDataMetadata(reason): "not a Core Data store: \(reason)"
        }
    }

    /// What to do about it.
    package var hint: String {
        switch self {
        case .unreadable: "check the path and that you may read the file"
        case .notSQLite: "pass the store's .sqlite file (not its -wal or -shm companion, nor an XML or binary store)"
        case .damaged: "copy the store again from the device or simulator, with its -wal file, while the app is closed"
        case .notCoreDataMetadata: "pass a store written by Core Data (NSSQLiteStoreType)"
        }
    }
}

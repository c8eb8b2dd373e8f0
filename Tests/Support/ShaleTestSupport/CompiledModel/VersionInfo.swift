import Foundation

/// A compiled `.momd`'s `VersionInfo.plist`: the current version and, per version, the version hash of every
/// entity and (Xcode 15 and later) the model's version checksum.
package struct CompiledVersionInfo: Sendable, Hashable {
    /// `NSManagedObjectModel_CurrentVersionName`.
    package var currentVersionName: String?
    /// `NSManagedObjectModel_VersionHashes`: version name → entity name → 32-byte version hash.
    package var versionHashes: [String: [String: Data]] = [:]
    /// `NSManagedObjectModel_VersionChecksums`: version name → base64 checksum.
    package var versionChecksums: [String: String] = [:]

    /// Reads the `VersionInfo.plist` at `url`.
    /// - Throws: when the file is no property list dictionary.
    package init(contentsOf url: URL) throws {
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        guard case .dictionary(let root)? = KeyedArchive.value(plist) else {
            throw KeyedArchive.Failure.malformed("VersionInfo.plist is no dictionary")
        }
        if case .string(let name)? = root["NSManagedObjectModel_CurrentVersionName"] { currentVersionName = name }
        if case .dictionary(let versions)? = root["NSManagedObjectModel_VersionHashes"] {
            for (version, value) in versions {
                guard case .dictionary(let entities) = value else { continue }
                versionHashes[version] = entities.compactMapValues {
                    if case .data(let hash) = $0 { hash } else { nil }
                }
            }
        }
        if case .dictionary(let checksums)? = root["NSManagedObjectModel_VersionChecksums"] {
            versionChecksums = checksums.compactMapValues { if case .string(let text) = $0 { text } else { nil } }
        }
    }
}

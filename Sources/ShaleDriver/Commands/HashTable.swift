import Foundation
import ShaleModel

/// The readable table of a bundle's Core Data hashes (`shale dump --hashes`): per version its checksum, then
/// each entity's version hash, marked where the hash is not certain.
package enum HashTable {
    /// The table of every version of `bundle`, oldest first.
    package static func text(_ bundle: ModelBundle) -> String {
        var lines: [String] = []
        for version in bundle.versions {
            let current = version.versionName == bundle.currentVersionName ? " (current)" : ""
            lines.append("\"\(version.versionName)\"\(current)  checksum \(version.versionChecksum)")
            let width = version.entities.map(\.name.count).max() ?? 0
            for entity in version.entities.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                let unverified = entity.versionHashUnverified.map { "  unverified: \($0)" } ?? ""
                lines.append(
                    "  " + entity.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                        + entity.versionHash + unverified)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import Foundation
import ShaleDiff

/// Findings a project has accepted, as SwiftLint's baseline: `shale lint --write-baseline FILE` (and `shale diff
/// --write-baseline FILE` for `--fail-on` matches) records them, `--baseline FILE` fails only on findings it does not
/// hold and names the entries that no longer occur.
///
/// An entry is a fingerprint that survives unrelated edits: no line numbers, no list of affected versions. It holds
/// the model (relative to the baseline file's folder), the rule, the entity and property, the older version the
/// finding is located in (none for the current version's, which moves when a version is added), and the message
/// with its quoted values and version lists left out. The file is JSON, entries sorted, the same bytes for the same
/// findings.
package struct Baseline: Sendable, Hashable, Codable {
    /// One accepted finding.
    package struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The model's path, relative to the baseline file's folder.
        package var model: String
        /// The lint rule (`migration-data-loss`), or for `shale diff` the `--fail-on` kind (`destructive`).
        package var rule: String
        /// The entity concerned, if any.
        package var entity: String?
        /// The property concerned, if any.
        package var property: String?
        /// The older version the finding is located in; `nil` for the current version or none.
        package var version: String?
        /// The message without its quoted values and version lists (`Baseline.essence(of:)`).
        package var message: String

        /// Creates an entry.
        package init(
            model: String, rule: String, entity: String?, property: String?, version: String?,
            message: String
        ) {
            self.model = model
            self.rule = rule
            self.entity = entity
            self.property = property
            self.version = version
            self.message = Baseline.essence(of: message)
        }

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key.lexicographicallyPrecedes(rhs.key)
        }

        private var key: [String] {
            [model, rule, entity ?? "", property ?? "", version ?? "", message]
        }

        /// The entry as one line: `rule Entity.property (version): message in model`.
        package var description: String {
            let element = [entity, property].compactMap { $0 }.joined(separator: ".")
            return "\(rule)\(element.isEmpty ? "" : " \(element)")\(version.map { " (\($0))" } ?? ""): \(message) "
                + "in \(model)"
        }
    }

    /// The file format's version; it changes when a field is renamed or removed.
    package var schemaVersion = 1
    /// The accepted findings, sorted, each once.
    package private(set) var entries: [Entry]

    /// A baseline of `entries`, sorted and without repeats.
    package init(_ entries: [Entry]) {
        self.entries = Array(Set(entries)).sorted()
    }

    /// What a run's entries are, measured against this baseline.
    package struct Comparison: Sendable, Hashable {
        /// The indices of the run's entries the baseline does not hold: the findings to report.
        package var new: [Int]
        /// The baseline's entries that no run entry matched: fixed since it was written.
        package var gone: [Entry]
    }

    /// Which of `found` are new, and which entries of the baseline no longer occur.
    package func compare(_ found: [Entry]) -> Comparison {
        let known = Set(entries)
        let occurring = Set(found)
        return Comparison(
            new: found.indices.filter { !known.contains(found[$0]) },
            gone: entries.filter { !occurring.contains($0) })
    }

    /// `message` without what changes when an unrelated version is added: each double-quoted value, and each list
    /// of them (`"V1", "V2" and 4 more`), becomes `"…"`.
    package static func essence(of message: String) -> String {
        message.replacingOccurrences(
            of: #""[^"]*"(, "[^"]*")*( and [0-9]+ more)?"#, with: "\"…\"",
            options: .regularExpression)
    }
}

extension Baseline {
    /// The entry of a lint finding.
    /// - Parameters:
    ///   - model: The model's path relative to the baseline's folder.
    ///   - olderVersion: The older version the finding is located in; `nil` when it is the current one's.
    package static func entry(_ finding: LintFinding, model: String, olderVersion: String?) -> Entry {
        Entry(
            model: model, rule: finding.ruleID, entity: finding.entity, property: finding.property,
            version: olderVersion, message: finding.message)
    }

    /// The entry of a change that `shale diff --fail-on kind` matches.
    package static func entry(_ change: ModelChange, kind: String, model: String) -> Entry {
        Entry(
            model: model, rule: kind, entity: change.entity, property: change.property, version: nil,
            message: change.summary)
    }
}

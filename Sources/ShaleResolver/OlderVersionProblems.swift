import Foundation
import ShaleModel

/// How the problems of a bundle's older versions are reported when every version is read.
///
/// The scoping rule of every command: the versions a command produces or judges as current get their problems in
/// full; an older, shipped version's errors are reported too, since they change a verdict (a version that cannot be
/// read cannot be migrated from), but its warnings are counted into one note per run instead of listed: a shipped
/// version is frozen (`shale lock --check` forbids editing it), so its warnings are nothing to act on, and they must
/// not fail `--warnings-as-errors`. `shale lint --all-versions` lists them.
package enum OlderVersionProblems: Sendable, Hashable {
    /// Older versions' warnings become one note that counts them by kind.
    case summarized
    /// Every problem of every version is listed.
    case listed

    /// The command that lists what a summary leaves out, for the note's hint.
    package static let listingCommand = "shale lint --all-versions"

    /// Reports `found` (what reading and resolving `bundle` found) to `diagnostics` under this policy.
    /// - Parameters:
    ///   - found: Every problem reading and resolving found, in any order.
    ///   - bundle: The resolved bundle; `nil` when nothing could be read (everything is then reported).
    ///   - path: The bundle's path as the user named it: where the note is located.
    package func report(
        _ found: [Diagnostic], bundle: ModelBundle?, path: String,
        to diagnostics: DiagnosticCollector
    ) {
        guard self == .summarized, let bundle, bundle.versions.count > 1,
            let current = bundle.current ?? bundle.versions.last
        else {
            diagnostics.report(contentsOf: found)
            return
        }
        let versionOfFile = Dictionary(bundle.versions.map { ($0.sourcePath, $0.versionName) }) { first, _ in first }
        var withheld: [(diagnostic: Diagnostic, version: String)] = []
        for diagnostic in found {
            if diagnostic.severity == .warning, let file = diagnostic.location?.file, file != current.sourcePath,
                let version = versionOfFile[file]
            {
                withheld.append((diagnostic, version))
            } else {
                diagnostics.report(diagnostic)
            }
        }
        if let note = Self.summary(withheld, path: path) { diagnostics.report(note) }
    }

    /// `path` as a shell word: in double quotes when it holds a space or a shell character.
    package static func shellQuoted(_ path: String) -> String {
        guard path.contains(where: { " '\"$`\\!*?&;|<>()#~".contains($0) }) else { return path }
        return "\""
            + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`") + "\""
    }

    /// The note that counts `withheld` warnings by kind (their lint rule, else `other`); `nil` when there are none.
    static func summary(_ withheld: [(diagnostic: Diagnostic, version: String)], path: String) -> Diagnostic? {
        guard !withheld.isEmpty else { return nil }
        var kinds: [String: Int] = [:]
        for (diagnostic, _) in withheld { kinds[diagnostic.code ?? "other", default: 0] += 1 }
        let versions = Set(withheld.map(\.version)).count
        let counts = kinds.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return .note(
            "\(counted(withheld.count, "warning")) in \(counted(versions, "older version")) not listed (\(counts)): "
                + "shipped versions are not judged, only the current one",
            at: SourceLocation(file: path),
            hint: "run '\(listingCommand) \(shellQuoted(path))' to list them")
    }
}

import ShaleConfiguration
import ShaleLint
import ShaleModel
import ShaleReader

/// The check that every version name or pattern a `shale.yml` writes (`oldest-supported-version`,
/// `lint.custom-migrations`) matches a version of the models a command reads: a name that matches nothing would
/// silently do nothing. Each mismatch is an error at its line, with a "did you mean" and the corrected YAML to paste.
enum VersionReferences {
    /// Exit status of a run stopped by such an error: a mistake in the configuration (64).
    static let status = CommandOutput.usage

    /// The errors for the `references` that match none of `versions` (the version names of every model read).
    static func problems(_ references: [VersionReference], versions: [String]) -> [Diagnostic] {
        references.compactMap { reference in
            guard !versions.contains(where: { VersionPattern.matches(reference.pattern, $0) }) else { return nil }
            let closest = suggestion(for: reference.pattern, among: versions)
            // The whole list corrected at once: each entry that matches nothing replaced by its suggestion, or left
            // out when it has none.
            let corrected = reference.list.compactMap { entry in
                versions.contains { VersionPattern.matches(entry, $0) }
                    ? entry
                    : suggestion(for: entry, among: versions)
            }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let isList = reference.key != ["oldest-supported-version"]
            let fix = corrected.isEmpty ? [versions.first ?? ""] : corrected
            let paste =
                reference.location == nil
                ? "pass --\(reference.key.joined(separator: ".")) \"\(fix[0])\""
                : corrected.isEmpty && isList ? "remove it" : "write " + YAMLHint.line(reference.key, fix, list: isList)
            let written =
                reference.location == nil
                ? "--\(reference.key.joined(separator: "."))"
                : reference.key.joined(separator: ".")
            return .error(
                "'\(reference.pattern)' in \(written) matches no model version"
                    + (closest.map { "; did you mean '\($0)'?" } ?? ""),
                at: reference.location,
                hint: paste + "; the versions are " + versions.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    /// The version names the `references` may match: those of `bundles`, and of every model the configuration's
    /// `jobs` name (a `shale.yml` may serve several models; each reference must match one of them).
    static func knownVersions(_ bundles: [ModelBundle], jobs: [GenerationJob]) -> [String] {
        var names = bundles.flatMap { $0.versions.map(\.versionName) }
        let read = Set(bundles.map(\.sourcePath))
        for path in Set(jobs.map(\.modelPath)).subtracting(read).sorted() {
            names += ModelReader.read(path: path, diagnostics: DiagnosticCollector())?.versionNames ?? []
        }
        return names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The configuration's references, plus `--oldest-supported-version` when given (it overrides the file's).
    static func references(_ config: ShaleConfig?, oldestFlag: String?) -> [VersionReference] {
        var references = config?.versionReferences ?? []
        if let oldestFlag {
            references.removeAll { $0.key == ["oldest-supported-version"] }
            references.append(
                VersionReference(
                    key: ["oldest-supported-version"], pattern: oldestFlag, location: nil,
                    list: [oldestFlag]))
        }
        return references
    }

    /// The version closest to `pattern`, when one is close enough to be what the user meant (`Suggestion`, the
    /// one "did you mean" of every command).
    static func suggestion(for pattern: String, among versions: [String]) -> String? {
        Suggestion.closest(to: pattern, among: versions, limit: 1).first
    }
}

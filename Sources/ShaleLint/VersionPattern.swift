import ShaleModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A version name as `shale.yml` writes one (`custom-migrations`, `oldest-supported-version`): an exact name, or
/// for lists a shell pattern (`Model 1*`, `Model ?`), matched against the whole name.
package enum VersionPattern {
    /// Whether `pattern` is `name`, or a shell pattern (`*`, `?`, `[...]`) that matches it.
    package static func matches(_ pattern: String, _ name: String) -> Bool {
        pattern == name || fnmatch(pattern, name, 0) == 0
    }

    /// Whether any of `patterns` matches `name`.
    package static func anyMatches(_ patterns: Set<String>, _ name: String) -> Bool {
        patterns.contains { matches($0, name) }
    }
}

extension ModelBundle {
    /// The bundle without the versions before `oldest` (`oldest-supported-version`): stores at those versions are
    /// no longer on users' devices, so no command judges their migration. Unchanged when `oldest` is `nil` or
    /// names no version (the configuration check reports that).
    package func supported(from oldest: String?) -> ModelBundle {
        guard let oldest, let start = versions.firstIndex(where: { $0.versionName == oldest }) else { return self }
        var trimmed = self
        trimmed.versions = Array(versions[start...])
        return trimmed
    }
}

import Foundation

/// The one folder every path written into output is relative to, so output never depends on the folder `shale`
/// runs in: `cd app && shale generate` and `shale generate --config app/shale.yml` write the same bytes.
///
/// Which folder anchors a run is the rule Documentation/Generating.md ("Paths in output") states: the
/// configuration file's folder when a `shale.yml` is used, else the output folder for `generate`, else the working
/// directory. Paths are compared after making them absolute and resolving symbolic links, so `/tmp/x` and
/// `/private/tmp/x` are the same folder; a path that shares nothing with the anchor but `/` is named by its last
/// component, so no machine's absolute path reaches output.
package struct PathAnchor: Sendable, Hashable {
    /// The anchor folder, absolute, without `.`, `..` or symbolic links.
    package let folder: String

    /// An anchor at `folder` (relative to the working directory unless absolute; it need not exist yet).
    package init(folder: String) {
        self.folder = Self.canonical(folder)
    }

    /// The working directory as an anchor.
    package static var workingDirectory: PathAnchor {
        PathAnchor(folder: FileManager.default.currentDirectoryPath)
    }

    /// An anchor at the folder holding `file` (such as a `shale.yml`).
    package static func folder(of file: String) -> PathAnchor {
        let parent = (file as NSString).deletingLastPathComponent
        return PathAnchor(folder: parent.isEmpty ? "." : parent)
    }

    /// `path` (relative to the working directory unless absolute) as seen from the anchor: `Models/A.xcdatamodeld`,
    /// `../Models/A.xcdatamodeld`, `.` for the anchor itself, or the last component when the two share only `/`.
    package func relative(_ path: String) -> String {
        let target = Self.components(Self.canonical(path))
        let base = Self.components(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        if common == 0 { return target.last ?? "." }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `location` with its file relative to the anchor.
    package func relative(_ location: SourceLocation) -> SourceLocation {
        var copy = location
        copy.file = relative(location.file)
        return copy
    }

    /// `path` made absolute against the working directory, `.` and `..` removed, and the symbolic links of its
    /// longest existing prefix resolved (a folder to be created need not exist).
    static func canonical(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/")
            ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        var parts: [String] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(String(part))
            }
        }
        var existing = parts.count
        while existing > 0, !FileManager.default.fileExists(atPath: "/" + parts[..<existing].joined(separator: "/")) {
            existing -= 1
        }
        let resolved =
            existing == 0
            ? "/"
            : URL(fileURLWithPath: "/" + parts[..<existing].joined(separator: "/")).resolvingSymlinksInPath().path
        let rest = parts[existing...].joined(separator: "/")
        if rest.isEmpty { return resolved }
        return resolved.hasSuffix("/") ? resolved + rest : resolved + "/" + rest
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}

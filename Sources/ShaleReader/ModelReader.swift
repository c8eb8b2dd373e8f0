import Foundation
import ShaleModel

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Finds a model's versions on disk and parses each one.
///
/// Accepted inputs: a `.xcdatamodeld` bundle (every `*.xcdatamodel` inside it, and its
/// `.xccurrentversion`), a single `.xcdatamodel` folder, or a `contents` file.
///
/// Version order, used for migrations: the natural order of the version names ("Model 2" before
/// "Model 10", see `NaturalOrder`), except that the version `.xccurrentversion` names comes last.
package enum ModelReader {
    /// Which versions to parse.
    package enum Scope: Sendable {
        /// Only the current version; fails when a bundle holds several and none is named current.
        case currentVersion
        /// Every version of the bundle.
        case allVersions
    }

    /// Reads the model at `path`.
    /// - Parameters:
    ///   - path: The input, as the user named it; locations in diagnostics and the IR start with it.
    ///   - versionName: A version to treat as current, overriding `.xccurrentversion`.
    ///   - scope: Whether to parse only the current version or all of them.
    ///   - diagnostics: Where every problem found is reported.
    /// - Returns: The bundle; `nil` when the input cannot be read at all.
    package static func read(
        path: String,
        versionName: String? = nil,
        scope: Scope = .currentVersion,
        diagnostics: DiagnosticCollector
    ) -> ParsedBundle? {
        let displayPath = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let layout = locate(displayPath, diagnostics: diagnostics) else { return nil }
        let ordered = order(layout.versions.map(\.name), current: layout.namedCurrentVersion)
        let versionList = ordered.map { "'\($0)'" }.joined(separator: ", ")

        var current = layout.namedCurrentVersion ?? (ordered.count == 1 ? ordered.first : nil)
        if let versionName {
            guard ordered.contains(versionName) else {
                diagnostics.report(
                    .error(
                        "there is no model version named '\(versionName)'",
                        at: SourceLocation(file: displayPath), hint: "choose one of: \(versionList)"))
                return nil
            }
            current = versionName
        }
        if scope == .currentVersion, current == nil {
            diagnostics.report(
                .error(
                    "the bundle holds \(ordered.count) versions and its .xccurrentversion names none as current",
                    at: SourceLocation(file: displayPath),
                    hint:
                        "pass --model-version NAME to choose one of \(versionList), or set the current version in Xcode"
                ))
            return nil
        }

        var versions: [ParsedModel] = []
        for name in ordered where scope == .allVersions || name == current {
            guard let file = layout.versions.first(where: { $0.name == name })?.contentsPath else { continue }
            if let root = parseFile(file, limit: ReaderLimits.maximumFileSize, diagnostics: diagnostics) {
                versions.append(ParsedModel(versionName: name, path: file, root: root))
            }
        }
        let bundle = ParsedBundle(
            name: layout.name,
            path: displayPath,
            versions: versions,
            versionNames: ordered,
            currentVersionName: current
        )
        return bundle
    }

    /// The versions of the model at `path` in migration order, and the one `.xccurrentversion` names (a single
    /// version is its own current one), without parsing them; `nil` when `path` is not a model (`read` says why).
    package static func versions(at path: String) -> (names: [String], current: String?)? {
        let displayPath = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let layout = locate(displayPath, diagnostics: DiagnosticCollector()) else { return nil }
        let ordered = order(layout.versions.map(\.name), current: layout.namedCurrentVersion)
        return (ordered, layout.namedCurrentVersion ?? (ordered.count == 1 ? ordered.first : nil))
    }

    /// Orders version names for migration: natural order, with the named current version last.
    package static func order(_ names: [String], current: String?) -> [String] {
        var sorted = names.sorted(by: NaturalOrder.areInIncreasingOrder)
        if let current, let index = sorted.firstIndex(of: current) {
            sorted.append(sorted.remove(at: index))
        }
        return sorted
    }

    /// Reads and parses one XML file, refusing files over `limit` bytes before reading them.
    /// - Returns: The root element; `nil` when the file cannot be read or is not well-formed XML, reported to
    ///   `diagnostics`.
    static func parseFile(_ path: String, limit: Int, diagnostics: DiagnosticCollector) -> XMLElement? {
        let result = parseFile(path, limit: limit)
        diagnostics.report(contentsOf: result.diagnostics)
        return result.root
    }

    /// Reads and parses one XML file, refusing files over `limit` bytes before reading them.
    private static func parseFile(_ path: String, limit: Int) -> XMLDocumentParser.Result {
        let location = SourceLocation(file: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
        if let size, size > limit {
            return .init(
                root: nil,
                diagnostics: [
                    .error(
                        "the file is \(size) bytes, over the \(limit)-byte limit for model files",
                        at: location,
                        hint: "split the model, or check that this is the file you meant"
                    )
                ])
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .init(
                root: nil,
                diagnostics: [
                    .error(
                        "cannot read the file", at: location,
                        hint: "check that it exists and is readable")
                ])
        }
        defer { close(descriptor) }
        // The parser reads the file piece by piece: it is never held whole in memory.
        var total = 0
        var problem: Diagnostic?
        let result = XMLDocumentParser.parse(file: path) { buffer in
            let count = readBytes(descriptor, into: buffer)
            if count < 0 {
                problem = .error("cannot read the file", at: location)
                return -1
            }
            total += count
            if total > limit {
                // The file grew after its size was checked.
                problem = .error("the file is over the \(limit)-byte limit for model files", at: location)
                return -1
            }
            return count
        }
        if let problem { return .init(root: nil, diagnostics: [problem]) }
        return result
    }
}

/// Reads from `descriptor` into `buffer`, with POSIX `read`'s result.
private func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

/// Where the versions of an input are.
private struct Layout {
    struct Version {
        var name: String
        var contentsPath: String
    }

    var name: String
    var versions: [Version]
    var namedCurrentVersion: String?
}

extension ModelReader {
    private static let bundleExtension = ".xcdatamodeld"
    private static let versionExtension = ".xcdatamodel"

    private static func locate(_ path: String, diagnostics: DiagnosticCollector) -> Layout? {
        let location = SourceLocation(file: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.report(
                .error(
                    "no such file or folder", at: location,
                    hint: "pass a .xcdatamodeld bundle, a .xcdatamodel folder or its contents file"))
            return nil
        }
        // Names come from the resolved path, so "." and "../Model.xcdatamodeld/" work like full paths.
        let resolved = URL(fileURLWithPath: path).standardizedFileURL
        let lastComponent = resolved.lastPathComponent
        if !isDirectory.boolValue {
            let parentName = resolved.deletingLastPathComponent().lastPathComponent
            let name =
                parentName.hasSuffix(versionExtension)
                ? String(parentName.dropLast(versionExtension.count)) : lastComponent
            return Layout(name: name, versions: [.init(name: name, contentsPath: path)])
        }
        if lastComponent.hasSuffix(bundleExtension) {
            return locateBundle(
                path, name: String(lastComponent.dropLast(bundleExtension.count)),
                diagnostics: diagnostics)
        }
        let contents = join(path, "contents")
        guard FileManager.default.fileExists(atPath: contents) else {
            diagnostics.report(
                .error(
                    "the folder is not a Core Data model: it has no 'contents' file",
                    at: location,
                    hint: "pass a .xcdatamodeld bundle, a .xcdatamodel folder or its contents file"
                ))
            return nil
        }
        let name =
            lastComponent.hasSuffix(versionExtension)
            ? String(lastComponent.dropLast(versionExtension.count)) : lastComponent
        return Layout(name: name, versions: [.init(name: name, contentsPath: contents)])
    }

    private static func locateBundle(_ path: String, name: String, diagnostics: DiagnosticCollector) -> Layout? {
        let location = SourceLocation(file: path)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var versions: [Layout.Version] = []
        for entry in entries.sorted() where entry.hasSuffix(versionExtension) {
            let contents = join(join(path, entry), "contents")
            guard FileManager.default.fileExists(atPath: contents) else {
                diagnostics.report(
                    .warning(
                        "the version folder '\(entry)' has no contents file; it is skipped",
                        at: SourceLocation(file: join(path, entry)),
                        hint: "delete the empty folder, or restore its contents file from version control"
                    ))
                continue
            }
            versions.append(.init(name: String(entry.dropLast(versionExtension.count)), contentsPath: contents))
        }
        guard !versions.isEmpty else {
            diagnostics.report(
                .error(
                    "the bundle holds no model versions", at: location,
                    hint: "add a version in Xcode (Editor > Add Model Version)"))
            return nil
        }
        let current = readCurrentVersionName(
            join(path, ".xccurrentversion"),
            versions: versions.map(\.name), diagnostics: diagnostics)
        return Layout(name: name, versions: versions, namedCurrentVersion: current)
    }

    /// The version `.xccurrentversion` names, or `nil` when the file is missing, empty or names none.
    private static func readCurrentVersionName(
        _ path: String,
        versions: [String],
        diagnostics: DiagnosticCollector
    ) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let plist = parseFile(path, limit: ReaderLimits.maximumVersionInfoSize, diagnostics: diagnostics)
        else { return nil }
        guard plist.name == "plist", let dict = plist.children.first, dict.name == "dict" else {
            diagnostics.report(
                .warning(
                    "the file is not a property list with a dictionary; it is ignored",
                    at: plist.location))
            return nil
        }
        var pending: String?
        for child in dict.children {
            if child.name == "key" {
                pending = child.text
            } else if pending == "_XCCurrentVersionName" {
                var value = child.text
                if value.hasSuffix(versionExtension) { value = String(value.dropLast(versionExtension.count)) }
                guard child.name == "string", versions.contains(value) else {
                    diagnostics.report(
                        .error(
                            "the current version '\(child.text)' is not in the bundle",
                            at: child.location,
                            hint: "set the current version in Xcode, or name one of: "
                                + versions.sorted(by: NaturalOrder.areInIncreasingOrder).map { "'\($0)'" }
                                .joined(separator: ", ")
                        ))
                    return nil
                }
                return value
            } else {
                pending = nil
            }
        }
        return nil
    }

    private static func join(_ base: String, _ component: String) -> String {
        base == "." ? component : base + "/" + component
    }
}

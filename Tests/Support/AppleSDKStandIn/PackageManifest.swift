import Foundation
import ShaleTestSupport

/// The package's targets as `Package.swift` declares them, read with `swift package dump-package` (SwiftPM's own
/// reading of the manifest) once per process, into a scratch folder of its own so that it never waits for the
/// lock of a build in progress.
package struct PackageManifest: Sendable {
    /// One target.
    package struct Target: Sendable {
        /// The target's name, which is its module's name.
        package var name: String
        /// `regular`, `executable`, `test`, `plugin`, `system`...
        package var kind: String
        /// The target's folder: its `path:`, else SwiftPM's default for its kind.
        package var folder: URL
        /// A system library's pkg-config name, when the manifest gives one on this platform.
        package var pkgConfig: String?
        /// The `exclude:` paths, relative to `folder`.
        package var excluded: [String]
        /// What the target depends on: the names of the package's targets and of other packages' products, with
        /// the platforms of a `condition:` (empty when unconditional).
        package var dependencies: [(name: String, platforms: [String])]

        /// The Swift files SwiftPM compiles for the target: every `.swift` file under its folder, subfolders
        /// included, less the excluded paths, sorted.
        package var swiftFiles: [String] {
            let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
            return all.filter { path in
                path.hasSuffix(".swift") && !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
            }.sorted().map { folder.appendingPathComponent($0).path }
        }

        /// The modules the target's Swift files import (`PackageManifest.imports(in:)`).
        package var importedModules: Set<String> {
            swiftFiles.reduce(into: Set<String>()) { imported, path in
                let source = try? String(contentsOfFile: path, encoding: .utf8)
                imported.formUnion(source.map(PackageManifest.imports) ?? [])
            }
        }

        /// The dependencies compiled for `platform` (SwiftPM's platform name: `macos`, `ios`, `linux`...).
        package func dependencies(on platform: String) -> [String] {
            dependencies.filter { $0.platforms.isEmpty || $0.platforms.contains(platform) }.map(\.name)
        }
    }

    /// The targets, in the manifest's order.
    package var targets: [Target]
    /// The targets the library products publish: what a package depending on this one can import.
    package var publishedTargets: Set<String>

    /// A manifest of `targets`, of which the library products publish `publishedTargets`.
    package init(targets: [Target], publishedTargets: Set<String> = []) {
        self.targets = targets
        self.publishedTargets = publishedTargets
    }
    /// The products of other packages the targets can depend on.
    package var productNames: Set<String> {
        Set(targets.flatMap { $0.dependencies.map(\.name) }).subtracting(targets.map(\.name))
    }

    /// The target named `name`.
    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// Everything `name` depends on, directly or through the package's targets it depends on (for any platform).
    package func dependencyClosure(of name: String) -> Set<String> {
        var found = Set<String>()
        var pending = target(named: name)?.dependencies.map(\.name) ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += target(named: next)?.dependencies.map(\.name) ?? []
        }
        return found
    }

    /// The package modules each target imports without declaring them: a target of the package or a product of a
    /// package it depends on, imported by one of the target's Swift files, and neither among its dependencies nor
    /// among theirs. SwiftPM (and Xcode) build exactly that closure before a target, on every platform; a module
    /// outside it is there only by the accident of build order. Target names, sorted, to the modules, sorted.
    package func undeclaredImports() -> [String: [String]] {
        let modules = Set(targets.map(\.name)).union(productNames)
        var found: [String: [String]] = [:]
        for target in targets {
            let undeclared = target.importedModules.intersection(modules)
                .subtracting(dependencyClosure(of: target.name)).subtracting([target.name])
            if !undeclared.isEmpty { found[target.name] = undeclared.sorted() }
        }
        return found
    }

    /// The modules `source` imports: every `import` declaration (`@testable`, `@_exported`, `import struct M.T`
    /// and `#if` branches included), outside multi-line string literals (the templates and snippets that hold
    /// Swift as text).
    package static func imports(in source: String) -> Set<String> {
        Set(codeLines(of: source).compactMap { importedModule($0.text) })
    }

    /// The lines of `source` that begin outside a multi-line string literal, with their numbers (from 1): the
    /// lines that can hold declarations and code rather than text.
    package static func codeLines(of source: String) -> [(number: Int, text: Substring)] {
        var lines: [(number: Int, text: Substring)] = []
        var inString = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if !inString { lines.append((index + 1, line)) }
            if (line.components(separatedBy: "\"\"\"").count - 1) % 2 == 1 { inString.toggle() }
        }
        return lines
    }

    /// The module the `import` declaration on `line` names, if the line is one.
    private static func importedModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while words.first?.hasPrefix("@") == true { words = words.dropFirst() }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
        let name = words.first?.prefix { $0.isLetter || $0.isNumber || $0 == "_" } ?? ""
        return name.isEmpty ? nil : String(name)
    }

    /// The package's manifest, read on first use.
    package static func load() throws -> PackageManifest {
        try cache.load()
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var manifest: Swift.Result<PackageManifest, Error>?

        func load() throws -> PackageManifest {
            try lock.withLock {
                if manifest == nil { manifest = Swift.Result { try PackageManifest.read() } }
                return try manifest!.get()
            }
        }
    }

    private static func read() throws -> PackageManifest {
        let swift = URL(fileURLWithPath: try SwiftCompiler.executable()).deletingLastPathComponent()
            .appendingPathComponent("swift")
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("shale-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try ShaleProcess.run(
            executable: swift,
            [
                "package", "--package-path", PackagePaths.root.path,
                "--scratch-path", scratch.path, "dump-package",
            ])
        guard output.status == 0,
            let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
                as? [String: Any], let targets = json["targets"] as? [[String: Any]]
        else {
            throw AppleSDKError(message: "swift package dump-package failed:\n\(output.stdout)\(output.stderr)")
        }
        // Each product is `{"name", "targets", "type": {"library": [...]} | {"executable": null} | ...}`.
        let libraries = (json["products"] as? [[String: Any]] ?? []).filter {
            ($0["type"] as? [String: Any])?["library"] != nil
        }
        return PackageManifest(
            targets: targets.map(target),
            publishedTargets: Set(libraries.flatMap { $0["targets"] as? [String] ?? [] }))
    }

    /// A target of `dump-package`'s JSON.
    private static func target(_ json: [String: Any]) -> Target {
        let name = json["name"] as? String ?? ""
        let kind = json["type"] as? String ?? "regular"
        let defaultFolder = kind == "test" ? "Tests" : kind == "plugin" ? "Plugins" : "Sources"
        let path = json["path"] as? String ?? "\(defaultFolder)/\(name)"
        // Each dependency is `{"byName"|"target"|"product": [name, ..., condition]}`, the condition last.
        let dependencies = (json["dependencies"] as? [[String: [Any]]] ?? []).compactMap { entry in
            entry.values.first.flatMap { fields -> (name: String, platforms: [String])? in
                guard let name = fields.first as? String else { return nil }
                let condition = fields.last as? [String: Any]
                return (name, condition?["platformNames"] as? [String] ?? [])
            }
        }
        return Target(
            name: name, kind: kind, folder: PackagePaths.root.appendingPathComponent(path),
            pkgConfig: json["pkgConfig"] as? String, excluded: json["exclude"] as? [String] ?? [],
            dependencies: dependencies)
    }
}

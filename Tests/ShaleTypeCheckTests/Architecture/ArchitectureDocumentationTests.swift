import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import XCTest

/// Documentation/Architecture.md against the package as `Package.swift` declares it (read by SwiftPM itself,
/// `PackageManifest`): the page names every target, names no module that is not one, and its module graph draws
/// exactly the targets' dependencies on each other.
final class ArchitectureDocumentationTests: XCTestCase {
    static let page = PackagePaths.root.appendingPathComponent("Documentation/Architecture.md")

    /// Names the page writes in code spans that look like module names but are something else.
    static let notModules: Set<String> = [
        "ShalePlugins",  // the package of Plugins/Binary, not a target of this one
        "ShaleConfig",  // a type: a shale.yml's contents, in ShaleConfiguration
    ]

    /// The words of the page's code spans (`ShaleDriver`, `Plugins/ShaleGenerate` → Plugins, ShaleGenerate),
    /// fenced blocks left out.
    static func codeWords(_ text: String) -> Set<String> {
        var prose: [Substring] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                prose.append(line)
            }
        }
        var words = Set<String>()
        let spans = prose.joined(separator: "\n").split(separator: "`", omittingEmptySubsequences: false)
        for span in spans.enumerated() where span.offset % 2 == 1 {
            let parts = span.element.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            words.formUnion(parts.map(String.init))
        }
        return words
    }

    /// Whether `word` is spelled like one of the package's module names.
    static func looksLikeModule(_ word: String) -> Bool {
        word.range(
            of: #"^(Shale[A-Z][A-Za-z]*|C[A-Z][A-Z]*[a-z][A-Za-z0-9]*|shale(-[a-z]+)*|Slate|AppleSDKStandIn)$"#,
            options: .regularExpression) != nil
    }

    /// The edges of every Mermaid graph on the page (`A --> B`, `A["label"] --> B`), and its nodes.
    static func graph(_ text: String) -> (nodes: Set<String>, edges: Set<String>) {
        var nodes = Set<String>()
        var edges = Set<String>()
        var inMermaid = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inMermaid = trimmed == "```mermaid"
                continue
            }
            guard inMermaid, !trimmed.hasPrefix("graph ") else { continue }
            guard trimmed.contains("-->") else {
                // A node drawn alone: `ShaleSynthetic`, `A["label"]`.
                let node = String(trimmed.prefix { $0 != "[" && $0 != " " })
                if !node.isEmpty { nodes.insert(node) }
                continue
            }
            let ends = trimmed.components(separatedBy: "-->").map { end in
                String(end.trimmingCharacters(in: .whitespaces).prefix { $0 != "[" && $0 != " " })
            }
            guard ends.count == 2 else { continue }
            nodes.formUnion(ends)
            edges.insert("\(ends[0]) --> \(ends[1])")
        }
        return (nodes, edges)
    }

    func test_everyTarget_isNamed_andEveryModuleNamed_isATarget() throws {
        let manifest = try PackageManifest.load()
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let words = Self.codeWords(text)
        let targets = Set(manifest.targets.map(\.name))
        let unnamed = manifest.targets.filter { $0.kind != "test" && !words.contains($0.name) }.map(\.name)
        XCTAssertEqual(unnamed, [], "targets Architecture.md does not name")
        let strangers = words.filter(Self.looksLikeModule).subtracting(targets).subtracting(Self.notModules)
        XCTAssertEqual(strangers.sorted(), [], "module names in Architecture.md that Package.swift does not declare")
    }

    func test_moduleGraph_drawsExactlyTheTargetsDependencies() throws {
        let manifest = try PackageManifest.load()
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let (nodes, edges) = Self.graph(text)
        let targets = Set(manifest.targets.map(\.name))
        XCTAssertEqual(nodes.subtracting(targets).sorted(), [], "nodes that are not targets")
        // Every library (Sources/ and Tests/Support/) and the command-line tool is drawn.
        let root = PackagePaths.root.path
        let drawn = manifest.targets.filter { target in
            let folder = target.folder.path
            return target.name == "shale"
                || (["regular", "system"].contains(target.kind)
                    && (folder.hasPrefix(root + "/Sources/") || folder.hasPrefix(root + "/Tests/Support/")))
        }.map(\.name)
        XCTAssertEqual(Set(drawn).subtracting(nodes).sorted(), [], "targets the module graph leaves out")
        // Each drawn target's dependencies on the package's targets, and nothing else, are its edges.
        let expected = Set(
            manifest.targets.filter { nodes.contains($0.name) }.flatMap { target in
                target.dependencies.map(\.name).filter(targets.contains).map { "\(target.name) --> \($0)" }
            })
        XCTAssertEqual(expected.subtracting(edges).sorted(), [], "dependencies the module graph does not draw")
        XCTAssertEqual(edges.subtracting(expected).sorted(), [], "edges Package.swift does not declare")
    }

    /// The readers find what they should in a page of known content.
    func test_readers() {
        let page = """
            `ShaleA` and `Plugins/ShaleB` (`CThing`, `NotAModule`, `CLI`)
            ```mermaid
            graph TD
                shale["shale (CLI)"] --> ShaleA
                ShaleA --> CThing
                ShaleC["alone"]
            ```
            ```
            X --> Y
            ```
            """
        XCTAssertEqual(Self.codeWords(page), ["ShaleA", "Plugins", "ShaleB", "CThing", "NotAModule", "CLI"])
        XCTAssertEqual(Set(Self.codeWords(page).filter(Self.looksLikeModule)), ["ShaleA", "ShaleB", "CThing"])
        let graph = Self.graph(page)
        XCTAssertEqual(graph.nodes, ["shale", "ShaleA", "CThing", "ShaleC"])
        XCTAssertEqual(graph.edges, ["shale --> ShaleA", "ShaleA --> CThing"])
    }
}

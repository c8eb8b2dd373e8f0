import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// `public` marks exactly the API users build on: only the modules a library product publishes (`ShaleRuntime`,
/// `Slate`) declare anything `public`; every other module of Sources/ and Tests/Support shares its declarations with
/// the package's other modules as `package` (Documentation/Architecture.md, "Modules"). `open` stays where a class is
/// subclassed in another module (the test cases of ShaleTestSupport), which `package` does not allow.
final class PackageAccessTests: XCTestCase {
    /// Every `public` modifier in `source`, by line (swift-syntax's reading: strings and comments that say "public"
    /// are not modifiers).
    private func publicModifiers(in source: String) -> [Int] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.tokens(viewMode: .sourceAccurate).filter { token in
            token.tokenKind == .keyword(.public) && token.parent?.is(DeclModifierSyntax.self) == true
        }.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line }
    }

    func test_onlyPublishedModules_declareAnythingPublic() throws {
        let manifest = try PackageManifest.load()
        XCTAssertEqual(
            manifest.publishedTargets, ["ShaleRuntime", "Slate"],
            "the library products publish ShaleRuntime and Slate; say in Architecture.md what else is "
                + "published, and why, before changing this")
        let root = PackagePaths.root.path + "/"
        let unpublished = manifest.targets.filter { target in
            target.kind == "regular" && !manifest.publishedTargets.contains(target.name)
                && ["Sources/", "Tests/Support/"].contains { target.folder.path.hasPrefix(root + $0) }
        }
        XCTAssertGreaterThan(unpublished.count, 15, "every module of the generator is checked")
        var found: [String] = []
        for target in unpublished {
            for file in target.swiftFiles {
                let lines = publicModifiers(in: try String(contentsOfFile: file, encoding: .utf8))
                found += lines.map { "\(file.dropFirst(root.count)):\($0)" }
            }
        }
        XCTAssertEqual(found, [], "declare these `package`: only ShaleRuntime and Slate are published")
    }

    func test_theCheck_findsPublicModifiers_notTheWordInTextOrComments() {
        let source = """
            /// The public API.
            public struct A {
                package var b = "public var c"
                open func d() {}
                public init() {}
            }
            """
        XCTAssertEqual(publicModifiers(in: source), [2, 5])
    }

    func test_publishedModules_arePublic() throws {
        let manifest = try PackageManifest.load()
        let runtime = try XCTUnwrap(manifest.target(named: "ShaleRuntime"))
        let count = try runtime.swiftFiles.map {
            publicModifiers(in: try String(contentsOfFile: $0, encoding: .utf8)).count
        }
        .reduce(0, +)
        XCTAssertGreaterThan(count, 100, "ShaleRuntime's API is public")
    }
}

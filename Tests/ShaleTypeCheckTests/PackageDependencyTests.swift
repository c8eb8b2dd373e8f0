import AppleSDKStandIn
import Foundation
import XCTest

/// Every module a target imports is declared in Package.swift, by the target or by a target it depends on: SwiftPM
/// and Xcode build exactly that closure before a target, so any other module of the package is there only by the
/// accident of build order (issue 35: AppleSDKStandIn imported ShaleTranslation without declaring it).
final class PackageDependencyTests: XCTestCase {
    func test_everyImportedPackageModule_isDeclared() throws {
        XCTAssertEqual(try PackageManifest.load().undeclaredImports(), [:])
    }

    /// The check finds a module imported without being declared: `ShaleDriver` imports `ShaleConfiguration`, which
    /// no other of its dependencies brings (the break issue 35 reported was of this kind).
    func test_anUndeclaredImport_isFound() throws {
        var manifest = try PackageManifest.load()
        let index = try XCTUnwrap(manifest.targets.firstIndex { $0.name == "ShaleDriver" })
        manifest.targets[index].dependencies.removeAll { $0.name == "ShaleConfiguration" }
        XCTAssertEqual(manifest.undeclaredImports(), ["ShaleDriver": ["ShaleConfiguration"]])
    }

    func test_imports_countDeclarationsOnly() {
        let source = #"""
            #if canImport(Darwin)
            import Darwin
            #endif
            @testable import ShaleRuntime
            @_exported import struct Slate.SlateID
            // import Commented
            let template = """
                import InsideAString
                """
            let call = importer.import(x)
            """#
        XCTAssertEqual(PackageManifest.imports(in: source), ["Darwin", "ShaleRuntime", "Slate"])
    }
}

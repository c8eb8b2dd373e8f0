// swift-tools-version:6.1
import PackageDescription

/// The pkg-config name of a system library, on Linux only: on Apple platforms libxml2 and SQLite come with the SDK,
/// which has no pkg-config files for them (asking pkg-config there only prints warnings; Kanna's manifest does the
/// same), and the SDK's headers and libraries are found without flags.
func pkgConfig(_ name: String) -> String? {
    #if os(Linux)
    return name
    #else
    return nil
    #endif
}

let package = Package(
    name: "Shale",
    // The command-line tool and the plugins need macOS 13; ShaleRuntime and Slate also build for iOS 17, below which
    // SwiftPM would compile them for its default iOS 12 (README, "Supported platforms").
    platforms: [.macOS(.v13), .iOS(.v17)],
    // What users build on, and nothing else: the tool, the plugins that run it, and the runtime that generated code
    // links. The generator's modules are the tool's internals (no example, plugin or page depends on them), so no
    // library product publishes them.
    products: [
        .executable(name: "shale", targets: ["shale"]),
        .library(name: "ShaleRuntime", targets: ["ShaleRuntime"]),
        // Slate 2.1.3's API for code written against Slate: `import Slate` (ShaleRuntime plus Combine-style streams).
        .library(name: "Slate", targets: ["Slate"]),
        .plugin(name: "ShaleGenerate", targets: ["ShaleGenerate"]),
        .plugin(name: "ShaleGenerateCommand", targets: ["ShaleGenerateCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: pkgConfig("libxml-2.0"),
            providers: [.apt(["libxml2-dev"])]
        ),
        // SQLite, for reading a Core Data store's metadata (`shale store`): only a handful of calls, so the system
        // library rather than a package (GRDB or sqlite-nio would each bring far more than Shale uses).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: pkgConfig("sqlite3"),
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The pipeline, each module depending only on those before it (Documentation/Architecture.md):
        // the IR and diagnostics; reading the XML; resolving it into the IR; comparing versions; translating the IR
        // into each set's template contexts; linting; rendering template sets; the application layer.
        .target(name: "ShaleModel"),
        .target(name: "ShaleReader", dependencies: ["ShaleModel", "CLibXML2"]),
        .target(name: "ShaleResolver", dependencies: ["ShaleModel", "ShaleReader"]),
        .target(name: "ShaleDiff", dependencies: ["ShaleResolver"]),
        .target(name: "ShaleTranslation", dependencies: ["ShaleResolver", "ShaleDiff"]),
        .target(name: "ShaleLint", dependencies: ["ShaleResolver", "ShaleDiff"]),
        // Entity-relationship diagrams of a version, or of the changes between two: Mermaid, DOT, SVG via Graphviz.
        .target(name: "ShaleDiagram", dependencies: ["ShaleResolver", "ShaleDiff"]),
        .target(
            name: "ShaleRender",
            dependencies: [
                "ShaleTranslation", "ShaleTemplates", "ShaleMustache", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The application layer, in four modules that depend one way: the command runs (`ShaleDriver`) over
        // configuration (`shale.yml`), the output stage and the HTML report, none of which depends on another.
        .target(
            name: "ShaleConfiguration",
            dependencies: [
                "ShaleModel", "ShaleDiff", "ShaleLint", "ShaleRender", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "ShaleOutput", dependencies: ["ShaleModel", "ShaleTranslation", "ShaleRender"]),
        .target(
            name: "ShaleReport",
            dependencies: [
                "ShaleModel", "ShaleResolver", "ShaleDiff", "ShaleLint", "ShaleDiagram",
                // HTMLEscaping, for `shale report`'s page.
                "ShaleMustache",
            ]
        ),
        .target(
            name: "ShaleDriver",
            dependencies: [
                "ShaleConfiguration",
                "ShaleOutput",
                "ShaleReport",
                "ShaleRender",
                "ShaleLint",
                "ShaleDiagram",
                "ShaleStore",
                "ShaleSwiftReader",
            ]
        ),
        .target(name: "ShaleStore", dependencies: ["ShaleModel", "CSQLite"]),
        // Schemas written in Swift (SwiftData's `@Model` and `VersionedSchema`, Slate 3), read with swift-syntax
        // into the IR; never compiled or run.
        .target(
            name: "ShaleSwiftReader",
            dependencies: [
                "ShaleResolver",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "ShaleTemplates"),
        // Our Mustache engine, written from the official spec: templates compiled once, rendered many times.
        .target(name: "ShaleMustache"),
        .target(name: "ShaleSynthetic"),
        .target(name: "ShaleRuntime"),
        .target(
            name: "Slate",
            dependencies: [
                "ShaleRuntime",
                .product(
                    name: "OpenCombine", package: "OpenCombine",
                    condition: .when(platforms: [.linux, .android, .windows])),
            ]
        ),
        // The memory set's golden output for the kitchen-sink model, compiled so tests can run it.
        .target(name: "KitchenSinkMemory", dependencies: ["ShaleRuntime"], path: "Golden/Generated/memory-KitchenSink"),
        // Slate conformance: a Slate-style model's memory-set output in Slate's two-module layout, exercised through
        // `import Slate` by SlateConformanceTests (Tests/SlateConformance).
        .target(name: "SlateConformanceEnums", path: "Tests/SlateConformance/Enums"),
        .target(
            name: "SlateConformanceModels",
            dependencies: ["ShaleRuntime", "SlateConformanceEnums"],
            path: "Golden/Generated/memory-Conformance/models"
        ),
        .target(
            name: "SlateConformanceEntities",
            dependencies: ["ShaleRuntime", "SlateConformanceModels", "SlateConformanceEnums"],
            path: "Golden/Generated/memory-Conformance/entities"
        ),
        .executableTarget(
            name: "shale",
            dependencies: [
                "ShaleDriver",
                "ShaleConfiguration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "shale-benchmark",
            dependencies: [
                "ShaleDriver", "ShaleConfiguration", "ShaleOutput", "ShaleSynthetic", "ShaleRuntime",
                "KitchenSinkMemory",
                "ShaleMustache", "CSQLite",
                // Only as the reference the `mustache` benchmark measures our engine against; never in `shale`.
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // Rewrites the generated sources (the embedded templates, Documentation/TemplateContext.md); Scripts/regenerate
        // runs it, then the golden tests. Tests only compare.
        .executableTarget(name: "shale-regenerate", dependencies: ["ShaleTranslation", "ShaleRender"]),
        .plugin(name: "ShaleGenerate", capability: .buildTool(), dependencies: ["shale"]),
        .plugin(
            name: "ShaleGenerateCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-code-from-models",
                    description: "Run the shale.yml jobs of every target and write the generated files"),
                permissions: [
                    .writeToPackageDirectory(reason: "Shale writes the generated Swift files into your sources")
                ]
            ),
            dependencies: ["shale"]
        ),
        // Fuzzing: the targets and their invariants, and one executable per target (Scripts/fuzz builds them
        // with libFuzzer; plain builds replay inputs). CLibFuzzer only declares libFuzzer's driver.
        .target(name: "CLibFuzzer"),
        .target(name: "ShaleFuzzing", dependencies: ["ShaleRender", "ShaleLint", "CLibFuzzer"]),
        .executableTarget(name: "shale-fuzz-reader", dependencies: ["ShaleFuzzing"]),
        .executableTarget(name: "shale-fuzz-pipeline", dependencies: ["ShaleFuzzing"]),
        // Test support, under Tests/Support (it ships in no product): golden files, child processes, temporary models
        // and compiled models.
        .target(
            name: "ShaleTestSupport",
            dependencies: ["ShaleModel", "ShaleReader", "ShaleResolver", "ShaleDiff"],
            path: "Tests/Support/ShaleTestSupport"
        ),
        // The stand-in Apple SDK that type-checks Apple-facing output on Linux, and the checks that use it (its
        // declarations in Tests/Support/AppleSDKStandIn/SDK are compiler inputs, not sources of this target).
        .target(
            name: "AppleSDKStandIn",
            dependencies: ["ShaleTestSupport", "ShaleModel", "ShaleResolver"],
            path: "Tests/Support/AppleSDKStandIn",
            exclude: ["SDK"]
        ),
        .testTarget(name: "ShaleModelTests", dependencies: ["ShaleModel"]),
        .testTarget(name: "ShaleTestSupportTests", dependencies: ["ShaleTestSupport"]),
        .testTarget(name: "ShaleMustacheTests", dependencies: ["ShaleMustache", "ShaleTestSupport"]),
        .testTarget(name: "ShaleReaderTests", dependencies: ["ShaleReader", "ShaleTestSupport"]),
        .testTarget(
            name: "ShaleResolverTests",
            dependencies: ["ShaleResolver", "ShaleDiff", "ShaleSynthetic", "ShaleTestSupport", "AppleSDKStandIn"]
        ),
        .testTarget(name: "ShaleDiffTests", dependencies: ["ShaleDiff", "ShaleTestSupport"]),
        .testTarget(name: "ShaleSwiftReaderTests", dependencies: ["ShaleSwiftReader", "ShaleTestSupport"]),
        .testTarget(name: "ShaleTranslationTests", dependencies: ["ShaleTranslation", "ShaleTestSupport"]),
        .testTarget(name: "ShaleRenderTests", dependencies: ["ShaleRender", "ShaleTestSupport"]),
        .testTarget(
            name: "ShaleDriverTests",
            dependencies: ["ShaleDriver", "ShaleConfiguration", "ShaleOutput", "ShaleSwiftReader", "ShaleTestSupport"]
        ),
        .testTarget(name: "ShaleLintTests", dependencies: ["ShaleLint", "ShaleTestSupport"]),
        .testTarget(name: "ShaleDiagramTests", dependencies: ["ShaleDiagram", "ShaleTestSupport"]),
        .testTarget(
            name: "ShaleRuntimeTests", dependencies: ["ShaleRuntime", "KitchenSinkMemory", "ShaleTestSupport"]),
        .testTarget(
            name: "SlateConformanceTests",
            dependencies: ["Slate", "SlateConformanceModels", "SlateConformanceEntities", "ShaleTestSupport"],
            path: "Tests/SlateConformance/Tests"
        ),
        .testTarget(
            name: "ShaleFuzzingTests",
            dependencies: ["ShaleFuzzing", "ShaleTestSupport", "shale-fuzz-reader", "shale-fuzz-pipeline"]
        ),
        .testTarget(
            name: "ShaleTypeCheckTests",
            dependencies: [
                "ShaleDriver", "ShaleConfiguration", "ShaleTestSupport", "AppleSDKStandIn",
                // SlateAPITests reads the two declarations of Slate's API.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "shaleTests", dependencies: ["shale", "ShaleDriver", "ShaleSynthetic", "ShaleTestSupport"]),
    ]
)

// swift-tools-version:6.1
import PackageDescription

// Shale's build plugin on a Linux-testable data layer: the Bookshelf model's `memory` set code is generated
// before `Bookshelf` compiles, and `BookshelfTests` runs it against ShaleRuntime. CI builds and tests it.
let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v13), .iOS(.v17)],
    dependencies: [
        .package(name: "Shale", path: "../.."),
    ],
    targets: [
        .target(
            name: "Bookshelf",
            dependencies: [.product(name: "ShaleRuntime", package: "Shale")],
            exclude: ["Bookshelf.xcdatamodeld", "shale.yml"],
            plugins: [.plugin(name: "ShaleGenerate", package: "Shale")]
        ),
        .testTarget(name: "BookshelfTests", dependencies: ["Bookshelf"]),
    ]
)

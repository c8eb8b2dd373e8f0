// swift-tools-version:6.1
import PackageDescription

// Shale's build plugin from the prebuilt binary: `ShalePlugins` (Plugins/Binary) runs the `shale` of an artifact
// bundle, so building this package compiles no Shale source. The model's structs are generated before `Shelf`
// compiles, by a template set of its own (plain Swift, so it builds on Linux without Core Data). Put a bundle in
// place with `Scripts/release --into Plugins/Binary` first; ArtifactBundleTests builds and tests this package.
let package = Package(
    name: "ArtifactBundleExample",
    dependencies: [
        .package(name: "ShalePlugins", path: "../../Plugins/Binary"),
    ],
    targets: [
        .target(
            name: "Shelf",
            exclude: ["Shelf.xcdatamodeld", "shale.yml", "Templates"],
            plugins: [.plugin(name: "ShaleGenerate", package: "ShalePlugins")]
        ),
        .testTarget(name: "ShelfTests", dependencies: ["Shelf"]),
    ]
)

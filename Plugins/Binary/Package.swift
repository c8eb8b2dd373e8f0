// swift-tools-version:6.1
import PackageDescription

// Shale's plugins on a prebuilt `shale`, as SwiftLint ships SwiftLintPlugins: the same ShaleGenerate and
// ShaleGenerateCommand plugins as the Shale package (their sources are linked, not copied), running the executable
// of an artifact bundle instead of building Shale from source in every clean build.
//
// `Scripts/release --into Plugins/Binary` builds `shale.artifactbundle` here for a local try (it is not committed).
// The package as published is this file with the bundle's release URL and the checksum `Scripts/release` prints:
//
//     .binaryTarget(
//         name: "shale",
//         url: "https://github.com/OWNER/Shale/releases/download/VERSION/shale.artifactbundle.zip",
//         checksum: "…"
//     ),
//
// Documentation/Generating.md#plugins-from-the-prebuilt-binary says how an app uses it.
let package = Package(
    name: "ShalePlugins",
    products: [
        .plugin(name: "ShaleGenerate", targets: ["ShaleGenerate"]),
        .plugin(name: "ShaleGenerateCommand", targets: ["ShaleGenerateCommand"]),
    ],
    targets: [
        .binaryTarget(name: "shale", path: "shale.artifactbundle"),
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
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Shale",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "shale", targets: ["shale"]),
        .library(name: "ShaleModel", targets: ["ShaleModel"]),
        .library(name: "ShaleReader", targets: ["ShaleReader"]),
        .library(name: "ShaleCore", targets: ["ShaleCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "ShaleModel"),
        .target(name: "ShaleReader", dependencies: ["ShaleModel", "CLibXML2"]),
        .target(name: "ShaleCore", dependencies: ["ShaleModel", "ShaleReader"]),
        .target(name: "ShaleSynthetic"),
        .executableTarget(
            name: "shale",
            dependencies: ["ShaleCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "shale-benchmark",
            dependencies: ["ShaleCore", "ShaleSynthetic"]
        ),
        .target(name: "ShaleTestSupport", dependencies: ["ShaleCore"]),
        .testTarget(name: "ShaleModelTests", dependencies: ["ShaleModel"]),
        .testTarget(name: "ShaleReaderTests", dependencies: ["ShaleReader", "ShaleTestSupport"]),
        .testTarget(name: "ShaleCoreTests", dependencies: ["ShaleCore", "ShaleSynthetic", "ShaleTestSupport"]),
        .testTarget(name: "shaleTests", dependencies: ["shale", "ShaleCore", "ShaleTestSupport"]),
    ]
)

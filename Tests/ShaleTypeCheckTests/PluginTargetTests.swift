import Foundation
import ShaleTestSupport
import XCTest

/// What both plugins make of a target (`Plugins/Shared/ShaleTarget.swift`, pure Foundation, compiled here with a
/// small driver and run): which models and `shale.yml` they find for a package target and for an Xcode target, what
/// the build command depends on, and the `shale generate` runs, with and without a `shale.yml`.
final class PluginTargetTests: TemporaryFolderTestCase {
    private static let built = BuiltDriver()

    func test_packageTarget_withConfig_runsItsJobsIntoOneFile() throws {
        try model("Package/Sources/App/Model.xcdatamodeld", versions: ["Model", "Model 2"])
        try touch("Package/Sources/App/shale.yml")
        try touch("Package/Sources/App/App.swift")
        XCTAssertEqual(
            try run(["package", "App", "Package/Sources/App"]),
            """
            config: Package/Sources/App/shale.yml
            model: Package/Sources/App/Model.xcdatamodeld
            input: Package/Sources/App/shale.yml
            input: Package/Sources/App/Model.xcdatamodeld/.xccurrentversion
            input: Package/Sources/App/Model.xcdatamodeld/Model 2.xcdatamodel/contents
            input: Package/Sources/App/Model.xcdatamodeld/Model.xcdatamodel/contents
            job: Work/App+Shale.swift: generate --config Package/Sources/App/shale.yml --combined-output Work/App+Shale.swift --quiet
            """)
    }

    func test_packageTarget_withoutConfig_generatesTheCoredataSetOfEachModel() throws {
        try model("Package/Sources/App/Model.xcdatamodeld", versions: ["Model"])
        try model("Package/Sources/App/Legacy/Old.xcdatamodel")
        XCTAssertEqual(
            try run(["package", "App", "Package/Sources/App"]),
            """
            config: none
            model: Package/Sources/App/Legacy/Old.xcdatamodel
            model: Package/Sources/App/Model.xcdatamodeld
            input: Package/Sources/App/Legacy/Old.xcdatamodel/contents
            input: Package/Sources/App/Model.xcdatamodeld/.xccurrentversion
            input: Package/Sources/App/Model.xcdatamodeld/Model.xcdatamodel/contents
            job: Work/Old+Shale.swift: generate --model Package/Sources/App/Legacy/Old.xcdatamodel --templates coredata --combined-output Work/Old+Shale.swift --quiet
            job: Work/Model+Shale.swift: generate --model Package/Sources/App/Model.xcdatamodeld --templates coredata --combined-output Work/Model+Shale.swift --quiet
            """)
    }

    /// Xcode lists a bundle as one input file; its shale.yml is one of the target's files, wherever it is.
    func test_xcodeTarget_findsItsModelsAndConfigAmongItsInputFiles() throws {
        try model("MyApp/Model.xcdatamodeld", versions: ["Model"])
        try touch("MyApp/Config/shale.yml")
        try touch("MyApp/ContentView.swift")
        XCTAssertEqual(
            try run([
                "xcode", "My App", "MyApp/ContentView.swift", "MyApp/Model.xcdatamodeld",
                "MyApp/Config/shale.yml",
            ]),
            """
            config: MyApp/Config/shale.yml
            model: MyApp/Model.xcdatamodeld
            input: MyApp/Config/shale.yml
            input: MyApp/Model.xcdatamodeld/.xccurrentversion
            input: MyApp/Model.xcdatamodeld/Model.xcdatamodel/contents
            job: Work/My App+Shale.swift: generate --config MyApp/Config/shale.yml --combined-output Work/My App+Shale.swift --quiet
            """)
    }

    /// A shale.yml in the project but in no target (so not copied into the app) is found beside the model.
    func test_xcodeTarget_findsAConfigBesideItsModel() throws {
        try model("MyApp/Model.xcdatamodeld", versions: ["Model"])
        try touch("MyApp/shale.yml")
        XCTAssertEqual(
            try run(["xcode", "MyApp", "MyApp/Model.xcdatamodeld"]).split(separator: "\n").first,
            "config: MyApp/shale.yml")
    }

    func test_xcodeTarget_withoutConfig_generatesTheCoredataSetOfEachModel() throws {
        try model("MyApp/Model.xcdatamodeld", versions: ["Model"])
        let lines = try run(["xcode", "MyApp", "MyApp/Model.xcdatamodeld"]).split(separator: "\n")
        XCTAssertEqual(lines.first, "config: none")
        XCTAssertEqual(
            lines.last,
            "job: Work/Model+Shale.swift: generate --model MyApp/Model.xcdatamodeld "
                + "--templates coredata --combined-output Work/Model+Shale.swift --quiet")
    }

    func test_targetWithoutModelsOrConfig_hasNoJob() throws {
        try touch("MyApp/ContentView.swift")
        XCTAssertEqual(try run(["xcode", "MyApp", "MyApp/ContentView.swift"]), "config: none")
    }

    // MARK: - Helpers

    /// A model folder: a bundle of `versions` (with its current version file), or one `.xcdatamodel`.
    private func model(_ path: String, versions: [String] = []) throws {
        if versions.isEmpty { return try touch("\(path)/contents") }
        try touch("\(path)/.xccurrentversion")
        for version in versions { try touch("\(path)/\(version).xcdatamodel/contents") }
    }

    private func touch(_ path: String) throws {
        _ = try folder.write("", to: path)
    }

    /// The driver's report for `arguments` (paths relative to the test's folder, given and printed).
    private func run(_ arguments: [String]) throws -> String {
        let root = folder.url.resolvingSymlinksInPath().path + "/"
        let absolute = arguments.enumerated().map { $0 < 2 ? $1 : root + $1 }
        let output = try ShaleProcess.run(executable: try Self.built.executable(), [root + "Work"] + absolute)
        XCTAssertEqual(output.status, 0, output.stderr)
        return output.stdout.replacingOccurrences(of: root, with: "").trimmingCharacters(in: .newlines)
    }
}

/// `Plugins/Shared` compiled with a driver that prints what `ShaleTarget` finds, once per process.
private final class BuiltDriver: @unchecked Sendable {
    private let lock = NSLock()
    private var built: Result<URL, Error>?

    static let driver = """
        import Foundation

        // arguments: WORK package NAME FOLDER | WORK xcode NAME FILE...
        let arguments = CommandLine.arguments
        let work = URL(fileURLWithPath: arguments[1])
        let name = arguments[3]
        let target = arguments[2] == "package"
            ? ShaleTarget(name: name, folder: URL(fileURLWithPath: arguments[4]))
            : ShaleTarget(name: name, inputFiles: arguments.dropFirst(4).map { URL(fileURLWithPath: $0) })
        print("config: \\(target.config?.path ?? "none")")
        for model in target.models { print("model: \\(model.path)") }
        if target.config != nil || !target.models.isEmpty {
            for input in target.inputFiles { print("input: \\(input.path)") }
        }
        for job in target.generateArguments(into: work) {
            print("job: \\(job.output.path): \\(job.arguments.joined(separator: " "))")
        }
        """

    func executable() throws -> URL {
        try lock.withLock {
            if built == nil {
                built = Result {
                    let folder = try TemporaryFolder()
                    let main = try folder.write(Self.driver, to: "main.swift")
                    let shared = PackagePaths.root.appendingPathComponent("Plugins/Shared")
                    let sources = try FileManager.default.contentsOfDirectory(atPath: shared.path)
                        .filter { $0.hasSuffix(".swift") }.sorted().map { shared.appendingPathComponent($0).path }
                    let executable = folder.url.appendingPathComponent("driver")
                    let output = try SwiftCompiler.run(sources + [main, "-o", executable.path])
                    guard output.status == 0 else {
                        throw CompileError(output: output.stdout + output.stderr)
                    }
                    return executable
                }
            }
            return try built!.get()
        }
    }
}

/// `Plugins/Shared` did not compile.
private struct CompileError: Error, CustomStringConvertible {
    let output: String
    var description: String { "compiling Plugins/Shared failed:\n\(output)" }
}

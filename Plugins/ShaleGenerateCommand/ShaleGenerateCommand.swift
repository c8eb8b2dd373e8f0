import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-code-from-models [shale generate flags]`:
/// runs the jobs of every target's `shale.yml` and writes the files into the source tree, where they can be
/// committed and checked in CI with `--check`.
@main
struct ShaleGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let shale = try context.tool(named: "shale").url
        var ran = 0
        for target in context.package.targets.compactMap({ $0 as? SourceModuleTarget }) {
            let config = target.directoryURL.appending(path: "shale.yml")
            guard FileManager.default.fileExists(atPath: config.path) else { continue }
            let process = Process()
            process.executableURL = shale
            process.arguments = ["generate", "--config", config.path] + arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("shale generate failed for \(target.name) (exit \(process.terminationStatus))")
                throw ExitCodeError(status: process.terminationStatus)
            }
            ran += 1
        }
        if ran == 0 { Diagnostics.warning("no target has a shale.yml; `shale config init` writes one") }
    }
}

private struct ExitCodeError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "shale generate exited with \(status)" }
}

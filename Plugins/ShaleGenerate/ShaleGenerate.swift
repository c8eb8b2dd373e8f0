import Foundation
import PackagePlugin

/// Generates a target's code from its Core Data model before the target compiles: the jobs of the `shale.yml`
/// in the target's folder, rendered into one Swift file in the plugin's work folder. Diagnostics point at the
/// model file, so Xcode and SwiftPM show them against it.
@main
struct ShaleGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let config = target.directoryURL.appending(path: "shale.yml")
        guard FileManager.default.fileExists(atPath: config.path) else {
            Diagnostics.warning("\(target.name) applies the ShaleGenerate plugin but has no shale.yml; "
                + "`shale config init` writes one")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+Shale.swift")
        return [.buildCommand(
            displayName: "Generating \(target.name)'s code from its Core Data model",
            executable: try context.tool(named: "shale").url,
            arguments: ["generate", "--config", config.path, "--combined-output", output.path, "--quiet"],
            inputFiles: [config] + modelFiles(in: target.directoryURL),
            outputFiles: [output]
        )]
    }

    /// Every file inside the `.xcdatamodeld` and `.xcdatamodel` folders under `folder`, so editing a model
    /// regenerates the code.
    private func modelFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { url in
            url.pathComponents.contains { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }
                && !url.hasDirectoryPath
        }
    }
}

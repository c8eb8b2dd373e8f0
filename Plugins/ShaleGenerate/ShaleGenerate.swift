import Foundation
import PackagePlugin

/// Generates a target's code from its Core Data models before the target compiles, into the plugin's work folder
/// (never the source tree): the jobs of the target's `shale.yml` rendered into one Swift file, or, without a
/// `shale.yml`, the `coredata` set's classes of each model. Works on package targets (SwiftPM, Xcode) and on the
/// targets of Xcode projects (`XcodeBuildToolPlugin`). Diagnostics point at the model file, so Xcode and SwiftPM
/// show them against it.
@main
struct ShaleGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try commands(
            for: ShaleTarget(name: target.name, folder: target.directoryURL),
            shale: context.tool(named: "shale").url, workFolder: context.pluginWorkDirectoryURL)
    }

    /// The build commands for `target`: one per output file, each running `shale`.
    func commands(for target: ShaleTarget, shale: URL, workFolder: URL) -> [Command] {
        if target.config == nil {
            if target.models.isEmpty {
                Diagnostics.warning(
                    "\(target.name) applies the ShaleGenerate plugin but has neither a "
                        + "\(ShaleTarget.configName) nor a Core Data model; `shale config init` writes a configuration")
            } else {
                Diagnostics.remark(
                    "\(target.name) has no \(ShaleTarget.configName): generating the "
                        + "\(ShaleTarget.defaultTemplates) set's classes of each model")
            }
        }
        return target.generateArguments(into: workFolder).map { job in
            .buildCommand(
                displayName: "Generating \(target.name)'s code from its Core Data models",
                executable: shale,
                arguments: job.arguments,
                inputFiles: target.inputFiles,
                outputFiles: [job.output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ShaleGenerate: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            for: ShaleTarget(name: target.displayName, inputFiles: target.inputFiles.map(\.url)),
            shale: context.tool(named: "shale").url, workFolder: context.pluginWorkDirectoryURL)
    }
}
#endif

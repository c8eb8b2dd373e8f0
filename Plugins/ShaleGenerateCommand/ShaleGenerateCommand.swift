import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-code-from-models [--target NAME]…
/// [shale generate flags]`: runs the jobs of each target's `shale.yml` and writes the files where it says, into
/// the source tree, to be committed and checked in CI with `--check`. In Xcode, the same command from a project's
/// context menu works on the project's targets (`XcodeCommandPlugin`). `--target` (which Xcode passes for the
/// targets the user picked) limits it to those targets; every other argument goes to `shale generate`.
@main
struct ShaleGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .map { ShaleTarget(name: $0.name, folder: $0.directoryURL) }
        try generate(targets, shale: context.tool(named: "shale").url, arguments: arguments)
    }

    /// Runs `shale generate` for each target of `targets` that `--target` in `arguments` picks (every one when it
    /// names none) and that has a `shale.yml`, with the rest of `arguments`; stops at the first that fails.
    func generate(_ targets: [ShaleTarget], shale: URL, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let picked = Set(extractor.extractOption(named: "target"))
        let flags = extractor.remainingArguments
        if let unknown = picked.subtracting(targets.map(\.name)).sorted().first {
            throw GenerateError.unknownTarget(unknown)
        }
        var ran = 0
        for target in targets where picked.isEmpty || picked.contains(target.name) {
            guard let config = target.config else {
                if !target.models.isEmpty {
                    Diagnostics.warning(
                        "\(target.name) has Core Data models but no \(ShaleTarget.configName), "
                            + "which says where to write the code; `shale config init` writes one (the ShaleGenerate "
                            + "build plugin generates without one)")
                }
                continue
            }
            let process = Process()
            process.executableURL = shale
            process.arguments = ["generate", "--config", config.path] + flags
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("shale generate failed for \(target.name) (exit \(process.terminationStatus))")
                throw GenerateError.failed(status: process.terminationStatus)
            }
            ran += 1
        }
        if ran == 0 {
            Diagnostics.warning("no target has a \(ShaleTarget.configName); `shale config init` writes one")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ShaleGenerateCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let targets = context.xcodeProject.targets
            .map { ShaleTarget(name: $0.displayName, inputFiles: $0.inputFiles.map(\.url)) }
        try generate(targets, shale: context.tool(named: "shale").url, arguments: arguments)
    }
}
#endif

/// Why the command failed.
private enum GenerateError: Error, CustomStringConvertible {
    /// `--target` named a target the package or project does not have.
    case unknownTarget(String)
    /// `shale generate` exited with this status.
    case failed(status: Int32)

    var description: String {
        switch self {
        case let .unknownTarget(name): "no target is named \(name)"
        case let .failed(status): "shale generate exited with \(status)"
        }
    }
}

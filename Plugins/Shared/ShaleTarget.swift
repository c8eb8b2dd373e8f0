import Foundation

/// A target as both Shale plugins see it, whether SwiftPM or Xcode runs them: its name, its `shale.yml` if it has
/// one, and its Core Data models. Each plugin's SwiftPM and Xcode entry points only make one of these; everything
/// else is shared.
struct ShaleTarget {
    /// The file a target's jobs are read from.
    static let configName = "shale.yml"
    /// The set generated for each model of a target without a `shale.yml`.
    static let defaultTemplates = "coredata"

    /// The target's name, for messages and output file names.
    var name: String
    /// The target's `shale.yml`, if it has one.
    var config: URL?
    /// The target's `.xcdatamodeld` bundles and the `.xcdatamodel` folders outside any bundle, sorted by path.
    var models: [URL]

    /// A target of a package: the `shale.yml` in its folder, else one beside one of its models; the models
    /// anywhere under its folder (SwiftPM lists excluded files nowhere, so the folder is searched).
    init(name: String, folder: URL) {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        self.init(name: name, configCandidates: [folder.appendingPathComponent(Self.configName)], files: files)
    }

    /// A target of an Xcode project: the `shale.yml` among the files it builds, else one beside one of its
    /// models (in the project but in no target, so that it is not copied into the app); the models among the
    /// files it builds.
    init(name: String, inputFiles: [URL]) {
        self.init(
            name: name, configCandidates: inputFiles.filter { $0.lastPathComponent == Self.configName },
            files: inputFiles)
    }

    private init(name: String, configCandidates: [URL], files: [URL]) {
        self.name = name
        models = Self.models(in: files)
        let besideModels = models.map { $0.deletingLastPathComponent().appendingPathComponent(Self.configName) }
        config = (configCandidates + besideModels).first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The models that `files` are or are inside: the outermost `.xcdatamodeld` or `.xcdatamodel` folder of each
    /// path, once each, sorted by path.
    static func models(in files: [URL]) -> [URL] {
        var models = Set<String>()
        for file in files {
            var path = ""
            for component in file.standardizedFileURL.path.split(separator: "/", omittingEmptySubsequences: true) {
                path += "/" + component
                if component.hasSuffix(".xcdatamodeld") || component.hasSuffix(".xcdatamodel") {
                    models.insert(path)
                    break
                }
            }
        }
        return models.sorted().map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// Every file inside the target's models and its `shale.yml`: the build command's inputs, so editing a model
    /// or the configuration regenerates the code.
    var inputFiles: [URL] {
        let modelFiles = models.flatMap { model in
            (FileManager.default.enumerator(at: model, includingPropertiesForKeys: [.isDirectoryKey])?
                .compactMap { $0 as? URL } ?? [])
                .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true }
                .sorted { $0.path < $1.path }
        }
        return (config.map { [$0] } ?? []) + modelFiles
    }

    /// The `shale generate` arguments that render the target's code into `output`, one Swift file, for each
    /// output file: the jobs of its `shale.yml`, else the `coredata` set of each model; none when it has neither.
    func generateArguments(into folder: URL) -> [(output: URL, arguments: [String])] {
        if let config {
            let output = folder.appendingPathComponent("\(name)+Shale.swift")
            return [(output, ["generate", "--config", config.path, "--combined-output", output.path, "--quiet"])]
        }
        return models.map { model in
            let output = folder.appendingPathComponent("\(model.deletingPathExtension().lastPathComponent)+Shale.swift")
            return (
                output,
                [
                    "generate", "--model", model.path, "--templates", Self.defaultTemplates,
                    "--combined-output", output.path, "--quiet",
                ]
            )
        }
    }
}

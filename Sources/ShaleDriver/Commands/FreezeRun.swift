import Foundation
import ShaleModel
import ShaleOutput
import ShaleRender
import ShaleResolver
import ShaleTranslation

/// `shale freeze`: writes a model's current version as a frozen SwiftData `VersionedSchema`, a file that names no
/// type from outside it, or checks (`--check`) that the file on disk is still what the model gives.
///
/// The file is the `swiftdata` set's versioned schema (`Renderer.renderFrozenSchema`), written to one file with
/// `OutputWriter.writeFile` (atomically, only when its bytes change, nothing else touched), or printed.
package struct FreezeRun: Sendable, Hashable {
    /// The model input: a bundle, version folder or contents file.
    package var path: String
    /// The version to freeze, overriding the bundle's current one.
    package var versionName: String?
    /// The schema's name; `nil` for the history's (`LibrarySchemaV4` for version 4 of `Library`).
    package var schemaName: String?
    /// The schema's `versionIdentifier`, as `4.0.0`.
    package var schemaVersion: String
    /// The file to write or check; `nil` prints the schema.
    package var output: String?
    /// Whether to write nothing and compare the schema with `output`.
    package var check = false
    /// Whether a warning fails the run (nothing is written).
    package var warningsAsErrors = false
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?

    /// A freeze of the current version of the model at `path` as version `schemaVersion`.
    package init(
        path: String, versionName: String? = nil, schemaName: String? = nil, schemaVersion: String,
        output: String? = nil, check: Bool = false, warningsAsErrors: Bool = false
    ) {
        self.path = path
        self.versionName = versionName
        self.schemaName = schemaName
        self.schemaVersion = schemaVersion
        self.output = output
        self.check = check
        self.warningsAsErrors = warningsAsErrors
    }

    /// Reads the model, renders the frozen schema, then prints, writes or checks it.
    package func run() -> CommandOutput {
        var result = CommandOutput()
        guard let version = FrozenSchema.version(schemaVersion) else {
            return result.failUsage(
                "--schema-version '\(schemaVersion)' is not a Schema.Version: give three "
                    + "non-negative integers, such as 4.0.0")
        }
        if check, output == nil { return result.failUsage("--check compares with a file: pass --output FILE") }
        let request = ModelInput.Request(path: path, versionName: versionName, versionHashes: .skipped, plan: plan)
        guard let bundle = ModelInput.load(request, warningsAsErrors: warningsAsErrors, into: &result),
            let model = bundle.current
        else { return result }
        let defaultName = FrozenSchema.defaultTypeName(
            modelName: bundle.name, major: version[0],
            currentVersion: model.versionName)
        let typeName = schemaName ?? defaultName
        if let problem = FrozenSchema.nameProblem(typeName, model: model) {
            return result.failUsage("--schema-name: \(problem); pass a name such as " + defaultName)
        }
        let contents: String
        let diagnostics = DiagnosticCollector()
        do {
            let set = try TemplateSetLoader.load("swiftdata", keyCheck: .userSets, diagnostics: diagnostics)
            contents = try Renderer.renderFrozenSchema(
                FrozenSchema(typeName: typeName, version: version), set: set, model: model, modelName: bundle.name,
                sourcePath: output.map { PathAnchor.folder(of: $0).relative(path) } ?? Generator.headerPath(path),
                diagnostics: diagnostics)
        } catch {
            return result.fail(error, diagnostics: diagnostics)
        }
        result.report(diagnostics.diagnostics)
        if warningsAsErrors, result.diagnostics.containsWarnings { return result.fail(status: CommandOutput.failure) }
        guard let output else {
            result.write(contents)
            return result
        }
        return check ? compare(contents, with: output, into: &result) : write(contents, to: output, into: &result)
    }

    /// `--check`: the diff between `output` and `contents` on standard output, exit status 1, when they differ.
    private func compare(_ contents: String, with output: String, into result: inout CommandOutput) -> CommandOutput {
        let exists = FileManager.default.fileExists(atPath: output)
        guard let bytes = FileIO.contents(of: output) ?? (exists ? nil : []) else {
            return result.fail(
                [
                    .error(
                        "cannot read the frozen schema", at: SourceLocation(file: output),
                        hint: "check the file's permissions")
                ], status: CommandOutput.ioError)
        }
        let existing = String(decoding: bytes, as: UTF8.self)
        guard existing != contents || !exists else { return result }
        result.write(UnifiedDiff.diff(existing, contents, oldName: exists ? output : "/dev/null", newName: output))
        result.writeError(
            "error: \(output) \(exists ? "differs from" : "is missing, unlike") the schema the model "
                + "gives; run the same command without --check to write it\n")
        return result.fail(status: CommandOutput.failure)
    }

    /// Writes `contents` to `output` unless that file holds something other than a generated file.
    private func write(_ contents: String, to output: String, into result: inout CommandOutput) -> CommandOutput {
        if FileManager.default.fileExists(atPath: output),
            !FileIO.startsWith(output, Array(OutputNormalizer.headerMarker.utf8))
        {
            return result.fail(
                [
                    .error(
                        "the file exists and was not written by shale, so freeze leaves it alone",
                        at: SourceLocation(file: output),
                        hint: "pass a new file for the frozen schema, or remove this one first")
                ], status: CommandOutput.usage)
        }
        return result.writeFile(contents, to: output)
    }
}

import ShaleModel
import ShaleReader

/// `shale dump`: a model's IR as JSON, the current version or the whole bundle.
package struct DumpRun: Sendable, Hashable {
    /// The model: bundle, version folder or contents file.
    package var path: String
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?
    /// The version to use as current, overriding `.xccurrentversion`.
    package var versionName: String?
    /// Whether every version is dumped (in migration order), not only the current one.
    package var allVersions = false
    /// Whether warnings fail the run.
    package var warningsAsErrors = false
    /// Whether to print the table of Core Data's hashes of every version instead of JSON.
    package var hashes = false

    /// A dump of the model at `path`.
    package init(
        path: String, versionName: String? = nil, allVersions: Bool = false, warningsAsErrors: Bool = false,
        hashes: Bool = false
    ) {
        self.path = path
        self.versionName = versionName
        self.allVersions = allVersions
        self.warningsAsErrors = warningsAsErrors
        self.hashes = hashes
    }

    /// Loads the model and encodes it; nothing goes to standard output when the model has errors.
    package func run() -> CommandOutput {
        var output = CommandOutput()
        let request = ModelInput.Request(
            path: path, versionName: versionName,
            scope: allVersions || hashes ? .allVersions : .currentVersion, plan: plan)
        guard let bundle = ModelInput.load(request, warningsAsErrors: warningsAsErrors, into: &output) else {
            return output
        }
        if hashes {
            output.write(HashTable.text(bundle))
            return output
        }
        do {
            output.write(try allVersions ? ModelJSON.encode(bundle) : ModelJSON.encode(bundle.versions[0]))
        } catch {
            return output.fail(
                [.error("cannot encode the model as JSON: \(error)", at: nil)],
                status: CommandOutput.invalidInput)
        }
        return output
    }
}

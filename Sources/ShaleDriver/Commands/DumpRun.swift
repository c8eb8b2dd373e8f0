import ShaleModel
import ShaleResolver

/// `shale dump`: a model's IR as JSON, the current version or the whole bundle.
public struct DumpRun: Sendable, Hashable {
    /// The model: bundle, version folder or contents file.
    public var path: String
    /// The version to use as current, overriding `.xccurrentversion`.
    public var versionName: String?
    /// Whether every version is dumped (in migration order), not only the current one.
    public var allVersions = false
    /// Whether warnings fail the run.
    public var warningsAsErrors = false
    /// Whether to print the table of Core Data's hashes of every version instead of JSON.
    public var hashes = false

    /// A dump of the model at `path`.
    public init(path: String, versionName: String? = nil, allVersions: Bool = false, warningsAsErrors: Bool = false,
                hashes: Bool = false) {
        self.path = path
        self.versionName = versionName
        self.allVersions = allVersions
        self.warningsAsErrors = warningsAsErrors
        self.hashes = hashes
    }

    /// Loads the model and encodes it; nothing goes to standard output when the model has errors.
    public func run() -> CommandOutput {
        var output = CommandOutput()
        let collector = DiagnosticCollector()
        let loaded = ModelLoader.load(path: path, versionName: versionName,
                                      scope: allVersions || hashes ? .allVersions : .currentVersion,
                                      diagnostics: collector)
        let diagnostics = collector.diagnostics
        output.report(diagnostics)
        guard let bundle = loaded, !diagnostics.fails(warningsAsErrors: warningsAsErrors) else {
            return output.fail()
        }
        if hashes {
            output.write(HashTable.text(bundle))
            return output
        }
        do {
            output.write(try allVersions ? ModelJSON.encode(bundle) : ModelJSON.encode(bundle.versions[0]))
        } catch {
            return output.fail([.error("cannot encode the model as JSON: \(error)", at: nil)])
        }
        return output
    }
}

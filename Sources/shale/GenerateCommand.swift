import ArgumentParser
import ShaleConfiguration
import ShaleDriver
import ShaleLint
import ShaleOutput
import ShaleRender
import ShaleTranslation

/// `shale generate`: renders a template set for a model into output folders.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift code from a model through a template set.",
        discussion: """
            Everything is rendered in memory first; on any error nothing on disk changes. Files are written \
            only when their bytes change, and stale files that carry Shale's header in an output folder are \
            removed (other files never are). With --check nothing is written: the command exits 1 and prints \
            a unified diff when any generated file is stale, missing or extra, which is how CI keeps \
            generated code in step with the model.
            """
    )

    @Option(
        name: .customLong("model"),
        help: ArgumentHelp(
            "The model: a .xcdatamodeld bundle, a .xcdatamodel folder, or its contents file.", valueName: "path"))
    var model: String?

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A shale.yml with one or more jobs (the default when --model is not given and ./shale.yml exists). "
                + "--option values given on the command line override the file's.", valueName: "file"))
    var config: String?

    @Option(
        name: .customLong("model-version"),
        help: ArgumentHelp(
            "The version to use as current, overriding the bundle's .xccurrentversion.", valueName: "name"))
    var modelVersion: String?

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp(
            "A built-in template set (\(TemplateSetLoader.builtinNames.joined(separator: ", "))) or a folder "
                + "holding a manifest.yml and .mustache files. Default: slate.", valueName: "name|dir"))
    var templates: String?

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "Where generated files go: DIR for every output of the set, or ROOT=DIR for one output root "
                + "(the slate set has roots 'models' and 'entities'). Repeatable.", valueName: "dir|root=dir"))
    var outputs: [String] = []

    @Option(name: .customLong("option"), help: ArgumentHelp(HelpText.templateOption, valueName: "key=value"))
    var options: [String] = []

    @Option(
        name: .customLong("combined-output"),
        help: ArgumentHelp(
            "Write every generated Swift file, of every job, into this one file instead of output folders (what the "
                + "SwiftPM build plugin uses).", valueName: "file"))
    var combinedOutput: String?

    @Flag(help: "Write nothing; exit 1 with a unified diff when generated files are stale, missing or extra.")
    var check = false

    @Flag(help: "Write nothing; list the files that would be written or removed.")
    var dryRun = false

    @Flag(help: "Print the context templates see (Documentation/TemplateContext.md) as JSON, and write nothing.")
    var dumpContext = false

    @Flag(help: "Treat warnings as errors: exit with status 1 when any warning is reported.")
    var warningsAsErrors = false

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics (and --check's diff).")
    var quiet = false

    @Flag(name: .shortAndLong, help: "List every file written or removed.")
    var verbose = false

    /// The configuration file to use: `--config`, or `./shale.yml` when neither it nor `--model` is given.
    private var configPath: String? {
        config ?? (model == nil ? GenerationConfig.defaultPath : nil)
    }

    func validate() throws {
        if check && dryRun { throw ValidationError("--check and --dry-run cannot be combined") }
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined") }
        if configPath != nil {
            if model != nil || !outputs.isEmpty || templates != nil || modelVersion != nil {
                throw ValidationError(
                    "--model, --output, --templates and --model-version come from the "
                        + "configuration file; pass either them or --config")
            }
        } else if model == nil {
            throw ValidationError("pass --model PATH, or --config shale.yml (`shale config init` writes one)")
        } else if outputs.isEmpty && !dumpContext && combinedOutput == nil {
            throw ValidationError("pass --output DIR (or ROOT=DIR for each output root)")
        }
        if combinedOutput != nil, check || dryRun || dumpContext {
            throw ValidationError("--combined-output cannot be combined with --check, --dry-run or --dump-context")
        }
        for option in options where !option.contains("=") {
            throw ValidationError("--option takes KEY=VALUE, not '\(option)'")
        }
    }

    func run() throws {
        var overrides: [String: String] = [:]
        for option in options {
            let split = option.firstIndex(of: "=")!
            overrides[String(option[..<split])] = String(option[option.index(after: split)...])
        }
        var generation = GenerateRun(
            jobs: configPath.map { .config($0) } ?? .job(commandLineJob()),
            mode: check ? .check : dryRun ? .dryRun : .write)
        generation.overrides = overrides
        generation.warningsAsErrors = warningsAsErrors
        generation.listsFiles = verbose
        generation.quiet = quiet
        generation.dumpsContext = dumpContext
        generation.combinedOutput = combinedOutput
        try DiagnosticPrinter.show(generation.run(), of: Self.self)
    }

    /// The job the command-line flags describe.
    private func commandLineJob() -> GenerationJob {
        var job = GenerationJob(modelPath: model ?? "", modelVersion: modelVersion, templates: templates ?? "slate")
        for output in outputs {
            if let split = output.firstIndex(of: "="), !output[..<split].contains("/") {
                job.outputsByRoot[String(output[..<split])] = String(output[output.index(after: split)...])
            } else {
                job.output = output
            }
        }
        return job
    }
}

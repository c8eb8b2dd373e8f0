import ArgumentParser
import ShaleDiagram
import ShaleDriver
import ShaleLint

/// `--format`'s value, typed the same way for every command: the formats a command writes are one enum, which
/// ArgumentParser parses, so an unknown value is a usage error (exit 64) that lists the valid ones, and `--help`
/// lists them with the default. `shale diff`'s formats depend on its template set: `DiffFormatArgument`.
protocol FormatArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension DiagramFormat: FormatArgument {}
extension LintFormat: FormatArgument {}
extension StoreRun.Format: FormatArgument {}

/// `shale diff --format`: a format of the report's template set or one `shale diff` writes itself. The set decides
/// which, once loaded, so `DiffRun` checks the value (an unknown one exits 64 with the list, and a "did you mean");
/// `--help` lists the formats of the built-in `migration` set and `DiffRun.ownFormats`.
struct DiffFormatArgument: ExpressibleByArgument, Hashable {
    /// The format's name.
    var name: String

    init(argument: String) {
        name = argument
    }

    var defaultValueDescription: String { name }

    /// The `migration` set's formats, then those `shale diff` renders itself.
    static var allValueStrings: [String] { ["text", "markdown", "swift"] + DiffRun.ownFormats }
}

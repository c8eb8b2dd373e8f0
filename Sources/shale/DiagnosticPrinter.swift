import ArgumentParser
import Foundation
import ShaleDriver
import ShaleModel

/// Shows what a command produced: diagnostics on standard error, output text, and the exit status.
enum DiagnosticPrinter {
    /// Prints `diagnostics`, sorted, one per line (with their notes) to standard error: `path:line:column:`
    /// first, so Xcode and editors link them; coloured only on a terminal, and never when `NO_COLOR` is set.
    static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = usesColor ? colored(diagnostics.rendered) : diagnostics.rendered
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Whether standard error is a terminal and the user has not asked for no colour (no-color.org).
    static var usesColor: Bool {
        isatty(STDERR_FILENO) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    /// `text` with each line's severity coloured: errors red, warnings yellow, notes cyan.
    static func colored(_ text: String) -> String {
        let styles = [(": error: ", "31"), (": warning: ", "33"), (": note: ", "36")]
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            for (marker, color) in styles {
                if let range = line.range(of: marker) {
                    let word = marker.dropFirst(2).dropLast(2)
                    return line[..<range.lowerBound] + ": \u{1B}[1;\(color)m\(word):\u{1B}[0m "
                        + line[range.upperBound...]
                }
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Shows what a command's run produced, in order: diagnostics through `print`, text on standard output and
    /// standard error as is. A usage error the run found is printed as ArgumentParser prints the ones it finds, with
    /// `command`'s usage (`Usage: shale lint …`, not the root's), and exits 64.
    /// - Throws: A non-zero status as `ExitCode`.
    static func show(_ output: CommandOutput, of command: any ParsableCommand.Type) throws {
        for event in output.events {
            switch event {
            case let .diagnostics(diagnostics): print(diagnostics)
            case let .standardOutput(text): FileHandle.standardOutput.write(Data(text.utf8))
            case let .standardError(text): FileHandle.standardError.write(Data(text.utf8))
            case let .usageError(message):
                FileHandle.standardError.write(Data(usageError(message, of: command).utf8))
                throw ExitCode(CommandOutput.usage)
            }
        }
        if output.status != 0 { throw ExitCode(output.status) }
    }

    /// `message` with `command`'s usage and where its help is: what ArgumentParser prints for a usage error of its
    /// own in that command.
    static func usageError(_ message: String, of command: any ParsableCommand.Type) -> String {
        let usage = ShaleCommand.usageString(for: command)
        // The usage starts with the command's path (`shale templates show`), then its arguments.
        let path = usage.split(separator: " ").prefix { !$0.hasPrefix("<") && !$0.hasPrefix("[") }
        return
            "Error: \(message)\nUsage: \(usage)\n  See '\(path.joined(separator: " ")) --help' for more information.\n"
    }
}

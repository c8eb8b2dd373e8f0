import ArgumentParser
import Foundation
import ShaleModel
import ShaleRender

/// Prints diagnostics to standard error and decides the exit status they imply.
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
                    return line[..<range.lowerBound] + ": \u{1B}[1;\(color)m\(word):\u{1B}[0m " + line[range.upperBound...]
                }
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Runs `body`; a `GenerationError` it throws is printed and becomes exit status `status`.
    static func reporting<Result>(exitCode status: ExitCode = .failure, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as GenerationError {
            print(error.diagnostics)
            throw status
        }
    }

    /// Whether the run fails: on any error, or on any warning when warnings count as errors.
    static func fails(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> Bool {
        diagnostics.containsErrors || (warningsAsErrors && diagnostics.containsWarnings)
    }
}

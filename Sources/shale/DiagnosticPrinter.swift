import Foundation
import ShaleModel

/// Prints diagnostics to standard error and decides the exit status they imply.
enum DiagnosticPrinter {
    /// Prints `diagnostics`, sorted, one per line (with their notes) to standard error.
    static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        FileHandle.standardError.write(Data((diagnostics.rendered + "\n").utf8))
    }

    /// Whether the run fails: on any error, or on any warning when warnings count as errors.
    static func fails(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> Bool {
        diagnostics.containsErrors || (warningsAsErrors && diagnostics.containsWarnings)
    }
}

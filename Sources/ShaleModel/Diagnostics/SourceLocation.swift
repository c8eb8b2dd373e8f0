/// A position in an input file: the file as the user named it, and a 1-based line and column.
///
/// Columns count characters (Unicode scalars) from the start of the line, as libxml2 does. A location encodes as one
/// string, `path:line:column`, so that IR JSON stays readable.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, as given on the command line or relative to the configuration; never made absolute.
    package var file: String
    /// The 1-based line number; 0 when only the file is known.
    package var line: Int
    /// The 1-based column number; 0 when only the line is known.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, leaving out the parts that are unknown.
    package var description: String {
        guard line > 0 else { return file }
        guard column > 0 else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation: Codable {
    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while numbers.count < 2, parts.count > 1, let number = Int(parts[parts.count - 1]) {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        self.init(
            file: parts.joined(separator: ":"),
            line: numbers.first ?? 0,
            column: numbers.count > 1 ? numbers[1] : 0
        )
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A problem in a template, located at a tag: thrown when compiling, linking a library, or rendering.
package struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name of the template the problem is in.
    package var name: String
    /// 1-based line of the tag (or position) at fault.
    package var line: Int
    /// 1-based column, in Unicode scalars, of the tag (or position) at fault.
    package var column: Int
    /// What is wrong and what to do about it.
    package var message: String

    /// Creates an error; templates create these, callers normally only read them.
    package init(name: String, line: Int, column: Int, message: String) {
        self.name = name
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:column: message`, the form compilers use.
    package var description: String { "\(name):\(line):\(column): \(message)" }
}

/// Every problem found while building a `MustacheLibrary`, in template-name then source order.
package struct MustacheLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, never empty.
    package var errors: [MustacheError]
    /// The tag references of the templates that did compile, by name, so a caller can check them at once too.
    package var compiledReferences: [String: [MustacheTagReference]] = [:]

    /// One problem per line.
    package var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A 1-based line and column in a template's source.
struct SourceLocation: Equatable, Sendable {
    var line: Int
    var column: Int
}

/// Maps byte offsets of a template's UTF-8 source to lines and columns.
struct LineMap: Sendable {
    private let lineStarts: [Int]
    private let source: [UInt8]

    init(_ source: [UInt8]) {
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
        self.source = source
    }

    /// The location of `offset`; columns count Unicode scalars (UTF-8 lead bytes) from the line start.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        var column = 1
        var index = start
        while index < min(offset, source.count) {
            if source[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }
}

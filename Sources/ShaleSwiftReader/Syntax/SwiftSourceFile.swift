import ShaleModel
import SwiftParser
import SwiftSyntax

/// One Swift file parsed with swift-syntax (never compiled), with the locations of its nodes as diagnostics name
/// them.
struct SwiftSourceFile {
    /// The path diagnostics name (as the user gave it).
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, past its leading trivia (comments, attributes' line breaks).
    func location(of node: some SyntaxProtocol) -> ShaleModel.SourceLocation {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return ShaleModel.SourceLocation(file: path, line: start.line, column: start.column)
    }

    /// Where the first syntax error is: a token the parser had to invent, or text it could not place. The parser
    /// recovers from every error, so what it built around one is only a guess of what was meant.
    func firstSyntaxError() -> ShaleModel.SourceLocation? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
                return location(of: token)
            }
            if token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
                return location(of: token)
            }
        }
        return location(of: tree)
    }
}

import ShaleModel
import SwiftSyntax

/// Where a syntax node starts in its file, as a diagnostic location.
struct SyntaxLocations {
    /// The file, as the user named it.
    let path: String
    /// Converts byte offsets in the parsed tree into lines and columns.
    let converter: SourceLocationConverter

    /// Locations in `tree`, parsed from the file at `path`.
    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The location of the first character of `node` (after its leading trivia).
    func location(of node: some SyntaxProtocol) -> ShaleModel.SourceLocation {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return ShaleModel.SourceLocation(file: path, line: place.line, column: place.column)
    }
}

extension AttributeListSyntax {
    /// The attributes named `name` (`Model`, `Attribute`, `SwiftData.Model`'s last part), in source order.
    func named(_ name: String) -> [AttributeSyntax] {
        compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return nil }
            let written = attribute.attributeName.trimmedDescription
            return written == name || written.hasSuffix("." + name) ? attribute : nil
        }
    }
}

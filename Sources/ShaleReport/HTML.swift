import ShaleMustache

/// A fragment of the report's HTML, escaped as it is built.
///
/// Text only ever becomes markup escaped (`text`, or a string in an `HTMLBuilder` block); tags and attribute names
/// are the report's own, and attribute values are escaped too. `trusted` is for markup Shale wrote itself (the
/// stylesheet, Graphviz's drawing of names it escaped), never for text from a model. Block elements go on lines of
/// their own, so the page reads well in a diff.
struct HTML: Sendable, Hashable {
    /// The markup.
    let markup: String
    /// Whether the fragment is a block element, which ends its line.
    let isBlock: Bool

    /// Elements that start and end lines of their own.
    private static let blockTags: Set<String> = [
        "html", "head", "body", "header", "nav", "main", "section", "footer", "div", "p", "h1", "h2", "h3", "h4",
        "table", "caption", "thead", "tbody", "tr", "ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption", "pre",
        "details", "summary", "meta", "title", "style", "link", "script",
    ]
    /// Elements with no content and no end tag.
    private static let voidTags: Set<String> = ["meta", "link", "br", "wbr", "input"]

    /// `text`, escaped.
    static func text(_ text: String) -> HTML {
        HTML(markup: HTMLEscaping.escaped(text), isBlock: false)
    }

    /// Markup written by Shale itself, as is.
    static func trusted(_ markup: String, isBlock: Bool) -> HTML {
        HTML(markup: markup, isBlock: isBlock)
    }

    /// The element `tag` with `attributes` (in order; a `nil` value leaves the attribute out, an empty one writes its
    /// name alone) around `content`.
    static func element(
        _ tag: String, _ attributes: KeyValuePairs<String, String?> = [:],
        @HTMLBuilder _ content: () -> [HTML] = { [] }
    ) -> HTML {
        var markup = "<" + tag
        for case let (name, value?) in attributes {
            markup += value.isEmpty ? " \(name)" : " \(name)=\"\(HTMLEscaping.escaped(value))\""
        }
        markup += ">"
        let isBlock = blockTags.contains(tag)
        guard !voidTags.contains(tag) else { return HTML(markup: markup + (isBlock ? "\n" : ""), isBlock: isBlock) }
        let children = content()
        if children.contains(where: \.isBlock) {
            // Each block child on lines of its own; a run of inline children on a line between them.
            markup += "\n"
            var atLineStart = true
            for child in children {
                if child.isBlock, !atLineStart { markup += "\n" }
                markup += child.markup
                atLineStart = child.isBlock
            }
            if !atLineStart { markup += "\n" }
        } else {
            markup += children.map(\.markup).joined()
        }
        markup += "</\(tag)>" + (isBlock ? "\n" : "")
        return HTML(markup: markup, isBlock: isBlock)
    }

    /// A whole document: the doctype, then `root`.
    static func document(_ root: HTML) -> String {
        "<!DOCTYPE html>\n" + root.markup
    }
}

/// Builds a list of `HTML` fragments from statements: strings become escaped text, fragments stay as they are,
/// and `if`, `switch` and `for` work as in any result builder.
@resultBuilder
enum HTMLBuilder {
    static func buildExpression(_ text: String) -> [HTML] { [.text(text)] }
    static func buildExpression(_ fragment: HTML) -> [HTML] { [fragment] }
    static func buildExpression(_ fragments: [HTML]) -> [HTML] { fragments }
    static func buildBlock(_ parts: [HTML]...) -> [HTML] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [HTML]?) -> [HTML] { part ?? [] }
    static func buildEither(first part: [HTML]) -> [HTML] { part }
    static func buildEither(second part: [HTML]) -> [HTML] { part }
    static func buildArray(_ parts: [[HTML]]) -> [HTML] { parts.flatMap { $0 } }
}

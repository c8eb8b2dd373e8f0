/// One tag of a compiled template that refers to data or to another template, for load-time validation.
package struct MustacheTagReference: Equatable, Sendable, CustomStringConvertible {
    /// What the tag does with its name.
    package enum Kind: String, Equatable, Sendable {
        /// `{{x}}`, `{{{x}}}`, `{{&x}}`, `{{index()}}`.
        case variable
        /// `{{#x}}`.
        case section
        /// `{{^x}}`.
        case inverted
        /// `{{>name}}`; with `isDynamic`, `{{>*path}}` where `path` names a key holding the partial's name.
        case partial
        /// `{{<name}}`; with `isDynamic`, `{{<*path}}`.
        case parent
        /// `{{$name}}`: a block, either a parameter of this template or an argument passed to a parent.
        case block
    }

    /// What the tag does.
    package var kind: Kind
    /// The name as written: a dotted key path (`a.b`), `.`, a function (`first()`), or a template or block name.
    package var path: String
    /// True for the built-in functions `first()`, `last()`, `index()`: `path` is not a data key.
    package var isFunction: Bool
    /// True for `{{>*path}}` / `{{<*path}}`: `path` is a data key whose value names the template.
    package var isDynamic: Bool
    /// 1-based line of the tag's opening delimiter.
    package var line: Int
    /// 1-based column of the tag's opening delimiter.
    package var column: Int
    /// Key paths of the enclosing `{{#…}}` sections that push a context (not inverted sections, not
    /// functions), outermost first: the context stack the tag's key is looked up in, above the root.
    package var enclosingSections: [String]
    /// For a block passed as an argument to a parent (`{{<parent}}{{$name}}…{{/name}}{{/parent}}`), the parent's
    /// name; nil for a block that is a parameter of this template, and for every other tag.
    package var argumentOf: String? = nil
    /// For a tag inside a block passed to a parent, that block's name and the parent's: the tag renders where
    /// the parent declares the block, so `enclosingSections` then lists only the sections opened inside the block.
    package var insideArgument: Argument? = nil

    /// A block passed to a parent template.
    package struct Argument: Equatable, Sendable {
        /// The block's name.
        package var block: String
        /// The parent's name.
        package var parent: String
    }

    /// `line:column kind path`.
    package var description: String {
        let name = isDynamic ? "*" + path : path
        let scope = enclosingSections.isEmpty ? "" : " in " + enclosingSections.joined(separator: " > ")
        return "\(line):\(column) \(kind.rawValue) \(name)\(scope)"
    }
}

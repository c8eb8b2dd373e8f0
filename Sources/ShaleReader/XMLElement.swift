import ShaleModel

/// One element of a parsed XML document: what the file says, with where it says it.
///
/// This is the reader's whole output vocabulary; interpreting Core Data's elements is the resolver's job.
package struct XMLElement: Sendable, Hashable {
    /// One attribute of an element, in file order.
    package struct Attribute: Sendable, Hashable {
        /// The attribute's name.
        package var name: String
        /// Its value, with character and predefined entity references decoded.
        package var value: String

        /// Creates an attribute.
        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The element's name (namespace prefixes are kept as written, `prefix:name`).
    package var name: String
    /// The attributes, in file order.
    package var attributes: [Attribute]
    /// The child elements, in file order.
    package var children: [XMLElement]
    /// The element's text content, without whitespace-only runs (used for property lists).
    package var text: String
    /// The position of the element's `<`.
    package var location: SourceLocation

    /// Creates an element.
    package init(
        name: String,
        attributes: [Attribute] = [],
        children: [XMLElement] = [],
        text: String = "",
        location: SourceLocation
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
    }

    /// The value of the attribute called `name`, or `nil`.
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The children called `name`, in file order.
    package func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }
}

import ShaleModel

/// One element of a parsed XML document: what the file says, with where it says it.
///
/// This is the reader's whole output vocabulary; interpreting Core Data's elements is the resolver's job.
public struct XMLElement: Sendable, Hashable {
    /// One attribute of an element, in file order.
    public struct Attribute: Sendable, Hashable {
        /// The attribute's name.
        public var name: String
        /// Its value, with character and predefined entity references decoded.
        public var value: String

        /// Creates an attribute.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The element's name (namespace prefixes are kept as written, `prefix:name`).
    public var name: String
    /// The attributes, in file order.
    public var attributes: [Attribute]
    /// The child elements, in file order.
    public var children: [XMLElement]
    /// The element's text content, without whitespace-only runs (used for property lists).
    public var text: String
    /// The position of the element's `<`.
    public var location: SourceLocation

    /// Creates an element.
    public init(
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
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The children called `name`, in file order.
    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }
}

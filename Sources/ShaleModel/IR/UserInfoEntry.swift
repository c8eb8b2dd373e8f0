/// One key/value pair of a userInfo dictionary, kept in file order with its location.
package struct UserInfoEntry: Sendable, Hashable, Codable {
    /// The key, as written.
    package var key: String
    /// The value, as written.
    package var value: String
    /// The `<entry>` element.
    package var location: SourceLocation

    /// Creates an entry.
    package init(key: String, value: String, location: SourceLocation) {
        self.key = key
        self.value = value
        self.location = location
    }
}

extension Array where Element == UserInfoEntry {
    /// The value of the first entry with `key`, or `nil`.
    package subscript(key: String) -> String? {
        first { $0.key == key }?.value
    }
}

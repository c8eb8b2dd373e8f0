/// One key/value pair of a userInfo dictionary, kept in file order with its location.
public struct UserInfoEntry: Sendable, Hashable, Codable {
    /// The key, as written.
    public var key: String
    /// The value, as written.
    public var value: String
    /// The `<entry>` element.
    public var location: SourceLocation

    /// Creates an entry.
    public init(key: String, value: String, location: SourceLocation) {
        self.key = key
        self.value = value
        self.location = location
    }
}

extension Array where Element == UserInfoEntry {
    /// The value of the first entry with `key`, or `nil`.
    public subscript(key: String) -> String? {
        first { $0.key == key }?.value
    }
}

import ShaleModel

/// How SwiftData stores a Swift type, as `Schema` builds its `NSManagedObjectModel`: the one table every command's
/// reading of a `@Model` property goes through, and the one Documentation/SwiftData.md prints with its evidence.
///
/// Evidence: the entity hashes of stores SwiftData wrote, equal to Shale's for every entity of FreezeRay's and
/// Retroview's stores (Tests/Fixtures/SwiftDataStores), sergd2005/ResourcesManager's `default.store`, and
/// meshtastic/Meshtastic-Apple's schema history (46 to 51 entities at six releases); and their `Z_MODELCACHE` (the
/// compiled model, which names the attribute type Apple chose). A row not seen in such a store is
/// `verified == false`, and an entity using it says "hash unverified" (Documentation/SwiftData.md, "The mapping").
package enum SwiftDataTypeMapping {
    /// One row of the table.
    package struct Row: Sendable {
        /// The Swift types, as written.
        package var swiftTypes: [String]
        /// The Core Data attribute type.
        package var attributeType: AttributeType
        /// Whether a store SwiftData wrote shows this mapping (its model cache and entity hash).
        package var verified: Bool
    }

    /// The types SwiftData stores as a Core Data attribute of their own.
    package static let rows: [Row] = [
        Row(swiftTypes: ["String"], attributeType: .string, verified: true),
        Row(swiftTypes: ["Date"], attributeType: .date, verified: true),
        Row(swiftTypes: ["Int", "Int64"], attributeType: .integer64, verified: true),
        Row(swiftTypes: ["UInt", "UInt64"], attributeType: .integer64, verified: false),
        Row(swiftTypes: ["Int32"], attributeType: .integer32, verified: true),
        Row(swiftTypes: ["UInt32"], attributeType: .integer32, verified: false),
        Row(swiftTypes: ["Int16", "UInt16", "Int8", "UInt8"], attributeType: .integer16, verified: false),
        Row(swiftTypes: ["Double"], attributeType: .double, verified: true),
        Row(swiftTypes: ["CGFloat", "TimeInterval"], attributeType: .double, verified: false),
        Row(swiftTypes: ["Float"], attributeType: .float, verified: true),
        Row(swiftTypes: ["Bool"], attributeType: .boolean, verified: true),
        Row(swiftTypes: ["Data"], attributeType: .binary, verified: true),
        Row(swiftTypes: ["UUID"], attributeType: .uuid, verified: true),
        Row(swiftTypes: ["URL"], attributeType: .uri, verified: false),
        Row(swiftTypes: ["Decimal"], attributeType: .decimal, verified: false),
    ]

    /// The row of a Swift type's name (`Foundation.Date` as `Date`), when SwiftData stores it as a plain attribute.
    static func row(for name: String) -> Row? {
        let plain =
            name.hasPrefix("Foundation.") || name.hasPrefix("Swift.")
            ? String(name[name.index(after: name.firstIndex(of: ".")!)...]) : name
        return rows.first { $0.swiftTypes.contains(plain) }
    }
}

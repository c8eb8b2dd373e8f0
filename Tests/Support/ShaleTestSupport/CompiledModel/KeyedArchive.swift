import Foundation

/// One value of a keyed archive's object table, typed once when the archive is read.
package enum ArchiveValue: Sendable, Hashable {
    /// A reference to another entry of `$objects` (`UID` in the property list).
    case reference(Int)
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int64)
    /// A floating-point number.
    case real(Double)
    /// A Boolean.
    case boolean(Bool)
    /// Bytes.
    case data(Data)
    /// A date.
    case date(Date)
    /// An array of values.
    case array([ArchiveValue])
    /// A dictionary: an archived object's keys, or a plain property-list dictionary.
    case dictionary([String: ArchiveValue])
}

/// An `NSKeyedArchiver` archive (`$archiver`, `$top`, a flat `$objects` table whose entries refer to each other by
/// UID, each object naming its class through `$class` → `$classname`), read with Foundation's
/// `PropertyListSerialization` and walked by hand, as no unarchiver for Core Data's classes exists off Apple's
/// platforms.
package struct KeyedArchive: Sendable {
    /// What goes wrong reading an archive.
    package enum Failure: Error, CustomStringConvertible {
        /// The data is no property list, or not a keyed archive.
        case notAnArchive(String)
        /// An entry is not what its key promises.
        case malformed(String)

        /// What is wrong, for a test's failure message.
        package var description: String {
            switch self {
            case .notAnArchive(let reason): "not an NSKeyedArchiver archive: \(reason)"
            case .malformed(let reason): "malformed keyed archive: \(reason)"
            }
        }
    }

    /// The `$objects` table; entry 0 is `$null`.
    package let objects: [ArchiveValue]
    /// The `$top` dictionary's references.
    package let top: [String: ArchiveValue]

    /// Reads the archive in `data`.
    /// - Throws: `Failure` when `data` is no keyed archive.
    package init(data: Data) throws {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw Failure.notAnArchive("\(error)")
        }
        guard case .dictionary(let root)? = Self.value(plist) else { throw Failure.notAnArchive("no dictionary") }
        guard case .string("NSKeyedArchiver")? = root["$archiver"] else { throw Failure.notAnArchive("no $archiver") }
        guard case .array(let objects)? = root["$objects"], case .dictionary(let top)? = root["$top"] else {
            throw Failure.notAnArchive("no $objects or $top")
        }
        self.objects = objects
        self.top = top
    }

    /// The object `$top.root` refers to.
    package func root() throws -> ArchivedObject {
        guard let root = try object(top["root"]) else { throw Failure.malformed("$top has no root") }
        return root
    }

    /// The entry a value refers to, following a reference; nil for `$null` and for no value.
    package func resolve(_ value: ArchiveValue?) throws -> ArchiveValue? {
        guard case .reference(let index)? = value else { return value }
        guard objects.indices.contains(index) else { throw Failure.malformed("reference \(index) out of range") }
        if index == 0, case .string("$null") = objects[index] { return nil }
        return objects[index]
    }

    /// The archived object a value refers to, or nil for `$null`.
    /// - Throws: when the value is neither a reference to an object nor `$null`.
    package func object(_ value: ArchiveValue?) throws -> ArchivedObject? {
        guard let resolved = try resolve(value) else { return nil }
        guard case .dictionary(let fields) = resolved, case .reference(let index)? = value else {
            throw Failure.malformed("expected an object, found \(resolved)")
        }
        guard case .dictionary(let classInfo)? = try resolve(fields["$class"]),
            case .string(let className)? = classInfo["$classname"]
        else {
            throw Failure.malformed("object \(index) has no $class")
        }
        return ArchivedObject(archive: self, index: index, className: className, fields: fields)
    }

    /// Converts what `PropertyListSerialization` returns into `ArchiveValue`s.
    static func value(_ any: Any) -> ArchiveValue? {
        switch any {
        case let string as String: return .string(string)
        case let data as Data: return .data(data)
        case let date as Date: return .date(date)
        case let array as [Any]: return .array(array.compactMap(value))
        case let dictionary as [String: Any]: return .dictionary(dictionary.compactMapValues(value))
        case let number as NSNumber: return Self.number(number)
        default: return uid(any).map(ArchiveValue.reference)
        }
    }

    private static func number(_ number: NSNumber) -> ArchiveValue {
        let type = String(cString: number.objCType)
        if type == "c" || type == "B" { return .boolean(number.boolValue) }
        if type == "d" || type == "f" { return .real(number.doubleValue) }
        return .integer(number.int64Value)
    }

    /// A keyed archiver UID's value. Foundation keeps the type private: swift-corelibs-foundation's
    /// `_NSKeyedArchiverUID` stores it in `value`, Apple's `__NSCFKeyedArchiverUID` prints it as `value = N`.
    private static func uid(_ any: Any) -> Int? {
        guard String(describing: type(of: any)).contains("KeyedArchiverUID") else { return nil }
        for child in Mirror(reflecting: any).children where child.label == "value" {
            if let value = child.value as? UInt32 { return Int(value) }
            if let value = child.value as? Int { return value }
            if let value = child.value as? UInt64 { return Int(value) }
        }
        let text = String(describing: any)
        guard let range = text.range(of: "value = ") else { return nil }
        return Int(text[range.upperBound...].prefix(while: \.isNumber))
    }
}

/// One object of a keyed archive: its class and its encoded keys.
package struct ArchivedObject: Sendable {
    /// The archive the object belongs to, to follow its references.
    package let archive: KeyedArchive
    /// Its index in `$objects`, which identifies it.
    package let index: Int
    /// `$class` → `$classname`, for example `NSEntityDescription`.
    package let className: String
    /// Every encoded key, references unresolved.
    package let fields: [String: ArchiveValue]

    /// The keys the object encodes, `$class` left out, sorted.
    package var keys: [String] { fields.keys.filter { $0 != "$class" }.sorted() }

    /// A string, `NSString` or `NSMutableString` under `key`; nil when absent or `$null`.
    package func string(_ key: String) throws -> String? {
        switch try archive.resolve(fields[key]) {
        case nil: return nil
        case .string(let text)?: return text
        case .dictionary(let object)? where object["NS.string"] != nil:
            guard case .string(let text)? = try archive.resolve(object["NS.string"]) else {
                throw KeyedArchive.Failure.malformed("\(key) of \(className) is no string")
            }
            return text
        case let other?: throw KeyedArchive.Failure.malformed("\(key) of \(className) is no string: \(other)")
        }
    }

    /// An integer under `key`; nil when absent.
    package func integer(_ key: String) -> Int64? {
        switch fields[key] {
        case .integer(let value)?: value
        case .boolean(let value)?: value ? 1 : 0
        case .real(let value)?: Int64(exactly: value)
        default: nil
        }
    }

    /// A Boolean under `key`; false when absent (archivers write flags only when set).
    package func flag(_ key: String) -> Bool {
        switch fields[key] {
        case .boolean(let value)?: value
        case .integer(let value)?: value != 0
        default: false
        }
    }

    /// The object under `key`, or nil when absent or `$null`.
    package func object(_ key: String) throws -> ArchivedObject? {
        try archive.object(fields[key])
    }

    /// The members of the array or set under `key` (`NS.objects`), resolved; empty when absent.
    package func members(_ key: String) throws -> [ArchiveValue] {
        guard let collection = try object(key) else { return [] }
        return try collection.members()
    }

    /// This collection's members (`NS.objects`), each reference resolved to its entry.
    package func members() throws -> [ArchiveValue] {
        guard case .array(let items)? = fields["NS.objects"] else {
            throw KeyedArchive.Failure.malformed("\(className) \(index) is no collection")
        }
        return items
    }

    /// This dictionary's pairs (`NS.keys`, `NS.objects`), keys resolved to strings, values unresolved.
    package func pairs() throws -> [(key: String, value: ArchiveValue)] {
        guard case .array(let keys)? = fields["NS.keys"], case .array(let values)? = fields["NS.objects"],
            keys.count == values.count
        else {
            throw KeyedArchive.Failure.malformed("\(className) \(index) is no dictionary")
        }
        return try zip(keys, values).map { key, value in
            guard case .string(let name)? = try archive.resolve(key) else {
                throw KeyedArchive.Failure.malformed("a key of dictionary \(index) is no string")
            }
            return (name, value)
        }
    }

    /// The dictionary under `key` as pairs; empty when absent.
    package func pairs(_ key: String) throws -> [(key: String, value: ArchiveValue)] {
        try object(key)?.pairs() ?? []
    }
}

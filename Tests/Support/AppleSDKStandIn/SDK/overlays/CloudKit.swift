// Swift overlay for the CloudKit clang module (include/CloudKit.h): CloudKit's Swift-only API, written from
// Apple's documentation. Bodies are fatalError(): type-checking only.
@_exported import CloudKit
@_exported import CoreLocation
@_exported import Foundation

/// The Objective-C protocol of record values (NSString, NSNumber, NSArray, NSDate, NSData, CKRecord.Reference,
/// CKAsset, CLLocation), under the name Swift code uses.
public typealias CKRecordValue = __CKRecordObjCValue

/// A type whose values a record stores: the bridged Swift values and the Objective-C record value classes.
public protocol CKRecordValueProtocol {}

extension String: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension UInt: CKRecordValueProtocol {}
extension Int8: CKRecordValueProtocol {}
extension UInt8: CKRecordValueProtocol {}
extension Int16: CKRecordValueProtocol {}
extension UInt16: CKRecordValueProtocol {}
extension Int32: CKRecordValueProtocol {}
extension UInt32: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension UInt64: CKRecordValueProtocol {}
extension Float: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}
extension Optional: CKRecordValueProtocol where Wrapped: CKRecordValueProtocol {}
extension NSString: CKRecordValueProtocol {}
extension NSNumber: CKRecordValueProtocol {}
extension NSArray: CKRecordValueProtocol {}
extension NSDate: CKRecordValueProtocol {}
extension NSData: CKRecordValueProtocol {}
extension CKRecord.Reference: CKRecordValueProtocol {}
extension CKAsset: CKRecordValueProtocol {}
extension CLLocation: CKRecordValueProtocol {}

extension CKRecordKeyValueSetting {
    /// The value for `key`, as any record value.
    public subscript(key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The value for `key`, as a `T`.
    public subscript<T: CKRecordValueProtocol>(key: CKRecord.FieldKey) -> T? {
        get { fatalError() }
        set { fatalError() }
    }
}

extension CKRecord {
    public func object(forKey key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? { fatalError() }
    public subscript(key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? {
        get { fatalError() }
        set { fatalError() }
    }

    /// Record types the system defines.
    public enum SystemType {
        public static let userRecord: CKRecord.RecordType = "Users"
        public static let share: CKRecord.RecordType = "cloudkit.share"
    }
    /// Keys of the fields every record has.
    public enum SystemFieldKey {
        public static let recordID: CKRecord.FieldKey = "recordID"
        public static let creationDate: CKRecord.FieldKey = "creationDate"
        public static let modificationDate: CKRecord.FieldKey = "modificationDate"
        public static let parent: CKRecord.FieldKey = "parent"
        public static let share: CKRecord.FieldKey = "share"
    }
}

extension CKShare {
    /// Keys of the fields a share has.
    public enum SystemFieldKey {
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }
}

extension CKRecordZone.ID {
    public static let defaultZoneName: String = "_defaultZone"
    public static let `default`: CKRecordZone.ID = CKRecordZone.ID()
    public convenience init(
        zoneName: String = CKRecordZone.ID.defaultZoneName,
        ownerName: String = CKCurrentUserDefaultName
    ) { fatalError() }
}

extension CKRecord.ID {
    public convenience init(
        recordName: String = UUID().uuidString,
        zoneID: CKRecordZone.ID = CKRecordZone.ID.default
    ) { fatalError() }
}

extension CKDatabase {
    public func record(for recordID: CKRecord.ID) async throws -> CKRecord { fatalError() }
    public func save(_ record: CKRecord) async throws -> CKRecord { fatalError() }
    public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { fatalError() }
}

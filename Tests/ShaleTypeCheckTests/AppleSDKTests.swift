import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import XCTest

/// The stand-in Apple SDK accepts what Xcode's compiler accepts and rejects what it rejects, with Xcode's
/// message: each rejection below is checked for its specific error (and for being the snippet's only error), and
/// each has a corrected form that type-checks clean.
final class AppleSDKTests: XCTestCase {
    override func setUpWithError() throws {
        try TestTier.requireFull("the stand-in Apple SDK's own checks")
    }

    // MARK: - Rejected, as Xcode rejects them

    func test_optionalDoubleNSManaged_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            final class Book: NSManagedObject {
                @NSManaged var a: Double?
            }
            """, with: "property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C")
    }

    func test_optionalInt32NSManaged_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            final class Book: NSManagedObject {
                @NSManaged var b: Int32?
            }
            """, with: "property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C")
    }

    func test_swiftEnumNSManaged_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            enum Genre: Int16 { case fiction, poetry }
            final class Book: NSManagedObject {
                @NSManaged var genre: Genre
            }
            """, with: "property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C")
    }

    func test_optionalCoordinateNSManaged_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            import CoreLocation
            final class Place: NSManagedObject {
                @NSManaged var coordinate: CLLocationCoordinate2D?
            }
            """, with: "property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C")
    }

    func test_fetchAssignedToTheWrongArrayType_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            final class Book: NSManagedObject {}
            func titles(in moc: NSManagedObjectContext) throws -> [NSString] {
                let r = NSFetchRequest<Book>(entityName: "Book")
                let books: [NSString] = try moc.fetch(r)
                return books
            }
            """, with: "cannot assign value of type '[Book]' to type '[NSString]'")
    }

    func test_fetchRequestOfNSString_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            let r = NSFetchRequest<NSString>(entityName: "Book")
            """, with: "type 'NSString' does not conform to protocol 'NSFetchRequestResult'")
    }

    func test_stringFetchLimit_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            func limit(_ r: NSFetchRequest<NSManagedObject>) {
                r.fetchLimit = "3"
            }
            """, with: "cannot assign value of type 'String' to type 'Int'")
    }

    func test_unknownContextMember_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            func save(_ moc: NSManagedObjectContext) throws {
                try moc.saveAll()
            }
            """, with: "value of type 'NSManagedObjectContext' has no member 'saveAll'")
    }

    func test_CKRecordIDByItsObjectiveCName_isRejected() throws {
        try assertRejected(
            """
            import CloudKit
            let id: CKRecordID? = nil
            """, with: "'CKRecordID' has been renamed to 'CKRecord.ID'")
    }

    func test_CKReferenceByItsObjectiveCName_isRejected() throws {
        try assertRejected(
            """
            import CloudKit
            func link(_ id: CKRecord.ID) -> CKRecord.Reference { CKReference(recordID: id, action: .none) }
            """, with: "'CKReference' has been renamed to 'CKRecord.Reference'")
    }

    func test_UIColorWithoutImportingUIKit_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            final class Tag: NSManagedObject {
                @NSManaged var color: UIColor?
            }
            """, with: "cannot find type 'UIColor' in scope")
    }

    func test_CLLocationWithoutImportingCoreLocation_isRejected() throws {
        try assertRejected(
            """
            import Foundation
            import CoreData
            final class Place: NSManagedObject {
                @NSManaged var location: CLLocation?
            }
            """, with: "cannot find type 'CLLocation' in scope")
    }

    /// NSManagedObject declares `@property (getter=isDeleted, readonly) BOOL deleted`: Swift names it `isDeleted`
    /// and keeps `deleted` as its obsolete Swift 2 name, which a subclass's `deleted` overrides with another type.
    func test_NSManagedDeletedProperty_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            final class Note: NSManagedObject {
                @NSManaged var deleted: NSNumber?
            }
            """, with: "property 'deleted' with type 'NSNumber?' cannot override a property with type 'Bool'")
    }

    func test_NSManagedDescriptionProperty_isRejected() throws {
        try assertRejected(
            """
            import CoreData
            final class Note: NSManagedObject {
                @NSManaged var description: String?
            }
            """, with: "property 'description' with type 'String?' cannot override a property with type 'String'")
    }

    /// MKPolyline and CKDatabase do not adopt NSCoding on Apple platforms, so they cannot be archived.
    func test_classesWithoutSecureCoding_areRejectedAsSecureCoding() throws {
        let result = try typeCheck(
            """
            import Foundation
            import MapKit
            import CloudKit
            let polyline: NSSecureCoding.Type = MKPolyline.self
            let database: NSSecureCoding.Type = CKDatabase.self
            """)
        XCTAssertEqual(result.errors.count, 2, result.output)
        XCTAssertTrue(
            result.errors.contains { $0.contains("cannot convert value of type 'MKPolyline.Type'") },
            result.output)
        XCTAssertTrue(
            result.errors.contains { $0.contains("cannot convert value of type 'CKDatabase.Type'") },
            result.output)
    }

    // MARK: - Accepted: the corrected forms

    func test_requiredScalarsAndOptionalNumbersNSManaged_typeCheck() throws {
        try assertClean(
            """
            import CoreData
            final class Book: NSManagedObject {
                @NSManaged var a: Double
                @NSManaged var b: Int32
                @NSManaged var c: NSNumber?
            }
            """)
    }

    func test_enumStoredAsItsRawValue_typeChecks() throws {
        try assertClean(
            """
            import CoreData
            enum Genre: Int16 { case fiction, poetry }
            final class Book: NSManagedObject {
                @NSManaged var genreValue: Int16
                var genre: Genre? {
                    get { Genre(rawValue: genreValue) }
                    set { genreValue = newValue?.rawValue ?? 0 }
                }
            }
            """)
    }

    func test_fetchIntoTheRequestsResultType_typeChecks() throws {
        try assertClean(
            """
            import CoreData
            final class Book: NSManagedObject {}
            func books(in moc: NSManagedObjectContext) throws -> [Book] {
                let r = NSFetchRequest<Book>(entityName: "Book")
                r.fetchLimit = 3
                let books: [Book] = try moc.fetch(r)
                let rows = try moc.fetch(NSFetchRequest<NSDictionary>(entityName: "Book"))
                _ = rows
                try moc.save()
                return books
            }
            """)
    }

    func test_UIColorUnderCanImportUIKit_typeChecks() throws {
        try assertClean(
            """
            #if canImport(UIKit)
            import UIKit
            #endif
            import CoreData
            final class Tag: NSManagedObject {
                @NSManaged var color: UIColor?
                @NSManaged var icon: UIImage?
                @NSManaged var font: UIFont?
                @NSManaged var outline: UIBezierPath?
            }
            func tint(_ tag: Tag) {
                tag.color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
                tag.color = .red
                tag.icon = UIImage(named: "tag") ?? UIImage(systemName: "tag")
                let png: Data? = tag.icon?.pngData()
                tag.font = .preferredFont(forTextStyle: .body)
                tag.outline = UIBezierPath(roundedRect: .zero, cornerRadius: 4)
                _ = png
            }
            """)
    }

    func test_AppKitClasses_typeCheck() throws {
        try assertClean(
            """
            import AppKit
            import CoreData
            final class Tag: NSManagedObject {
                @NSManaged var color: NSColor?
                @NSManaged var icon: NSImage?
                @NSManaged var font: NSFont?
                @NSManaged var outline: NSBezierPath?
            }
            func tint(_ tag: Tag, data: Data) {
                tag.color = NSColor(srgbRed: 1, green: 0.5, blue: 0.25, alpha: 1)
                tag.color = .controlAccentColor
                tag.icon = NSImage(named: "tag") ?? NSImage(data: data)
                tag.font = .systemFont(ofSize: 13, weight: .semibold)
                tag.outline = NSBezierPath(roundedRect: .zero, xRadius: 4, yRadius: 4)
            }
            """)
    }

    func test_CLLocationWithCoreLocation_typeChecks() throws {
        try assertClean(
            """
            import CoreData
            import CoreLocation
            final class Place: NSManagedObject {
                @NSManaged var location: CLLocation?
                @NSManaged var placemark: CLPlacemark?
                @NSManaged var region: CLRegion?
            }
            func visit(_ place: Place) {
                let coordinate = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
                place.location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
                place.region = CLCircularRegion(center: coordinate, radius: 100, identifier: "home")
                let meters: CLLocationDistance? = place.location?.distance(from: CLLocation(latitude: 0, longitude: 0))
                _ = meters
            }
            """)
    }

    func test_CKRecordIDWithCloudKit_typeChecks() throws {
        try assertClean(
            """
            import CoreData
            import CloudKit
            final class Note: NSManagedObject {
                @NSManaged var recordID: CKRecord.ID?
                @NSManaged var zoneID: CKRecordZone.ID?
                @NSManaged var changeToken: CKServerChangeToken?
                @NSManaged var systemFields: CKRecord?
                @NSManaged var share: CKShare?
            }
            func record(for note: Note) -> CKRecord {
                let zone = CKRecordZone.ID(zoneName: "Notes")
                let id = note.recordID ?? CKRecord.ID(recordName: "note-1", zoneID: zone)
                let record = CKRecord(recordType: "Note", recordID: id)
                record["title"] = "Groceries"
                let title: String? = record["title"]
                record["parent"] = CKRecord.Reference(recordID: id, action: .deleteSelf)
                _ = title
                return record
            }
            """)
    }

    func test_renamedDeletedAndDescriptionProperties_typeCheck() throws {
        try assertClean(
            """
            import CoreData
            final class Note: NSManagedObject {
                @NSManaged var isTrashed: NSNumber?
                @NSManaged var summary: String?
                var isGone: Bool { isDeleted || isTrashed?.boolValue == true }
                override var description: String { summary ?? "" }
            }
            """)
    }

    func test_appleValueClasses_areSecureCoding() throws {
        try assertClean(
            """
            import UIKit
            import AppKit
            import CoreLocation
            import CloudKit
            import Contacts
            import MapKit
            let classes: [NSSecureCoding.Type] = [
                UIColor.self, UIImage.self, UIFont.self, UIBezierPath.self,
                NSColor.self, NSImage.self, NSFont.self, NSBezierPath.self,
                CLLocation.self, CLPlacemark.self, CLRegion.self, CLCircularRegion.self,
                CKRecord.self, CKRecord.ID.self, CKRecordZone.ID.self, CKServerChangeToken.self, CKShare.self,
                CKRecord.Reference.self, CKAsset.self,
                CNContact.self, CNPostalAddress.self, CNPhoneNumber.self,
                MKMapItem.self, MKPlacemark.self,
            ]
            """)
    }

    func test_mapKitContactsEventKitAndPhotosClasses_typeCheck() throws {
        try assertClean(
            """
            import CoreData
            import MapKit
            import Contacts
            import EventKit
            import Photos
            final class Visit: NSManagedObject {
                @NSManaged var route: MKPolyline?
                @NSManaged var venue: MKMapItem?
                @NSManaged var host: CNContact?
                @NSManaged var address: CNPostalAddress?
                @NSManaged var event: EKEvent?
                @NSManaged var photo: PHAsset?
            }
            func plan(_ visit: Visit, store: EKEventStore) {
                let here = CLLocationCoordinate2D(latitude: 1, longitude: 2)
                visit.venue = MKMapItem(placemark: MKPlacemark(coordinate: here))
                let contact = CNMutableContact()
                contact.givenName = "Ada"
                contact.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: CNPostalAddress())]
                visit.host = contact
                let event = EKEvent(eventStore: store)
                event.title = "Visit"
                event.isAllDay = true
                visit.event = event
                visit.photo = PHAsset.fetchAssets(withLocalIdentifiers: ["id"], options: nil).firstObject
            }
            """)
    }

    // MARK: - Helpers

    private func typeCheck(_ source: String) throws -> AppleTypeChecker.Result {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try AppleTypeChecker.shared.typeCheck([folder.write(source + "\n", to: "Snippet.swift")])
    }

    /// `source` fails with exactly one error, which contains `message`.
    private func assertRejected(
        _ source: String, with message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let result = try typeCheck(source)
        XCTAssertEqual(result.errors.count, 1, "expected one error:\n\(result.output)", file: file, line: line)
        XCTAssertTrue(
            result.errors.contains { $0.contains(message) },
            "expected an error containing \"\(message)\":\n\(result.output)", file: file, line: line)
    }

    private func assertClean(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try typeCheck(source)
        XCTAssertTrue(result.isClean, result.output, file: file, line: line)
    }
}

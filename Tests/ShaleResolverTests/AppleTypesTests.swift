import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import XCTest

@testable import ShaleResolver

final class AppleTypesTests: XCTestCase {
    func test_objectiveCNames_findTheirModule() throws {
        let color = try XCTUnwrap(AppleTypes.lookup("UIColor"))
        XCTAssertEqual(color.swiftName, "UIColor")
        XCTAssertEqual(color.module, "UIKit")
        let location = try XCTUnwrap(AppleTypes.lookup("CLLocation"))
        XCTAssertEqual(location.module, "CoreLocation")
        XCTAssertEqual(
            AppleTypes.lookup("NSColor")?.module, "AppKit", "an NS prefix does not make a class Foundation's")
        XCTAssertEqual(AppleTypes.lookup("MKPolyline")?.module, "MapKit")
        XCTAssertEqual(AppleTypes.lookup("CNPostalAddress")?.module, "Contacts")
        XCTAssertEqual(AppleTypes.lookup("EKEvent")?.module, "EventKit")
        XCTAssertEqual(AppleTypes.lookup("PHAsset")?.module, "Photos")
    }

    func test_renamedClasses_resolveFromBothNames_toTheSwiftName() throws {
        let renamed = [
            "CKRecordID": "CKRecord.ID", "CKRecordZoneID": "CKRecordZone.ID",
            "CKReference": "CKRecord.Reference", "CKShareParticipant": "CKShare.Participant",
        ]
        for (objectiveC, swift) in renamed {
            let byObjectiveC = try XCTUnwrap(AppleTypes.lookup(objectiveC), objectiveC)
            XCTAssertEqual(byObjectiveC.swiftName, swift)
            XCTAssertEqual(byObjectiveC.module, "CloudKit")
            XCTAssertEqual(AppleTypes.lookup(swift), byObjectiveC, swift)
        }
    }

    func test_onlyUIKitAndAppKit_arePlatformSpecific() throws {
        XCTAssertEqual(AppleTypes.lookup("UIImage")?.isPlatformSpecific, true)
        XCTAssertEqual(AppleTypes.lookup("NSImage")?.isPlatformSpecific, true)
        for name in ["CKRecord", "CLPlacemark", "MKMapItem", "CNContact", "EKEvent", "PHAsset"] {
            XCTAssertEqual(AppleTypes.lookup(name)?.isPlatformSpecific, false, name)
        }
        for (_, type) in AppleTypes.all {
            XCTAssertEqual(type.isPlatformSpecific, ["UIKit", "AppKit"].contains(type.module), type.swiftName)
        }
    }

    func test_foundationCoreDataAndUserTypes_areNotAppleTypes() {
        for name in [
            "NSAttributedString", "NSString", "NSNumber", "NSValueTransformer", "NSManagedObject",
            "NSManagedObjectID", "String", "Date", "Data", "URL", "Book", "App.Palette", "", "UIColor?",
            "[UIColor]", "uicolor", " UIColor", "CKRecord.Id", "CKRecord.RecordType", "UIKit.UIColor",
            "CLLocationCoordinate2D", "CNLabeledValue", "PHFetchResult", "UIView", "CGColor",
        ] {
            XCTAssertNil(AppleTypes.lookup(name), name)
        }
    }

    func test_names_areUnique_andSwiftNamesDifferOnlyForRenamedClasses() {
        var seen = Set<String>()
        for (objectiveC, type) in AppleTypes.all {
            XCTAssertTrue(seen.insert(objectiveC).inserted, "\(objectiveC) listed twice")
            if type.swiftName != objectiveC {
                XCTAssertTrue(seen.insert(type.swiftName).inserted, "\(type.swiftName) listed twice")
                XCTAssertTrue(type.swiftName.contains("."), "\(objectiveC) is renamed only to a nested name")
            }
            XCTAssertEqual(AppleTypes.lookup(objectiveC), type)
            XCTAssertEqual(AppleTypes.lookup(type.swiftName), type)
        }
    }

    /// The table and the stand-in SDK's headers name the same classes: every non-generic `@interface Name : Super`
    /// in a header other than Foundation's, Core Data's, Core Graphics' and the runtime's is in the table under
    /// that header's module, with the Swift name its `NS_SWIFT_NAME` gives, and the table has nothing else.
    func test_table_matchesTheClassesTheStandInSDKDeclares() throws {
        let include = AppleTypeChecker.sdk.appendingPathComponent("include")
        let headers = try FileManager.default.contentsOfDirectory(atPath: include.path)
            .filter { $0.hasSuffix(".h") && !["objc.h", "Darwin.h", "Foundation.h", "CoreData.h"].contains($0) }
        var declared: [String: AppleType] = [:]
        for header in headers {
            let module = String(header.dropLast(2))
            let text = try String(contentsOf: include.appendingPathComponent(header), encoding: .utf8)
            var swiftName: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("NS_SWIFT_NAME("), let close = line.firstIndex(of: ")") {
                    swiftName = String(line[line.index(line.startIndex, offsetBy: 14)..<close])
                    continue
                }
                defer { swiftName = nil }
                guard line.hasPrefix("@interface ") else { continue }
                let rest = line.dropFirst("@interface ".count)
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let after = rest.dropFirst(name.count)
                guard after.hasPrefix(" : ") else { continue }  // a category, or a generic class
                declared[name] = AppleType(
                    swiftName: swiftName ?? name, module: module,
                    isPlatformSpecific: ["UIKit", "AppKit"].contains(module))
            }
        }
        XCTAssertGreaterThan(declared.count, 40)
        let table = Dictionary(uniqueKeysWithValues: AppleTypes.all.map { ($0.objectiveCName, $0.type) })
        XCTAssertEqual(Set(table.keys).subtracting(declared.keys), [], "in the table, not in the stand-in SDK")
        XCTAssertEqual(Set(declared.keys).subtracting(table.keys), [], "in the stand-in SDK, not in the table")
        for (name, type) in declared {
            XCTAssertEqual(table[name], type, name)
        }
    }
}

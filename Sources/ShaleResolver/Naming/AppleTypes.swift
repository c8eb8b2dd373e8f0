/// A class from an Apple framework other than Foundation and Core Data, as a model names it.
package struct AppleType: Sendable, Hashable {
    /// The name Swift code uses, such as `CKRecord.ID`.
    package var swiftName: String
    /// The module that declares it, such as `CloudKit`.
    package var module: String
    /// Whether the module exists only on some Apple platforms (UIKit, AppKit), so code imports it under
    /// `#if canImport(...)`.
    package var isPlatformSpecific: Bool
}

/// The Apple classes outside Foundation and Core Data that a model may name as a Transformable attribute's
/// `customClassName`: exactly the classes the stand-in Apple SDK the tests type-check against declares
/// (`Tests/Support/AppleSDKStandIn/SDK`), less the generic ones (`CNLabeledValue`, `PHFetchResult`), which a
/// class name alone cannot name.
package enum AppleTypes {
    /// The Apple type a model calls `name`: its Objective-C name (`CKRecordID`, `UIColor`) or its Swift name
    /// (`CKRecord.ID`); nil for anything else (Foundation and Core Data classes included).
    package static func lookup(_ name: String) -> AppleType? {
        byName[name]
    }

    /// Every known class: its Objective-C name and the type. Swift names differ from Objective-C names only
    /// where Apple renames the class (`NS_SWIFT_NAME`).
    static let all: [(objectiveCName: String, type: AppleType)] = {
        var all: [(String, AppleType)] = []
        func add(_ module: String, _ classes: [(objectiveC: String, swift: String)]) {
            let isPlatformSpecific = platformSpecificModules.contains(module)
            for entry in classes {
                all.append(
                    (
                        entry.objectiveC,
                        AppleType(
                            swiftName: entry.swift, module: module,
                            isPlatformSpecific: isPlatformSpecific)
                    ))
            }
        }
        func same(_ names: String...) -> [(objectiveC: String, swift: String)] {
            names.map { ($0, $0) }
        }
        add("UIKit", same("UIColor", "UIImage", "UIFont", "UIBezierPath"))
        add("AppKit", same("NSColor", "NSImage", "NSFont", "NSBezierPath"))
        add("CoreLocation", same("CLLocation", "CLFloor", "CLRegion", "CLCircularRegion", "CLPlacemark"))
        add(
            "Contacts",
            same(
                "CNContact", "CNMutableContact", "CNPostalAddress", "CNMutablePostalAddress",
                "CNPhoneNumber"))
        add(
            "MapKit",
            same(
                "MKShape", "MKPointAnnotation", "MKMultiPoint", "MKPolyline", "MKPolygon", "MKCircle",
                "MKPlacemark", "MKMapItem"))
        add(
            "CloudKit",
            same(
                "CKRecord", "CKRecordZone", "CKAsset", "CKServerChangeToken", "CKShare", "CKDatabase",
                "CKContainer") + [
                    ("CKRecordID", "CKRecord.ID"),
                    ("CKRecordZoneID", "CKRecordZone.ID"),
                    ("CKReference", "CKRecord.Reference"),
                    ("CKShareParticipant", "CKShare.Participant"),
                ])
        add("EventKit", same("EKObject", "EKCalendarItem", "EKEvent", "EKReminder", "EKEventStore"))
        add("Photos", same("PHObject", "PHAsset", "PHFetchOptions"))
        return all
    }()

    /// Modules that exist only on some Apple platforms: UIKit on iOS, iPadOS, tvOS and visionOS; AppKit on macOS.
    static let platformSpecificModules: Set<String> = ["UIKit", "AppKit"]

    /// `all` by Objective-C name and by Swift name.
    private static let byName: [String: AppleType] = {
        var byName: [String: AppleType] = [:]
        for (objectiveCName, type) in all {
            byName[objectiveCName] = type
            byName[type.swiftName] = type
        }
        return byName
    }()
}

import Foundation
import ShaleModel
import ShaleResolver

/// Declarations for the types and modules a model names but does not define, generated from the model so a
/// type check needs no hand-written per-model fixture: a transformable's `customClassName` (an `NSObject`
/// subclass, as Core Data needs) and the enums named by userInfo `enum` (with every case `enumDefault` names).
/// Apple's types (`NS…`, and the ones `AppleTypes` knows) are left to the stand-in SDK.
package struct ModelStubs {
    /// Swift source declaring the stubs, for module `moduleName`; empty when the model names nothing.
    package var source: String
    /// Modules userInfo `imports` entries name: each must exist, empty, for the generated files to compile.
    package var importedModules: [String]

    /// The stubs `model` needs.
    /// - Parameter appleTypes: Whether to declare the Apple classes the model names too, for code compiled
    ///   without Apple's SDK (the `memory` set on Linux, where a user supplies them).
    package init(_ model: Model, appleTypes: Bool = false) {
        var classes = Set<String>()
        var enums: [String: (rawType: String, cases: Set<String>)] = [:]
        var modules = Set<String>()
        var nestedClasses = Set<String>()
        for entity in model.entities {
            for entry in entity.userInfo where entry.key == "imports" {
                for module in entry.value.split(separator: ",") {
                    let name = module.trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty, !Self.knownModules.contains(name) { modules.insert(name) }
                }
            }
            for attribute in entity.attributes {
                if let custom = attribute.customClassName.flatMap(SwiftTypeName.customClass) {
                    classes.formUnion(SwiftTypeName.userTypeNames(in: custom))
                }
                if appleTypes, let apple = attribute.customAppleType { nestedClasses.insert(apple.swiftName) }
                guard let name = attribute.userInfo.first(where: { $0.key == "enum" })?.value else { continue }
                let rawType = attribute.type == .string ? "String" : "Int"
                var entry = enums[name] ?? (rawType, [])
                if let defaultCase = attribute.userInfo.first(where: { $0.key == "enumDefault" })?.value {
                    entry.cases.insert(defaultCase)
                }
                enums[name] = entry
            }
        }
        var lines = ["import Foundation", ""]
        for name in classes.sorted() {
            lines.append(
                (appleTypes ? "" : "@objc(\(name)) ") + "public final class \(name): NSObject, @unchecked Sendable {}")
        }
        // Apple classes, some nested (`CKRecord.ID`): an outer class holding the inner one.
        for (outer, inners) in Dictionary(grouping: nestedClasses.sorted(), by: { String($0.split(separator: ".")[0]) })
            .sorted(by: { $0.key < $1.key })
        {
            lines.append("public class \(outer): NSObject, @unchecked Sendable {")
            for inner in inners where inner.contains(".") {
                lines.append("    public class \(inner.split(separator: ".")[1]): NSObject, @unchecked Sendable {}")
            }
            lines.append("}")
        }
        for (name, entry) in enums.sorted(by: { $0.key < $1.key }) {
            let cases = entry.cases.isEmpty ? ["stubCase"] : entry.cases.sorted()
            lines.append("public enum \(name): \(entry.rawType), Sendable, CaseIterable {")
            lines.append(contentsOf: cases.map { "    case \(SwiftNamer.identifier($0))" })
            lines.append("}")
        }
        source = classes.isEmpty && enums.isEmpty && nestedClasses.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        importedModules = modules.sorted()
    }

    /// Modules the stand-in SDK and the runtime provide.
    static let knownModules: Set<String> = [
        "Foundation", "CoreData", "Combine", "Slate", "ShaleRuntime", "UIKit",
        "AppKit", "Dispatch", "ObjectiveC",
    ]
}

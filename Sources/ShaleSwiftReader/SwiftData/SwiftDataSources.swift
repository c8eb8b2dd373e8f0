import Foundation
import ShaleResolver

/// Which paths are SwiftData schemas written in Swift, and their files.
///
/// A path is one when it is not a Slate 3 schema source and is a `.swift` file, or a folder that holds no Core Data model (no `.xcdatamodel` or
/// `.xcdatamodeld` under it) and holds Swift files of which one declares a `@Model` class or a `VersionedSchema`.
/// Hidden folders (`.build`, `.git`) and dependency folders (`Pods`, `DerivedData`...) are not searched.
package enum SwiftDataSources {
    /// Whether `path` is read as Swift sources rather than as a Core Data model.
    package static func isSwiftSchema(_ path: String) -> Bool {
        // A Slate 3 schema (`@SlateEntity` structs) is Slate3SchemaReader's.
        guard !Slate3SchemaReader.isSchemaSource(path) else { return false }
        if path.hasSuffix(".swift") { return true }
        // A folder holding Core Data models is searched for them, as before (it may hold the swiftdata set's
        // generated @Model classes too).
        guard !ModelFinder.isModel(path),
            ModelFinder.models(under: path, skipping: ModelFinder.dependencyFolders)
                .isEmpty
        else { return false }
        return SwiftFileSearch.files(at: path).contains { file in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
            return text.contains("@Model") || text.contains("VersionedSchema")
        }
    }

    /// The Swift files `path` names: itself, or those under the folder, sorted.
    static func files(at path: String) -> [String] {
        SwiftFileSearch.files(at: path)
    }
}

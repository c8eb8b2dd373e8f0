import Foundation
import ShaleResolver

/// Which paths are SwiftData schemas written in Swift, and their files.
///
/// A path is one when it is a `.swift` file, or a folder that holds no Core Data model (no `.xcdatamodel` or
/// `.xcdatamodeld` under it) and holds Swift files of which one declares a `@Model` class or a `VersionedSchema`.
/// Hidden folders (`.build`, `.git`) and dependency folders (`Pods`, `DerivedData`...) are not searched.
public enum SwiftDataSources {
    /// Whether `path` is read as Swift sources rather than as a Core Data model.
    public static func isSwiftSchema(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        // A folder holding Core Data models is searched for them, as before (it may hold the swiftdata set's
        // generated @Model classes too).
        guard !ModelFinder.isModel(path), ModelFinder.models(under: path, skipping: ModelFinder.dependencyFolders)
            .isEmpty else { return false }
        return swiftFiles(under: path).contains { file in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
            return text.contains("@Model") || text.contains("VersionedSchema")
        }
    }

    /// The Swift files `path` names: itself, or those under the folder, sorted.
    static func files(at path: String) -> [String] {
        path.hasSuffix(".swift") ? [path] : swiftFiles(under: path)
    }

    private static func swiftFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || ModelFinder.dependencyFolders.contains(name) {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }
}

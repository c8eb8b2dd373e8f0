import Foundation

/// Finds the models in a folder tree: every `.xcdatamodeld` bundle, and every `.xcdatamodel` folder that is not
/// inside one.
package enum ModelFinder {
    /// Folders of other people's code and of build products, which `shale config init` does not search: CocoaPods,
    /// Carthage, Xcode's derived data, npm's packages and build folders.
    package static let dependencyFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The models under `root`, as `root` joined with their relative paths, sorted; `[]` when `root` is not a
    /// folder. Bundles are not searched inside, and hidden folders (`.git`, `.build`) are skipped, as are folders
    /// named in `skipping`.
    package static func models(under root: String, skipping: Set<String> = []) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skipping.contains(name) {
                walker.skipDescendants()
            } else if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
                found.append((root as NSString).appendingPathComponent(relative))
                walker.skipDescendants()
            }
        }
        return found.sorted()
    }

    /// Whether `path` names a model itself (a bundle, a version folder or a `contents` file) rather than a
    /// folder to search.
    package static func isModel(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var isFolder: ObjCBool = false
        return trimmed.hasSuffix(".xcdatamodeld") || trimmed.hasSuffix(".xcdatamodel")
            || !FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder) || !isFolder.boolValue
    }
}

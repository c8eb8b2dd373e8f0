import Foundation

/// Finds the models in a folder tree: every `.xcdatamodeld` bundle, and every `.xcdatamodel` folder that is not
/// inside one.
public enum ModelFinder {
    /// The models under `root`, as `root` joined with their relative paths, sorted; `[]` when `root` is not a
    /// folder. Bundles are not searched inside, and hidden folders (`.git`, `.build`) are skipped.
    public static func models(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
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
    public static func isModel(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var isFolder: ObjCBool = false
        return trimmed.hasSuffix(".xcdatamodeld") || trimmed.hasSuffix(".xcdatamodel")
            || !FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder) || !isFolder.boolValue
    }
}

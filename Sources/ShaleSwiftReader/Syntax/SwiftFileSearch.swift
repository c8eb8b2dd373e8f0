import Foundation
import ShaleResolver

/// The Swift files a model path names, for both readers of schemas written in Swift.
enum SwiftFileSearch {
    /// `path` itself when it is a `.swift` file, else the `.swift` files under the folder, sorted; hidden folders and
    /// dependency folders (`ModelFinder.dependencyFolders`: `.build`, `Pods`, …) skipped.
    static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return path.hasSuffix(".swift") ? [path] : []
        }
        guard isFolder.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        var found: [String] = []
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

/// One model version as read: its XML tree, nothing interpreted or resolved.
package struct ParsedModel: Sendable {
    /// The version's name: its `.xcdatamodel` folder name without the extension.
    package var versionName: String
    /// The `contents` file, as the user would name it (the input path plus the path inside it).
    package var path: String
    /// The `<model>` element.
    package var root: XMLElement

    /// Creates a parsed model.
    package init(versionName: String, path: String, root: XMLElement) {
        self.versionName = versionName
        self.path = path
        self.root = root
    }
}

/// The versions of a model as read, in migration order, with the current version when one is known.
package struct ParsedBundle: Sendable {
    /// The bundle's name: the input's last path component without its extension.
    package var name: String
    /// The input path, as the user named it.
    package var path: String
    /// Every version that parsed, oldest first: natural order of names, the current version last.
    package var versions: [ParsedModel]
    /// Every version's name in that order, including those that failed to parse.
    package var versionNames: [String]
    /// The current version: chosen by the caller, named by `.xccurrentversion`, or the only version.
    /// `nil` when a bundle holds several versions and nothing says which is current.
    package var currentVersionName: String?
}

/// One generated file, in memory: which output root it belongs to, its path there, and its text.
public struct RenderedFile: Sendable, Hashable {
    /// The output root (a manifest `root`), mapped to a folder by the caller.
    public var root: String
    /// The path inside the root, always relative and inside it.
    public var path: String
    /// The normalised text.
    public var contents: String

    /// Creates a rendered file.
    public init(root: String, path: String, contents: String) {
        self.root = root
        self.path = path
        self.contents = contents
    }
}

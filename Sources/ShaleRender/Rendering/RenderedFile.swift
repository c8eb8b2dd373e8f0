import ShaleModel

/// One generated file, in memory: which output root it belongs to, its path there, and its text.
public struct RenderedFile: Sendable, Hashable {
    /// The output root (a manifest `root`), mapped to a folder by the caller.
    public var root: String
    /// The path inside the root, always relative and inside it.
    public var path: String
    /// The normalised text.
    public var contents: String
    /// The entity a per-entity file was rendered for, so problems with the file can point at it.
    public var origin: Origin?

    /// The entity a file was rendered for: its name and where the model declares it.
    public struct Origin: Sendable, Hashable {
        /// The entity's name.
        public var entity: String
        /// Where the model declares the entity.
        public var location: SourceLocation
    }

    /// Creates a rendered file.
    public init(root: String, path: String, contents: String, origin: Origin? = nil) {
        self.root = root
        self.path = path
        self.contents = contents
        self.origin = origin
    }
}

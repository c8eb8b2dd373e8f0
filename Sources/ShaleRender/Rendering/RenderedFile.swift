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
    /// Whether the file is the user's (`ownership: user`): written only when missing, never overwritten or pruned.
    public var isUserOwned: Bool

    /// The entity a file was rendered for: its name and where the model declares it.
    public struct Origin: Sendable, Hashable {
        /// The entity's name.
        public var entity: String
        /// Where the model declares the entity.
        public var location: SourceLocation
    }

    /// Creates a rendered file.
    public init(root: String, path: String, contents: String, origin: Origin? = nil, isUserOwned: Bool = false) {
        self.root = root
        self.path = path
        self.contents = contents
        self.origin = origin
        self.isUserOwned = isUserOwned
    }
}

extension RenderedFile {
    /// Where a file goes, without its text: enough to check its path and to name its entity in problems.
    public struct Placement: Sendable, Hashable {
        /// The output root.
        public var root: String
        /// The path inside the root.
        public var path: String
        /// The entity the file was rendered for.
        public var origin: Origin?
    }

    /// The file's root, path and origin.
    public var placement: Placement { Placement(root: root, path: path, origin: origin) }

    /// Where a file stands among the files of one run: the outputs of the model version before the `bundle` ones,
    /// then manifest order, then model order. Files are rendered on all cores and arrive in any order; this
    /// puts them back in the order the run reports them.
    public struct Order: Sendable, Hashable, Comparable {
        /// 0 for the version's outputs, 1 for the bundle's.
        public var phase: Int
        /// The output's index in the manifest.
        public var output: Int
        /// The entity's index in the model (0 for per-model and bundle outputs).
        public var entity: Int

        /// Creates an order.
        public init(phase: Int, output: Int, entity: Int) {
            self.phase = phase
            self.output = output
            self.entity = entity
        }

        public static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.phase, lhs.output, lhs.entity) < (rhs.phase, rhs.output, rhs.entity)
        }
    }
}

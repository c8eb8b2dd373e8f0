import ShaleModel

/// One generated file, in memory: which output root it belongs to, its path there, and its text.
package struct RenderedFile: Sendable, Hashable {
    /// The output root (a manifest `root`), mapped to a folder by the caller.
    package var root: String
    /// The path inside the root, always relative and inside it.
    package var path: String
    /// The normalised text.
    package var contents: String
    /// The entity a per-entity file was rendered for, so problems with the file can point at it.
    package var origin: Origin?
    /// Whether the file is the user's (`ownership: user`): written only when missing, never overwritten or pruned.
    package var isUserOwned: Bool

    /// The entity a file was rendered for: its name and where the model declares it.
    package struct Origin: Sendable, Hashable {
        /// The entity's name.
        package var entity: String
        /// Where the model declares the entity.
        package var location: SourceLocation
    }

    /// Creates a rendered file.
    package init(root: String, path: String, contents: String, origin: Origin? = nil, isUserOwned: Bool = false) {
        self.root = root
        self.path = path
        self.contents = contents
        self.origin = origin
        self.isUserOwned = isUserOwned
    }
}

extension RenderedFile {
    /// Where a file goes, without its text: enough to check its path and to name its entity in problems.
    package struct Placement: Sendable, Hashable {
        /// The output root.
        package var root: String
        /// The path inside the root.
        package var path: String
        /// The entity the file was rendered for.
        package var origin: Origin?
    }

    /// The file's root, path and origin.
    package var placement: Placement { Placement(root: root, path: path, origin: origin) }

    /// Where a file stands among the files of one run: the outputs of the model version before the `bundle` ones,
    /// then manifest order, then model order. Files are rendered on all cores and arrive in any order; this
    /// puts them back in the order the run reports them.
    package struct Order: Sendable, Hashable, Comparable {
        /// 0 for the version's outputs, 1 for the bundle's.
        package var phase: Int
        /// The output's index in the manifest.
        package var output: Int
        /// The entity's index in the model (0 for per-model and bundle outputs).
        package var entity: Int

        /// Creates an order.
        package init(phase: Int, output: Int, entity: Int) {
            self.phase = phase
            self.output = output
            self.entity = entity
        }

        package static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.phase, lhs.output, lhs.entity) < (rhs.phase, rhs.output, rhs.entity)
        }
    }
}

import ShaleModel

/// How stores reach the newest version, which decides what `shale diff` compares.
///
/// Declared once: `shale diff --path`, `migration-path:` in `shale.yml`, the lint rules and `shale report` all read
/// it from here.
package enum MigrationPath: String, Sendable, Hashable, Codable, CaseIterable {
    /// Step by step: a store at version *i* migrates to *i + 1*, then on, one inferred or explicit mapping per
    /// consecutive pair, as `NSStagedMigrationManager` runs its stages ("Core Data processes the migration stages
    /// in the order that you provide them", Apple's `NSStagedMigrationManager.init(_:)`) and as iterative
    /// migrators do (woocommerce-ios's `CoreDataIterativeMigrator`). A version's verdict is the worst step on its
    /// way to the target.
    case consecutive
    /// Straight to the target: the store at any older version opens with the newest model directly, as
    /// `NSPersistentContainer` does with `shouldInferMappingModelAutomatically` and no stages.
    case direct

    /// The path when neither `--path` nor `migration-path:` says: `consecutive`, how staged migration runs.
    package static let `default` = MigrationPath.consecutive

    /// The path named `name`; `nil` for an unknown name.
    package init?(name: String) {
        self.init(rawValue: name)
    }

    /// The error for an unknown path name, with the closest name and the ones that exist.
    /// - Parameters:
    ///   - name: The name as written.
    ///   - setting: Where it was written (`--path`, `migration-path`).
    package static func unknown(_ name: String, in setting: String) -> String {
        let names = allCases.map(\.rawValue)
        return "unknown \(setting) '\(name)'" + Suggestion.didYouMean(name, among: names) + "; \(setting) takes "
            + names.joined(separator: " or ")
    }
}

/// Where a store at one older version ends up: the worst step on its way to the target.
package struct VersionVerdict: Sendable, Hashable, Codable {
    /// The older version.
    package var from: String
    /// The target it migrates to.
    package var to: String
    /// The strongest class over its way: the step's on the direct path, the worst step's on the consecutive one.
    package var migration: MigrationClass
    /// On the consecutive path, the first step with that class (`nil` when no step migrates, and on the direct
    /// path).
    package var worstStep: Step?
    /// How many steps of its way lose data.
    package var destructiveSteps: Int

    /// One step between consecutive versions.
    package struct Step: Sendable, Hashable, Codable {
        /// Its older version.
        package var from: String
        /// The version it migrates to.
        package var to: String
    }
}

import Foundation
import ShaleModel
import ShaleResolver
import SwiftParser
import SwiftSyntax

/// Reads SwiftData schemas from Swift sources into the IR, as SwiftData builds its `NSManagedObjectModel`: each
/// `VersionedSchema` is a version, in the order of the migration plan's `schemas`; each `@Model` class it lists (and
/// each model class those reach through relationships) an entity. The sources are parsed, never compiled or run.
package enum SwiftDataReader {
    /// Reads the Swift file or folder at `path`.
    /// - Parameters:
    ///   - planName: The `SchemaMigrationPlan` to order the versions by; needed when the sources declare several.
    ///   - diagnostics: Where every problem found is reported, located in the sources, and what stops reading
    ///     with its kind: a plan name the sources do not hold (`--plan`) is a usage mistake; sources that hold no
    ///     schema, or one that cannot be read, are invalid input.
    /// - Returns: The schemas; `nil` when reading stopped.
    package static func read(
        path: String, planName: String? = nil,
        diagnostics: DiagnosticCollector
    ) -> SwiftDataSchemaSet? {
        let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let files = SwiftDataSources.files(at: display)
        var declarations = SwiftDataDeclarations()
        var usesCloudKit = false
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                diagnostics.stop(
                    .error(
                        "cannot read the file", at: SourceLocation(file: file),
                        hint: "check that it exists and is UTF-8 text"))
                return nil
            }
            usesCloudKit = usesCloudKit || Self.configuresCloudKit(text)
            let tree = Parser.parse(source: text)
            let collector = DeclarationCollector(path: file, tree: tree, adding: declarations)
            collector.walk(tree)
            declarations = collector.found
            let containers = ContainerModelsFinder(path: file, tree: tree)
            containers.walk(tree)
            declarations.containerModels += containers.found
        }
        let lookup = TypeLookup(declarations)
        let here = SourceLocation(file: display)
        guard !declarations.schemas.isEmpty || !declarations.models.isEmpty else {
            diagnostics.stop(
                .error(
                    "no @Model class or VersionedSchema in the Swift sources read (\(files.count) files)", at: here,
                    hint: "pass the file or folder that declares your SwiftData models, or a .xcdatamodeld bundle"))
            return nil
        }
        let ordering = VersionOrdering(lookup: lookup, diagnostics: diagnostics)
        // A plan name the sources lack is a usage mistake (64); several plans and none named, like a bundle naming no
        // current version, is input that cannot be read as it is (65).
        guard let ordered = ordering.order(planName: planName, at: here) else {
            diagnostics.stop(kind: planName == nil ? .invalidInput : .usage)
            return nil
        }
        var builder = VersionBuilder(lookup: lookup, diagnostics: diagnostics)
        var versions =
            ordered.schemas.isEmpty
            ? [builder.unversioned(name: Self.bundleName(display))]
            : ordered.schemas.map { builder.version(of: $0) }
        for index in versions.indices { versions[index].metadata.usedWithCloudKit = usesCloudKit }
        let bundle = ModelBundle(
            name: ordered.plan?.name ?? Self.bundleName(display), sourcePath: display,
            currentVersionName: versions.last?.versionName, versions: versions)
        var set = SwiftDataSchemaSet(bundle: bundle)
        if let plan = ordered.plan {
            set.plan = SwiftDataSchemaSet.Plan(
                name: plan.name, location: plan.location,
                stages: ordering.stages(of: plan))
        }
        let listed = Set(ordered.schemas.map(\.qualifiedName))
        let inOtherPlans = Set(
            declarations.plans.flatMap { plan in
                plan.schemas.compactMap { lookup.qualify($0.name, in: plan.scope + [plan.name]) }
            })
        set.unlisted = declarations.schemas
            .filter { !listed.contains($0.qualifiedName) && !inOtherPlans.contains($0.qualifiedName) }
            .map { SwiftDataSchemaSet.UnlistedSchema(name: $0.name, location: $0.location) }
        return set
    }

    /// Whether `text` configures a container synced with CloudKit: a `cloudKitDatabase:` argument whose line names
    /// `.private(...)` or `.automatic` (`useCloudKit ? .automatic : .none` counts; `.automatic` is the default when the app has the iCloud entitlement, which Shale cannot see: `--enable
    /// cloudkit` covers that case).
    private static func configuresCloudKit(_ text: String) -> Bool {
        text.components(separatedBy: "cloudKitDatabase:").dropFirst().contains { rest in
            let line = rest.prefix { $0 != "\n" }
            return line.contains(".automatic") || line.contains(".private")
        }
    }

    /// The folder's or file's name without extension, for a bundle without a plan.
    private static func bundleName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}

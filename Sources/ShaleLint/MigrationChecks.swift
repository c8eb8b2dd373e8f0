import Foundation
import ShaleDiff
import ShaleModel

/// The `migration` family's checks of a bundle: its plan (`MigrationFindings`), its lock file, and renaming
/// identifiers that cannot match one to one.
enum MigrationChecks {
    /// The findings for `bundle`; what planning its migration reports goes to `diagnostics`.
    static func findings(
        _ bundle: ModelBundle, lockPath: String, configuration: LintConfiguration,
        diagnostics: DiagnosticCollector
    ) -> [LintFinding] {
        var found: [LintFinding] = []
        if bundle.versions.count > 1,
            let plan = MigrationPlan.make(
                bundle: bundle, path: configuration.migrationPath, withStages: false,
                diagnostics: diagnostics)
        {
            let mappingModels = mappingModels(besideBundle: bundle.sourcePath)
            found += MigrationFindings.findings(plan, customMigrations: configuration.customMigrations).map { finding in
                guard finding.ruleID == LintRules.notInferable.id, !mappingModels.isEmpty else { return finding }
                var noted = finding
                noted.hint =
                    (finding.hint ?? "") + " (beside the bundle: " + mappingModels.joined(separator: ", ")
                    + "; Shale does not read mapping models, so list the versions they migrate)"
                return noted
            }
        }
        found += lockFindings(bundle, lockPath: lockPath)
        found += HashChecks.findings(bundle)
        if let newest = bundle.versions.last { found += duplicateRenamingIDs(newest) }
        return found
    }

    /// The mapping models (`.xcmappingmodel`) in the bundle's folder, by name.
    private static func mappingModels(besideBundle path: String) -> [String] {
        let folder = ((path.hasSuffix("/") ? String(path.dropLast()) : path) as NSString).deletingLastPathComponent
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return entries.filter { $0.hasSuffix(".xcmappingmodel") }.sorted()
    }

    /// The lock file's complaints, when the bundle has one.
    private static func lockFindings(_ bundle: ModelBundle, lockPath: String) -> [LintFinding] {
        guard FileManager.default.fileExists(atPath: lockPath) else { return [] }
        let (read, problem) = VersionLock.read(from: lockPath)
        guard let lock = read else {
            return problem.map { [LintFinding(LintRules.invalid, $0.message, at: $0.location, hint: $0.hint)] } ?? []
        }
        return lock.problems(in: bundle, lockPath: lockPath).map { problem in
            let diagnostic = problem.diagnostic
            switch problem {
            case .edited:
                return LintFinding(
                    LintRules.lockedVersionEdited, diagnostic.message, at: diagnostic.location,
                    hint: diagnostic.hint)
            case .editedKeepingHashes:
                return LintFinding(
                    LintRules.lockedVersionEditedSameHashes, diagnostic.message,
                    at: diagnostic.location, hint: diagnostic.hint)
            case .removed:
                return LintFinding(
                    LintRules.lockedVersionRemoved, diagnostic.message, at: diagnostic.location,
                    hint: diagnostic.hint)
            }
        }
    }

    /// Entities, and properties of one entity, whose identifiers (Renaming ID, else name) collide because one
    /// carries a Renaming ID: Core Data can match only one of them to the old element.
    private static func duplicateRenamingIDs(_ model: Model) -> [LintFinding] {
        var found = collisions(
            model.entities, key: { $0.renamingIdentifier ?? $0.name },
            explicit: { $0.renamingIdentifier != nil }
        ).map { first, second in
            LintFinding(
                LintRules.duplicateRenamingID,
                "entities '\(first.name)' and '\(second.name)' share the "
                    + "identifier \"\(second.renamingIdentifier ?? second.name)\"", at: second.location,
                entity: second.name)
        }
        for entity in model.entities {
            let properties =
                entity.declaredAttributes.map { ($0.name, $0.renamingIdentifier, $0.location) }
                + entity.declaredRelationships.map { ($0.name, $0.renamingIdentifier, $0.location) }
            found += collisions(properties, key: { $0.1 ?? $0.0 }, explicit: { $0.1 != nil }).map { first, second in
                LintFinding(
                    LintRules.duplicateRenamingID,
                    "properties '\(entity.name).\(first.0)' and "
                        + "'\(entity.name).\(second.0)' share the identifier \"\(second.1 ?? second.0)\"",
                    at: second.2, entity: entity.name, property: second.0)
            }
        }
        return found
    }

    /// Each later element whose key an earlier one already has, paired with that earlier one, when either
    /// carries an explicit Renaming ID (two equal names are the resolver's error, not this rule's).
    private static func collisions<Element>(
        _ elements: [Element], key: (Element) -> String,
        explicit: (Element) -> Bool
    ) -> [(Element, Element)] {
        var first: [String: Element] = [:]
        var pairs: [(Element, Element)] = []
        for element in elements {
            let elementKey = key(element)
            if let earlier = first[elementKey] {
                if explicit(earlier) || explicit(element) { pairs.append((earlier, element)) }
            } else {
                first[elementKey] = element
            }
        }
        return pairs
    }
}

import ShaleDiff
import ShaleModel
import ShaleResolver

/// Checks of a bundle's versions through Core Data's own hashes: versions Core Data cannot tell apart, and
/// changes it cannot see that change what stored values mean.
enum HashChecks {
    static func findings(_ bundle: ModelBundle) -> [LintFinding] {
        duplicateChecksums(bundle) + zip(bundle.versions, bundle.versions.dropFirst()).flatMap(meaningChanges)
    }

    /// Each version whose checksum an older version of the bundle already has.
    private static func duplicateChecksums(_ bundle: ModelBundle) -> [LintFinding] {
        var first: [String: Model] = [:]
        var found: [LintFinding] = []
        for version in bundle.versions {
            guard let earlier = first[version.versionChecksum] else {
                first[version.versionChecksum] = version
                continue
            }
            found.append(
                LintFinding(
                    LintRules.duplicateChecksum,
                    "versions \"\(earlier.versionName)\" and \"\(version.versionName)\" have the same checksum "
                        + "\(version.versionChecksum): Core Data sees one version",
                    at: SourceLocation(file: version.sourcePath)))
        }
        return found
    }

    /// Stored attributes of `new` whose version hash equals the one in `old` while their transformer or value
    /// class changed (but not between the default transformer and `NSSecureUnarchiveFromData`, which read the
    /// same archives), or, for a derived attribute, their type or optionality (only the expression is hashed).
    private static func meaningChanges(_ old: Model, _ new: Model) -> [LintFinding] {
        var found: [LintFinding] = []
        for entity in new.entities {
            guard let previous = old.entity(named: entity.name) else { continue }
            for attribute in entity.declaredAttributes where !attribute.isTransient {
                // The field comparison first: most attributes have no such change, and need no hashing.
                guard let before = previous.attributes.first(where: { $0.name == attribute.name }),
                    !before.isTransient, let what = meaningChange(from: before, to: attribute),
                    VersionHash.attributeHash(before) == VersionHash.attributeHash(attribute)
                else { continue }
                found.append(
                    LintFinding(
                        LintRules.meaningChangedSameHash,
                        "attribute '\(entity.name).\(attribute.name)': \(what) from \"\(old.versionName)\" to "
                            + "\"\(new.versionName)\" without a version hash change, so stores keep the old values "
                            + "unmigrated",
                        at: attribute.location, entity: entity.name, property: attribute.name))
            }
        }
        return found
    }

    private static func meaningChange(from old: Attribute, to new: Attribute) -> String? {
        if new.isDerived, old.isDerived, old.type != new.type || old.isOptional != new.isOptional {
            return "the derived attribute's type changed (\(old.type.rawValue) → \(new.type.rawValue))"
        }
        guard old.type == .transformable, new.type == .transformable else { return nil }
        // Between the default transformer and NSSecureUnarchiveFromData (the change Apple asks for, or back), both
        // read the same keyed archives: the stored values stay readable and nothing needs migrating.
        if Attribute.keyedArchiveNote(from: old, to: new) != nil { return nil }
        if old.valueTransformerName != new.valueTransformerName {
            return "the transformer changed (\(old.valueTransformerName ?? "default") → "
                + "\(new.valueTransformerName ?? "default"))"
        }
        if old.customClassName != new.customClassName {
            return "the value class changed (\(old.customClassName ?? "none") → \(new.customClassName ?? "none"))"
        }
        return nil
    }
}

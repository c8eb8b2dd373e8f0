import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleReader
import ShaleRender
import ShaleResolver
import ShaleSwiftReader

/// A model written by the `slate3` set and read back by `Slate3SchemaReader`, compared with the IR it started from
/// on everything Slate 3's format carries (Documentation/Slate3.md, "Reading a Slate 3 schema"): each difference is
/// a documented loss when a warning of the conversion or of the reading names the element it concerns, else a
/// failure.
struct Slate3RoundTrip {
    /// One field of one element that differs.
    struct Difference: CustomStringConvertible {
        var entity: String
        /// The attribute or relationship; nil for the entity itself.
        var element: String?
        var field: String
        var before: String
        var after: String

        var description: String {
            "\(entity)\(element.map { ".\($0)" } ?? "") \(field): \(before) → \(after)"
        }
    }

    enum Outcome {
        /// Everything Slate 3 carries came back.
        case exact
        /// Only differences a warning announced.
        case documentedLosses([Difference])
        /// The set stopped with located errors (shapes Slate 3 cannot compile): nothing to read back.
        case notWritten([Diagnostic])
        /// Differences no warning announced, or errors reading the output back.
        case failed(unexplained: [Difference], readErrors: [Diagnostic])
    }

    /// The `slate3` options of the round trip: to-one cycles written to-many (each a warning) so more models
    /// are written.
    static let options = ["to-one-cycles": "to-many"]

    /// Writes the current version of the model at `path` with the `slate3` set, reads the output back and
    /// compares.
    /// A bundle whose `.xccurrentversion` names no version is written from its newest version.
    /// - Parameter extraOptions: More `slate3` options (`cloudkit`).
    static func run(_ path: String, extraOptions: [String: String] = [:]) -> Outcome {
        var loaded = ModelLoader.load(path: path)
        var versionName: String?
        if loaded.bundle?.current == nil, let newest = ModelReader.versions(at: path)?.names.last {
            versionName = newest
            loaded = ModelLoader.load(path: path, versionName: newest)
        }
        guard let original = loaded.bundle?.current else { return .notWritten(loaded.diagnostics) }
        let written = DiagnosticCollector()
        let job = GenerationJob(
            modelPath: path, modelVersion: versionName, templates: "slate3",
            options: options.merging(extraOptions) { _, extra in extra }, createsFolders: false)
        guard let files = Generator.render(job, diagnostics: written), !written.diagnostics.containsErrors else {
            return .notWritten(written.diagnostics.filter { $0.severity == .error })
        }
        let sources = files.filter { $0.path.hasSuffix(".swift") }.sorted { $0.path < $1.path }
            .map { (path: "\($0.root)/\($0.path)", text: $0.contents) }
        let read = DiagnosticCollector()
        let bundle = Slate3SchemaReader.read(
            sources, name: original.versionName, sourcePath: "models",
            diagnostics: read)
        let readErrors = read.diagnostics.filter { $0.severity == .error }
        let differences = compare(original, bundle.versions[0])
        let warnings = (written.diagnostics + read.diagnostics).filter { $0.severity == .warning }.map(\.message)
        let unexplained = differences.filter { !isAnnounced($0, by: warnings) }
        if !unexplained.isEmpty || !readErrors.isEmpty {
            return .failed(unexplained: unexplained, readErrors: readErrors)
        }
        return differences.isEmpty ? .exact : .documentedLosses(differences)
    }

    /// Warnings about one setting of an element (its renaming identifier, its userInfo), which announce no
    /// change of anything compared.
    static let settingLosses = [
        "renaming identifier", "version hash modifier", "userInfo entry", "validation rule",
        "Spotlight indexing", "CloudKit encryption", "preserving the value",
    ]

    /// What a warning announcing a change of each compared field says, one of these words; a missing or added
    /// element (`attribute`, `relationship`, `entity`) any warning about it but one of `settingLosses`.
    static let fieldWords: [String: [String]] = [
        "optional": ["optional", "required", "to-many"], "default": ["default"], "type": ["cannot store", "raw"],
        "externalStorage": ["external storage"], "kind": ["to-many"], "minCount": ["minimum count", "to-many"],
        "maxCount": ["maximum", "to-many"], "ordered": ["order"], "deleteRule": ["delet", "Nullify", "nullify"],
        "destination": ["inverse", "leads"], "inverse": ["inverse"], "uniqueness": ["uniqueness"],
        "indexes": ["index"], "class": ["class"], "versionHash": ["version hash", "inherits"],
    ]

    /// Whether a warning names the element `difference` concerns, in its entity, and the kind of change.
    static func isAnnounced(_ difference: Difference, by warnings: [String]) -> Bool {
        warnings.contains { message in
            guard message.contains("entity '\(difference.entity)'") else { return false }
            if let words = fieldWords[difference.field], !words.contains(where: message.contains) { return false }
            if fieldWords[difference.field] == nil, settingLosses.contains(where: message.hasPrefix) { return false }
            guard let element = difference.element else { return true }
            // An embedded field is named by its column (`address_zip`), a substruct by its prefix (`address_…`).
            return message.contains("'\(element)'")
                || element.split(separator: "_").first.map {
                    message.contains("'\($0)_…'") || message.contains("'\($0)_has'")
                } == true
        }
    }

    // MARK: Comparing

    static func compare(_ before: Model, _ after: Model) -> [Difference] {
        var differences: [Difference] = []
        let afterEntities = Dictionary(after.entities.map { ($0.name, $0) }) { first, _ in first }
        for entity in before.entities {
            guard let read = afterEntities[entity.name] else {
                differences.append(
                    Difference(entity: entity.name, field: "entity", before: "present", after: "missing"))
                continue
            }
            var found = compare(entity, read)
            if found.isEmpty, entity.versionHash != read.versionHash {
                found.append(
                    Difference(
                        entity: entity.name, field: "versionHash", before: entity.versionHash,
                        after: read.versionHash))
            }
            differences += found
        }
        for entity in after.entities where before.entity(named: entity.name) == nil {
            differences.append(Difference(entity: entity.name, field: "entity", before: "missing", after: "present"))
        }
        return differences
    }

    private static func compare(_ before: Entity, _ after: Entity) -> [Difference] {
        var differences: [Difference] = []
        func check(_ element: String?, _ field: String, _ old: String, _ new: String) {
            if old != new {
                differences.append(
                    Difference(
                        entity: before.name, element: element, field: field, before: old,
                        after: new))
            }
        }
        // Slate 3 keeps the class name it is given, else names the class Database<Struct>.
        if let className = after.representedClass?.className, !className.hasPrefix("Database") {
            check(nil, "class", before.representedClass?.className ?? "", className)
        }
        check(nil, "uniqueness", uniqueness(before), uniqueness(after))
        check(nil, "indexes", indexes(before), indexes(after))
        let attributes = Dictionary(after.attributes.map { ($0.name, $0) }) { first, _ in first }
        for attribute in before.attributes {
            guard let read = attributes[attribute.name] else {
                check(attribute.name, "attribute", "present", "missing")
                continue
            }
            check(attribute.name, "type", attribute.type.rawValue, read.type.rawValue)
            check(attribute.name, "optional", "\(attribute.isOptional)", "\(read.isOptional)")
            check(
                attribute.name, "default", attribute.defaultValue.map(describe) ?? "none",
                read.defaultValue.map(describe) ?? "none")
            check(
                attribute.name, "externalStorage", "\(attribute.allowsExternalBinaryDataStorage)",
                "\(read.allowsExternalBinaryDataStorage)")
        }
        for attribute in after.attributes where !before.attributes.contains(where: { $0.name == attribute.name }) {
            check(attribute.name, "attribute", "missing", "present")
        }
        let relationships = Dictionary(after.relationships.map { ($0.name, $0) }) { first, _ in first }
        for relationship in before.relationships {
            guard let read = relationships[relationship.name] else {
                check(relationship.name, "relationship", "present", "missing")
                continue
            }
            for (field, value) in fields(of: relationship) {
                check(relationship.name, field, value, fields(of: read)[field] ?? "")
            }
        }
        for relationship in after.relationships
        where !before.relationships.contains(where: { $0.name == relationship.name }) {
            check(relationship.name, "relationship", "missing", "present")
        }
        return differences
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .integer(let number): "\(number)"
        case .double(let number): "\(number)"
        case .float(let number): "\(Double(number))"
        case .boolean(let flag): "\(flag)"
        default: value.modelText
        }
    }

    private static func fields(of relationship: Relationship) -> [String: String] {
        [
            "destination": relationship.destinationEntity, "inverse": relationship.inverseName ?? "-",
            "kind": relationship.isToMany ? "toMany" : "toOne", "ordered": "\(relationship.isOrdered)",
            "minCount": "\(relationship.minCount)", "maxCount": "\(relationship.maxCount)",
            "deleteRule": relationship.deleteRule.rawValue, "optional": "\(relationship.isOptional)",
        ]
    }

    private static func uniqueness(_ entity: Entity) -> String {
        Set(entity.uniquenessConstraints.map { $0.properties.joined(separator: ",") }).sorted()
            .joined(separator: "; ")
    }

    /// Every index as its columns and order, whatever named it (a fetch index, a legacy compound index, an
    /// indexed attribute): Slate 3 keeps no index names.
    private static func indexes(_ entity: Entity) -> String {
        var lists = Set(
            entity.fetchIndexes.filter { $0.elements.allSatisfy { $0.property != nil } }.map {
                $0.elements.map { "\($0.property ?? "")\($0.isAscending ? "" : " desc")" }.joined(separator: ",")
            })
        lists.formUnion(entity.compoundIndexes.map { $0.properties.joined(separator: ",") })
        lists.formUnion(entity.attributes.filter(\.isIndexed).map(\.name))
        return lists.sorted().joined(separator: "; ")
    }
}

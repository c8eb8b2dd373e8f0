import ShaleModel

/// Every entity of the current version: its class, place in the hierarchy and Core Data version hash, then its
/// attributes, relationships, fetched properties, uniqueness constraints and fetch indexes.
enum EntitiesSection {
    static func html(_ content: ReportContent) -> HTML {
        let model = content.current
        return .element("section", ["id": "entities", "aria-labelledby": "entities-title"]) {
            HTML.element("h2", ["id": "entities-title"]) { "Entities" }
            HTML.element("p") {
                "\(ReportMarkup.counted(model.entities.count, "entity", plural: "entities")) of "
                    + "\(ReportMarkup.quoted(model.versionName)), in model order. Inherited properties are listed "
                    + "with the entity that declares them."
            }
            for (index, entity) in model.entities.enumerated() {
                self.entity(entity, number: index + 1, in: model)
            }
        }
    }

    private static func entity(_ entity: Entity, number: Int, in model: Model) -> HTML {
        let id = ReportMarkup.anchor("entity", entity.name, number: number)
        return .element(
            "section",
            [
                "id": id, "class": "entity", "data-entity": entity.name,
                "aria-labelledby": id + "-title",
            ]
        ) {
            HTML.element("h3", ["id": id + "-title"]) {
                entity.name
                if entity.isAbstract {
                    " "
                    ReportMarkup.badge("abstract", class: "none")
                }
            }
            facts(entity, in: model)
            if !entity.attributes.isEmpty {
                ReportMarkup.table(
                    "Attributes of \(entity.name)",
                    columns: ["Name", "Type", "Optional", "Default", "Details"],
                    rows: entity.attributes.map { EntityRows.attribute($0, of: entity) }, wide: [4])
            }
            if !entity.relationships.isEmpty {
                ReportMarkup.table(
                    "Relationships of \(entity.name)",
                    columns: ["Name", "Destination", "Cardinality", "Inverse", "Delete rule", "Details"],
                    rows: entity.relationships.map {
                        EntityRows.relationship($0, of: entity, in: model)
                    })
            }
            if !entity.fetchedProperties.isEmpty {
                ReportMarkup.table(
                    "Fetched properties of \(entity.name)",
                    columns: ["Name", "Entity", "Predicate"],
                    rows: entity.fetchedProperties.map { EntityRows.fetchedProperty($0, in: model) },
                    wide: [2])
            }
            if !entity.uniquenessConstraints.isEmpty {
                ReportMarkup.table(
                    "Uniqueness constraints of \(entity.name)", columns: ["Constraint", "Properties"],
                    rows: entity.uniquenessConstraints.enumerated().map { index, constraint in
                        [[.text("\(index + 1)")], [.text(constraint.properties.joined(separator: ", "))]]
                    })
            }
            if !entity.fetchIndexes.isEmpty {
                ReportMarkup.table(
                    "Fetch indexes of \(entity.name)", columns: ["Name", "Elements", "Details"],
                    rows: entity.fetchIndexes.map(EntityRows.fetchIndex))
            }
        }
    }

    /// The entity's class, parent, subentities, renaming identifier and version hash.
    private static func facts(_ entity: Entity, in model: Model) -> HTML {
        .element("dl", ["class": "facts"]) {
            HTML.element("dt") { "Class" }
            HTML.element("dd") {
                ReportMarkup.code(entity.hasOwnClass ? entity.representedClass?.rawValue ?? "" : "NSManagedObject")
            }
            if let parent = entity.parentEntity {
                HTML.element("dt") { "Parent" }
                HTML.element("dd") { ReportMarkup.entityLink(parent, in: model) }
            }
            if !entity.subentities.isEmpty {
                HTML.element("dt") { "Subentities" }
                HTML.element("dd") {
                    for (index, name) in entity.subentities.enumerated() {
                        if index > 0 { ", " }
                        ReportMarkup.entityLink(name, in: model)
                    }
                }
            }
            if let renamingIdentifier = entity.renamingIdentifier {
                HTML.element("dt") { "Renaming ID" }
                HTML.element("dd") { ReportMarkup.code(renamingIdentifier) }
            }
            HTML.element("dt") { "Version hash" }
            HTML.element("dd") {
                ReportMarkup.hash(entity.versionHash)
                if let unverified = entity.versionHashUnverified {
                    HTML.element("br")
                    HTML.element("span", ["class": "muted"]) { unverified }
                }
            }
        }
    }
}

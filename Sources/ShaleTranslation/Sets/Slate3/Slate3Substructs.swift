import ShaleModel
import ShaleResolver

/// Slate 2's substructs as Slate 3 embeds them: `SubstructGrouping`, less the groups Slate 3.1.0 cannot compile,
/// whose columns stay plain attributes.
///
/// Slate 3.1.0's generator declares a number, Bool or Decimal field of an embedded struct on its Core Data class
/// under `<property>_<field>` (its optional-number accessor, `GeneratedSchemaRenderer.swift:806-825` with
/// `:118-125, 205-223`), while the bridge rebuilding the struct reads the field's column
/// (`GeneratedSchemaRenderer.swift:676-680`): where the two differ (`storageName: "is_registered"` on a field of
/// `isValue`), the generated code never compiles. That happens when the embedded property or the field cannot keep
/// the model's name (a Swift keyword, a name Slate 3 reserves): such a group's columns are written as plain
/// attributes, which keep every column, the presence flag's too.
struct Slate3Substructs {
    /// The groups written as `@SlateEmbedded` structs, sorted by prefix.
    let groups: [SubstructGrouping.Group]
    /// The groups written as plain attributes, sorted by prefix.
    let dissolved: [SubstructGrouping.Group]
    /// Attributes outside the embedded structs: `SubstructGrouping`'s plain ones, then the dissolved groups'.
    let plain: [Attribute]

    init(_ entity: Entity) {
        let grouping = SubstructGrouping(entity)
        groups = grouping.groups.filter { !Self.breaksBridge($0) }
        dissolved = grouping.groups.filter(Self.breaksBridge)
        plain = grouping.plain + dissolved.flatMap { $0.members.map(\.0) + ($0.hasFlag.map { [$0] } ?? []) }
    }

    /// Whether Slate 3 renames the embedded property of a prefix: a keyword, or a name its macro or its Core Data
    /// class already uses.
    static func renamesProperty(_ prefix: String) -> Bool {
        SwiftNamer.keywords.contains(prefix) || Slate3Translator.reservedPropertyNames.contains(prefix)
            || Slate3EntityBuilder.classMembers.contains(prefix)
    }

    /// Whether `group` has a stored number, Bool or Decimal field whose column would not be `<property>_<field>`.
    static func breaksBridge(_ group: SubstructGrouping.Group) -> Bool {
        group.members.contains { attribute, member in
            let isNumber = attribute.type.isNumeric || attribute.type == .boolean
            guard isNumber, !attribute.isTransient, !attribute.isDerived else { return false }
            return renamesProperty(group.prefix) || SwiftNamer.keywords.contains(member)
                || Slate3EntityBuilder.classMembers.contains(attribute.name)
                || SwiftNamer.keywords.contains(attribute.name)
        }
    }

    /// The warning for a dissolved group: its columns are plain attributes, named as in the model.
    static func loss(_ group: SubstructGrouping.Group, of entity: Entity) -> Slate3Loss {
        let number = group.members.first { $0.0.type.isNumeric || $0.0.type == .boolean } ?? group.members[0]
        let reason =
            renamesProperty(group.prefix)
            ? "the embedded property cannot be named '\(group.prefix)' (a Swift keyword or a name Slate 3 uses)"
            : "a field cannot keep its name (a Swift keyword)"
        return Slate3Loss(
            "attributes '\(group.prefix)_…' of entity '\(entity.name)' are written as plain attributes, not an "
                + "embedded struct: Slate 3.1.0's generated Core Data class declares a number or Bool field under "
                + "'<property>_<field>' while its bridge reads the field's column ('\(number.0.name)'), and "
                + reason,
            at: (group.hasFlag ?? number.0).location,
            advice: "Read `\(number.0.name)` where Slate 2 code read the substruct's `\(number.1)`; every column "
                + "keeps its name.")
    }
}

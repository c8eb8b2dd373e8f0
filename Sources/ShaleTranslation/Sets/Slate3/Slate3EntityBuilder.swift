import ShaleModel
import ShaleResolver

/// Builds one entity's Slate 3 struct: its attributes, embedded structs, indexes and uniqueness, and the loss
/// of everything Slate 3 cannot express.
struct Slate3EntityBuilder {
    let translator: Slate3Translator
    let entity: Entity
    let typeName: String

    private(set) var attributes: [Slate3AttributeContext] = []
    private(set) var embedded: [Slate3EmbeddedContext] = []
    /// Member typealiases for enums: name inside the struct → module-qualified enum.
    private(set) var typealiases: [String: String] = [:]
    private(set) var uniqueMacro: String?
    private(set) var indexMacros: [String] = []
    private(set) var losses: [Slate3Loss] = []
    /// `swiftName: Type` of every stored column, by column (`address.city: String?` for embedded fields).
    private(set) var slate3Names: [String: String] = [:]
    /// The key path of every stored column (`\.title`, `\.address?.city`), by column.
    private var keyPaths: [String: String] = [:]
    /// Key paths of embedded fields the model indexes: single-column `#Index` entries.
    private var indexedFields: [String] = []
    /// Every name the struct's properties use or cannot use.
    private var taken: Set<String> = []
    /// Every type name the struct's member types (enum typealiases, embedded structs) use or cannot use.
    private var takenTypes: Set<String> = []

    init(translator: Slate3Translator, entity: Entity, typeName: String) {
        self.translator = translator
        self.entity = entity
        self.typeName = typeName
    }

    /// Names the Core Data class Slate 3 generates already has: a column of that name cannot be declared on it.
    static let classMembers = SwiftNamer.managedObjectMembers.union([
        "slateEntityName", "fetchRequest", "create",
        "slateObject",
    ])

    mutating func build() {
        let grouping = Slate3Substructs(entity)
        taken = Set(
            entity.attributes.map(\.name) + entity.relationships.map(\.name) + grouping.groups.map(\.prefix)
                + grouping.groups.flatMap { $0.members.map(\.1) }
        )
        .union(Slate3Translator.reservedPropertyNames).union(SwiftNamer.keywords).union(Self.classMembers)
        takenTypes = translator.reservedMemberTypeNames
        let plain = Set(grouping.plain.map(\.name))
        let grouped = Set(grouping.groups.flatMap { $0.members.map(\.0.name) + ($0.hasFlag.map { [$0.name] } ?? []) })
        entityLosses()
        losses += grouping.dissolved.map { Slate3Substructs.loss($0, of: entity) }
        for attribute in entity.attributes where isPersisted(attribute) {
            if plain.contains(attribute.name) {
                plainAttribute(attribute)
            } else if !grouped.contains(attribute.name) {
                losses.append(typeLoss(attribute))
            }
        }
        for group in grouping.groups { embeddedStruct(group) }
        relationshipLosses()
        indexes()
        uniqueness()
    }

    // MARK: Attributes

    private func subject(_ attribute: Attribute) -> String {
        "attribute '\(attribute.name)' of entity '\(entity.name)'"
    }

    /// Whether `attribute` is stored; transient and derived attributes are losses.
    private mutating func isPersisted(_ attribute: Attribute) -> Bool {
        if attribute.isTransient {
            losses.append(
                Slate3Loss(
                    "transient \(subject(attribute)) has no Slate 3 equivalent (Slate 3 stores every property); dropped",
                    at: attribute.location, advice: "Compute the value in an extension of the struct.",
                    changesSchema: true))
            return false
        }
        if attribute.isDerived {
            let expression = attribute.derivationExpression.map { " (\(Diagnostic.quote($0)))" } ?? ""
            losses.append(
                Slate3Loss(
                    "derived \(subject(attribute))\(expression) has no Slate 3 equivalent; dropped",
                    at: attribute.location, advice: "Compute the value when writing, or in an extension of the struct.",
                    changesSchema: true))
            return false
        }
        return true
    }

    /// The Swift type Slate 3 stores `type` as, or nil when it stores no such type.
    private func swiftType(_ type: AttributeType) -> String? {
        Slate3Translator.swiftType(type, castsIntegers: translator.castsIntegers)
    }

    private func typeLoss(_ attribute: Attribute) -> Slate3Loss {
        let advice =
            switch attribute.type {
            case .composite:
                "Store its members as attributes named `\(attribute.name)_member`: they become an embedded struct."
            case .objectID: "Relate the objects with a relationship instead."
            default: "Store it as Binary Data and encode it in code (Codable or NSSecureCoding)."
            }
        return Slate3Loss(
            "\(subject(attribute)) is \(attribute.type.rawValue), which Slate 3 cannot store (it stores String, Bool, "
                + "integers, Float, Double, Decimal, Date, Data, UUID and URL); dropped",
            at: attribute.location, advice: advice, changesSchema: true)
    }

    /// A Swift name for a property whose model name Slate 3 cannot use: `identifier` (or `bookID`) for `id`,
    /// else the name with `Value` appended, numbered while taken.
    private mutating func replacementName(for name: String) -> String {
        let entityWord = entity.name.prefix(1).lowercased() + entity.name.dropFirst()
        let candidates = (name == "id" ? ["identifier", "\(entityWord)ID"] : []) + ["\(name)Value"]
        let chosen =
            candidates.first { !taken.contains($0) && SwiftIdentifier.isValid($0) }
            ?? SwiftNamer.freeName("\(name)Value") { taken.contains($0) }
        taken.insert(chosen)
        return chosen
    }

    /// The Swift name for column `column` (model name `name`: the column, or a substruct member's part), and
    /// whether the column keeps its name (through `storageName:` when the Swift name differs). Where no Swift name
    /// compiles over the column — it is a keyword or a member of the Core Data class Slate 3 writes (which declares
    /// each column under its own name), or the name is one Slate 3 reserves and the column's type cannot be renamed
    /// (`storageName:` breaks the accessors Slate 3 writes for optional numbers and enums) — the column takes the
    /// new Swift name too: a loss that changes the schema.
    /// - Parameters:
    ///   - reserved: Names the enclosing struct cannot use (the entity's macro members; none in embedded structs).
    ///   - isRenamable: Whether `storageName:` compiles for the column.
    private mutating func swiftName(
        _ name: String, column: String, reserved: Set<String>, isRenamable: Bool,
        location: SourceLocation
    ) -> (name: String, keepsColumn: Bool) {
        let reason: String
        if Self.classMembers.contains(column) || SwiftNamer.keywords.contains(column) {
            reason =
                "Slate 3's generated Core Data class declares each column under its own name, and '\(column)' "
                + "is a Swift keyword or a member that class already has"
        } else if SwiftNamer.keywords.contains(name) || reserved.contains(name) {
            guard !isRenamable else { return (replacementName(for: name), true) }
            reason =
                "Slate 3 reserves the name '\(name)', and its generator cannot give an optional number or an "
                + "enum another Swift name (`storageName:` breaks the accessors it writes for them)"
        } else {
            return (name, true)
        }
        let renamed = replacementName(for: name)
        losses.append(
            Slate3Loss(
                "attribute '\(column)' of entity '\(entity.name)' is stored in column '\(renamed)': \(reason)",
                at: location,
                advice: "Copy the values into the new column before switching, or rename the attribute in Xcode (its "
                    + "renaming identifier '\(column)' keeps the data) and convert again.",
                changesSchema: true))
        return (renamed, false)
    }

    /// Whether Slate 3's generator compiles `storageName:` on `attribute`: not for optional numbers, Bool or
    /// Decimal, nor for enums, whose accessors it names after the Swift name.
    private static func isRenamable(_ attribute: Attribute, optional: Bool, isEnum: Bool) -> Bool {
        guard !isEnum, attribute.type != .decimal else { return false }
        return !optional || !(attribute.type.isNumeric || attribute.type == .boolean)
    }

    private mutating func plainAttribute(_ attribute: Attribute) {
        guard let type = swiftType(attribute.type) else { return losses.append(typeLoss(attribute)) }
        var declaredType = type
        var defaultText: String?
        let enumInfo = translator.enumUse(of: attribute, in: entity)
        var reader = UserInfoReader(entity: entity)
        if let enumInfo {
            declaredType = enumInfo.alias
            if let caseName = reader.enumDefault(of: attribute) {
                defaultText = "\(typeName).\(enumInfo.alias).\(SwiftNamer.identifier(caseName))"
            } else if let value = attribute.defaultValue {
                losses.append(
                    Slate3Loss(
                        "default '\(Diagnostic.quote(value.modelText))' of enum \(subject(attribute)) has no Slate 3 "
                            + "equivalent (Slate 3 needs a case); dropped",
                        at: attribute.location,
                        advice: "Add an `enumDefault` entry naming the case to the attribute's userInfo, or write "
                            + "`default: \(typeName).\(enumInfo.alias).<case>` by hand."))
            }
        } else if let value = attribute.defaultValue {
            defaultText = Self.literal(value)
            if defaultText == nil {
                losses.append(
                    Slate3Loss(
                        "default '\(Diagnostic.quote(value.modelText))' of \(subject(attribute)) has no Slate 3 equivalent "
                            + "(Slate 3 writes literal defaults of String, Bool and number attributes only); dropped",
                        at: attribute.location, advice: "Set the value in code when creating objects."))
            }
        }
        var isOptional = attribute.isOptional
        if translator.isCloudKit, !isOptional, defaultText == nil {
            isOptional = true
            losses.append(
                Slate3Loss(
                    "required \(subject(attribute)) has no default, which CloudKit schemas need; it is written optional",
                    at: attribute.location, advice: "Give the attribute a default in Xcode to keep it required.",
                    changesSchema: true))
        }
        let renamable = Self.isRenamable(attribute, optional: isOptional, isEnum: enumInfo != nil)
        let (swiftName, keepsColumn) = swiftName(
            attribute.name, column: attribute.name,
            reserved: Slate3Translator.reservedPropertyNames,
            isRenamable: renamable, location: attribute.location)
        if let enumInfo {
            typealiases[enumInfo.alias] = enumInfo.qualified
            takenTypes.insert(enumInfo.alias)
        }
        var arguments: [String] = []
        if keepsColumn, swiftName != attribute.name {
            arguments.append("storageName: \(SwiftSource.string(attribute.name))")
        }
        if let defaultText { arguments.append("default: \(defaultText)") }
        if attribute.isWrittenIndexed { arguments.append("indexed: true") }
        if attribute.allowsExternalBinaryDataStorage, attribute.type == .binary {
            arguments.append("externalStorage: true")
        }
        if let enumInfo { arguments.append("enumRawType: \(enumInfo.rawType).self") }
        let declaration = declaredType + (isOptional ? "?" : "")
        attributeLosses(attribute, consumed: ["enum", "enumDefault"], isEmbeddedField: false)
        attributes.append(
            Slate3AttributeContext(
                .init(
                    name: attribute.name, swiftName: swiftName, typeDeclaration: declaration,
                    annotation: arguments.isEmpty ? nil : "@SlateAttribute(" + arguments.joined(separator: ", ") + ")"))
        )
        slate3Names[attribute.name] = "\(swiftName): \(declaration)"
        keyPaths[attribute.name] = "\\.\(swiftName)"
    }

    /// `value` as the literal `default:` takes, or nil for types Slate 3 lowers no default of.
    static func literal(_ value: Value) -> String? {
        switch value {
        case .string(let text): SwiftSource.string(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .double(let number): number.isFinite ? "\(number)" : nil
        case .float(let number): number.isFinite ? "\(number)" : nil
        case .decimal, .date, .uuid, .uri: nil
        }
    }

    /// Validation rules, Spotlight, CloudKit and migration settings, and userInfo entries: none has a Slate 3
    /// equivalent.
    private mutating func attributeLosses(_ attribute: Attribute, consumed: Set<String>, isEmbeddedField: Bool) {
        let name = subject(attribute)
        let location = attribute.location
        var rules: [String] = []
        if let minimum = attribute.minimum { rules.append("minimum \(minimum.modelText)") }
        if let maximum = attribute.maximum { rules.append("maximum \(maximum.modelText)") }
        if let pattern = attribute.regularExpression { rules.append("pattern \(Diagnostic.quote(pattern))") }
        if !rules.isEmpty {
            losses.append(
                Slate3Loss(
                    "validation rule (\(rules.joined(separator: ", "))) of \(name) has no Slate 3 equivalent; dropped",
                    at: location, advice: "Check the value in your mutation code before saving."))
        }
        if attribute.allowsExternalBinaryDataStorage, isEmbeddedField || attribute.type != .binary {
            losses.append(
                Slate3Loss(
                    "external storage of \(name) has no Slate 3 equivalent here; dropped",
                    at: location, advice: "Move the data to a plain attribute to store it externally.",
                    changesSchema: true))
        }
        let flags = [
            (attribute.allowsCloudEncryption, "CloudKit encryption"),
            (attribute.preserveAfterDeletion, "preserving the value after deletion"),
            (attribute.isIndexedBySpotlight, "Spotlight indexing"),
            (attribute.isStoredInTruthFile, "storing in an external record file"),
        ]
        for (isSet, feature) in flags where isSet {
            losses.append(
                Slate3Loss(
                    "\(feature) of \(name) has no Slate 3 equivalent; dropped", at: location,
                    advice: "Configure it on the Core Data model Slate 3 builds, if you need it."))
        }
        migrationLosses(
            name, renamingIdentifier: attribute.renamingIdentifier, modelName: attribute.name,
            versionHashModifier: attribute.versionHashModifier, location: location)
        userInfoLosses(attribute.userInfo, of: name, consumed: consumed)
    }

    private mutating func migrationLosses(
        _ name: String, renamingIdentifier: String?, modelName: String,
        versionHashModifier: String?, location: SourceLocation
    ) {
        if let renamingIdentifier, renamingIdentifier != modelName {
            losses.append(
                Slate3Loss(
                    "renaming identifier '\(renamingIdentifier)' of \(name) has no Slate 3 equivalent (Slate 3 does not "
                        + "migrate stores); dropped",
                    at: location, advice: "Migrate existing stores with the Slate 2 model before switching."))
        }
        if let versionHashModifier, !versionHashModifier.isEmpty {
            losses.append(
                Slate3Loss(
                    "version hash modifier '\(versionHashModifier)' of \(name) has no Slate 3 equivalent; dropped",
                    at: location, advice: "Existing stores built with the modifier no longer match the schema.",
                    changesSchema: true))
        }
    }

    private mutating func userInfoLosses(_ entries: [UserInfoEntry], of name: String, consumed: Set<String>) {
        for entry in entries where !consumed.contains(entry.key) {
            let advice =
                switch entry.key {
                case "access":
                    "Slate 3 entities and their properties are public; narrow them in an extension if needed."
                case "default":
                    "Slate 3 reads stored values as they are: give the attribute a default in Xcode instead."
                default: "Move the value into code."
                }
            losses.append(
                Slate3Loss(
                    "userInfo entry '\(Diagnostic.quote(entry.key))' of \(name) has no Slate 3 equivalent; dropped",
                    at: entry.location, advice: advice))
        }
    }

    // MARK: Entity and relationships

    private mutating func entityLosses() {
        let name = "entity '\(entity.name)'"
        if let parent = entity.parentEntity {
            losses.append(
                Slate3Loss(
                    "\(name) inherits from '\(parent)', which Slate 3 cannot express; its struct repeats the inherited "
                        + "properties and indexes, and Core Data stores it in a table of its own",
                    at: entity.location,
                    advice: "Move existing objects into the new table, or start from an empty store.",
                    changesSchema: true))
        }
        for fetched in entity.declaredFetchedProperties {
            losses.append(
                Slate3Loss(
                    "fetched property '\(fetched.name)' of \(name) has no Slate 3 equivalent; dropped",
                    at: fetched.location, advice: "Query for the objects where they are used."))
        }
        migrationLosses(
            name, renamingIdentifier: entity.renamingIdentifier, modelName: entity.name,
            versionHashModifier: entity.versionHashModifier, location: entity.location)
        userInfoLosses(entity.userInfo, of: name, consumed: ["imports", "struct"])
    }

    private mutating func relationshipLosses() {
        let declared = translator.declaredRelationships[entity.name] ?? []
        for relationship in entity.relationships where declared.contains(relationship.name) {
            let name = "relationship '\(relationship.name)' of entity '\(entity.name)'"
            let location = relationship.location
            if relationship.isToMany, !relationship.isOptional {
                losses.append(
                    Slate3Loss(
                        "required to-many \(name) is written optional: Slate 3's to-many relationships always are",
                        at: location, advice: "Keep a minimum count (minCount:) to require objects.",
                        changesSchema: true))
            }
            // Slate 3 gives a to-one relationship a minimum count of 1 when required, else 0 (always 0 in CloudKit
            // schemas; `GeneratedSchemaRenderer.swift:562-633` of Slate 3.1.0), and the count enters the version hash.
            let minimum = !relationship.isOptional && !translator.isCloudKit ? 1 : 0
            if !relationship.isToMany, relationship.minCount != minimum,
                translator.convertedToOne[entity.name]?.contains(relationship.name) != true
            {
                losses.append(
                    Slate3Loss(
                        "to-one \(name) gets a minimum count of \(minimum) in Slate 3 (the model has "
                            + "\(relationship.minCount)), which changes the entity's version hash",
                        at: location,
                        advice:
                            "Set the relationship's minimum count to \(minimum) in Xcode and ship that version first "
                            + "(a lightweight migration), or start from an empty store.",
                        changesSchema: true))
            }
            if translator.isCloudKit, !relationship.isOptional && !relationship.isToMany || relationship.minCount > 0 {
                losses.append(
                    Slate3Loss(
                        "\(name) is written optional, with no minimum count: CloudKit schemas need every relationship so",
                        at: location, advice: "Check for the related object where the model required it.",
                        changesSchema: true))
            }
            if translator.isCloudKit, relationship.deleteRule == .deny {
                losses.append(
                    Slate3Loss(
                        "\(name) denies deletion, which CloudKit schemas cannot; it is written with .nullify",
                        at: location, advice: "Choose another delete rule in Xcode."))
            }
            if translator.isCloudKit, relationship.isOrdered {
                losses.append(
                    Slate3Loss(
                        "ordered \(name) is written unordered: CloudKit schemas cannot keep an order",
                        at: location, advice: "Store a position attribute and sort by it.",
                        changesSchema: true))
            }
            if relationship.isIndexedBySpotlight {
                losses.append(
                    Slate3Loss(
                        "Spotlight indexing of \(name) has no Slate 3 equivalent; dropped",
                        at: location, advice: "Index the related objects' attributes instead."))
            }
            migrationLosses(
                name, renamingIdentifier: relationship.renamingIdentifier, modelName: relationship.name,
                versionHashModifier: relationship.versionHashModifier, location: location)
            userInfoLosses(relationship.userInfo, of: name, consumed: [])
        }
    }

    // MARK: Embedded structs

    /// The Swift name of `group`'s embedded property: its prefix, unless that is a keyword or a name the entity's
    /// struct or Slate 3's Core Data class (which gets a property of the same name) already has. Slate 3 names
    /// the presence column after the property, so a renamed optional group's flag column changes (a loss).
    private mutating func embeddedPropertyName(_ group: SubstructGrouping.Group) -> String {
        let prefix = group.prefix
        guard Slate3Substructs.renamesProperty(prefix) else { return prefix }
        let name = replacementName(for: prefix)
        if let flag = group.hasFlag {
            losses.append(
                Slate3Loss(
                    "presence flag \(subject(flag)) becomes '\(name)_has': Slate 3 names it after the embedded "
                        + "property, which cannot be '\(prefix)' (a Swift keyword or a name Slate 3 uses)",
                    at: flag.location, advice: "Copy the flag into the new column, or start from an empty store.",
                    changesSchema: true))
        }
        return name
    }

    /// The name of the struct embedded for `prefix`: `Address` for `address`, with `Embedded` appended while that
    /// is a keyword, or would shadow a type the entity's source names (Foundation's, an entity's struct, an
    /// enum's typealias, the models module) or another embedded struct.
    private mutating func embeddedStructName(_ prefix: String, at location: SourceLocation) -> String {
        let plain = SubstructGrouping.structName(of: prefix)
        var name = plain
        while takenTypes.contains(name) { name += "Embedded" }
        takenTypes.insert(name)
        if name != plain {
            losses.append(
                Slate3Loss(
                    "the embedded struct of attributes '\(prefix)_…' of entity '\(entity.name)' is named '\(name)': "
                        + "'\(plain)' would shadow a type of that name in the struct",
                    at: location, advice: "Use `\(typeName).\(name)` where Slate 2 code named `\(plain)`."))
        }
        return name
    }

    private mutating func embeddedStruct(_ group: SubstructGrouping.Group) {
        let property = embeddedPropertyName(group)
        let structName = embeddedStructName(group.prefix, at: (group.hasFlag ?? group.members[0].0).location)
        let isOptional = group.hasFlag != nil
        if let flag = group.hasFlag {
            if flag.isOptional {
                losses.append(
                    Slate3Loss(
                        "optional presence flag \(subject(flag)) becomes required: Slate 3 writes `\(property)_has` itself",
                        at: flag.location, advice: "Nothing to do for new stores.", changesSchema: true))
            }
            // Slate 3 gives the flag a default of false in CloudKit schemas only (its `storageAttributes`).
            if let value = flag.defaultValue, !(translator.isCloudKit && value == .boolean(false)) {
                losses.append(
                    Slate3Loss(
                        "default '\(Diagnostic.quote(value.modelText))' of presence flag \(subject(flag)) is dropped: Slate 3 "
                            + "writes `\(property)_has` without a default"
                            + (translator.isCloudKit ? " but false" : ""),
                        at: flag.location, advice: "Nothing to do: Slate 3 sets the flag whenever it saves the struct.")
                )
            }
            userInfoLosses(flag.userInfo, of: subject(flag), consumed: [])
        }
        var fields: [Slate3AttributeContext] = []
        for (attribute, member) in group.members.sorted(by: { $0.1 < $1.1 }) where isPersisted(attribute) {
            guard let type = swiftType(attribute.type) else {
                losses.append(typeLoss(attribute))
                continue
            }
            let mustBeOptional = attribute.type.isNumeric || attribute.type == .boolean
            let renamable = Self.isRenamable(attribute, optional: true, isEnum: false)
            let (swiftName, _) = swiftName(
                member, column: attribute.name, reserved: [], isRenamable: renamable,
                location: attribute.location)
            if let enumInfo = translator.enumUse(of: attribute, in: entity) {
                losses.append(
                    Slate3Loss(
                        "enum \(enumInfo.alias) of \(subject(attribute)) is stored as its raw \(type): Slate 3's embedded "
                            + "structs hold no enums",
                        at: attribute.location, advice: "Convert with `\(enumInfo.alias)(rawValue:)` where it is read.")
                )
            }
            if !attribute.isOptional {
                losses.append(
                    Slate3Loss(
                        "required \(subject(attribute)) becomes optional: Slate 3 stores embedded fields in optional "
                            + "columns",
                        at: attribute.location, advice: "Nothing to do for new stores.", changesSchema: true))
            }
            if let value = attribute.defaultValue {
                losses.append(
                    Slate3Loss(
                        "default '\(Diagnostic.quote(value.modelText))' of \(subject(attribute)) is dropped: Slate 3 "
                            + "writes no defaults on embedded "
                            + "fields",
                        at: attribute.location, advice: "Fill the field in code when creating objects."))
            }
            attributeLosses(attribute, consumed: ["enum", "enumDefault", "optInStruct"], isEmbeddedField: true)
            // Numbers and Bool read back as optionals from the generated class; other types may stay required.
            let valueOptional =
                attribute.userInfo["optInStruct"].map { $0.lowercased() == "true" }
                ?? attribute.isOptional
            let declaration = type + (valueOptional || mustBeOptional ? "?" : "")
            let storage =
                "\(property)_\(swiftName)" == attribute.name
                ? nil
                : "@SlateAttribute(storageName: \(SwiftSource.string(attribute.name)))"
            fields.append(
                Slate3AttributeContext(
                    .init(
                        name: attribute.name, swiftName: swiftName,
                        typeDeclaration: declaration, annotation: storage)))
            let path = "\\.\(property)\(isOptional ? "?." : ".")\(swiftName)"
            keyPaths[attribute.name] = path
            if attribute.isWrittenIndexed { indexedFields.append("[\(path)]") }
            slate3Names[attribute.name] = "\(property).\(swiftName): \(declaration)"
        }
        guard !fields.isEmpty else { return }
        embedded.append(
            Slate3EmbeddedContext(
                .init(
                    swiftName: property, structName: structName, typeDeclaration: structName + (isOptional ? "?" : ""),
                    fields: fields)))
    }

    // MARK: Indexes and uniqueness

    private mutating func indexes() {
        var ascending: [String] = []
        var descending: [String] = []
        // Indexes momc derives from the written ones are the same indexes: Slate 3's generator derives them again.
        // A subentity's rows share its ancestors' table, and their indexes, in Core Data; in Slate 3 it has a table
        // of its own, which gets them.
        let inherited = entity.ancestors.compactMap { translator.entitiesByName[$0] }
        let fetchIndexes = (entity.fetchIndexes + inherited.flatMap(\.fetchIndexes)).filter { $0.derivedFrom == nil }
        for index in fetchIndexes {
            let paths = index.elements.map { $0.property.flatMap { keyPaths[$0] } }
            guard !paths.isEmpty, !paths.contains(where: { $0 == nil }) else {
                losses.append(
                    Slate3Loss(
                        "fetch index '\(index.name)' of entity '\(entity.name)' indexes an expression, a relationship or a "
                            + "dropped attribute, which Slate 3 cannot; dropped",
                        at: index.location, advice: "Index stored attributes only."))
                continue
            }
            if index.elements.contains(where: { $0.kind == .rTree }) {
                losses.append(
                    Slate3Loss(
                        "R-tree fetch index '\(index.name)' of entity '\(entity.name)' is written "
                            + "as a "
                            + "binary index: Slate 3 writes no R-tree indexes",
                        at: index.location,
                        advice: "Nothing to do unless you query ranges of numbers."))
            }
            let descends = index.elements.allSatisfy { !$0.isAscending }
            if !descends, index.elements.contains(where: { !$0.isAscending }) {
                losses.append(
                    Slate3Loss(
                        "fetch index '\(index.name)' of entity '\(entity.name)' mixes ascending and "
                            + "descending elements; it is written ascending (Slate 3 orders a whole "
                            + "index)",
                        at: index.location, advice: "Nothing to do unless you sort by it."))
            }
            let list = "[" + paths.compactMap { $0 }.joined(separator: ", ") + "]"
            if descends { descending.append(list) } else { ascending.append(list) }
        }
        if let first = fetchIndexes.first {
            losses.append(
                Slate3Loss(
                    "fetch index names of entity '\(entity.name)' "
                        + "(\(fetchIndexes.map(\.name).joined(separator: ", ")))"
                        + " are not kept: Slate 3 names its indexes \(entity.name)_index_1, …",
                    at: first.location, advice: "Nothing to do; Core Data finds indexes by their columns."))
        }
        for index in entity.compoundIndexes + inherited.flatMap(\.compoundIndexes) where index.derivedFrom == nil {
            let paths = index.properties.map { keyPaths[$0] }
            if paths.contains(where: { $0 == nil }) {
                losses.append(
                    Slate3Loss(
                        "compound index (\(index.properties.joined(separator: ", "))) of entity '\(entity.name)' "
                            + "includes a "
                            + "relationship or a dropped attribute; dropped",
                        at: index.location, advice: "Index stored attributes only."))
            } else {
                ascending.append("[" + paths.compactMap { $0 }.joined(separator: ", ") + "]")
            }
        }
        ascending += indexedFields
        if !ascending.isEmpty {
            indexMacros.append("#Index<\(typeName)>(" + ascending.joined(separator: ", ") + ")")
        }
        if !descending.isEmpty {
            indexMacros.append("#Index<\(typeName)>(" + descending.joined(separator: ", ") + ", order: .descending)")
        }
    }

    private mutating func uniqueness() {
        var lists: [String] = []
        for constraint in entity.uniquenessConstraints {
            let properties = constraint.properties.joined(separator: ", ")
            let shown = "uniqueness constraint (\(properties)) of entity '\(entity.name)'"
            if translator.isCloudKit {
                losses.append(
                    Slate3Loss(
                        "\(shown) is dropped: CloudKit schemas cannot enforce unique values",
                        at: constraint.location, advice: "Deduplicate in code after syncing.",
                        changesSchema: true))
                continue
            }
            let paths = constraint.properties.map { keyPaths[$0] }
            guard !paths.contains(where: { $0 == nil }) else {
                losses.append(
                    Slate3Loss(
                        "\(shown) includes a relationship or a dropped attribute, which Slate 3 "
                            + "cannot constrain; dropped",
                        at: constraint.location, advice: "Constrain stored attributes only.",
                        changesSchema: true))
                continue
            }
            lists.append("[" + paths.compactMap { $0 }.joined(separator: ", ") + "]")
        }
        if !lists.isEmpty { uniqueMacro = "#Unique<\(typeName)>(" + lists.joined(separator: ", ") + ")" }
    }
}

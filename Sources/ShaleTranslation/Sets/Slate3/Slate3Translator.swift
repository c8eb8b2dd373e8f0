import ShaleModel
import ShaleResolver

/// Computes what the `slate3` set writes for a model version: Slate 3.1.0 schema source (one `public struct` with
/// `@SlateEntity` per entity) and, for `SLATE3-MIGRATION.md`, every loss on the way.
///
/// Built once per model version: it names the structs and decides model-wide which relationships Slate 3 can
/// declare (both ends present, each the other's inverse) and which cannot compile at all (a cycle of to-one
/// relationships, a name Slate 3's macro or class already uses). `entity(_:slate2:)` runs per entity.
///
/// Options: `name-transform` (the Slate 2 immutable type names, kept as the struct names), `int-cast` (Integer 64
/// as `Int`), `models-module` (the module the enums live in, for member typealiases), `cloudkit`
/// (`auto`/`true`/`false`) and `to-one-cycles` (`error`, or `to-many`: the fewest relationships of each cycle of
/// to-one relationships written to-many, `ToOneCycleConversion`). `Slate3SetTranslator` is its face to the
/// renderers.
package struct Slate3Translator: Sendable {
    let model: Model
    let modelsModule: String
    let isCloudKit: Bool
    let castsIntegers: Bool
    let nameTransform: String
    let entitiesByName: [String: Entity]
    /// The struct of each entity that gets one (every entity but the abstract ones), by entity name.
    let typeNames: [String: String]
    /// Names a type declared inside a struct (an enum's typealias, an embedded struct) cannot take: keywords,
    /// `Type` and the types the source and Slate 3's expansion spell plainly, which it would shadow there
    /// (Foundation's, every entity's struct, the models module, the macro's `ManagedPropertyProviding`).
    let reservedMemberTypeNames: Set<String>
    /// The relationships each entity's struct declares, by entity name.
    let declaredRelationships: [String: Set<String>]
    /// The to-one relationships written to-many to break a cycle of to-one relationships, by entity name.
    let convertedToOne: [String: Set<String>]
    /// Relationships left out, by the entity whose struct would have declared them.
    let relationshipLosses: [String: [Slate3Loss]]
    /// What the model has outside its entities that Slate 3 cannot express.
    let modelLosses: [Slate3Loss]
    /// Every enum attribute of the structs (not of embedded structs, which store raw values), in model order.
    let enumUses: [EnumUse]

    /// Prepares the translation of `model` with the set's typed option values; shapes Slate 3 cannot compile
    /// (errors) go to `diagnostics`.
    package init(model: Model, options: Slate3Options, diagnostics: DiagnosticCollector) {
        self.model = model
        modelsModule = options.modelsModule
        isCloudKit = options.cloudKit.isCloudKit(model)
        castsIntegers = options.castsIntegers
        nameTransform = options.nameTransform
        let entitiesByName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.entitiesByName = entitiesByName
        typeNames = Self.structNames(of: model, transform: nameTransform, modelsModule: modelsModule)
        reservedMemberTypeNames = SwiftNamer.keywords.union(Self.reservedTypeNames).union(typeNames.values)
            .union([modelsModule, "ManagedPropertyProviding"])

        var declared: [String: Set<String>] = [:]
        var losses: [String: [Slate3Loss]] = [:]
        for entity in model.entities where typeNames[entity.name] != nil {
            for relationship in entity.relationships {
                if let loss = Self.relationshipLoss(relationship, of: entity, entitiesByName, typeNames) {
                    losses[entity.name, default: []].append(loss)
                } else {
                    declared[entity.name, default: []].insert(relationship.name)
                }
            }
        }
        declaredRelationships = declared
        let toOneEdges = Self.toOneEdges(of: model, declared: declared)
        let cycles = ToOneCycles(toOneEdges)
        let converts = options.convertsToOneCycles
        convertedToOne = converts ? ToOneCycleConversion.relationships(of: toOneEdges, cycles: cycles) : [:]
        for entity in model.entities {
            for relationship in toOneEdges[entity.name] ?? []
            where convertedToOne[entity.name]?.contains(relationship.name) == true {
                losses[entity.name, default: []].append(
                    Self.conversionLoss(
                        relationship, of: entity, cycle: cycles.cycle(through: relationship, from: entity.name) ?? "",
                        converted: convertedToOne, entitiesByName, typeNames))
            }
        }
        relationshipLosses = losses
        modelLosses = Self.modelLosses(of: model)
        var uses: [EnumUse] = []
        for entity in model.entities where typeNames[entity.name] != nil {
            for attribute in Slate3Substructs(entity).plain where !attribute.isTransient && !attribute.isDerived {
                if let use = Self.enumUse(
                    of: attribute, in: entity, modelsModule: modelsModule,
                    reserved: reservedMemberTypeNames)
                {
                    uses.append(use)
                }
            }
        }
        enumUses = uses
        diagnostics.report(contentsOf: Self.enumConflicts(uses))
        diagnostics.report(contentsOf: uncompilableRelationships(toOneEdges, cycles: converts ? nil : cycles))
    }

    /// The members Slate 3's `@SlateEntity` macro adds to a struct, or its generator to the Core Data class: no
    /// property can be named after one.
    static let reservedPropertyNames: Set<String> = [
        "id", "slateID", "keypathToAttribute", "keypathToRelationship", "slateEntityName", "fetchRequest", "create",
        "slateObject",
    ]

    /// Type names the schema source and Slate 3's generated code spell plainly: an entity struct of that name
    /// would shadow them.
    static let reservedTypeNames: Set<String> = [
        "Any", "Array", "Bool", "Data", "Date", "Decimal", "Dictionary", "Double", "Error", "Float", "Foundation",
        "Hashable", "Identifiable", "Int", "Int16", "Int32", "Int64", "Never", "NSManagedObject", "Optional",
        "Protocol", "Self", "Sendable", "Set", "Slate", "SlateID", "SlateSchema", "String", "Type", "URL", "UUID",
    ]

    /// The struct name of every entity but the abstract ones: the Slate 2 immutable type name, with `Entity`
    /// appended while it would shadow a type the source uses, the models module, or another struct.
    static func structNames(of model: Model, transform: String, modelsModule: String) -> [String: String] {
        var taken = Set<String>()
        var names: [String: String] = [:]
        for entity in model.entities where !entity.isAbstract {
            var name = SwiftNamer.transform(entity.name, with: transform)
            while reservedTypeNames.contains(name) || SwiftNamer.keywords.contains(name) || name == modelsModule
                || taken.contains(name.lowercased())
            {
                name += "Entity"
            }
            taken.insert(name.lowercased())
            names[entity.name] = name
        }
        return names
    }

    /// Why Slate 3 cannot declare `relationship` of `entity`'s struct, or nil when it can: the destination has a
    /// struct, and the relationship and its inverse are each other's inverse between the two structs.
    static func relationshipLoss(
        _ relationship: Relationship, of entity: Entity, _ entitiesByName: [String: Entity],
        _ typeNames: [String: String]
    ) -> Slate3Loss? {
        let subject = "relationship '\(relationship.name)' of entity '\(entity.name)'"
        if relationship.isTransient {
            return Slate3Loss(
                "transient \(subject) has no Slate 3 equivalent; dropped", at: relationship.location,
                advice: "Keep the value outside the store, in the type that uses it.",
                changesSchema: true)
        }
        guard let destination = entitiesByName[relationship.destinationEntity],
            typeNames[destination.name] != nil
        else {
            return Slate3Loss(
                "\(subject) leads to abstract entity '\(relationship.destinationEntity)', which Slate 3 cannot "
                    + "express (it has no entity inheritance); dropped",
                at: relationship.location,
                advice: "Relate the concrete entities directly: one relationship per subentity.", changesSchema: true)
        }
        guard let inverseName = relationship.inverseName else {
            return Slate3Loss(
                "\(subject) has no inverse, and Slate 3 declares every relationship with one; dropped",
                at: relationship.location,
                advice: "Add the inverse relationship in Xcode and convert again.", changesSchema: true)
        }
        guard let inverse = destination.relationships.first(where: { $0.name == inverseName }),
            inverse.destinationEntity == entity.name, inverse.inverseName == relationship.name,
            !inverse.isTransient
        else {
            let found = destination.relationships.first { $0.name == inverseName }
            let reason =
                found.map {
                    "its inverse '\(destination.name).\(inverseName)' leads to '\($0.destinationEntity)'"
                }
                ?? "its inverse '\(inverseName)' is not a relationship of '\(destination.name)'"
            return Slate3Loss(
                "\(subject) has no inverse Slate 3 can declare (\(reason)); dropped", at: relationship.location,
                advice: "Give the relationship an inverse between the two concrete entities in Xcode.",
                changesSchema: true)
        }
        return nil
    }

    /// Fetch requests, configurations and the model's userInfo: none has a place in Slate 3 source.
    static func modelLosses(of model: Model) -> [Slate3Loss] {
        model.fetchRequests.map {
            Slate3Loss(
                "fetch request '\($0.name)' has no Slate 3 equivalent; dropped", at: $0.location,
                advice: "Write it as a Slate query where it is used.")
        }
            + model.configurations.map {
                Slate3Loss(
                    "configuration '\($0.name)' has no Slate 3 equivalent; dropped", at: $0.location,
                    advice: "Slate 3 keeps every entity in one store; split stores by schema if you need several.")
            }
            + model.userInfo.map {
                Slate3Loss(
                    "userInfo entry '\(Diagnostic.quote($0.key))' of the model has no Slate 3 equivalent; dropped",
                    at: $0.location, advice: "Move the value into code.")
            }
    }

    /// The to-one relationships the structs declare, by entity name, in model order: the edges of the graph
    /// whose cycles Slate 3 cannot compile.
    static func toOneEdges(of model: Model, declared: [String: Set<String>]) -> [String: [Relationship]] {
        var edges: [String: [Relationship]] = [:]
        for entity in model.entities {
            for relationship in entity.relationships
            where !relationship.isToMany && declared[entity.name]?.contains(relationship.name) == true {
                edges[entity.name, default: []].append(relationship)
            }
        }
        return edges
    }

    /// Errors for relationships Slate 3 would accept but whose structs never compile: a name its macro or
    /// generator uses, a keyword, and, unless `to-one-cycles=to-many` converts them (`cycles` is nil then), every
    /// to-one relationship on a cycle of to-one relationships (the macro stores a to-one as a stored property, and
    /// a struct cannot contain itself).
    func uncompilableRelationships(_ toOneEdges: [String: [Relationship]], cycles: ToOneCycles?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in model.entities {
            guard let declared = declaredRelationships[entity.name] else { continue }
            for relationship in entity.relationships where declared.contains(relationship.name) {
                if SwiftNamer.keywords.contains(relationship.name)
                    || Self.reservedPropertyNames.contains(relationship.name)
                    || SwiftNamer.managedObjectMembers.contains(relationship.name)
                {
                    diagnostics.append(
                        .error(
                            "relationship '\(relationship.name)' of entity '\(entity.name)' cannot be converted: Slate 3 "
                                + "writes a relationship's name as a Swift identifier on the struct and on its Core Data "
                                + "class, and '\(relationship.name)' is a keyword or a member they already have",
                            at: relationship.location,
                            hint: "rename the relationship in Xcode (setting its renaming identifier to "
                                + "'\(relationship.name)' keeps the data), then convert again"))
                }
            }
        }
        guard let cycles else { return diagnostics }
        for entity in model.entities {
            for relationship in toOneEdges[entity.name] ?? [] {
                guard let cycle = cycles.cycle(through: relationship, from: entity.name) else { continue }
                diagnostics.append(
                    .error(
                        "to-one relationship '\(relationship.name)' of entity '\(entity.name)' is on a cycle of to-one "
                            + "relationships (\(cycle)), which Slate 3 cannot compile: its macro stores a to-one "
                            + "relationship in the entity's struct, and a struct cannot contain itself",
                        at: relationship.location,
                        hint: "pass --option to-one-cycles=to-many to write the fewest relationships of each cycle "
                            + "to-many (listed in SLATE3-MIGRATION.md), or make one relationship of the cycle to-many in "
                            + "Xcode (in a tree, the parent relationship) and convert again"))
            }
        }
        return diagnostics
    }
}

extension Slate3Translator {
    /// An attribute storing an enum its userInfo names.
    struct EnumUse: Sendable {
        /// The enum as the userInfo names it.
        var named: String
        /// The member typealias's name: the enum's own name, with `Enum` appended while it is one of
        /// `reservedMemberTypeNames`.
        var alias: String
        /// The enum, qualified with its module.
        var qualified: String
        /// The column's type as Slate 3 needs the enum's raw type: String, Int16, Int32 or Int64.
        var rawType: String
        var entity: String
        var attribute: Attribute
    }

    /// The enum `attribute`'s userInfo names, or nil.
    func enumUse(of attribute: Attribute, in entity: Entity) -> EnumUse? {
        Self.enumUse(of: attribute, in: entity, modelsModule: modelsModule, reserved: reservedMemberTypeNames)
    }

    /// The enum `attribute`'s userInfo names, or nil; its typealias avoids `reserved` names.
    static func enumUse(
        of attribute: Attribute, in entity: Entity, modelsModule: String,
        reserved: Set<String>
    ) -> EnumUse? {
        var reader = UserInfoReader(entity: entity)
        guard let named = reader.enumType(of: attribute) else { return nil }
        guard attribute.type == .string || attribute.type.isInteger,
            let rawType = swiftType(attribute.type, castsIntegers: false)
        else { return nil }
        var alias = String(named.split(separator: ".").last ?? Substring(named))
        while reserved.contains(alias) { alias += "Enum" }
        // After a dot, `Type`, `Protocol` and keywords name a type only in backticks.
        let qualified = (named.contains(".") ? named : "\(modelsModule).\(named)").split(separator: ".").map {
            SwiftNamer.keywords.contains(String($0)) || $0 == "Type" || $0 == "Protocol" ? "`\($0)`" : String($0)
        }.joined(separator: ".")
        return EnumUse(
            named: named, alias: alias, qualified: qualified, rawType: rawType, entity: entity.name,
            attribute: attribute)
    }

    /// The Swift type Slate 3 stores `type` as (`Int` for Integer 64 when `castsIntegers`), or nil when it stores
    /// no such type.
    static func swiftType(_ type: AttributeType, castsIntegers: Bool) -> String? {
        type == .integer64 && castsIntegers ? "Int" : type.swiftValueType
    }

    /// An error for each attribute storing an enum in a column of another type than the enum's first use: Slate
    /// 3's generated class reads the column with the enum's `init(rawValue:)`, so one enum cannot serve both.
    static func enumConflicts(_ uses: [EnumUse]) -> [Diagnostic] {
        var first: [String: EnumUse] = [:]
        var diagnostics: [Diagnostic] = []
        for use in uses {
            guard let earlier = first[use.qualified] else {
                first[use.qualified] = use
                continue
            }
            guard earlier.rawType != use.rawType else { continue }
            diagnostics.append(
                .error(
                    "attribute '\(use.attribute.name)' of entity '\(use.entity)' stores enum '\(use.named)' as "
                        + "\(use.rawType), but '\(earlier.entity).\(earlier.attribute.name)' stores it as "
                        + "\(earlier.rawType): Slate 3 reads "
                        + "an enum column with the enum's raw type, so one enum cannot have both",
                    at: use.attribute.location,
                    hint: "give both attributes the same type in Xcode, or name another enum in this one's userInfo"))
        }
        return diagnostics
    }
}

/// Something the model has that the Slate 3 source does not keep: a located warning, and a line of
/// `SLATE3-MIGRATION.md`.
struct Slate3Loss: Sendable {
    var message: String
    var location: SourceLocation
    var advice: String
    /// Whether Slate 3's Core Data schema differs from the model's because of it.
    var changesSchema: Bool

    init(_ message: String, at location: SourceLocation, advice: String, changesSchema: Bool = false) {
        self.message = message
        self.location = location
        self.advice = advice
        self.changesSchema = changesSchema
    }

    /// The warning the run prints.
    var diagnostic: Diagnostic {
        .warning(message, at: location, hint: advice)
    }

    /// The report's line: located relative to the version folder, so it reads the same on every machine.
    var context: Slate3LossContext {
        let parts = location.file.split(separator: "/", omittingEmptySubsequences: true).suffix(2)
        let file = parts.joined(separator: "/")
        return Slate3LossContext(
            .init(
                location: "\(file):\(location.line):\(location.column)", line: location.line,
                column: location.column, message: message,
                advice: advice, changesSchema: changesSchema))
    }
}

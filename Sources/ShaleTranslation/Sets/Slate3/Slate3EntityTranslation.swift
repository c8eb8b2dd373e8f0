import ShaleModel
import ShaleResolver

extension Slate3Translator {
    /// The Slate 3 struct of `entity`; its losses go to `diagnostics` as warnings (what cannot compile at all is
    /// reported model-wide by `init`).
    /// - Parameter slate2: The Slate 2 immutable model's `name: Type` by column (`prefix_member` for substruct
    ///   members), to list what changes for code written against it.
    func entity(
        _ entity: Entity, immutableType: String, managedClass: String,
        slate2: [String: String], diagnostics: DiagnosticCollector
    ) -> Slate3EntityContext {
        guard let typeName = typeNames[entity.name] else {
            let loss = Slate3Loss(
                "abstract entity '\(entity.name)' has no Slate 3 equivalent (Slate 3 has no entity inheritance); "
                    + "its subentities repeat its properties, and it gets no struct",
                at: entity.location, advice: "Query the concrete entities; share code through a protocol.",
                changesSchema: true)
            diagnostics.report(loss.diagnostic)
            return Self.unconverted(entity, loss: loss)
        }
        var builder = Slate3EntityBuilder(translator: self, entity: entity, typeName: typeName)
        builder.build()
        let storageName = entity.hasOwnClass ? entity.representedClass?.className : nil
        let keepsClass = storageName.map { $0 != typeName && SwiftIdentifier.isValid($0) } ?? false
        var arguments: [String] = []
        if entity.name != typeName { arguments.append("name: \(SwiftSource.string(entity.name))") }
        if keepsClass, let storageName { arguments.append("storageName: \(SwiftSource.string(storageName))") }
        if isCloudKit { arguments.append("cloudKit: true") }
        let names = Slate3NamesContext(
            .init(
                entity: entity.name, slate2Type: immutableType, slate3Type: typeName, slate2Class: managedClass,
                slate3Class: keepsClass ? storageName ?? "" : "Database\(typeName)"))
        let renamed = builder.slate3Names.keys.sorted().compactMap { column -> Slate3RenameContext? in
            guard let before = slate2[column], let after = builder.slate3Names[column], before != after else {
                return nil
            }
            return Slate3RenameContext(.init(entity: entity.name, attribute: column, slate2: before, slate3: after))
        }
        let losses = builder.losses + (relationshipLosses[entity.name] ?? [])
        let declared = relationships(of: entity)
        let typealiases = builder.typealiases.sorted { $0.key < $1.key }.map {
            KeyValueContext(.init(key: $0.key, value: $0.value))
        }
        let imports = Set(["Foundation", "SlateSchema"] + Self.imports(of: entity, typealiases: builder.typealiases))
            .sorted()
        diagnostics.report(contentsOf: losses.map(\.diagnostic))
        return Slate3EntityContext(
            .init(
                writesFile: true, typeName: typeName, imports: imports, entityArguments: arguments,
                hasArguments: !arguments.isEmpty || !declared.isEmpty, relationships: declared,
                hasRelationships: !declared.isEmpty, uniqueMacro: builder.uniqueMacro, indexMacros: builder.indexMacros,
                typealiases: typealiases,
                hasPreamble: builder.uniqueMacro != nil || !builder.indexMacros.isEmpty || !typealiases.isEmpty,
                attributes: builder.attributes, embedded: builder.embedded, losses: losses.map(\.context),
                renamedAttributes: renamed, names: names
            ))
    }

    /// The modules of the entity's Slate 2 `imports` userInfo that the struct still names: those an enum typealias
    /// qualifies a type through (`Feelings.Mood`). Slate 2 imported the module holding its enums; Slate 3 names them
    /// through the models module the source lives in, so any other import would be unused, and break once the old
    /// module is gone.
    private static func imports(of entity: Entity, typealiases: [String: String]) -> [String] {
        var reader = UserInfoReader(entity: entity)
        let named = Set(typealiases.values.compactMap { $0.split(separator: ".").first.map(String.init) })
        return reader.imports().filter(named.contains)
    }

    /// The model-wide context: the name mapping, enums and losses of every entity, for `SLATE3-MIGRATION.md`.
    /// - Parameter entities: Each entity's `slate3` context, in model order.
    package func modelContext(entities: [Slate3EntityContext]) -> Slate3ModelContext {
        let converted = entities.filter(\.values.writesFile)
        let losses = (modelLosses.map(\.context) + entities.flatMap(\.values.losses)).sorted {
            let (left, right) = ($0.values, $1.values)
            return (left.line, left.column, left.message) < (right.line, right.column, right.message)
        }
        let schemaChanges = losses.filter(\.values.changesSchema).count
        return Slate3ModelContext(
            .init(
                modelsModule: modelsModule, isCloudKit: isCloudKit, structCount: converted.count,
                entities: converted.map(\.values.names),
                renamedAttributes: converted.flatMap(\.values.renamedAttributes),
                enums: enums(), losses: losses, lossCount: losses.count, schemaChanges: schemaChanges,
                keepsStores: schemaChanges == 0))
    }

    /// Every enum the converted entities' attributes name, by qualified name, with the raw type Slate 3 needs.
    private func enums() -> [Slate3EnumContext] {
        Dictionary(grouping: enumUses, by: \.qualified).sorted { $0.key < $1.key }.map { qualified, uses in
            Slate3EnumContext(
                .init(
                    typeName: uses[0].named, qualifiedName: qualified, rawType: uses[0].rawType,
                    usedBy: uses.map { "\($0.entity).\($0.attribute.name)" }))
        }
    }

    /// The context of an entity that gets no struct: only its loss.
    private static func unconverted(_ entity: Entity, loss: Slate3Loss) -> Slate3EntityContext {
        Slate3EntityContext(
            .init(
                writesFile: false, typeName: "", imports: [], entityArguments: [], hasArguments: false,
                relationships: [],
                hasRelationships: false, uniqueMacro: nil, indexMacros: [], typealiases: [], hasPreamble: false,
                attributes: [], embedded: [], losses: [loss.context],
                renamedAttributes: [],
                names: Slate3NamesContext(
                    .init(
                        entity: entity.name, slate2Type: "",
                        slate3Type: "", slate2Class: "", slate3Class: ""))))
    }

    /// `.toOne(…)`/`.toMany(…)` for each relationship the struct declares, by name; arguments at Slate 3's
    /// defaults are left out. CloudKit schemas write Deny as Nullify and drop the order (the warnings come from
    /// the entity's losses). A to-one relationship converted to break a cycle is `.toMany` without `maxCount:`
    /// (Core Data takes a maximum of 1 for a to-one relationship, which Slate 3's class would hold as a set), with
    /// `minCount: 1` when it was required.
    private func relationships(of entity: Entity) -> [Slate3RelationshipContext] {
        let declared = declaredRelationships[entity.name] ?? []
        let converted = convertedToOne[entity.name] ?? []
        return entity.relationships.filter { declared.contains($0.name) }.sorted { $0.name < $1.name }.map {
            relationship in
            let destination = typeNames[relationship.destinationEntity] ?? relationship.destinationEntity
            var arguments = [
                SwiftSource.string(relationship.name), SwiftSource.string(destination),
                "inverse: " + SwiftSource.string(relationship.inverseName ?? ""),
            ]
            switch relationship.deleteRule {
            case .nullify: break
            case .cascade: arguments.append("deleteRule: .cascade")
            case .deny: if !isCloudKit { arguments.append("deleteRule: .deny") }
            case .noAction: arguments.append("deleteRule: .noAction")
            }
            let isToMany = relationship.isToMany || converted.contains(relationship.name)
            if relationship.isToMany {
                if relationship.isOrdered, !isCloudKit { arguments.append("ordered: true") }
                if relationship.minCount > 0 { arguments.append("minCount: \(relationship.minCount)") }
                if relationship.maxCount > 0 { arguments.append("maxCount: \(relationship.maxCount)") }
            } else if !relationship.isOptional {
                arguments.append(isToMany ? "minCount: 1" : "optional: false")
            }
            let kind = isToMany ? "toMany" : "toOne"
            return Slate3RelationshipContext(
                .init(
                    name: relationship.name, declaration: ".\(kind)(" + arguments.joined(separator: ", ") + ")"))
        }
    }
}

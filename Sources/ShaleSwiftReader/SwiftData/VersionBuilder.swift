import ShaleModel
import ShaleResolver

/// Builds one version of the model from a `VersionedSchema`: its `models`, and every model class they reach
/// through relationships and inheritance (SwiftData's `Schema` adds those too), resolved into the IR with Core
/// Data's version hashes.
struct VersionBuilder {
    let lookup: TypeLookup
    let diagnostics: DiagnosticCollector

    /// The version `schema` declares.
    mutating func version(of schema: SwiftDataDeclarations.Schema) -> Model {
        var model = Model(versionName: schema.name, sourcePath: schema.location.file)
        model.metadata.usedWithSwiftData = true
        model.metadata.userDefinedModelVersionIdentifier = schema.versionIdentifier?.text
        if schema.versionIdentifier == nil {
            diagnostics.report(
                .warning(
                    "\(schema.name) has no versionIdentifier Shale can read: the store's identifier is unknown",
                    at: schema.location, hint: "write `static let versionIdentifier = Schema.Version(1, 0, 0)`"))
        }
        var roots: [String] = []
        for entry in schema.models {
            guard let name = lookup.qualify(entry.name, in: schema.scope + [schema.name]),
                lookup.model(name) != nil
            else {
                diagnostics.report(
                    .warning(
                        "'\(entry.name)' in \(schema.name).models is not a @Model class in the sources read: its entity is "
                            + "left out, so this version's checksum is unverified",
                        at: entry.location, hint: "pass the folder that declares it too"))
                continue
            }
            roots.append(name)
        }
        return build(&model, roots: roots)
    }

    /// The one version of sources without a `VersionedSchema`: the model types given to `Schema(...)` or
    /// `ModelContainer(for:)` and what they reach, or, when the sources make no container, every `@Model` class.
    mutating func unversioned(name: String) -> Model {
        var model = Model(versionName: name, sourcePath: lookup.declarations.models.first?.location.file ?? name)
        model.metadata.usedWithSwiftData = true
        let named = lookup.declarations.containerModels.compactMap { entry in
            lookup.qualify(entry.name, in: []).flatMap { lookup.model($0) != nil ? $0 : nil }
        }
        return build(&model, roots: named.isEmpty ? lookup.declarations.models.map(\.qualifiedName) : named)
    }

    private mutating func build(_ model: inout Model, roots: [String]) -> Model {
        let entities = EntityBuilder(lookup: lookup, diagnostics: diagnostics)
        var queue = roots
        var seen: Set<String> = []
        var unverified: [String: [String]] = [:]
        var byEntityName: [String: String] = [:]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted, let declaration = lookup.model(name) else { continue }
            if let other = byEntityName[declaration.name] {
                diagnostics.report(
                    .warning(
                        "version \(model.versionName) reaches two model classes named '\(declaration.name)' (\(other), "
                            + "and \(name) through a relationship or `models`): SwiftData names an entity after its class "
                            + "alone, so Shale keeps \(other) and leaves \(name) out, hash unverified",
                        at: declaration.location,
                        hint: "make the schema use its own classes only (typically a historical schema reaches a live "
                            + "type through `models` or a relationship): nest a frozen copy in the schema"))
                unverified[declaration.name, default: []].append("a second class named '\(declaration.name)' (\(name))")
                continue
            }
            byEntityName[declaration.name] = name
            let built = entities.build(declaration)
            model.entities.append(built.entity)
            for composite in built.composites where !model.composites.contains(where: { $0.name == composite.name }) {
                model.composites.append(composite)
            }
            unverified[built.entity.name, default: []] += built.unverified
            queue += built.destinations
        }
        Self.pairInverses(&model.entities)
        var resolved = Resolver.resolve(built: model, diagnostics: diagnostics)
        for index in resolved.entities.indices {
            var reasons = unverified[resolved.entities[index].name] ?? []
            if let computed = resolved.entities[index].versionHashUnverified { reasons.append(computed) }
            guard !reasons.isEmpty else { continue }
            resolved.entities[index].versionHashUnverified =
                "SwiftData mapping not measured against a store: " + Self.unique(reasons).joined(separator: ", ")
        }
        return resolved
    }

    /// Sets the inverse of both sides, as SwiftData does: `@Relationship(inverse:)` on one side names the other
    /// side's inverse too, and a relationship without one is paired with the only relationship of its destination
    /// that points back without an inverse of its own (unmeasured: no store shows a relationship yet).
    static func pairInverses(_ entities: inout [Entity]) {
        let index = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func link(_ entity: Int, _ relationship: Int, to inverse: String) {
            entities[entity].relationships[relationship].inverseName = inverse
            entities[entity].relationships[relationship].inverseEntity =
                entities[entity].relationships[relationship].destinationEntity
        }
        for entity in entities.indices {
            for relationship in entities[entity].relationships.indices {
                let declared = entities[entity].relationships[relationship]
                guard let inverse = declared.inverseName, let other = index[declared.destinationEntity],
                    let back = entities[other].relationships.firstIndex(where: { $0.name == inverse }),
                    entities[other].relationships[back].inverseName == nil
                else { continue }
                link(other, back, to: declared.name)
            }
        }
        func candidates(_ entity: Int, _ relationship: Int) -> [Int] {
            let declared = entities[entity].relationships[relationship]
            guard let other = index[declared.destinationEntity] else { return [] }
            return entities[other].relationships.indices.filter { candidate in
                let back = entities[other].relationships[candidate]
                return back.destinationEntity == entities[entity].name && back.inverseName == nil
                    && !(other == entity && candidate == relationship)
            }
        }
        for entity in entities.indices {
            for relationship in entities[entity].relationships.indices
            where entities[entity].relationships[relationship].inverseName == nil {
                let found = candidates(entity, relationship)
                let destination = entities[entity].relationships[relationship].destinationEntity
                guard found.count == 1, let other = index[destination],
                    candidates(other, found[0]) == [relationship]
                else { continue }
                link(entity, relationship, to: entities[other].relationships[found[0]].name)
                link(other, found[0], to: entities[entity].relationships[relationship].name)
            }
        }
    }

    private static func unique(_ reasons: [String]) -> [String] {
        var seen: Set<String> = []
        return reasons.filter { seen.insert($0).inserted }
    }
}

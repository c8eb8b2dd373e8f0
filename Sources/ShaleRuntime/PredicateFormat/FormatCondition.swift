/// A predicate format string with its arguments, as `filter("title BEGINSWITH %@", "D")` takes them: parsed once,
/// when the request is built; a format that cannot be read fails the fetch, naming the problem.
struct FormatCondition: @unchecked Sendable {
    // Unchecked: the parsed predicate holds the caller's arguments; like the request holding it, it is used on the
    // thread of the block that built it.
    private let parsed: Result<FormatPredicate, PredicateFormatError>

    init(format: String, arguments: [Any]) {
        parsed = Result { try FormatPredicate(format: format, arguments: arguments) }
            .mapError { $0 as? PredicateFormatError ?? PredicateFormatError(.syntax, "\($0)") }
    }

    /// The condition as a test on the objects of `graph`'s entity `entity`.
    /// - Throws: `SlateError.predicate` for a format that cannot be read or a key path the entity does not have.
    func compile(for entity: EntitySchema?, in graph: ObjectGraph) throws -> (SlateID) -> Bool {
        let predicate: FormatPredicate
        do {
            predicate = try parsed.get()
        } catch {
            throw SlateError.predicate("\(error)")
        }
        if let entity {
            for keyPath in predicate.keyPaths {
                try Self.check(keyPath, from: entity, in: graph.schema, format: predicate.format)
            }
        }
        // Key paths are checked above; what is left (such as @sum over strings) makes the object not match.
        return { id in (try? predicate.evaluate(GraphSubject(graph: graph, id: id))) ?? false }
    }

    /// Walks `keyPath` through the schema: attributes end it, relationships lead on, `@` operators apply to the
    /// to-many before them.
    private static func check(_ keyPath: String, from entity: EntitySchema, in schema: Schema, format: String) throws {
        var current: EntitySchema? = entity
        var ended = false
        for (index, key) in keyPath.split(separator: ".").map(String.init).enumerated() {
            if key.hasPrefix("@") || (index == 0 && key.uppercased() == "SELF") { continue }
            guard !ended, let here = current else { break }
            if here.attributeIndex[key] != nil {
                ended = true
            } else if let relationship = here.relationship(named: key) {
                current = schema.entity(named: relationship.destination)
            } else {
                throw SlateError.predicate(
                    "entity \(here.name) has no attribute or relationship '\(key)' (key path '\(keyPath)' in \"\(format)\")"
                )
            }
        }
    }
}

/// One object of a context, as format predicates read it: attributes by name, relationships as the objects they
/// lead to.
struct GraphSubject: PredicateSubject {
    let graph: ObjectGraph
    let id: SlateID

    func predicateValue(forKey key: String) -> PredicateValue {
        guard let record = graph.record(id), let entity = graph.schema.entity(named: record.entity) else {
            return .undefinedKey
        }
        if let index = entity.attributeIndex[key] { return .scalar(graph.state.value(id, at: index) ?? .null) }
        guard let relationship = entity.relationship(named: key) else { return .undefinedKey }
        let targets = graph.targets(id, key).map { GraphSubject(graph: graph, id: $0) }
        return relationship.isToMany ? .objects(targets) : .object(targets.first)
    }

    var predicateIdentity: AnyHashable { id }
}

/// Mutable objects passed as arguments (`filter("author == %@", author)`) compare by identity.
extension ManagedObject: PredicateSubject {
    func predicateValue(forKey key: String) -> PredicateValue {
        graph.map { GraphSubject(graph: $0, id: objectID).predicateValue(forKey: key) } ?? .undefinedKey
    }

    var predicateIdentity: AnyHashable { objectID }
}

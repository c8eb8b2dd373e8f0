/// Finds what a type name written in the sources refers to, as Swift's name lookup does for the declarations
/// read: the innermost enclosing scope first, type aliases followed (`SchemaLatest.Animal` is `SchemaV2.Animal`).
struct TypeLookup {
    let declarations: SwiftDataDeclarations
    private let modelsByName: [String: Int]
    private let valueTypesByName: [String: Int]
    private let schemasByName: [String: Int]

    /// A lookup of `declarations`, after the scopes of types declared in an extension of a type alias
    /// (`extension HeckYeahSchema` with `typealias HeckYeahSchema = SchemaV4`) are replaced by the aliased type's.
    init(_ declarations: SwiftDataDeclarations) {
        let raw = TypeLookup(exactly: declarations)
        var canonical = declarations
        func scope(_ written: [String]) -> [String] {
            guard !written.isEmpty, let name = raw.qualify(written.joined(separator: "."), in: []) else {
                return written
            }
            return name.split(separator: ".").map(String.init)
        }
        for index in canonical.models.indices { canonical.models[index].scope = scope(canonical.models[index].scope) }
        for index in canonical.valueTypes.indices {
            canonical.valueTypes[index].scope = scope(canonical.valueTypes[index].scope)
        }
        canonical.declaredTypes = Set(
            declarations.declaredTypes.map { name in
                let parts = name.split(separator: ".").map(String.init)
                return (scope(Array(parts.dropLast())) + [parts[parts.count - 1]]).joined(separator: ".")
            })
        self.init(exactly: canonical)
    }

    private init(exactly declarations: SwiftDataDeclarations) {
        self.declarations = declarations
        modelsByName = Dictionary(
            declarations.models.enumerated().map { ($1.qualifiedName, $0) },
            uniquingKeysWith: { first, _ in first })
        valueTypesByName = Dictionary(
            declarations.valueTypes.enumerated().map { ($1.qualifiedName, $0) },
            uniquingKeysWith: { first, _ in first })
        schemasByName = Dictionary(
            declarations.schemas.enumerated().map { ($1.qualifiedName, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The qualified name `name` refers to from inside `scope`, aliases followed; `nil` when no declaration read
    /// has that name (a type from another module, or a typo).
    func qualify(_ name: String, in scope: [String], depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        var parts = name.split(separator: ".").map(String.init)
        if parts.first == "Self" || parts.first == "SwiftData" { parts.removeFirst() }
        guard let first = parts.first else { return nil }
        var base: String?
        for length in stride(from: scope.count, through: 0, by: -1) {
            let candidate = (scope.prefix(length) + [first]).joined(separator: ".")
            if let alias = declarations.aliases[candidate] {
                base = qualify(alias.target, in: alias.scope, depth: depth + 1)
                break
            }
            if isDeclared(candidate) {
                base = candidate
                break
            }
        }
        guard var resolved = base else { return nil }
        for part in parts.dropFirst() {
            let candidate = resolved + "." + part
            if let alias = declarations.aliases[candidate] {
                guard let target = qualify(alias.target, in: alias.scope, depth: depth + 1) else { return nil }
                resolved = target
            } else {
                resolved = candidate
            }
        }
        return isDeclared(resolved) ? resolved : nil
    }

    private func isDeclared(_ name: String) -> Bool {
        declarations.declaredTypes.contains(name) || modelsByName[name] != nil
    }

    /// The `@Model` class with this qualified name.
    func model(_ qualifiedName: String) -> SwiftDataDeclarations.ModelClass? {
        modelsByName[qualifiedName].map { declarations.models[$0] }
    }

    /// The struct or enum with this qualified name.
    func valueType(_ qualifiedName: String) -> SwiftDataDeclarations.ValueType? {
        valueTypesByName[qualifiedName].map { declarations.valueTypes[$0] }
    }

    /// The `VersionedSchema` with this qualified name.
    func schema(_ qualifiedName: String) -> SwiftDataDeclarations.Schema? {
        schemasByName[qualifiedName].map { declarations.schemas[$0] }
    }
}

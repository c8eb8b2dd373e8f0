import ShaleModel

/// The rules a model turns off in its own userInfo (`LintConfiguration.userInfoKey`): on the model, an
/// entity or a property, in the version file a finding points into.
struct InlineSuppressions {
    private var names: [Scope: Set<String>] = [:]

    private struct Scope: Hashable {
        var file: String
        var entity: String?
        var property: String?
    }

    init(bundle: ModelBundle) {
        for model in bundle.versions {
            let file = model.sourcePath
            add(model.userInfo, Scope(file: file))
            for entity in model.entities {
                add(entity.userInfo, Scope(file: file, entity: entity.name))
                for (name, userInfo) in entity.declaredAttributes.map({ ($0.name, $0.userInfo) })
                    + entity.declaredRelationships.map({ ($0.name, $0.userInfo) })
                    + entity.declaredFetchedProperties.map({ ($0.name, $0.userInfo) })
                {
                    add(userInfo, Scope(file: file, entity: entity.name, property: name))
                }
            }
        }
    }

    private mutating func add(_ userInfo: [UserInfoEntry], _ scope: Scope) {
        guard let value = userInfo[LintConfiguration.userInfoKey] else { return }
        names[scope, default: []].formUnion(LintConfiguration.names(inUserInfoValue: value))
    }

    /// Whether the model, `finding`'s entity or its property turns `rule` (or its family) off.
    func suppresses(_ finding: LintFinding, rule: LintRule) -> Bool {
        guard !names.isEmpty, let file = finding.location?.file else { return false }
        var scopes = [Scope(file: file)]
        if let entity = finding.entity {
            scopes.append(Scope(file: file, entity: entity))
            if let property = finding.property { scopes.append(Scope(file: file, entity: entity, property: property)) }
        }
        return scopes.contains { scope in
            names[scope].map { $0.contains(rule.id) || $0.contains(rule.family.rawValue) } ?? false
        }
    }
}

import ShaleModel

/// Checks that every name in a model can become a Swift identifier and is not declared twice.
struct NameChecker {
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    mutating func check(_ model: Model) {
        checkUnique(model.entities.map { ($0.name, $0.location) }, kind: "entity", scope: "the model")
        checkUnique(model.composites.map { ($0.name, $0.location) }, kind: "composite", scope: "the model")
        checkUnique(model.fetchRequests.map { ($0.name, $0.location) }, kind: "fetch request", scope: "the model")
        checkUnique(model.configurations.map { ($0.name, $0.location) }, kind: "configuration", scope: "the model")
        for entity in model.entities {
            checkIdentifier(entity.name, kind: "entity", at: entity.location)
            if let represented = entity.representedClass {
                checkIdentifier(represented.className, kind: "class", at: entity.location)
                checkModule(of: represented, at: entity.location)
            }
            entity.attributes.forEach { checkCustomClass(of: $0) }
            let properties =
                entity.attributes.map { ($0.name, $0.location) }
                + entity.relationships.map { ($0.name, $0.location) }
                + entity.fetchedProperties.map { ($0.name, $0.location) }
            for (name, location) in properties {
                checkIdentifier(name, kind: "property", at: location)
            }
            checkUnique(properties, kind: "property", scope: "entity '\(entity.name)'")
        }
        for composite in model.composites {
            checkIdentifier(composite.name, kind: "composite", at: composite.location)
            let attributes = composite.attributes.map { ($0.name, $0.location) }
            for (name, location) in attributes {
                checkIdentifier(name, kind: "property", at: location)
            }
            checkUnique(attributes, kind: "attribute", scope: "composite '\(composite.name)'")
            composite.attributes.forEach { checkCustomClass(of: $0) }
        }
        for request in model.fetchRequests {
            checkIdentifier(request.name, kind: "fetch request", at: request.location)
        }
    }

    private mutating func checkIdentifier(_ name: String, kind: String, at location: SourceLocation) {
        // An empty name has already been reported as a missing attribute.
        guard !name.isEmpty, !SwiftIdentifier.isValid(name) else { return }
        diagnostics.report(
            .error(
                "\(kind) name '\(Diagnostic.quote(name))' cannot be a Swift identifier",
                at: location,
                hint: "rename it in Xcode: start with a letter or '_', then use only letters, digits and '_'"
            ))
    }

    /// The module of `App.Class` becomes an `import` in some sets: it must be a module name.
    private mutating func checkModule(of represented: RepresentedClass, at location: SourceLocation) {
        guard let module = represented.moduleName,
            !module.split(separator: ".", omittingEmptySubsequences: false)
                .allSatisfy({ SwiftIdentifier.isValid(String($0)) })
        else { return }
        diagnostics.report(
            .error(
                "representedClassName '\(Diagnostic.quote(represented.rawValue))' names module '\(Diagnostic.quote(module))', which is not a module name",
                at: location,
                hint:
                    "set the class's module in Xcode's Data Model inspector to a module name, or to Current Product Module"
            ))
    }

    /// `customClassName` is copied into generated code as a type: it must be one.
    private mutating func checkCustomClass(of attribute: Attribute) {
        guard let text = attribute.customClassName, !text.isEmpty else { return }
        guard let type = SwiftTypeName.customClass(text) else {
            diagnostics.report(
                .warning(
                    "customClassName '\(Diagnostic.quote(text))' names no class; generated code uses NSObject",
                    at: attribute.location,
                    hint: "set the attribute's Custom Class in Xcode, or clear it"
                ))
            return
        }
        guard !SwiftTypeName.isValid(type) else { return }
        diagnostics.report(
            .error(
                "customClassName '\(Diagnostic.quote(text))' is not a Swift type name",
                at: attribute.location,
                hint:
                    "use a type such as UIColor, App.Palette, [String] or [String: Int]; it is copied into generated code"
            ))
    }

    private mutating func checkUnique(_ names: [(String, SourceLocation)], kind: String, scope: String) {
        // Most scopes repeat no name: find one before sorting by location, which only the report needs.
        var seen = Set<String>(minimumCapacity: names.count)
        guard names.contains(where: { !$0.0.isEmpty && !seen.insert($0.0).inserted }) else { return }
        var first = [String: SourceLocation](minimumCapacity: names.count)
        for (name, location) in names.sorted(by: { $0.1 < $1.1 }) where !name.isEmpty {
            if let earlier = first[name] {
                diagnostics.report(
                    .error(
                        "\(scope) declares \(kind) '\(name)' twice; the first is at \(earlier)",
                        at: location,
                        hint: "rename or remove one of them"
                    ))
            } else {
                first[name] = location
            }
        }
    }
}

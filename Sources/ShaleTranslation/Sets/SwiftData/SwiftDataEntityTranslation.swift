import ShaleModel
import ShaleResolver

extension SwiftDataTranslator {
    /// The `@Model` class of `entity`; what SwiftData (or CloudKit) cannot express goes to `collector`.
    package func entity(_ entity: Entity, diagnostics: DiagnosticCollector) -> SwiftDataEntityContext {
        var notes: [String] = []
        let className = self.className(of: entity.name)
        if className != SwiftNamer.identifier(entity.name) {
            notes.append(
                "Entity '\(entity.name)' in Core Data; a class of that name would shadow module "
                    + "\(entity.name), which @Model's expansion names types through.")
            diagnostics.report(
                .warning(
                    "entity '\(entity.name)' is written as class '\(className)': a class named '\(entity.name)' shadows "
                        + "module \(entity.name), whose types the @Model expansion and this code name "
                        + "(\(entity.name).\(Self.expansionModules[entity.name] ?? "")), so it cannot compile; SwiftData "
                        + "names the entity after the class",
                    at: entity.location,
                    hint:
                        "rename the entity in Xcode (setting its renaming identifier to '\(entity.name)' keeps Core Data "
                        + "stores), or move stores written with entity '\(entity.name)' with a custom migration stage"))
        }
        let constraints = uniqueness(of: entity, diagnostics: diagnostics)
        var attributes: [SwiftDataPropertyContext] = []
        var ownRequired: [ParameterContext] = []
        for attribute in classAttributes(of: entity).sorted(by: { $0.name < $1.name }) {
            guard
                let translated = property(
                    attribute, unique: constraints.single.contains(attribute.name),
                    notes: &notes, diagnostics: diagnostics)
            else { continue }
            attributes.append(translated)
            if !attribute.isTransient, translated.values.initialValue == nil,
                !translated.values.typeDeclaration.hasSuffix("?")
            {
                ownRequired.append(
                    ParameterContext(
                        .init(
                            swiftName: translated.values.swiftName,
                            typeDeclaration: translated.values.typeDeclaration)))
            }
        }
        let relationships = classRelationships(of: entity).sorted { $0.name < $1.name }.map {
            property($0, of: entity, notes: &notes, diagnostics: diagnostics)
        }
        let fetchedProperties = inheritance == .flatten ? entity.fetchedProperties : entity.declaredFetchedProperties
        for fetched in fetchedProperties {
            notes.append("Fetched property '\(fetched.name)' is left out: SwiftData has none (use a FetchDescriptor).")
        }
        if let original = entity.renamingIdentifier, original != entity.name {
            notes.append("Renamed from entity '\(original)' in Core Data; @Model has no originalName for classes.")
        }
        let parent = superEntity(of: entity)
        let inherited = parent.map(requiredParameters) ?? []
        return SwiftDataEntityContext(
            .init(
                className: className,
                imports: imports(of: classAttributes(of: entity)),
                availability: availability,
                classKeyword: inheritance == .classes && !entity.subentities.isEmpty ? "class" : "final class",
                superclass: parent.map { self.className(of: $0.name) },
                properties: attributes + relationships,
                composites: composites(of: classAttributes(of: entity), diagnostics: diagnostics),
                uniqueMacro: constraints.compound.isEmpty
                    ? nil
                    : "#Unique<\(className)>(" + constraints.compound.joined(separator: ", ") + ")",
                indexMacro: indexMacro(of: entity, className: className, notes: &notes),
                initializerKeyword: parent != nil && ownRequired.isEmpty ? "override init" : "init",
                parameters: inherited + ownRequired,
                assignments: ownRequired.map { SwiftDataAssignmentContext(.init(swiftName: $0.values.swiftName)) },
                superArguments: parent.map { _ in
                    inherited.map { "\($0.values.swiftName): \($0.values.swiftName)" }.joined(separator: ", ")
                },
                notes: notes,
                writesClassFile: !writesHistory
            ))
    }

    /// Foundation, SwiftData, and the frameworks (other than UIKit and AppKit) of Apple classes `attributes` name.
    func imports(of attributes: [Attribute]) -> [String] {
        let frameworks = attributes.compactMap(\.customAppleType).filter { !$0.isPlatformSpecific }.map(\.module)
        return Set(["Foundation", "SwiftData"] + frameworks).sorted()
    }

    /// The parameters the initialiser of `entity`'s class takes: its ancestors' (root first), then its own.
    func requiredParameters(of entity: Entity) -> [ParameterContext] {
        let inherited = superEntity(of: entity).map(requiredParameters) ?? []
        var notes: [String] = []
        let attributes = classAttributes(of: entity).sorted { $0.name < $1.name }
        let own = attributes.compactMap { attribute -> ParameterContext? in
            guard !attribute.isTransient,
                let translated = property(attribute, unique: false, notes: &notes, diagnostics: nil),
                translated.values.initialValue == nil, !translated.values.typeDeclaration.hasSuffix("?")
            else { return nil }
            return ParameterContext(
                .init(
                    swiftName: translated.values.swiftName,
                    typeDeclaration: translated.values.typeDeclaration))
        }
        return inherited + own
    }

    /// Single-attribute constraints (written `@Attribute(.unique)`) and the key path lists of the others
    /// (`#Unique`); none for CloudKit, which cannot enforce them.
    private func uniqueness(of entity: Entity, diagnostics: DiagnosticCollector?)
        -> (single: Set<String>, compound: [String])
    {
        let own = Set(classAttributes(of: entity).map(\.name))
        let known = Set(entity.attributes.map(\.name) + entity.relationships.map(\.name))
        var single = Set<String>()
        var compound: [String] = []
        for constraint in entity.uniquenessConstraints {
            if isCloudKit {
                diagnostics?.report(
                    .warning(
                        "uniqueness constraint (\(constraint.properties.joined(separator: ", "))) of entity "
                            + "'\(entity.name)' is left out: CloudKit cannot enforce unique values",
                        at: constraint.location,
                        hint: "remove the constraint, or pass --option cloudkit=false for a store that does not sync"))
                continue
            }
            let properties = constraint.properties.filter(known.contains)
            guard !properties.isEmpty else { continue }
            if properties.count == 1, own.contains(properties[0]) {
                single.insert(properties[0])
            } else {
                let paths = properties.map { "\\.\(SwiftNamer.identifier($0))" }
                compound.append("[" + paths.joined(separator: ", ") + "]")
            }
        }
        return (single, compound)
    }

    /// `#Index<Class>(…)` for the entity's fetch indexes over attributes; expression elements are left out.
    private func indexMacro(of entity: Entity, className: String, notes: inout [String]) -> String? {
        let attributes = Set(entity.attributes.map(\.name))
        var binary: [String] = []
        var rTree: [String] = []
        for index in entity.fetchIndexes {
            let usable = index.elements.compactMap { element in
                element.property.flatMap { attributes.contains($0) ? $0 : nil }
            }
            if usable.count < index.elements.count {
                notes.append("Fetch index '\(index.name)' indexes an expression or relationship; #Index leaves it out.")
            }
            guard !usable.isEmpty else { continue }
            let list = "[" + usable.map { "\\.\(SwiftNamer.identifier($0))" }.joined(separator: ", ") + "]"
            if index.elements.contains(where: { $0.kind == .rTree }) { rTree.append(list) } else { binary.append(list) }
        }
        guard !binary.isEmpty || !rTree.isEmpty else { return nil }
        if rTree.isEmpty { return "#Index<\(className)>(" + binary.joined(separator: ", ") + ")" }
        let kinds = binary.map { ".binary(\($0))" } + rTree.map { ".rtree(\($0))" }
        return "#Index<\(className)>(" + kinds.joined(separator: ", ") + ")"
    }

    /// A relationship as a stored property: an array for to-many, an optional for to-one.
    private func property(
        _ relationship: Relationship, of entity: Entity, notes: inout [String],
        diagnostics: DiagnosticCollector?
    ) -> SwiftDataPropertyContext {
        let destination = className(of: relationship.destinationEntity)
        var arguments: [String] = []
        var rule = relationship.deleteRule
        if isCloudKit, rule == .deny {
            rule = .nullify
            diagnostics?.report(
                .warning(
                    "relationship '\(relationship.name)' of entity '\(entity.name)' denies deletion, which CloudKit "
                        + "does not support; it is written with .nullify",
                    at: relationship.location, hint: "choose another delete rule in Xcode"))
        }
        switch rule {
        case .nullify: break
        case .cascade: arguments.append("deleteRule: .cascade")
        case .deny: arguments.append("deleteRule: .deny")
        case .noAction: arguments.append("deleteRule: .noAction")
        }
        if relationship.isToMany, relationship.minCount > 0 {
            arguments.append("minimumModelCount: \(relationship.minCount)")
        }
        if relationship.isToMany, relationship.maxCount > 0 {
            arguments.append("maximumModelCount: \(relationship.maxCount)")
        }
        if let original = relationship.renamingIdentifier, original != relationship.name {
            arguments.append("originalName: \(SwiftSource.string(original))")
        }
        if let inverse = carriesInverse(relationship, in: entity) {
            arguments.append("inverse: \\\(destination).\(SwiftNamer.identifier(inverse.name))")
        }
        if let modifier = relationship.versionHashModifier {
            arguments.append("hashModifier: \(SwiftSource.string(modifier))")
        }
        if isCloudKit, relationship.inverseName == nil {
            diagnostics?.report(
                .warning(
                    "relationship '\(relationship.name)' of entity '\(entity.name)' has no inverse, which CloudKit needs",
                    at: relationship.location, hint: "add an inverse relationship in Xcode"))
        }
        if relationship.isOrdered {
            notes.append("'\(relationship.name)' is ordered in Core Data; SwiftData arrays keep no order.")
        }
        // A to-many keeps the model's optionality (SwiftData records `[Book]` as required, `[Book]?` as optional,
        // Documentation/SwiftData.md), so the entity's hash is the model's; CloudKit needs it optional.
        let type =
            relationship.isToMany
            ? "[\(destination)]" + (isCloudKit || relationship.isOptional ? "?" : "") : destination + "?"
        return SwiftDataPropertyContext(
            .init(
                name: relationship.name, swiftName: SwiftNamer.identifier(relationship.name),
                macro: arguments.isEmpty ? nil : "@Relationship(" + arguments.joined(separator: ", ") + ")",
                typeDeclaration: type, initialValue: relationship.isToMany ? "[]" : nil, comment: nil))
    }
}

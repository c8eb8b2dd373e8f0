import ShaleModel
import ShaleResolver

/// The Slate 2 part: turns the IR into the contexts of the `slate`, `coredata` and `memory` sets (every name,
/// type, conversion and condition their templates use), and the Slate 2 side the `slate3` set compares with. Each
/// set's translator (`SlateFamilySetTranslator`) gives it the values of its typed options (`SlateFamilyOptions`).
package struct EntityTranslator: Sendable {
    let model: Model
    let options: SlateFamilyOptions
    let summary: ModelSummaryContext
    /// The model's entities by name, so lookups stay constant-time in models of any size.
    let entitiesByName: [String: Entity]
    /// The model's fetch request templates by the entity they fetch.
    let fetchRequestsByEntity: [String: [FetchRequest]]
    /// The keys the set adds to the contexts' slots (`SlateKeys`), made once the rest is ready.
    private(set) var keys: any SlateKeys = NoSlateKeys()

    /// The naming of managed classes, shared with the sets that write Core Data classes alone.
    let naming: ManagedClassNaming

    /// Prepares the translation of `input.model` with the values of the set's options.
    package init(_ input: TranslationInput, options: SlateFamilyOptions) {
        let model = input.model
        self.options = options
        self.model = model
        self.naming = ManagedClassNaming(
            model,
            runtimeBaseClass: options.targetsMemoryRuntime
                ? "ManagedObject" : "NSManagedObject")
        self.entitiesByName = naming.entitiesByName
        self.fetchRequestsByEntity = Dictionary(grouping: model.fetchRequests, by: \.entity)
        self.summary = ModelSummaryContext(input)
        keys = options.makeKeys(self)
    }

    /// The model-wide context.
    package var modelContext: ModelSummaryContext { summary }

    /// The per-model context for `entities` (from `entityContexts()`).
    package func modelContext(entities: [EntityContext]) -> ModelContext {
        ModelContext(
            .init(
                model: summary, entities: entities,
                coreData: keys.model(),
                memorySchemaType: options.targetsMemoryRuntime
                    ? SwiftNamer.typeName(from: summary.values.name, suffix: "Schema") : nil))
    }

    /// The context of every entity, in model order; their problems go to `diagnostics`.
    package func entityContexts(diagnostics: DiagnosticCollector) -> [EntityContext] {
        model.entities.concurrentMap { translate($0, diagnostics: diagnostics) }
    }

    /// The context of one entity; the problems its userInfo values have go to `diagnostics`.
    package func translate(_ entity: Entity, diagnostics: DiagnosticCollector) -> EntityContext {
        let immutable = immutableType(of: entity.name)
        var userInfo = UserInfoReader(entity: entity)
        let members = immutableMembers(of: entity, immutableType: immutable, userInfo: &userInfo)
        return entityContext(
            entity, immutableType: immutable, members: members, userInfo: userInfo,
            diagnostics: diagnostics)
    }

    /// The Slate 2 immutable model's `name: Type` of each stored column of `entity` (`prefix.member: Type` for
    /// substruct members), by column: what the `slate3` set lists as changing. Computes the immutable model's
    /// members only; the problems of `entity`'s userInfo values and property names go to `diagnostics`.
    func slate2Columns(of entity: Entity, diagnostics: DiagnosticCollector) -> [String: String] {
        var userInfo = UserInfoReader(entity: entity)
        let members = immutableMembers(of: entity, immutableType: immutableType(of: entity.name), userInfo: &userInfo)
        diagnostics.report(contentsOf: userInfo.diagnostics)
        diagnostics.report(contentsOf: renamedProperties(of: entity))
        return slate2Names(attributes: members.attributes, substructs: members.substructs)
    }

    /// The immutable model's plain attributes (by name) and substructs of `entity`, with the slot of each
    /// attribute when the set fills it (`SlateKeys`), and the enum conversions they use.
    private func immutableMembers(
        of entity: Entity, immutableType immutable: String,
        userInfo: inout UserInfoReader
    ) -> ImmutableMembers {
        // Every attribute appears both in the immutable model's lists and in the managed class's; its slot is the
        // same in both, so it is translated once here.
        var slots: [String: any TemplateContext] = [:]
        if !keys.isEmpty {
            for attribute in entity.attributes where slots[attribute.name] == nil {
                let enumType = userInfo.enumType(of: attribute)
                slots[attribute.name] = keys.attribute(
                    attribute, enumType: enumType,
                    enumDefault: enumType == nil ? nil : userInfo.enumDefault(of: attribute)
                )
            }
        }
        let grouping = SubstructGrouping(entity)
        var attributes: [AttributeContext] = []
        var enumConversions = Set<String>()
        attributes.reserveCapacity(grouping.plain.count)
        // By name, sorting indices: sorting the attributes themselves moves every large `Attribute` value.
        for index in grouping.plain.indices.sorted(by: { grouping.plain[$0].name < grouping.plain[$1].name }) {
            attributes.append(
                attributeContext(
                    grouping.plain[index], slots: slots, userInfo: &userInfo,
                    enumConversions: &enumConversions, owner: immutable))
        }
        var substructs: [SubstructContext] = []
        for group in grouping.groups {
            substructs.append(
                substructContext(
                    group, owner: immutable, slots: slots, userInfo: &userInfo,
                    enumConversions: &enumConversions))
        }
        return ImmutableMembers(
            slots: slots, attributes: attributes, substructs: substructs,
            enumConversions: enumConversions)
    }

    /// The class objects of `entity` are instances of: its own, else the runtime's base class.
    func managedClass(of entity: Entity) -> String { naming.managedClass(of: entity) }

    /// A warning for each property named like a member of `NSManagedObject` or `NSObject`
    /// (`ManagedClassNaming.renamedProperties(of:)`).
    func renamedProperties(of entity: Entity) -> [Diagnostic] { naming.renamedProperties(of: entity) }

    /// The nearest ancestor with a class of its own: the generated class's superclass (nil: the base class).
    func generatedParent(of entity: Entity) -> Entity? {
        entity.ancestors.lazy.compactMap { self.entitiesByName[$0] }.first(where: \.hasOwnClass)
    }

    /// Whether a generated class inherits from `entity`'s: some descendant has a class of its own.
    func hasGeneratedSubclasses(_ entity: Entity) -> Bool {
        !generatedDescendants(of: entity, stoppingAtFirst: true).isEmpty
    }

    /// The descendants of `entity` with a class of their own: the generated classes that inherit from its class.
    /// - Parameter stoppingAtFirst: Whether one is enough.
    func generatedDescendants(of entity: Entity, stoppingAtFirst: Bool = false) -> [Entity] {
        var found: [Entity] = []
        var pending = entity.subentities
        var visited = Set<String>()
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let subentity = entitiesByName[name] else { continue }
            if subentity.hasOwnClass {
                found.append(subentity)
                if stoppingAtFirst { break }
            }
            pending += subentity.subentities
        }
        return found
    }

    /// Whether `entity`'s generated class declares a property that `declaringEntity` (the entity itself or an
    /// ancestor) declares. Each property is declared by one class: its declaring entity's, or, when that entity has
    /// no class of its own, the first generated class on the way down to `entity`; every class below inherits it.
    func isDeclaredInGeneratedClass(_ declaringEntity: String, of entity: Entity) -> Bool {
        if declaringEntity == entity.name { return true }
        // Nearest first: a generated class met before the declaring entity declares the property itself.
        for ancestor in entity.ancestors {
            guard let ancestorEntity = entitiesByName[ancestor] else { return false }
            if ancestorEntity.hasOwnClass { return false }
            if ancestor == declaringEntity { return true }
        }
        return false
    }

    /// The relationships `entity`'s generated class declares (see `isDeclaredInGeneratedClass`), in model order.
    func generatedClassRelationships(of entity: Entity) -> [Relationship] {
        entity.relationships.filter { isDeclaredInGeneratedClass($0.declaringEntity, of: entity) }
    }

    /// The fetched properties `entity`'s generated class declares (see `isDeclaredInGeneratedClass`), in model
    /// order.
    func generatedClassFetchedProperties(of entity: Entity) -> [FetchedProperty] {
        entity.fetchedProperties.filter { isDeclaredInGeneratedClass($0.declaringEntity, of: entity) }
    }

    /// Whether immutable models can refer to objects of `entityName`: only entities with a class of their own
    /// get an immutable model, as Slate converts objects through their class.
    func hasImmutableModel(_ entityName: String) -> Bool {
        entitiesByName[entityName]?.hasOwnClass == true
    }

    /// The immutable model's type name of entity `entityName`: the name transform applied.
    func immutableType(of entityName: String) -> String {
        SwiftNamer.transform(entityName, with: options.nameTransform)
    }

    private func entityContext(
        _ entity: Entity, immutableType immutable: String, members: ImmutableMembers,
        userInfo: UserInfoReader, diagnostics: DiagnosticCollector
    ) -> EntityContext {
        let (slots, attributes, substructs) = (members.slots, members.attributes, members.substructs)
        var userInfo = userInfo
        var enumConversions = members.enumConversions
        let isStruct = entity.userInfo["struct"]?.lowercased() == "true"
        var imports = Set([options.targetsMemoryRuntime ? "ShaleRuntime" : "CoreData", "Foundation"])
        imports.formUnion(userInfo.imports())
        // Apple classes a transformable names: their frameworks, under `#if canImport` where only some
        // platforms have them (UIKit, AppKit).
        // By index, reading only attributes that name a class: a closure over the attributes copies each one.
        let appleTypes = Set(
            entity.attributes.indices.compactMap {
                entity.attributes[$0].customClassName == nil ? nil : entity.attributes[$0].customAppleType
            })
        // Over ShaleRuntime (Linux included) every Apple framework is conditional: the user supplies the types.
        // (Most entities name none: filtering an empty set still builds new ones.)
        let frameworkImports =
            appleTypes.isEmpty
            ? []
            : Set(
                appleTypes.filter {
                    !$0.isPlatformSpecific && !options.targetsMemoryRuntime
                }.map(\.module))
        imports.formUnion(frameworkImports)

        let relationships = entity.relationships.filter { hasImmutableModel($0.destinationEntity) }
            .sorted { $0.name < $1.name }.map { relationshipContext($0, in: entity) }

        var names = attributes.map { NameContext(.init(name: $0.values.name, swiftName: $0.values.swiftName)) }
        for substruct in substructs {
            for member in substruct.values.attributes {
                let full = "\(substruct.values.prefix)_\(member.values.name)"
                names.append(NameContext(.init(name: full, swiftName: SwiftNamer.identifier(full))))
            }
        }
        names.sort { $0.values.name < $1.values.name }

        var parameters = attributes.map {
            ParameterContext(.init(swiftName: $0.values.swiftName, typeDeclaration: $0.values.valueDeclaration))
        }
        parameters += substructs.map {
            ParameterContext(.init(swiftName: $0.values.swiftName, typeDeclaration: $0.values.typeDeclaration))
        }
        parameters.sort { $0.values.swiftName < $1.values.swiftName }

        func keypath(_ path: String, of type: String, attribute: String) -> KeypathCaseContext {
            KeypathCaseContext(.init(path: path, keyPath: "\\\(type).\(path)", attribute: attribute))
        }
        var keypaths = attributes.map { keypath($0.values.swiftName, of: immutable, attribute: $0.values.name) }
        for substruct in substructs {
            let separator = substruct.values.isOptional ? "?." : "."
            for member in substruct.values.attributes {
                let path = "\(substruct.values.swiftName)\(separator)\(member.values.swiftName)"
                keypaths.append(
                    keypath(
                        path, of: immutable,
                        attribute: "\(substruct.values.prefix)_\(member.values.name)"))
            }
        }
        keypaths.sort { $0.values.attribute < $1.values.attribute }
        let managedAttributes = entity.attributes.map { attribute in
            attributeContext(
                attribute, slots: slots, userInfo: &userInfo, enumConversions: &enumConversions,
                managedOnly: true)
        }
        let classAttributes = managedAttributes.filter {
            isDeclaredInGeneratedClass($0.values.declaringEntity, of: entity)
        }
        let managedKeypaths = managedAttributes.map {
            keypath($0.values.swiftName, of: managedClass(of: entity), attribute: $0.values.name)
        }

        diagnostics.report(contentsOf: userInfo.diagnostics)
        diagnostics.report(contentsOf: renamedProperties(of: entity))
        diagnostics.report(contentsOf: keys.warnings(of: entity))
        // Only sets that generate immutable models (their manifests say so) can clash.
        if options.writesImmutableModels, immutable == managedClass(of: entity) {
            diagnostics.report(
                .error(
                    "entity '\(entity.name)' would have an immutable type and a Core Data class both named '\(immutable)'",
                    at: entity.location,
                    hint: "set a name transform such as --option name-transform=Slate%@, or another class name in Xcode"
                ))
        }
        let parentClass = generatedParent(of: entity).map(managedClass(of:))
        let hasSubclasses = hasGeneratedSubclasses(entity)
        return EntityContext(
            .init(
                name: entity.name,
                hasOwnClass: entity.hasOwnClass,
                managedClass: managedClass(of: entity),
                immutableType: immutable,
                immutableFileName: SwiftNamer.transform(entity.name, with: options.fileTransform),
                immutableKind: isStruct ? "struct" : "final class",
                isStruct: isStruct,
                parentEntity: entity.parentEntity,
                parentManagedClass: parentClass,
                isAbstract: entity.isAbstract,
                hasSubentities: hasSubclasses,
                isInHierarchy: hasSubclasses || parentClass != nil,
                isHierarchyRoot: hasSubclasses && parentClass == nil,
                accessPrefix: options.internalModels ? "" : "public ",
                retroactivePrefix: options.retroactive && !options.internalModels ? "@retroactive " : "",
                initializerAccessPrefix: options.publicParameterInitializer ? "public " : "",
                immutableImports: imports.sorted(),
                managedImports: Set(
                    [options.targetsMemoryRuntime ? "ShaleRuntime" : "CoreData", "Foundation"]
                        + options.managedImports
                ).union(frameworkImports).sorted(),
                conditionalImports: appleTypes.isEmpty
                    ? []
                    : Set(
                        appleTypes.filter {
                            $0.isPlatformSpecific || options.targetsMemoryRuntime
                        }.map(\.module)
                    ).sorted(),
                attributes: attributes,
                substructs: substructs,
                relationships: relationships,
                hasRelationships: !relationships.isEmpty,
                managedAttributes: managedAttributes,
                declaredManagedAttributes: managedAttributes.filter { $0.values.declaringEntity == entity.name },
                declaredRelationships: entity.declaredRelationships.map { relationshipContext($0, in: entity) },
                classManagedAttributes: classAttributes,
                classRelationships: generatedClassRelationships(of: entity).map { relationshipContext($0, in: entity) },
                attributeNames: names,
                relationshipNames: relationships.map {
                    NameContext(.init(name: $0.values.name, swiftName: $0.values.swiftName))
                },
                initializerParameters: parameters,
                keypathCases: keypaths,
                managedKeypathCases: managedKeypaths,
                equatableProperties: attributes.map(\.values.swiftName) + substructs.map(\.values.swiftName),
                isEquatable: !entity.attributes.indices.contains { entity.attributes[$0].type == .transformable },
                usesStringEnums: enumConversions.contains("String"),
                userInfo: entity.userInfo.map { KeyValueContext(.init(key: $0.key, value: $0.value)) },
                model: summary,
                coreData: keys.entity(entity),
                objectIDType: options.targetsMemoryRuntime ? "SlateID" : "NSManagedObjectID",
                managedBaseClass: options.targetsMemoryRuntime ? "ManagedObject" : "NSManagedObject",
                memory: options.targetsMemoryRuntime ? memoryEntity(entity, classAttributes: classAttributes) : nil
            ))
    }

    /// The Slate 2 immutable model's `name: Type` of each stored column (`prefix.member: Type` for substruct
    /// members), by column, for the `slate3` set's list of what changes.
    private func slate2Names(attributes: [AttributeContext], substructs: [SubstructContext]) -> [String: String] {
        var names: [String: String] = [:]
        for attribute in attributes {
            names[attribute.values.name] = "\(attribute.values.swiftName): \(attribute.values.valueDeclaration)"
        }
        for substruct in substructs {
            for member in substruct.values.attributes {
                names["\(substruct.values.prefix)_\(member.values.name)"] =
                    "\(substruct.values.swiftName).\(member.values.swiftName): \(member.values.valueDeclaration)"
            }
        }
        return names
    }

    /// The context of `relationship` as `entity`'s class declares or inherits it.
    private func relationshipContext(_ relationship: Relationship, in entity: Entity) -> RelationshipContext {
        let destination = entitiesByName[relationship.destinationEntity]
        let managed = destination.map(managedClass(of:)) ?? relationship.destinationEntity
        let immutable = immutableType(of: relationship.destinationEntity)
        let managedDeclaration: String
        let resolved: String
        if relationship.isToMany {
            managedDeclaration = relationship.isOrdered ? "NSOrderedSet?" : "NSSet?"
            resolved = "[\(immutable)]"
        } else {
            managedDeclaration = managed + (relationship.isOptional ? "?" : "")
            resolved = immutable + (relationship.isOptional ? "?" : "")
        }
        return RelationshipContext(
            .init(
                name: relationship.name,
                swiftName: SwiftNamer.managedPropertyName(relationship.name, suffix: "Relationship"),
                isRenamed: SwiftNamer.isManagedObjectMember(relationship.name),
                destinationEntity: relationship.destinationEntity,
                destinationManagedClass: managed,
                destinationImmutableType: immutable,
                isToMany: relationship.isToMany,
                isOrdered: relationship.isOrdered,
                isOptional: relationship.isOptional,
                managedDeclaration: managedDeclaration,
                resolvedDeclaration: resolved,
                inverseName: relationship.inverseName,
                deleteRule: relationship.deleteRule.rawValue,
                coreData: keys.relationship(relationship, in: entity, destinationClass: managed)
            ))
    }
}

/// The immutable model's members of one entity, and what translating them found.
private struct ImmutableMembers {
    /// The slot of each attribute, by name (empty unless the set fills it).
    var slots: [String: any TemplateContext]
    /// The plain attributes, by name.
    var attributes: [AttributeContext]
    /// The substructs, in grouping order.
    var substructs: [SubstructContext]
    /// The raw types of the enums the attributes convert.
    var enumConversions: Set<String>
}

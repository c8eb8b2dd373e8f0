import ShaleModel
import ShaleResolver

/// The `coredata` set's keys computed with the Slate 2 part's naming and class hierarchy.
extension EntityTranslator {
    /// The builder variable of an entity's description.
    static func entityVariable(_ name: String) -> String {
        "entity\(name)"
    }

    /// The model builder's type name (`BookshelfModel`).
    var coreDataModelTypeName: String {
        SwiftNamer.typeName(from: summary.values.name, suffix: "Model")
    }

    /// How the `coredata` set writes and describes `entity`; `readOnlyNames` with `readonly-protocols`, else nil.
    func coreDataEntity(_ entity: Entity, readOnlyNames: ReadOnlyNames?) -> CoreDataEntityContext {
        CoreDataEntityContext(
            .init(
                superclass: generatedParent(of: entity).map(managedClass(of:)) ?? "NSManagedObject",
                readProtocol: readOnlyNames?.protocolName(of: entity.name),
                parentReadProtocol: readOnlyNames.flatMap { names in
                    generatedParent(of: entity).map { names.protocolName(of: $0.name) }
                },
                readOnlyFetchName: readOnlyNames?.fetchName(of: entity.name),
                variable: Self.entityVariable(entity.name),
                nameLiteral: SwiftSource.string(entity.name),
                // The generated classes are `@objc(ClassName)`, so the runtime name has no module prefix.
                classNameLiteral: SwiftSource.string(managedClass(of: entity)),
                subentityVariables: entity.subentities.map(Self.entityVariable),
                fetchedProperties: entity.declaredFetchedProperties.map(fetchedPropertyContext),
                classFetchedProperties: generatedClassFetchedProperties(of: entity).map(fetchedPropertyContext),
                fetchRequests: (fetchRequestsByEntity[entity.name] ?? []).map(fetchRequestContext),
                uniquenessConstraintsLiteral: entity.uniquenessConstraints.isEmpty
                    ? nil
                    : "["
                        + entity.uniquenessConstraints.map { constraint in
                            "[" + constraint.properties.map { SwiftSource.string($0) }.joined(separator: ", ") + "]"
                        }.joined(separator: ", ") + "]",
                fetchIndexes: entity.fetchIndexes.map { index in
                    FetchIndexContext(
                        .init(
                            nameLiteral: SwiftSource.string(index.name),
                            elements: index.elements.compactMap { element in
                                element.property.map { property in
                                    FetchIndexElementContext(
                                        .init(
                                            propertyLiteral: SwiftSource.string(property),
                                            collationType: element.kind == .rTree ? ".rTree" : ".binary",
                                            isAscending: element.isAscending
                                        ))
                                }
                            }
                        ))
                },
                renamingIdentifier: SwiftSource.string(entity.renamingIdentifier),
                versionHashModifier: SwiftSource.string(entity.versionHashModifier),
                userInfoLiteral: SwiftSource.dictionary(entity.userInfo)
            ))
    }

    func fetchedPropertyContext(_ property: FetchedProperty) -> FetchedPropertyContext {
        let destination = entitiesByName[property.fetchRequest.entity]
        return FetchedPropertyContext(
            .init(
                swiftName: SwiftNamer.identifier(property.name),
                nameLiteral: SwiftSource.string(property.name),
                destinationClass: destination.map(managedClass(of:)) ?? "NSManagedObject",
                destinationVariable: Self.entityVariable(property.fetchRequest.entity),
                predicate: SwiftSource.string(property.fetchRequest.predicate) ?? "nil"
            ))
    }

    func fetchRequestContext(_ request: FetchRequest) -> FetchRequestContext {
        let entity = entitiesByName[request.entity]
        let managed = entity.map(managedClass(of:)) ?? "NSManagedObject"
        let (result, resultCase): (String, String) =
            switch request.resultType {
            case .managedObject: (managed, ".managedObjectResultType")
            case .managedObjectID: ("NSManagedObjectID", ".managedObjectIDResultType")
            case .dictionary: ("NSDictionary", ".dictionaryResultType")
            case .count: ("NSNumber", ".countResultType")
            }
        let variables = request.substitutionVariables
        return FetchRequestContext(
            .init(
                nameLiteral: SwiftSource.string(request.name),
                functionName: SwiftNamer.identifier("\(request.name)FetchRequest"),
                resultDeclaration: "NSFetchRequest<\(result)>",
                parameters: variables.map {
                    ParameterContext(.init(swiftName: SwiftNamer.identifier($0), typeDeclaration: "Any"))
                },
                substitutions: variables.map {
                    KeyValueContext(.init(key: SwiftSource.string($0), value: SwiftNamer.identifier($0)))
                },
                entityVariable: Self.entityVariable(request.entity),
                predicate: SwiftSource.string(request.predicate),
                fetchLimit: request.fetchLimit,
                fetchBatchSize: request.fetchBatchSize,
                fetchOffset: request.fetchOffset,
                resultType: resultCase,
                includesSubentities: request.includesSubentities,
                includesPropertyValues: request.includesPropertyValues,
                includesPendingChanges: request.includesPendingChanges,
                returnsObjectsAsFaults: request.returnsObjectsAsFaults,
                returnsDistinctResults: request.returnsDistinctResults,
                hasParameters: !variables.isEmpty
            ))
    }

    func coreDataModel() -> CoreDataModelContext {
        CoreDataModelContext(
            .init(
                typeName: coreDataModelTypeName,
                fetchRequests: model.fetchRequests.map(fetchRequestContext),
                configurations: model.configurations.map { configuration in
                    ConfigurationContext(
                        .init(
                            nameLiteral: SwiftSource.string(configuration.name),
                            entityVariables: configuration.entities.map(Self.entityVariable)))
                }
            ))
    }
}

import ShaleModel
import ShaleResolver

/// The name and `versionIdentifier` of a frozen `VersionedSchema` (`shale freeze`): the current model version
/// written as the `swiftdata` history writes each version, under a name and identifier of the user's choosing.
package struct FrozenSchema: Sendable, Hashable {
    /// The schema enum's name, such as `LibrarySchemaV4`.
    package var typeName: String
    /// `Schema.Version`'s three integers: major, minor, patch.
    package var version: [Int]

    /// A frozen schema named `typeName` with identifier `version` (three non-negative integers).
    package init(typeName: String, version: [Int]) {
        self.typeName = typeName
        self.version = version
    }

    /// The option values a frozen schema is rendered with, whatever the user's: the model as it is, so its hashes
    /// are the model's (a superclass per subentity, as the model says; no CloudKit changes to optionality or
    /// uniqueness), its classes nested in the schema (`history`).
    package static let options: [String: String] = ["history": "true", "inheritance": "classes", "cloudkit": "false"]

    /// The name for version `major`: the current version's own pattern when it is a `VersionedSchema` named
    /// `…V<number>` (`SchemaV2` → `SchemaV3`, as teams name them), else the `swiftdata` history's name
    /// (`LibrarySchemaV4` for version 4 of `Library`).
    package static func defaultTypeName(modelName: String, major: Int, currentVersion: String = "") -> String {
        let digits = currentVersion.reversed().prefix { $0.isASCII && $0.isNumber }.count
        let prefix = currentVersion.dropLast(digits)
        if digits > 0, prefix.count > 1, prefix.hasSuffix("V"), SwiftIdentifier.isValid(String(prefix)) {
            return "\(prefix)\(major)"
        }
        return SwiftDataHistoryTranslation.schemaType(modelName, number: major)
    }

    /// The three integers of `text` (`4.0.0`), as `Schema.Version(_:_:_:)` takes them; nil for anything else.
    package static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        return numbers.count == 3 ? numbers : nil
    }

    /// Why `typeName` cannot name a frozen schema of `model`, or nil: it must be a Swift identifier that needs no
    /// backticks, and not the name of one of the schema's classes.
    package static func nameProblem(_ typeName: String, model: Model) -> String? {
        let isWordCharacter = { (scalar: Unicode.Scalar) in
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        guard let first = typeName.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            typeName.unicodeScalars.allSatisfy(isWordCharacter), !SwiftNamer.keywords.contains(typeName)
        else {
            return "'\(typeName)' is not a Swift type name"
        }
        if let entity = SwiftDataTranslator.classNames(of: model).sorted(by: { $0.key < $1.key })
            .first(where: { $0.value == typeName })?.key
        {
            return "'\(typeName)' is the name of the class of entity '\(entity)', which the schema nests"
        }
        return nil
    }

    /// `Schema.Version`'s arguments, such as `4, 0, 0`.
    var versionIdentifier: String {
        version.map(String.init).joined(separator: ", ")
    }
}

extension SwiftDataSetTranslator {
    /// The context of `input`'s model as the frozen `VersionedSchema` `schema`: a history of one version, which
    /// the set's versioned-schema template (the output with `each: versions`) renders as one self-contained file.
    ///
    /// What the frozen file cannot hold goes to `diagnostics`, each located in the model: a type the classes name
    /// that is defined outside the schema, and what makes the frozen schema's version hashes differ from the
    /// model's (an abstract entity, an entity's version hash modifier, an ordered relationship, a required to-one
    /// relationship or one with a minimum count, an inverse that is not mutual, a derived attribute, a composite
    /// with a required member).
    /// - Parameter input: The current version, with options `FrozenSchema.options`.
    package static func frozenContext(
        _ schema: FrozenSchema, input: TranslationInput,
        diagnostics: DiagnosticCollector
    ) -> SwiftDataHistoryContext {
        let model = input.model
        let version = SwiftDataHistoryTranslation.version(
            model, input: input, typeName: schema.typeName, versionIdentifier: schema.versionIdentifier, number: 1,
            isCurrent: false, entities: nil, diagnostics: diagnostics)
        let bundle = ModelBundle(
            name: input.modelName, sourcePath: "", currentVersionName: model.versionName,
            versions: [model])
        let options = SwiftDataOptions(input.options)
        let plan = SwiftDataHistoryTranslation.swiftDataContext(
            bundle: bundle, modelName: input.modelName, versions: [version], options: options,
            diagnostics: diagnostics)
        let translator = SwiftDataTranslator(model: model, options: options)
        reportFrozenProblems(of: model, schema: schema, translator: translator, diagnostics: diagnostics)
        return SwiftDataHistoryContext(.init(model: ModelSummaryContext(input), versions: [version], swiftData: plan))
    }

    /// Reports what keeps the frozen schema from standing alone or from keeping the model's hashes.
    private static func reportFrozenProblems(
        of model: Model, schema: FrozenSchema, translator: SwiftDataTranslator,
        diagnostics: DiagnosticCollector
    ) {
        let name = schema.typeName
        for entity in model.entities {
            let differs = "\(name)'s hash of '\(entity.name)' differs from the model's"
            if entity.isAbstract {
                diagnostics.report(
                    .warning(
                        "entity '\(entity.name)' is abstract, which a @Model class cannot say: \(differs)",
                        at: entity.location,
                        hint: "freeze a model without abstract entities, or keep this version in Core Data"))
            }
            if let modifier = entity.versionHashModifier {
                diagnostics.report(
                    .warning(
                        "entity '\(entity.name)' has the version hash modifier '\(modifier)', which a @Model class cannot "
                            + "carry: \(differs)",
                        at: entity.location,
                        hint: "freeze a model without entity hash modifiers, or keep this version in Core Data"))
            }
            for attribute in entity.declaredAttributes {
                if attribute.type != .composite, attribute.type.swiftValueType == nil,
                    let type = attribute.customClassSwiftName
                {
                    for outside in SwiftTypeName.userTypeNames(in: type) {
                        diagnostics.report(
                            .warning(
                                "attribute '\(attribute.name)' of entity '\(entity.name)' stores '\(outside)', a type "
                                    + "defined outside the frozen schema \(name): \(name) compiles only while '\(outside)' "
                                    + "exists under that name, and reads its stores with today's '\(outside)'",
                                at: attribute.location,
                                hint: "keep '\(outside)' unchanged while stores of this version may exist, or copy it "
                                    + "into \(name) as a nested type and name the copy in the frozen class"))
                    }
                }
                if let composite = model.composites.first(where: { $0.name == attribute.compositeName }),
                    let member = composite.attributes.first(where: { !$0.isOptional })
                {
                    diagnostics.report(
                        .warning(
                            "attribute '\(attribute.name)' of entity '\(entity.name)' stores composite "
                                + "'\(composite.name)', whose member '\(member.name)' is required, and SwiftData stores "
                                + "every member of a Codable struct optional: \(differs)",
                            at: attribute.location,
                            hint: "make the composite's members optional in the model before freezing it, or keep this "
                                + "version in Core Data"))
                }
                if attribute.isDerived {
                    diagnostics.report(
                        .warning(
                            "attribute '\(attribute.name)' of entity '\(entity.name)' is derived, which SwiftData cannot "
                                + "express: \(name) stores it, so its hash of '\(entity.name)' differs from the model's",
                            at: attribute.location,
                            hint: "freeze a model without derived attributes, or keep this version in Core Data"))
                }
            }
            for relationship in entity.declaredRelationships where !relationship.isTransient {
                if relationship.isOrdered {
                    diagnostics.report(
                        .warning(
                            "relationship '\(relationship.name)' of entity '\(entity.name)' is ordered, which SwiftData "
                                + "cannot express: \(name) writes it unordered, so its hash of '\(entity.name)' differs "
                                + "from the model's",
                            at: relationship.location,
                            hint: "freeze a model without ordered relationships, or keep this version in Core Data"))
                }
                if let inverse = relationship.inverseName,
                    translator.pairedInverse(of: relationship, in: entity) == nil
                {
                    diagnostics.report(
                        .warning(
                            "relationship '\(relationship.name)' of entity '\(entity.name)' has the inverse '\(inverse)', "
                                + "which does not name it back, is itself, or is declared on another class of its "
                                + "hierarchy: SwiftData's inverses are mutual key paths, so \(name) writes it without one: "
                                + differs,
                            at: relationship.location,
                            hint: "make the two relationships each other's inverse in the model before freezing it, or "
                                + "keep this version in Core Data"))
                }
                if !relationship.isToMany, relationship.isOptional, relationship.minCount > 0 {
                    diagnostics.report(
                        .warning(
                            "relationship '\(relationship.name)' of entity '\(entity.name)' is a to-one with a minimum "
                                + "count of \(relationship.minCount), which a SwiftData to-one cannot carry: \(differs)",
                            at: relationship.location,
                            hint: "set the relationship's minimum count to 0 in the model before freezing it, or keep "
                                + "this version in Core Data"))
                }
                if !relationship.isToMany, !relationship.isOptional {
                    diagnostics.report(
                        .warning(
                            "relationship '\(relationship.name)' of entity '\(entity.name)' is a required to-one, which "
                                + "the swiftdata set writes optional (SwiftData links objects after inserting them): "
                                + "\(name)'s hash of '\(entity.name)' differs from the model's",
                            at: relationship.location,
                            hint:
                                "make the relationship optional in the model before freezing it, or keep this version "
                                + "in Core Data"))
                }
            }
        }
    }
}

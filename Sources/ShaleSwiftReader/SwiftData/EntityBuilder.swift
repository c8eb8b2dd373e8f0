import Foundation
import ShaleModel

/// Turns one `@Model` class into an entity, as SwiftData's `Schema` does: stored properties become attributes or,
/// when they hold model classes, relationships; `@Transient` and computed properties are left out; the macros'
/// options set what they set in Core Data. What cannot be read statically is a warning naming the consequence,
/// and the entity's hash is marked unverified with the reason.
struct EntityBuilder {
    let lookup: TypeLookup
    let diagnostics: DiagnosticCollector

    /// What building an entity found besides the entity.
    struct Built {
        var entity: Entity
        /// The model classes its relationships lead to (SwiftData adds them to the schema), qualified.
        var destinations: [String] = []
        /// The composites its attributes use (Codable structs and enums).
        var composites: [Composite] = []
        /// Why its hash is not certain: mapping rows no store has shown, types not read.
        var unverified: [String] = []
    }

    func build(_ model: SwiftDataDeclarations.ModelClass) -> Built {
        var entity = Entity(name: model.name, location: model.location)
        entity.representedClass = RepresentedClass(rawValue: model.name)
        var built = Built(entity: entity)
        let scope = model.scope + [model.name]
        if let superclass = model.inherited.first, let parent = lookup.qualify(superclass, in: model.scope),
            let parentModel = lookup.model(parent)
        {
            built.entity.parentEntity = parentModel.name
            built.destinations.append(parent)
            built.unverified.append("model inheritance")
        }
        for property in model.properties where !property.isTransient {
            add(property, scope: scope, to: &built)
        }
        for (properties, location) in model.uniqueConstraints {
            built.entity.uniquenessConstraints.append(UniquenessConstraint(properties: properties, location: location))
            built.unverified.append("#Unique (order of constraints in the hash)")
        }
        for (properties, location) in model.indexes {
            var index = FetchIndex(name: model.name + "_" + properties.joined(separator: "_"), location: location)
            index.elements = properties.map { FetchIndex.Element(property: $0, expression: nil, location: location) }
            built.entity.fetchIndexes.append(index)
        }
        return built
    }

    private func add(_ property: SwiftDataDeclarations.Property, scope: [String], to built: inout Built) {
        let entityName = built.entity.name
        guard
            let typeText = property.typeText ?? Self.literalType(property.defaultValue)
                ?? Self.initializerType(property.defaultText)
        else {
            diagnostics.report(
                .warning(
                    "stored property '\(property.name)' has no written type: Shale does not infer types, so it is left "
                        + "out of entity '\(entityName)' (hash unverified)",
                    at: property.location,
                    hint: "write the type (`var \(property.name): Int = 0`), as SwiftData's "
                        + "macro expects"))
            built.unverified.append("property '\(property.name)' without a written type")
            return
        }
        let (shape, isOptional) = SwiftTypeShape(typeText).unwrapped
        if let destination = relationshipDestination(shape, scope: scope) {
            addRelationship(property, destination: destination, shape: shape, isOptional: isOptional, to: &built)
            return
        }
        var attribute = Attribute(name: property.name, declaringEntity: entityName, location: property.location)
        attribute.isOptional = isOptional
        attributeType(of: shape, property: property, scope: scope, into: &attribute, built: &built)
        if let value = property.defaultValue {
            attribute.defaultValue = Self.typed(value, as: attribute.type)
        } else if let text = property.defaultText, !isOptional, text != "nil" {
            diagnostics.report(
                .warning(
                    "the initial value of '\(entityName).\(property.name)' (\(Diagnostic.quote(text, limit: 40))) is "
                        + "computed: SwiftData records its value as the default, which Shale does not evaluate, so the "
                        + "model here has none and a migration adding it is judged as without a default (unverified)",
                    at: property.location, hint: "write a literal initial value to have it read, or accept the verdict")
            )
        }
        applyOptions(property.attributeArguments ?? [], to: &attribute, built: &built)
        built.entity.attributes.append(attribute)
    }

    /// The qualified model class a property of `shape` points to, when it holds model objects.
    private func relationshipDestination(_ shape: SwiftTypeShape, scope: [String]) -> String? {
        var element = shape
        if case let .array(inner) = shape { element = inner.unwrapped.shape }
        guard case let .named(name) = element, let qualified = lookup.qualify(name, in: scope),
            lookup.model(qualified) != nil
        else { return nil }
        return qualified
    }

    private func addRelationship(
        _ property: SwiftDataDeclarations.Property, destination: String,
        shape: SwiftTypeShape, isOptional: Bool, to built: inout Built
    ) {
        let destinationName = lookup.model(destination)!.name
        var relationship = Relationship(
            name: property.name, declaringEntity: built.entity.name,
            destinationEntity: destinationName, location: property.location)
        if case .array = shape { relationship.isToMany = true }
        // Optional as Swift says, to-many too: `[Component] = []` is required in the stores SwiftData wrote.
        relationship.isOptional = isOptional
        for argument in property.relationshipArguments ?? [] {
            switch argument.label {
            case "deleteRule":
                let rule = argument.text.split(separator: ".").last.map(String.init) ?? ""
                let rules: [String: DeleteRule] = [
                    "nullify": .nullify, "cascade": .cascade, "deny": .deny,
                    "noAction": .noAction,
                ]
                if let deleteRule = rules[rule] {
                    relationship.deleteRule = deleteRule
                } else {
                    unreadable(argument, of: property, consequence: "the delete rule is taken as .nullify")
                }
            case "inverse":
                relationship.inverseName = DeclarationCollector.keyPathProperty(argument.text)
                relationship.inverseEntity = destinationName
            case "minimumModelCount":
                built.unverified.append("minimumModelCount of '\(property.name)'")
                if let count = Int(argument.text) {
                    relationship.minCount = count
                } else {
                    unreadable(argument, of: property, consequence: "hash unverified")
                }
            case "maximumModelCount":
                built.unverified.append("maximumModelCount of '\(property.name)'")
                if let count = Int(argument.text) {
                    relationship.maxCount = count
                } else {
                    unreadable(argument, of: property, consequence: "hash unverified")
                }
            case "originalName": relationship.renamingIdentifier = Self.stringLiteral(argument.text)
            case "hashModifier":
                relationship.versionHashModifier = Self.stringLiteral(argument.text)
                built.unverified.append("hashModifier of '\(property.name)'")
            default: applyRelationshipOption(argument, property: property, to: &relationship)
            }
        }
        built.entity.relationships.append(relationship)
        built.destinations.append(destination)
    }

    private func applyRelationshipOption(
        _ argument: SwiftDataDeclarations.Argument,
        property: SwiftDataDeclarations.Property,
        to relationship: inout Relationship
    ) {
        switch argument.text {
        case ".unique": break
        case ".spotlight": relationship.isIndexedBySpotlight = true
        default: unreadable(argument, of: property, consequence: "it is ignored")
        }
    }

    /// Sets the attribute's type from the Swift type, following SwiftDataTypeMapping.
    private func attributeType(
        of shape: SwiftTypeShape, property: SwiftDataDeclarations.Property, scope: [String],
        into attribute: inout Attribute, built: inout Built
    ) {
        switch shape {
        case let .named(name):
            if let row = SwiftDataTypeMapping.row(for: name) {
                attribute.type = row.attributeType
                if !row.verified {
                    built.unverified.append("attribute '\(property.name)' (\(name) as \(row.attributeType.rawValue))")
                }
            } else if let qualified = lookup.qualify(name, in: scope), let value = lookup.valueType(qualified) {
                // Codable structs and enums: composite attributes (MetaCocktailsSwiftData's stores).
                let (composite, unmeasured) = composite(for: value, property: property.name)
                attribute.type = .composite
                attribute.compositeName = composite.name
                built.composites.append(composite)
                built.unverified += unmeasured
            } else {
                attribute.type = .transformable
                diagnostics.report(
                    .warning(
                        "the type '\(name)' of '\(built.entity.name).\(property.name)' is not declared in the sources "
                            + "read: its attribute type is unknown (taken as Transformable), hash unverified",
                        at: property.location,
                        hint: "pass the folder that declares '\(name)' too, or accept the entity's hash as unverified"))
                built.unverified.append("attribute '\(property.name)' of a type not read (\(name))")
            }
        case let .array(element):
            // `[UUID]`, `[String]`: Transformable with NSSecureUnarchiveFromData (Retroview's and MetaCocktails'
            // stores); arrays of other elements are taken the same way, unmeasured.
            attribute.type = .transformable
            attribute.valueTransformerName = "NSSecureUnarchiveFromData"
            if case let .named(name) = element.unwrapped.shape, SwiftDataTypeMapping.row(for: name)?.verified == true {
                break
            }
            built.unverified.append("collection attribute '\(property.name)'")
        case .dictionary, .optional:
            attribute.type = .transformable
            attribute.valueTransformerName = "NSSecureUnarchiveFromData"
            built.unverified.append("collection attribute '\(property.name)'")
        }
    }

    /// The composite SwiftData makes of `value` for the property `property`, and what in it no store has shown.
    ///
    /// As MetaCocktailsSwiftData's stores show: an enum with a raw value is a composite of one optional member named
    /// after the property, of the raw type (`enum Ice: String` on `ice` is `ice: String`), so each property has a
    /// composite of its own; an enum without one, of an optional String member per case; a struct, of its stored
    /// properties, every one optional, arrays as Binary.
    private func composite(for value: SwiftDataDeclarations.ValueType, property: String)
        -> (Composite, unmeasured: [String])
    {
        if value.isEnum {
            var composite = Composite(name: value.name + "_" + property, location: value.location)
            var member = Attribute(name: property, declaringEntity: composite.name, location: value.location)
            member.isOptional = true
            guard let row = value.inherited.lazy.compactMap(SwiftDataTypeMapping.row(for:)).first else {
                // Without a raw value: one optional String member per case, named after it (HistoricSpec in
                // MetaCocktailsSwiftData's stores); cases with associated values are unmeasured.
                composite.attributes = value.cases.map { enumCase in
                    var member = Attribute(
                        name: enumCase.name, declaringEntity: composite.name,
                        location: value.location)
                    member.type = .string
                    member.isOptional = true
                    return member
                }
                let associated = value.cases.contains(where: \.hasAssociatedValues)
                return (composite, associated ? ["enum \(value.name) with associated values, on '\(property)'"] : [])
            }
            member.type = row.attributeType
            composite.attributes.append(member)
            return (composite, row.verified ? [] : ["enum \(value.name) of raw type \(row.swiftTypes[0])"])
        }
        var composite = Composite(name: value.name, location: value.location)
        var unmeasured: [String] = []
        for member in value.properties {
            var attribute = Attribute(name: member.name, declaringEntity: value.name, location: member.location)
            attribute.isOptional = true
            let text =
                member.typeText ?? Self.literalType(member.defaultValue) ?? Self.initializerType(member.defaultText)
            switch text.map({ SwiftTypeShape($0).unwrapped.shape }) {
            case let .named(name)?:
                if let row = SwiftDataTypeMapping.row(for: name) {
                    attribute.type = row.attributeType
                    if !row.verified { unmeasured.append("member '\(member.name)' of struct \(value.name)") }
                } else {
                    attribute.type = .transformable
                    unmeasured.append("member '\(member.name)' of struct \(value.name) (\(name))")
                }
            case .array?:
                attribute.type = .binary
            default:
                attribute.type = .transformable
                unmeasured.append("member '\(member.name)' of struct \(value.name)")
            }
            composite.attributes.append(attribute)
        }
        return (composite, unmeasured)
    }

    /// `@Attribute(.unique, .externalStorage, originalName: "x", hashModifier: "v2")`.
    private func applyOptions(
        _ arguments: [SwiftDataDeclarations.Argument], to attribute: inout Attribute,
        built: inout Built
    ) {
        for argument in arguments {
            switch argument.label {
            case "originalName": attribute.renamingIdentifier = Self.stringLiteral(argument.text)
            case "hashModifier":
                attribute.versionHashModifier = Self.stringLiteral(argument.text)
                built.unverified.append("hashModifier of '\(attribute.name)'")
            case nil: applyOption(argument, to: &attribute, built: &built)
            default: unreadableOption(argument, attribute: attribute.name, entity: built.entity.name)
            }
        }
    }

    private func applyOption(
        _ argument: SwiftDataDeclarations.Argument, to attribute: inout Attribute,
        built: inout Built
    ) {
        let option =
            argument.text.hasPrefix("Schema.Attribute.Option")
            ? String(argument.text.dropFirst("Schema.Attribute.Option".count)) : argument.text
        switch option {
        case ".unique":
            built.entity.uniquenessConstraints.append(
                UniquenessConstraint(properties: [attribute.name], location: argument.location))
        case ".externalStorage": attribute.allowsExternalBinaryDataStorage = true
        case ".allowsCloudEncryption": attribute.allowsCloudEncryption = true
        case ".preserveValueOnDeletion":
            attribute.preserveAfterDeletion = true
            built.unverified.append(".preserveValueOnDeletion on '\(attribute.name)'")
        case ".ephemeral":
            attribute.isTransient = true
            built.unverified.append(".ephemeral on '\(attribute.name)'")
        case ".spotlight": attribute.isIndexedBySpotlight = true
        default:
            if option.hasPrefix(".transformable(") {
                attribute.type = .transformable
                if let name = FirstArgument.text(of: option) {
                    attribute.valueTransformerName =
                        Self.stringLiteral(name)
                        ?? (name.hasSuffix(".self") ? String(name.dropLast(5)) : name)
                }
                built.unverified.append("transformable attribute '\(attribute.name)'")
            } else {
                unreadableOption(argument, attribute: attribute.name, entity: built.entity.name)
            }
        }
    }

    private func unreadableOption(_ argument: SwiftDataDeclarations.Argument, attribute: String, entity: String) {
        diagnostics.report(
            .warning(
                "@Attribute option '\(argument.text)' of '\(entity).\(attribute)' is not one Shale reads: it is ignored, "
                    + "hash unverified",
                at: argument.location,
                hint: "write the option literally (`.unique`, `.externalStorage`, "
                    + "`originalName: \"old\"`); Shale does not evaluate expressions"))
    }

    private func unreadable(
        _ argument: SwiftDataDeclarations.Argument, of property: SwiftDataDeclarations.Property,
        consequence: String
    ) {
        diagnostics.report(
            .warning(
                "@Relationship argument '\(argument.label.map { "\($0): " } ?? "")\(argument.text)' of '\(property.name)' "
                    + "cannot be read statically: \(consequence)",
                at: argument.location, hint: "write a literal value; Shale never evaluates user code"))
    }

    /// The type Swift gives a property declared without one from its literal initial value (`= false` is Bool,
    /// `= 0` Int, `= 0.5` Double, `= ""` String); `nil` for any other initial value.
    static func literalType(_ value: Value?) -> String? {
        switch value {
        case .boolean: "Bool"
        case .integer: "Int"
        case .double: "Double"
        case .string: "String"
        default: nil
        }
    }

    /// The type of an initial value that calls a type's initializer (`UUID()`, `[Card]()`, `Foo.Bar(x: 1)`): that
    /// type, as Swift infers it; `nil` for anything else.
    static func initializerType(_ text: String?) -> String? {
        guard let text, let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = String(text[..<open])
        // `[Card]()`, `[String: Int]()`: a collection's empty initializer.
        if name.hasPrefix("["), name.hasSuffix("]"), text.hasSuffix("]()") { return name }
        let last = name.split(separator: ".").last.map(String.init) ?? ""
        guard let first = last.first, first.isUppercase,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return name
    }

    /// The text of a string literal (`"old"`), or `nil` for any other expression.
    static func stringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\(") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// A literal default converted to the attribute's type (`0` on a Double is `0.0`); `nil` when it does not fit.
    static func typed(_ value: Value, as type: AttributeType) -> Value? {
        switch (value, type) {
        case (.integer, _) where type.isInteger: return value
        case let (.integer(number), .double): return .double(Double(number))
        case let (.integer(number), .float): return .float(Float(number))
        case let (.integer(number), .decimal): return .decimal(String(number))
        case let (.double(number), .float): return .float(Float(number))
        case let (.double(number), .decimal): return .decimal(String(number))
        case (.double, .double), (.boolean, .boolean), (.string, .string): return value
        default: return nil
        }
    }
}

/// The first argument of a call written as text: `.transformable(by: X.self)` gives `X.self`.
enum FirstArgument {
    static func text(of call: String) -> String? {
        guard let open = call.firstIndex(of: "("), call.hasSuffix(")") else { return nil }
        var inner = String(call[call.index(after: open)..<call.index(before: call.endIndex)])
        if let colon = inner.firstIndex(of: ":"), !inner[..<colon].contains("\"") {
            inner = String(inner[inner.index(after: colon)...])
        }
        let trimmed = inner.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}

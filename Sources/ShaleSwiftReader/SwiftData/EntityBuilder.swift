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
           let parentModel = lookup.model(parent) {
            built.entity.parentEntity = parentModel.name
            built.destinations.append(parent)
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
        guard let typeText = property.typeText ?? Self.literalType(property.defaultValue)
                ?? Self.initializerType(property.defaultText) else {
            diagnostics.report(.warning(
                "stored property '\(property.name)' has no written type: Shale does not infer types, so it is left "
                    + "out of entity '\(entityName)' (hash unverified)",
                at: property.location, hint: "write the type (`var \(property.name): Int = 0`), as SwiftData's "
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
        if !isOptional { built.unverified.append("non-optional attribute '\(property.name)'") }
        attributeType(of: shape, property: property, scope: scope, into: &attribute, built: &built)
        if let value = property.defaultValue {
            attribute.defaultValue = Self.typed(value, as: attribute.type)
        } else if let text = property.defaultText, !isOptional, text != "nil" {
            diagnostics.report(.warning(
                "the initial value of '\(entityName).\(property.name)' (\(Diagnostic.quote(text, limit: 40))) is "
                    + "computed: SwiftData records its value as the default, which Shale does not evaluate, so the "
                    + "model here has none and a migration adding it is judged as without a default (unverified)",
                at: property.location, hint: "write a literal initial value to have it read, or accept the verdict"))
        }
        applyOptions(property.attributeArguments ?? [], to: &attribute, built: &built)
        built.entity.attributes.append(attribute)
    }

    /// The qualified model class a property of `shape` points to, when it holds model objects.
    private func relationshipDestination(_ shape: SwiftTypeShape, scope: [String]) -> String? {
        var element = shape
        if case let .array(inner) = shape { element = inner.unwrapped.shape }
        guard case let .named(name) = element, let qualified = lookup.qualify(name, in: scope),
              lookup.model(qualified) != nil else { return nil }
        return qualified
    }

    private func addRelationship(_ property: SwiftDataDeclarations.Property, destination: String,
                                 shape: SwiftTypeShape, isOptional: Bool, to built: inout Built) {
        let destinationName = lookup.model(destination)!.name
        var relationship = Relationship(name: property.name, declaringEntity: built.entity.name,
                                        destinationEntity: destinationName, location: property.location)
        if case .array = shape { relationship.isToMany = true }
        // Optional as Swift says, to-many too: `[Component] = []` is required in the stores SwiftData wrote.
        relationship.isOptional = isOptional
        built.unverified.append("relationship '\(property.name)'")
        for argument in property.relationshipArguments ?? [] {
            switch argument.label {
            case "deleteRule":
                let rule = argument.text.split(separator: ".").last.map(String.init) ?? ""
                let rules: [String: DeleteRule] = ["nullify": .nullify, "cascade": .cascade, "deny": .deny,
                                                   "noAction": .noAction]
                if let deleteRule = rules[rule] { relationship.deleteRule = deleteRule } else {
                    unreadable(argument, of: property, consequence: "the delete rule is taken as .nullify")
                }
            case "inverse":
                relationship.inverseName = DeclarationCollector.keyPathProperty(argument.text)
                relationship.inverseEntity = destinationName
            case "minimumModelCount":
                if let count = Int(argument.text) { relationship.minCount = count } else {
                    unreadable(argument, of: property, consequence: "hash unverified")
                    built.unverified.append("minimumModelCount of '\(property.name)'")
                }
            case "maximumModelCount":
                if let count = Int(argument.text) { relationship.maxCount = count } else {
                    unreadable(argument, of: property, consequence: "hash unverified")
                    built.unverified.append("maximumModelCount of '\(property.name)'")
                }
            case "originalName": relationship.renamingIdentifier = Self.stringLiteral(argument.text)
            case "hashModifier": relationship.versionHashModifier = Self.stringLiteral(argument.text)
            default: applyRelationshipOption(argument, property: property, to: &relationship)
            }
        }
        built.entity.relationships.append(relationship)
        built.destinations.append(destination)
    }

    private func applyRelationshipOption(_ argument: SwiftDataDeclarations.Argument,
                                         property: SwiftDataDeclarations.Property,
                                         to relationship: inout Relationship) {
        switch argument.text {
        case ".unique": break
        case ".spotlight": relationship.isIndexedBySpotlight = true
        default: unreadable(argument, of: property, consequence: "it is ignored")
        }
    }

    /// Sets the attribute's type from the Swift type, following SwiftDataTypeMapping.
    private func attributeType(of shape: SwiftTypeShape, property: SwiftDataDeclarations.Property, scope: [String],
                               into attribute: inout Attribute, built: inout Built) {
        switch shape {
        case let .named(name):
            if let row = SwiftDataTypeMapping.row(for: name) {
                attribute.type = row.attributeType
                if !row.verified {
                    built.unverified.append("attribute '\(property.name)' (\(name) as \(row.attributeType.rawValue))")
                }
            } else if let qualified = lookup.qualify(name, in: scope), let value = lookup.valueType(qualified) {
                // Codable structs and enums: composite attributes (unmeasured).
                attribute.type = .composite
                attribute.compositeName = value.name
                built.composites.append(composite(for: value))
                built.unverified.append("attribute '\(property.name)' (\(value.isEnum ? "enum" : "struct") \(name))")
            } else {
                attribute.type = .transformable
                diagnostics.report(.warning(
                    "the type '\(name)' of '\(built.entity.name).\(property.name)' is not declared in the sources "
                        + "read: its attribute type is unknown (taken as Transformable), hash unverified",
                    at: property.location,
                    hint: "pass the folder that declares '\(name)' too, or accept the entity's hash as unverified"))
                built.unverified.append("attribute '\(property.name)' of a type not read (\(name))")
            }
        case .array, .dictionary, .optional:
            attribute.type = .transformable
            built.unverified.append("collection attribute '\(property.name)'")
        }
    }

    /// A composite named after `value`, with a struct's stored properties of plain types as members.
    private func composite(for value: SwiftDataDeclarations.ValueType) -> Composite {
        var composite = Composite(name: value.name, location: value.location)
        for property in value.properties {
            guard let text = property.typeText else { continue }
            let (shape, isOptional) = SwiftTypeShape(text).unwrapped
            guard case let .named(name) = shape, let row = SwiftDataTypeMapping.row(for: name) else { continue }
            var member = Attribute(name: property.name, declaringEntity: value.name, location: property.location)
            member.type = row.attributeType
            member.isOptional = isOptional
            composite.attributes.append(member)
        }
        return composite
    }

    /// `@Attribute(.unique, .externalStorage, originalName: "x", hashModifier: "v2")`.
    private func applyOptions(_ arguments: [SwiftDataDeclarations.Argument], to attribute: inout Attribute,
                              built: inout Built) {
        for argument in arguments {
            switch argument.label {
            case "originalName": attribute.renamingIdentifier = Self.stringLiteral(argument.text)
            case "hashModifier": attribute.versionHashModifier = Self.stringLiteral(argument.text)
            case nil: applyOption(argument, to: &attribute, built: &built)
            default: unreadableOption(argument, attribute: attribute.name, entity: built.entity.name)
            }
        }
    }

    private func applyOption(_ argument: SwiftDataDeclarations.Argument, to attribute: inout Attribute,
                             built: inout Built) {
        let option = argument.text.hasPrefix("Schema.Attribute.Option")
            ? String(argument.text.dropFirst("Schema.Attribute.Option".count)) : argument.text
        switch option {
        case ".unique":
            built.entity.uniquenessConstraints.append(
                UniquenessConstraint(properties: [attribute.name], location: argument.location))
            built.unverified.append("@Attribute(.unique) on '\(attribute.name)'")
        case ".externalStorage": attribute.allowsExternalBinaryDataStorage = true
        case ".allowsCloudEncryption": attribute.allowsCloudEncryption = true
        case ".preserveValueOnDeletion": attribute.preserveAfterDeletion = true
        case ".ephemeral": attribute.isTransient = true
        case ".spotlight": attribute.isIndexedBySpotlight = true
        default:
            if option.hasPrefix(".transformable(") {
                attribute.type = .transformable
                if let name = FirstArgument.text(of: option) {
                    attribute.valueTransformerName = Self.stringLiteral(name)
                        ?? (name.hasSuffix(".self") ? String(name.dropLast(5)) : name)
                }
                built.unverified.append("transformable attribute '\(attribute.name)'")
            } else {
                unreadableOption(argument, attribute: attribute.name, entity: built.entity.name)
            }
        }
    }

    private func unreadableOption(_ argument: SwiftDataDeclarations.Argument, attribute: String, entity: String) {
        diagnostics.report(.warning(
            "@Attribute option '\(argument.text)' of '\(entity).\(attribute)' is not one Shale reads: it is ignored, "
                + "hash unverified",
            at: argument.location, hint: "write the option literally (`.unique`, `.externalStorage`, "
                + "`originalName: \"old\"`); Shale does not evaluate expressions"))
    }

    private func unreadable(_ argument: SwiftDataDeclarations.Argument, of property: SwiftDataDeclarations.Property,
                            consequence: String) {
        diagnostics.report(.warning(
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
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
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

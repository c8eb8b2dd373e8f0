import Foundation
import ShaleModel
import ShaleResolver

extension SwiftDataTranslator {
    /// An attribute as a stored property, or nil when SwiftData has no form for it (reported or noted).
    /// - Parameter unique: Whether a single-attribute uniqueness constraint names it (`@Attribute(.unique)`).
    func property(
        _ attribute: Attribute, unique: Bool, notes: inout [String],
        diagnostics: DiagnosticCollector?
    ) -> SwiftDataPropertyContext? {
        guard let type = swiftType(of: attribute) else {
            if attribute.type == .composite {
                diagnostics?.report(
                    .error(
                        "composite attribute '\(attribute.name)' of entity '\(attribute.declaringEntity)' names no "
                            + "composite of the model",
                        at: attribute.location, hint: "choose the attribute's composite in Xcode's model editor"))
            } else {
                notes.append(
                    "'\(attribute.name)' (\(attribute.type.rawValue)) is left out: "
                        + "SwiftData has no such type.")
            }
            return nil
        }
        let initial = attribute.defaultValue.flatMap { literal($0, type: type, optional: attribute.isOptional) }
        let isOptional = attribute.isOptional || initial == nil && (attribute.isTransient || isCloudKit)
        if isCloudKit, !attribute.isOptional, initial == nil, !attribute.isTransient {
            notes.append("'\(attribute.name)' is optional: CloudKit needs every value optional or defaulted.")
        }
        var macro: String?
        if attribute.isTransient {
            macro = "@Transient"
        } else {
            let arguments = attributeOptions(attribute, unique: unique)
            macro = arguments.isEmpty ? nil : "@Attribute(" + arguments.joined(separator: ", ") + ")"
        }
        return SwiftDataPropertyContext(
            .init(
                name: attribute.name, swiftName: SwiftNamer.identifier(attribute.name), macro: macro,
                typeDeclaration: type + (isOptional ? "?" : ""),
                initialValue: initial ?? (attribute.isTransient ? "nil" : nil),
                comment: attribute.isDerived
                    ? "Derived in Core Data" + (attribute.derivationExpression.map { ": " + Self.oneLine($0) } ?? "")
                    : nil))
    }

    /// `@Attribute`'s arguments, in the macro's order: options, then `originalName:` and `hashModifier:`.
    private func attributeOptions(_ attribute: Attribute, unique: Bool) -> [String] {
        var options: [String] = []
        if unique { options.append(".unique") }
        if attribute.allowsExternalBinaryDataStorage { options.append(".externalStorage") }
        if attribute.type == .transformable {
            let transformer = attribute.valueTransformerName ?? "NSSecureUnarchiveFromData"
            options.append(".transformable(by: \(SwiftSource.string(transformer)))")
        }
        if attribute.allowsCloudEncryption { options.append(".allowsCloudEncryption") }
        if attribute.preserveAfterDeletion { options.append(".preserveValueOnDeletion") }
        if attribute.isIndexedBySpotlight { options.append(".spotlight") }
        if let original = attribute.renamingIdentifier, original != attribute.name {
            options.append("originalName: \(SwiftSource.string(original))")
        }
        if let modifier = attribute.versionHashModifier {
            options.append("hashModifier: \(SwiftSource.string(modifier))")
        }
        return options
    }

    /// The Swift type SwiftData stores the attribute as, without `?`; nil when there is none.
    func swiftType(of attribute: Attribute) -> String? {
        if let type = attribute.type.swiftValueType { return qualified(type) }
        switch attribute.type {
        case .composite:
            guard let name = attribute.compositeName, model.composites.contains(where: { $0.name == name }) else {
                return nil
            }
            return SwiftNamer.identifier(name)
        case .objectID: return nil
        default: return attribute.customClassSwiftName ?? qualified("NSObject")
        }
    }

    /// A model default as a Swift expression of `type`; nil when it has none SwiftData could start from.
    func literal(_ value: Value, type: String, optional: Bool) -> String? {
        let unwrap = optional ? "" : "!"
        switch value {
        case .integer(let number): return "\(number)"
        case .double(let number): return number.isFinite ? Self.numberText(number) : nil
        case .float(let number): return number.isFinite ? Self.numberText(Double(number)) : nil
        case .decimal(let text):
            let isNumber = Double(text) != nil && text.allSatisfy { $0.isNumber || "-.eE+".contains($0) }
            return isNumber ? (text.hasPrefix(".") ? "0" + text : text) : nil
        case .boolean(let flag): return flag ? "true" : "false"
        case .string(let text): return SwiftSource.string(text)
        case .date(let seconds):
            return "\(qualified("Date"))(timeIntervalSinceReferenceDate: \(Self.numberText(seconds)))"
        case .uuid(let text): return "\(qualified("UUID"))(uuidString: \(SwiftSource.string(text)))\(unwrap)"
        case .uri(let text): return "\(qualified("URL"))(string: \(SwiftSource.string(text)))\(unwrap)"
        }
    }

    /// The structs of the composites `attributes` store, with their members as properties.
    func composites(of attributes: [Attribute], diagnostics: DiagnosticCollector?) -> [SwiftDataCompositeContext] {
        let names = Set(attributes.filter { $0.type == .composite }.compactMap(\.compositeName))
        var notes: [String] = []
        return model.composites.filter { names.contains($0.name) }.sorted { $0.name < $1.name }.map { composite in
            let members = composite.attributes.sorted { $0.name < $1.name }.compactMap { member in
                property(
                    member.type == .composite ? member.withType(.binary) : member, unique: false, notes: &notes,
                    diagnostics: diagnostics)
            }
            return SwiftDataCompositeContext(
                .init(
                    typeName: SwiftNamer.identifier(composite.name),
                    properties: members.map(\.withoutMacro)))
        }
    }

    /// `text` on one line, for a `//` comment.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `0` for 0.0 (as Xcode writes it), `1.5` otherwise.
    private static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}

extension Attribute {
    /// The attribute with another type (a nested composite member, which SwiftData cannot nest, as data).
    fileprivate func withType(_ type: AttributeType) -> Attribute {
        var copy = self
        copy.type = type
        return copy
    }
}

extension SwiftDataPropertyContext {
    /// The property without its macro: a composite struct's member is a plain `Codable` property.
    var withoutMacro: SwiftDataPropertyContext {
        SwiftDataPropertyContext(
            .init(
                name: values.name, swiftName: values.swiftName, macro: nil, typeDeclaration: values.typeDeclaration,
                initialValue: values.initialValue == "nil" ? nil : values.initialValue, comment: values.comment))
    }
}

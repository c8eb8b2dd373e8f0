import ShaleModel
import ShaleResolver

extension EntityTranslator {
    /// Whether an attribute can be stored in a `Sendable` immutable model.
    static func hasValueType(_ attribute: Attribute) -> Bool {
        switch attribute.type {
        case .undefined, .objectID, .composite: false
        case .transformable: attribute.customClassName.flatMap(SwiftTypeName.customClass) != nil
        default: true
        }
    }

    /// The context of `attribute`, read from `managedObject.<managedName>`.
    /// - Parameters:
    ///   - managedName: The managed property's name; substruct members pass `prefix_name`.
    ///   - name: The name templates show (`name` for substruct members, without the prefix).
    ///   - managedOnly: Skip enum handling (for the managed class, which stores the raw value).
    ///   - owner: The immutable type whose `shaleEnum` helper reads string-backed enums.
    ///   - slots: The slots of the entity's attributes (`SlateKeys`), by attribute name, computed once.
    func attributeContext(
        _ attribute: Attribute,
        managedName: String? = nil,
        name: String? = nil,
        optionalInValue: Bool? = nil,
        slots: [String: any TemplateContext],
        userInfo: inout UserInfoReader,
        enumConversions: inout Set<String>,
        managedOnly: Bool = false,
        owner: String = ""
    ) -> AttributeContext {
        let storedName = managedName ?? attribute.name
        let managedSwiftName = SwiftNamer.managedPropertyName(storedName, suffix: "Attribute")
        let isRenamed = SwiftNamer.isManagedObjectMember(storedName)
        // A renamed property goes through primitive accessors, which hold objects: it is never a scalar.
        // Two calls rather than a conditional expression, which would copy `attribute`.
        var types =
            isRenamed
            ? AttributeSwiftTypes(attribute.withScalarValueType(false), castsIntegers: options.castsIntegers)
            : AttributeSwiftTypes(attribute, castsIntegers: options.castsIntegers)
        if options.targetsMemoryRuntime { types.useIdentityType("SlateID") }
        let source = "managedObject.\(managedSwiftName)"
        var valueType = types.valueType
        var isOptional = optionalInValue ?? attribute.isOptional
        var expression: String
        if !managedOnly, let enumType = userInfo.enumType(of: attribute) {
            let fallback = userInfo.enumDefault(of: attribute)
            valueType = enumType
            isOptional = fallback == nil
            let raw: String
            if attribute.type == .string {
                enumConversions.insert("String")
                raw = "\(owner).shaleEnum(\(source))"
            } else if types.isScalar {
                raw = "\(enumType)(rawValue: Int(\(source)))"
            } else if !types.isManagedOptional {
                // A required `NSNumber` is declared without `?`: read it directly.
                raw = "\(enumType)(rawValue: \(source).intValue)"
            } else {
                raw = "\(source).flatMap { \(enumType)(rawValue: $0.intValue) }"
            }
            expression = fallback.map { "\(raw) ?? .\($0)" } ?? raw
        } else if types.isScalar {
            expression = attribute.type.isInteger && options.castsIntegers ? "Int(\(source))" : source
        } else if !types.isManagedOptional {
            // A required `NSNumber`: read without unwrapping, as slategen does.
            let converted = source + types.conversion
            expression = isOptional ? "Optional(\(converted))" : converted
        } else {
            let converted = types.conversion.isEmpty ? source : "\(source)?\(types.conversion)"
            if isOptional {
                expression = converted
            } else if let fallback = userInfo.defaultExpression(of: attribute) {
                expression = "\(converted) ?? \(fallback)"
            } else {
                expression = types.conversion.isEmpty ? "\(source)!" : "\(source)!\(types.conversion)"
            }
        }
        let shownName = name ?? attribute.name
        return AttributeContext(
            .init(
                name: shownName,
                swiftName: managedOnly ? managedSwiftName : SwiftNamer.identifier(shownName),
                isRenamed: managedOnly && isRenamed,
                modelType: attribute.type.rawValue,
                managedDeclaration: types.managedDeclaration,
                isScalar: types.isScalar,
                valueDeclaration: valueType + (isOptional ? "?" : ""),
                valueType: valueType,
                isOptional: isOptional,
                valueExpression: expression,
                access: userInfo.access(of: attribute),
                declaringEntity: attribute.declaringEntity,
                isTransient: attribute.isTransient,
                isDerived: attribute.isDerived,
                userInfo: attribute.userInfo.map { KeyValueContext(.init(key: $0.key, value: $0.value)) },
                coreData: slots[attribute.name]
            ))
    }

    func substructContext(
        _ group: SubstructGrouping.Group, owner: String,
        slots: [String: any TemplateContext],
        userInfo: inout UserInfoReader, enumConversions: inout Set<String>
    ) -> SubstructContext {
        let members = group.members.sorted { $0.1 < $1.1 }.map { attribute, memberName in
            let optInStruct = attribute.userInfo["optInStruct"].map { $0.lowercased() == "true" }
            return attributeContext(
                attribute,
                managedName: "\(group.prefix)_\(memberName)",
                name: memberName,
                optionalInValue: optInStruct ?? attribute.isOptional,
                slots: slots,
                userInfo: &userInfo,
                enumConversions: &enumConversions,
                owner: owner
            )
        }
        let structName = SubstructGrouping.structName(of: group.prefix)
        return SubstructContext(
            .init(
                prefix: group.prefix,
                swiftName: SwiftNamer.identifier(group.prefix),
                structName: structName,
                typeDeclaration: "\(owner).\(structName)" + (group.hasFlag == nil ? "" : "?"),
                isOptional: group.hasFlag != nil,
                hasAttribute: group.hasFlag.map { "\(group.prefix)_\($0.name.split(separator: "_").last ?? "has")" },
                attributes: members
            ))
    }
}

/// Slate's substructs: attributes named `prefix_name` (exactly one underscore, `name` an identifier: `address_1`
/// stays plain) group into a nested struct; a Boolean `prefix_has` makes the substruct optional.
struct SubstructGrouping {
    /// Types every immutable model declares inside itself, which a substruct cannot be named.
    static let reservedStructNames: Set<String> = ["Attributes", "Relationships", "ManagedPropertyProviding"]

    /// The struct a prefix names: `address` → `Address`.
    static func structName(of prefix: String) -> String {
        prefix.prefix(1).uppercased() + prefix.dropFirst()
    }

    struct Group {
        var prefix: String
        var members: [(Attribute, String)]
        var hasFlag: Attribute?
    }

    /// Attributes outside any substruct, with a value type.
    var plain: [Attribute] = []
    /// The substructs, sorted by prefix.
    var groups: [Group] = []

    init(_ entity: Entity) {
        var byPrefix: [String: Group] = [:]
        plain.reserveCapacity(entity.attributes.count)
        for attribute in entity.attributes where EntityTranslator.hasValueType(attribute) {
            // `prefix_member`: exactly one `_`, with text on both sides (split on UTF-8: `_` is ASCII).
            let name = attribute.name.utf8
            guard let underscore = name.firstIndex(of: UInt8(ascii: "_")), underscore != name.startIndex,
                name.index(after: underscore) != name.endIndex,
                !name[name.index(after: underscore)...].contains(UInt8(ascii: "_"))
            else {
                plain.append(attribute)
                continue
            }
            let parts = [attribute.name[..<underscore], attribute.name[attribute.name.index(after: underscore)...]]
            guard SwiftIdentifier.isValid(String(parts[1])) else {
                plain.append(attribute)
                continue
            }
            let prefix = String(parts[0])
            var group = byPrefix[prefix] ?? Group(prefix: prefix, members: [])
            if parts[1] == "has", attribute.type == .boolean {
                group.hasFlag = attribute
            } else {
                group.members.append((attribute, String(parts[1])))
            }
            byPrefix[prefix] = group
        }
        // A prefix that is also an attribute's name, or whose struct would take the name of a member type the
        // immutable model declares itself, would be declared twice: its attributes stay plain instead.
        guard !byPrefix.isEmpty else { return }
        let plainNames = Set(plain.map(\.name))
        func isUsable(_ group: Group) -> Bool {
            !group.members.isEmpty && !plainNames.contains(group.prefix)
                && !Self.reservedStructNames.contains(Self.structName(of: group.prefix))
        }
        groups = byPrefix.values.filter(isUsable).sorted { $0.prefix < $1.prefix }
        for group in byPrefix.values.sorted(by: { $0.prefix < $1.prefix }) where !isUsable(group) {
            plain += group.members.map(\.0) + (group.hasFlag.map { [$0] } ?? [])
        }
    }
}

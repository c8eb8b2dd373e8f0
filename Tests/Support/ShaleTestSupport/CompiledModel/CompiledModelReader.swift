import Foundation

extension CompiledModel {
    /// Reads the compiled model (`.mom`) at `url`.
    /// - Throws: `KeyedArchive.Failure` when the file is no keyed archive of an `NSManagedObjectModel`.
    package init(contentsOf url: URL) throws {
        try self.init(archive: KeyedArchive(data: Data(contentsOf: url)))
    }

    /// Reads a compiled model from its keyed archive.
    /// - Throws: `KeyedArchive.Failure` when the archive's root is no `NSManagedObjectModel`.
    package init(archive: KeyedArchive) throws {
        let root = try archive.root()
        guard root.className == "NSManagedObjectModel" else {
            throw KeyedArchive.Failure.malformed("the root is \(root.className), not NSManagedObjectModel")
        }
        entities = try root.pairs("NSEntities").compactMap { try archive.object($0.value) }
            .map(CompiledEntity.init(archived:)).sorted { $0.name < $1.name }
        fetchRequestTemplates = try root.pairs("NSFetchRequestTemplates").compactMap { name, value in
            try archive.object(value).map { try CompiledFetchRequest(archived: $0, name: name) }
        }.sorted { $0.name < $1.name }
        for (name, value) in try root.pairs("NSConfigurations") {
            let members = try archive.object(value)?.members() ?? []
            configurations[name] = try members.compactMap { try archive.object($0)?.string("NSEntityName") }.sorted()
        }
        versionIdentifiers = try root.members("NSVersionIdentifiers").compactMap {
            guard case .string(let identifier)? = try archive.resolve($0) else { return nil }
            return identifier
        }.sorted()
        compilerXcodeVersion = root.integer("CDMCompilerXcodeVersion").map(Int.init)
        if case .real(let version)? = root.fields["CDMCompilerToolVersion"] { compilerToolVersion = version }
        if case .integer(let version)? = root.fields["CDMCompilerToolVersion"] { compilerToolVersion = Double(version) }
    }
}

extension CompiledEntity {
    init(archived entity: ArchivedObject) throws {
        guard let name = try entity.string("NSEntityName") else {
            throw KeyedArchive.Failure.malformed("entity \(entity.index) has no name")
        }
        self.name = name
        className = try entity.string("NSClassNameForEntity")
        isAbstract = entity.flag("NSIsAbstract")
        superentity = try entity.object("NSSuperentity")?.string("NSEntityName")
        subentities = try entity.pairs("NSSubentities").map(\.key).sorted()
        renamingIdentifier = try entity.string("NSRenamingIdentifier")
        versionHashModifier = try entity.string("NSVersionHashModifier")
        if case .data(let hash)? = try entity.archive.resolve(entity.fields["NSVersionHash"]) { versionHash = hash }
        userInfo = try entity.userInfo()
        archivedKeys = entity.keys
        for (_, value) in try entity.pairs("NSProperties") {
            guard let property = try entity.archive.object(value) else { continue }
            switch property.className {
            case "NSAttributeDescription", "NSDerivedAttributeDescription", "NSCompositeAttributeDescription":
                attributes.append(try CompiledAttribute(archived: property))
            case "NSRelationshipDescription":
                relationships.append(try CompiledRelationship(archived: property))
            case "NSFetchedPropertyDescription":
                fetchedProperties.append(try CompiledFetchedProperty(archived: property))
            default:
                unknownProperties[try property.string("NSPropertyName") ?? "#\(property.index)"] = property.className
            }
        }
        attributes.sort { $0.name < $1.name }
        relationships.sort { $0.name < $1.name }
        fetchedProperties.sort { $0.name < $1.name }
        uniquenessConstraints = try entity.nameLists("NSUniqueTuples")
        compoundIndexes = try entity.nameLists("NSCompoundIndexes")
        fetchIndexes = try entity.members("NSFetchIndexDescriptions").compactMap { value in
            try entity.archive.object(value).map(CompiledFetchIndex.init(archived:))
        }
    }
}

extension CompiledPropertyBase {
    init(archived property: ArchivedObject) throws {
        guard let name = try property.string("NSPropertyName") else {
            throw KeyedArchive.Failure.malformed("property \(property.index) has no name")
        }
        self.name = name
        isOptional = property.flag("NSIsOptional")
        isTransient = property.flag("NSIsTransient")
        isIndexed = property.flag("NSIsIndexed")
        isReadOnly = property.flag("NSIsReadOnly")
        renamingIdentifier = try property.string("NSRenamingIdentifier")
        versionHashModifier = try property.string("NSVersionHashModifier")
        userInfo = try property.userInfo()
        propertyFlags = property.integer("_P")
        archivedKeys = property.keys
    }
}

extension CompiledAttribute {
    init(archived attribute: ArchivedObject) throws {
        base = try CompiledPropertyBase(archived: attribute)
        attributeType = attribute.integer("NSAttributeType") ?? 0
        valueClassName = try attribute.string("NSAttributeValueClassName")
        defaultValue = try CompiledValue(attribute.archive, attribute.fields["NSDefaultValue"])
        valueTransformerName = try attribute.string("NSValueTransformerName")
        flags = attribute.integer("NSFlagsKey") ?? 0
        isDerived = attribute.className == "NSDerivedAttributeDescription"
        if let expression = try attribute.object("NSDerivationExpression") {
            derivationExpression = try ArchivedExpression.format(expression)
        }
        validationPredicateCount = try attribute.members("NSValidationPredicates").count
    }
}

extension CompiledRelationship {
    init(archived relationship: ArchivedObject) throws {
        base = try CompiledPropertyBase(archived: relationship)
        let destination = try relationship.object("NSDestinationEntity")
        destinationEntity =
            try relationship.string("_NSDestinationEntityName")
            ?? destination?.string("NSEntityName")
        let inverse = try relationship.object("NSInverseRelationship")
        inverseName = try relationship.string("_NSInverseRelationshipName") ?? inverse?.string("NSPropertyName")
        inverseEntity = try inverse?.object("NSEntity")?.string("NSEntityName")
        minCount = relationship.integer("NSMinCount") ?? 0
        maxCount = relationship.integer("NSMaxCount") ?? 0
        deleteRule = relationship.integer("NSDeleteRule") ?? 1
        isOrdered = relationship.flag("NSIsOrdered")
    }
}

extension CompiledFetchedProperty {
    init(archived property: ArchivedObject) throws {
        base = try CompiledPropertyBase(archived: property)
        guard let request = try property.object("NSFetchRequest") else {
            throw KeyedArchive.Failure.malformed("fetched property \(base.name) has no fetch request")
        }
        fetchRequest = try CompiledFetchRequest(archived: request, name: "")
        if fetchRequest.entity == nil { fetchRequest.entity = try property.string("_NSFetchRequestEntityName") }
    }
}

extension CompiledFetchRequest {
    init(archived request: ArchivedObject, name: String) throws {
        self.name = name
        entity = try request.object("NSEntity")?.string("NSEntityName")
        if let predicate = try request.object("NSPredicate") {
            self.predicate = try ArchivedExpression.format(predicate)
            substitutionVariables = try ArchivedExpression.variables(predicate).sorted()
        }
        fetchLimit = request.integer("NSFetchLimit") ?? 0
        fetchBatchSize = request.integer("NSBatchSize") ?? 0
        fetchOffset = request.integer("NSFetchOffset") ?? 0
        resultType = request.integer("NSResultType") ?? 0
        flags = request.flag("NSHasFetchRequestFlags") ? request.integer("NSFetchRequestFlags") ?? 0 : nil
    }
}

extension CompiledFetchIndex {
    init(archived index: ArchivedObject) throws {
        name = try index.string("NSIndexName") ?? ""
        hasPartialIndexPredicate = try index.object("NSPartialIndexPredicate") != nil
        elements = try index.members("NSIndexElements").compactMap { value in
            guard let element = try index.archive.object(value) else { return nil }
            return Element(
                property: try element.string("NSPropertyName"),
                type: element.integer("NSFetchIndexElementType") ?? 0,
                isAscending: element.flag("NSAscending"))
        }
    }
}

extension CompiledValue {
    /// The constant a value refers to; nil for `$null`.
    init?(_ archive: KeyedArchive, _ value: ArchiveValue?) throws {
        switch try archive.resolve(value) {
        case nil: return nil
        case .string(let text)?: self = .string(text)
        case .integer(let number)?: self = .integer(number)
        case .real(let number)?: self = .real(number)
        case .boolean(let flag)?: self = .boolean(flag)
        case .data(let bytes)?: self = .data(bytes)
        case .date(let date)?: self = .date(date.timeIntervalSinceReferenceDate)
        case .array, .dictionary, .reference:
            guard let object = try archive.object(value) else { return nil }
            self = try Self.object(object)
        }
    }

    private static func object(_ object: ArchivedObject) throws -> CompiledValue {
        switch object.className {
        case "NSDecimalNumberPlaceholder", "NSDecimalNumber": return .decimal(try decimalText(object))
        case "NSDate": if case .real(let time)? = object.fields["NS.time"] { return .date(time) }
        case "NSUUID":
            if case .data(let bytes)? = try object.archive.resolve(object.fields["NS.uuidbytes"]), bytes.count == 16 {
                let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
                return .text(uuid.uuidString)
            }
        case "NSURL": if let text = try object.string("NS.relative") { return .text(text) }
        case "NSMutableString", "NSString": if let text = try object.string("NS.string") { return .string(text) }
        default: break
        }
        return .other(object.className)
    }

    /// An archived decimal's text: a little-endian mantissa of up to eight 16-bit words (`NS.length` of them), an
    /// exponent and a sign.
    private static func decimalText(_ object: ArchivedObject) throws -> String {
        let length = Int(object.integer("NS.length") ?? 0)
        guard length > 0 else { return "0" }
        guard case .data(let bytes)? = try object.archive.resolve(object.fields["NS.mantissa"]) else { return "NaN" }
        var mantissa = Decimal(0)
        for word in stride(from: min(length, bytes.count / 2) - 1, through: 0, by: -1) {
            let low = bytes[bytes.startIndex + 2 * word]
            let high = bytes[bytes.startIndex + 2 * word + 1]
            mantissa = mantissa * 65536 + Decimal(Int(high) << 8 | Int(low))
        }
        let exponent = Int(object.integer("NS.exponent") ?? 0)
        var value = exponent >= 0 ? mantissa * pow(10, exponent) : mantissa / pow(10, -exponent)
        if object.flag("NS.negative") { value.negate() }
        return "\(value)"
    }
}

extension ArchivedObject {
    /// The userInfo dictionary under `NSUserInfo`, values printed as strings.
    func userInfo() throws -> [String: String] {
        var entries: [String: String] = [:]
        for (key, value) in try pairs("NSUserInfo") {
            switch try archive.resolve(value) {
            case .string(let text)?: entries[key] = text
            case .integer(let number)?: entries[key] = "\(number)"
            case .real(let number)?: entries[key] = "\(number)"
            case .boolean(let flag)?: entries[key] = flag ? "YES" : "NO"
            default: entries[key] = try archive.object(value)?.string("NS.string") ?? ""
            }
        }
        return entries
    }

    /// An array of arrays of names (`NSUniqueTuples`, `NSCompoundIndexes`): each member is a name or a property.
    func nameLists(_ key: String) throws -> [[String]] {
        try members(key).map { list in
            guard let list = try archive.object(list) else { return [] }
            return try list.members().compactMap { member in
                if case .string(let name)? = try archive.resolve(member) { return name }
                guard let object = try archive.object(member) else { return nil }
                return try object.string("NSPropertyName") ?? object.string("NS.string")
            }
        }
    }
}

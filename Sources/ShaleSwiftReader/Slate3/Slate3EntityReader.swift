import ShaleModel
import SwiftSyntax

/// Reads one `@SlateEntity` type into the `Entity` Slate 3.1.0's generator builds from it (`slate-generator`'s
/// `SwiftSchemaParser` and `GeneratedSchemaRenderer`, `../shared/design/slate3-format.md`): its columns, their
/// types, optionality and defaults, its indexes, uniqueness constraints and relationships. Relationship
/// destinations stay Swift type names until `Slate3SchemaReader` knows every entity.
struct Slate3EntityReader {
    /// The Swift types Slate 3 stores, and the Core Data type of each (`:1094-1111`).
    static let storedTypes: [String: AttributeType] = [
        "String": .string, "Bool": .boolean, "Int": .integer64, "Int64": .integer64, "Int16": .integer16,
        "Int32": .integer32, "Float": .float, "Double": .double, "Decimal": .decimal, "Date": .date, "Data": .binary,
        "UUID": .uuid, "URL": .uri,
    ]

    /// What reading an entity gives.
    struct Result {
        var entity: Entity
        var typeName: String
        var isCloudKit: Bool
        /// The destination's Swift type name of each relationship, by relationship name.
        var destinations: [String: String] = [:]
        /// Why the entity's version hash is not certain, if anything in it could not be read.
        var unverified: [String] = []
    }

    let file: SwiftSourceFile
    let declaration: any DeclGroupSyntax
    let typeName: String
    let topLevelEnums: [String: [Slate3Enum]]
    /// The arguments of `@SlateEntity(…)`.
    let entityArguments: LabeledExprListSyntax?
    var diagnostics: [Diagnostic] = []
    var result: Result
    private var localEnums: [String: Slate3Enum] = [:]
    /// The column of every key path `#Index`/`#Unique` may name (`title`, `address.city`, `address_city`).
    private var columnsByPath: [String: String] = [:]
    var owner: String { "entity '\(result.entity.name)'" }

    init(
        _ declaration: any DeclGroupSyntax, typeName: String, entityAttribute: AttributeSyntax,
        in file: SwiftSourceFile, topLevelEnums: [String: [Slate3Enum]]
    ) {
        self.file = file
        self.declaration = declaration
        self.typeName = typeName
        self.topLevelEnums = topLevelEnums
        let arguments = SyntaxValues.arguments(of: entityAttribute)
        entityArguments = arguments
        let name = SyntaxValues.string(SyntaxValues.argument("name", in: arguments)?.expression) ?? typeName
        let nameToken = declaration.as(StructDeclSyntax.self)?.name ?? declaration.as(ClassDeclSyntax.self)?.name
        var entity = Entity(name: name, location: nameToken.map(file.location(of:)) ?? file.location(of: declaration))
        let className = SyntaxValues.string(SyntaxValues.argument("storageName", in: arguments)?.expression)
        entity.representedClass = RepresentedClass(rawValue: className ?? "Database\(typeName)")
        let cloudKit = SyntaxValues.boolean(SyntaxValues.argument("cloudKit", in: arguments)?.expression) == true
        result = Result(entity: entity, typeName: typeName, isCloudKit: cloudKit)
    }

    /// Reads the entity; its problems are in `diagnostics`.
    mutating func read() -> Result {
        checkDeclaration()
        var embeddedStructs: [String: StructDeclSyntax] = [:]
        var unmarkedStructs: Set<String> = []
        var macros: [MacroExpansionDeclSyntax] = []
        for member in declaration.memberBlock.members {
            if let nested = member.decl.as(EnumDeclSyntax.self) {
                localEnums[nested.name.text] = Slate3Enum(nested, in: file)
            } else if let nested = member.decl.as(StructDeclSyntax.self) {
                if SyntaxValues.attribute("SlateEmbedded", in: nested.attributes) != nil {
                    embeddedStructs[nested.name.text] = nested
                } else {
                    unmarkedStructs.insert(nested.name.text)
                }
            } else if let macro = member.decl.as(MacroExpansionDeclSyntax.self) {
                macros.append(macro)
            }
        }
        let properties = Slate3StoredProperty.read(
            declaration.memberBlock.members, owner: owner, in: file,
            diagnostics: &diagnostics)
        for property in properties where !property.isEmbedded { attribute(property) }
        for property in properties where property.isEmbedded {
            embedded(property, structs: embeddedStructs, unmarked: unmarkedStructs)
        }
        var indexNumber = 0
        for macro in macros {
            switch macro.macroName.text {
            case "Index": indexes(macro, number: &indexNumber)
            case "Unique": uniqueness(macro)
            default: break
            }
        }
        relationships()
        return result
    }

    // MARK: The declaration

    private mutating func checkDeclaration() {
        let location = result.entity.location
        if !SyntaxValues.isPublic(declaration.modifiers) {
            diagnostics.append(
                .error(
                    "\(owner) (struct '\(typeName)') is not public, which Slate 3 requires",
                    at: location, hint: "declare it `public struct \(typeName)`"))
        }
        if declaration.is(ClassDeclSyntax.self) {
            diagnostics.append(
                .warning(
                    "\(owner) is a class: Slate 3's generator reads it, but its @SlateEntity macro does not compile for a "
                        + "class", at: location, hint: "declare it `public struct \(typeName)`"))
        }
        if let structDecl = declaration.as(StructDeclSyntax.self), structDecl.genericParameterClause != nil {
            diagnostics.append(
                .error(
                    "\(owner) is generic, which Slate 3 rejects", at: location,
                    hint: "remove the generic parameters"))
        }
    }

    // MARK: Attributes

    private func subject(_ name: String) -> String { "attribute '\(name)' of \(owner)" }

    /// The Core Data type of `property` and the enum it stores, as Slate 3 resolves them (`:365-394`):
    /// `enumRawType:`, else a stored Swift type, else an enum nested in the entity, else a top-level enum of that
    /// leaf name in any input file.
    private mutating func storageType(
        of property: Slate3StoredProperty, column: String,
        allowsEnums: Bool
    ) -> (AttributeType, Slate3Enum?) {
        let base = property.baseType
        let location = file.location(of: property.node)
        if allowsEnums,
            let rawType = SyntaxValues.metatype(
                SyntaxValues.argument("enumRawType", in: property.slateAttribute)?.expression)
        {
            guard let type = Slate3Enum.rawTypes[rawType] else {
                diagnostics.append(
                    .error(
                        "enumRawType \(rawType) of \(subject(column)) is not a raw type Slate 3 stores", at: location,
                        hint: "use String.self, Int16.self, Int32.self or Int64.self"))
                return (.string, nil)
            }
            let leaf = String(base.split(separator: ".").last ?? Substring(base))
            var known = localEnums[leaf] ?? topLevelEnums[leaf]?.first
            if known?.rawType != rawType { known = nil }
            return (type, known)
        }
        if let type = Self.storedTypes[base] { return (type, nil) }
        let leaf = String(base.split(separator: ".").last ?? Substring(base))
        if allowsEnums {
            if let local = localEnums[leaf], let type = local.storageType { return (type, local) }
            let candidates = (topLevelEnums[leaf] ?? []).filter { $0.storageType != nil }
            if candidates.count > 1 {
                diagnostics.append(
                    .error(
                        "enum '\(leaf)' of \(subject(column)) is declared \(candidates.count) times in the schema source",
                        at: location, hint: "give the attribute `enumRawType:` or rename one of the enums"))
            }
            if let found = candidates.first, let type = found.storageType { return (type, found) }
        }
        result.unverified.append("attribute '\(column)' of type \(base)")
        diagnostics.append(
            .warning(
                "type '\(base)' of \(subject(column)) is no type Slate 3 stores"
                    + (allowsEnums ? ", nor an enum the schema source declares or `enumRawType:` names" : "")
                    + "; Slate 3's generator stores it as String, and its generated class does not compile (hash unverified)",
                at: location,
                hint: allowsEnums
                    ? "add `enumRawType: String.self` (the enum's raw type) to its @SlateAttribute"
                    : "embedded fields store String, Bool, numbers, Decimal, Date, Data, UUID and URL only"))
        return (.string, nil)
    }

    private mutating func attribute(_ property: Slate3StoredProperty) {
        let column = property.storageName(else: property.name)
        let location = file.location(of: property.node)
        var attribute = Attribute(name: column, declaringEntity: result.entity.name, location: location)
        let (type, enumType) = storageType(of: property, column: column, allowsEnums: true)
        attribute.type = type
        attribute.isOptional = property.isOptional
        attribute.isIndexed = property.flag("indexed")
        if property.flag("externalStorage") {
            if type == .binary {
                attribute.allowsExternalBinaryDataStorage = true
            } else {
                diagnostics.append(
                    .error(
                        "external storage of \(subject(column)) needs Data", at: location,
                        hint: "remove `externalStorage: true`, or store the value as Data"))
            }
        }
        let isEnum =
            enumType != nil
            || SyntaxValues.argument("enumRawType", in: property.slateAttribute) != nil
        if let expression = SyntaxValues.argument("default", in: property.slateAttribute)?.expression {
            attribute.defaultValue = defaultValue(
                expression, type: type, enumType: isEnum ? enumType : nil,
                isEnum: isEnum, column: column)
        }
        if result.isCloudKit, !attribute.isOptional, attribute.defaultValue == nil {
            diagnostics.append(
                .error(
                    "required \(subject(column)) has no default, which Slate 3 rejects in a CloudKit schema",
                    at: location, hint: "make it optional or give it a literal `default:`"))
        }
        columnsByPath[property.name] = column
        result.entity.attributes.append(attribute)
    }

    /// The default Slate 3 lowers into the Core Data model (`G/SchemaModel.swift:190-243`): a literal, or for an
    /// enum a case's raw value; nil (with a warning) for anything else, which Slate 3 writes no default for.
    private mutating func defaultValue(
        _ expression: ExprSyntax, type: AttributeType, enumType: Slate3Enum?,
        isEnum: Bool, column: String
    ) -> Value? {
        let location = file.location(of: expression)
        if isEnum,
            let caseName = SyntaxValues.memberName(expression)
                ?? expression.as(DeclReferenceExprSyntax.self)
                .map({ $0.baseName.text })
        {
            if let value = enumType?.rawValues[caseName.trimmingBackticks] { return value }
            diagnostics.append(
                .warning(
                    "default '\(expression.trimmedDescription)' of \(subject(column)) names a case of an enum declared "
                        + "outside the schema source: its raw value, the store's default, cannot be read statically "
                        + "(default unverified)",
                    at: location, hint: "declare the enum in the schema source to have its default read"))
            return nil
        }
        if let text = SyntaxValues.string(expression) {
            if type == .string { return .string(text) }
        } else if let flag = SyntaxValues.boolean(expression) {
            if type == .boolean { return .boolean(flag) }
        } else if let number = SyntaxValues.integer(expression), expression.as(FloatLiteralExprSyntax.self) == nil {
            switch type {
            case .integer16, .integer32, .integer64: return .integer(number)
            case .double: return .double(Double(number))
            case .float: return .float(Float(number))
            case .boolean: return .boolean(number != 0)
            default: break
            }
        } else if let number = SyntaxValues.number(expression) {
            switch type {
            case .double: return .double(number)
            case .float: return .float(Float(number))
            default: break
            }
        } else {
            diagnostics.append(
                .warning(
                    "default '\(expression.trimmedDescription)' of \(subject(column)) is no literal: Slate 3 writes no "
                        + "default into the store for it", at: location,
                    hint: "write a string, number or Bool literal to give the column a default"))
            return nil
        }
        diagnostics.append(
            .warning(
                "default '\(expression.trimmedDescription)' of \(subject(column)) does not fit its \(type.rawValue) "
                    + "column: Slate 3 writes it into the model as it is, and Core Data rejects it", at: location,
                hint: "give String, Bool and number columns literal defaults of their own type only"))
        return nil
    }

    // MARK: Embedded structs

    private mutating func embedded(
        _ property: Slate3StoredProperty, structs: [String: StructDeclSyntax],
        unmarked: Set<String>
    ) {
        let location = file.location(of: property.node)
        let structName = property.baseType
        guard let declaration = structs[structName] else {
            if unmarked.contains(structName) {
                diagnostics.append(
                    .warning(
                        "embedded property '\(property.name)' of \(owner): struct '\(structName)' is not marked "
                            + "@SlateEmbedded, so Slate 3 stores nothing of it", at: location,
                        hint: "mark the struct @SlateEmbedded"))
            } else {
                diagnostics.append(
                    .error(
                        "embedded property '\(property.name)' of \(owner) names struct '\(structName)', which is not "
                            + "nested in the entity", at: location,
                        hint: "declare `@SlateEmbedded public struct \(structName)` inside `\(typeName)`"))
            }
            return
        }
        if property.isOptional {
            var presence = Attribute(
                name: "\(property.name)_has", declaringEntity: result.entity.name,
                location: location)
            presence.type = .boolean
            if result.isCloudKit { presence.defaultValue = .boolean(false) }
            result.entity.attributes.append(presence)
        }
        let owner = "embedded struct '\(structName)' of \(self.owner)"
        for field in Slate3StoredProperty.read(
            declaration.memberBlock.members, owner: owner, in: file,
            diagnostics: &diagnostics)
        {
            let fieldLocation = file.location(of: field.node)
            if field.isEmbedded {
                diagnostics.append(
                    .error(
                        "field '\(field.name)' of \(owner) is marked @SlateEmbedded, which Slate 3 "
                            + "allows on an entity's properties only", at: fieldLocation,
                        hint: "flatten the nested struct into this one"))
                continue
            }
            let flattened = "\(property.name)_\(field.name)"
            let column = field.storageName(else: flattened)
            var attribute = Attribute(name: column, declaringEntity: result.entity.name, location: fieldLocation)
            attribute.type = storageType(of: field, column: column, allowsEnums: false).0
            attribute.isOptional = true
            attribute.isIndexed = field.flag("indexed")
            attribute.allowsExternalBinaryDataStorage = field.flag("externalStorage") && attribute.type == .binary
            if column != flattened, attribute.type.isNumeric || attribute.type == .boolean {
                diagnostics.append(
                    .warning(
                        "field '\(field.name)' of \(owner) is stored in column '\(column)': Slate 3.1.0's generated Core "
                            + "Data class declares a number or Bool field as '\(flattened)' while its bridge reads "
                            + "'\(column)', so the generated code does not compile", at: fieldLocation,
                        hint: "name the property and field so that the column is '<property>_<field>', or store the "
                            + "column as a plain attribute"))
            }
            columnsByPath["\(property.name).\(field.name)"] = column
            columnsByPath[flattened] = column
            result.entity.attributes.append(attribute)
        }
    }

    // MARK: Indexes and uniqueness

    /// The columns of the key-path arrays among `arguments` (one array per index or constraint), each key path
    /// resolved as Slate 3 does (`:1015-1064`); an unknown one is an error.
    private mutating func columnLists(_ arguments: LabeledExprListSyntax, macro: String) -> [[String]] {
        var lists: [[String]] = []
        for argument in arguments where argument.label == nil {
            guard let array = argument.expression.as(ArrayExprSyntax.self) else { continue }
            var columns: [String] = []
            for element in array.elements {
                let location = file.location(of: element.expression)
                guard let path = Self.keyPath(element.expression), let column = columnsByPath[path] else {
                    diagnostics.append(
                        .error(
                            "#\(macro) of \(owner) names '\(element.expression.trimmedDescription)', which is no stored "
                                + "property of the entity", at: location,
                            hint: "name a stored property (`\\.title`) or an embedded field (`\\.address.city`)"))
                    continue
                }
                columns.append(column)
            }
            if !columns.isEmpty { lists.append(columns) }
        }
        return lists
    }

    /// `\.a` → `a`, `\.a?.b` → `a.b`; nil for a key path with subscripts or none at all.
    static func keyPath(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self) else { return nil }
        var names: [String] = []
        for component in keyPath.components {
            switch component.component {
            case .property(let property): names.append(property.declName.baseName.text.trimmingBackticks)
            case .optional: continue
            default: return nil
            }
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// `#Index<T>([\.a], [\.b, \.c], order: .descending)`: one fetch index per array, named as Slate 3 names
    /// them (`<Entity>_index_<n>`, `G/GeneratedSchemaRenderer.swift:515-560`).
    private mutating func indexes(_ macro: MacroExpansionDeclSyntax, number: inout Int) {
        let ascending =
            SyntaxValues.memberName(SyntaxValues.argument("order", in: macro.arguments)?.expression)
            != "descending"
        for columns in columnLists(macro.arguments, macro: "Index") {
            number += 1
            var index = FetchIndex(name: "\(result.entity.name)_index_\(number)", location: file.location(of: macro))
            index.elements = columns.map { column in
                var element = FetchIndex.Element(property: column, expression: nil, location: index.location)
                element.isAscending = ascending
                return element
            }
            result.entity.fetchIndexes.append(index)
        }
    }

    private mutating func uniqueness(_ macro: MacroExpansionDeclSyntax) {
        let location = file.location(of: macro)
        if result.isCloudKit {
            diagnostics.append(
                .error(
                    "#Unique of \(owner): CloudKit schemas cannot have uniqueness constraints",
                    at: location, hint: "remove #Unique or `cloudKit: true`"))
        }
        for columns in columnLists(macro.arguments, macro: "Unique") {
            result.entity.uniquenessConstraints.append(UniquenessConstraint(properties: columns, location: location))
        }
    }
}

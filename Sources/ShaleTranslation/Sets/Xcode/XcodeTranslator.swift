import ShaleModel
import ShaleResolver

/// Computes what Xcode's Core Data code generation writes for an entity, by the rules of the Xcode release the
/// `xcode-version` option names (`XcodeStyle`): which files (by the entity's Codegen setting, or every entity with
/// a class under `include-manual=true`), their headers, imports, class declaration, property types and
/// to-many accessors. Where Xcode's own output would not compile, it writes what does: the imports of the Apple
/// classes transformables name, and properties named like `NSManagedObject`'s members renamed (with a warning).
/// `XcodeSetTranslator` is its face to the renderers.
struct XcodeTranslator: Sendable {
    let style: XcodeStyle
    let includesManual: Bool
    /// The Manual/None entities the `categories` option names: written as Codegen Category/Extension (only their
    /// properties file), their class being the user's.
    let categories: Set<String>
    /// Whether root entities conform to `Identifiable` from Xcode 12 (`identifiable`, default `true`): `false` writes
    /// the files some projects have without it (Documentation/Xcode.md says when Xcode omits it).
    let writesIdentifiable: Bool
    /// The model's file name (`Library.xcdatamodeld`), which the header's Created line names.
    let modelFileName: String
    /// The naming of classes and of properties named like `NSManagedObject`'s members.
    let naming: ManagedClassNaming

    /// Prepares the translation of `input.model` with the set's typed option values; an entity the `categories`
    /// option names that the model does not have is an error.
    init(_ input: TranslationInput, diagnostics: DiagnosticCollector) {
        let options = XcodeOptions(input.options)
        let categories = Set(options.categories)
        style = XcodeStyle(release: options.release)
        includesManual = options.includesManual
        self.categories = categories
        writesIdentifiable = options.writesIdentifiable
        let entityNames = Set(input.model.entities.map(\.name))
        for name in categories.subtracting(entityNames).sorted() {
            diagnostics.report(
                .error(
                    "option categories names '\(Diagnostic.quote(name))', which is no entity of the model",
                    at: SourceLocation(file: input.model.sourcePath),
                    hint:
                        "name Manual/None entities whose class you write, separated by commas: --option categories=Author"
                ))
        }
        // A run that would write nothing says why, and how to write the classes Xcode's menu command would.
        let classed = input.model.entities.filter(\.hasOwnClass)
        if !includesManual, !classed.isEmpty,
            classed.allSatisfy({ $0.codeGenerationType == .manual && !categories.contains($0.name) })
        {
            diagnostics.report(
                .warning(
                    "every entity's Codegen is Manual/None, so the xcode set writes no file for this model",
                    at: SourceLocation(file: input.model.sourcePath),
                    hint: "pass --option include-manual=true to write both files of each entity, as Xcode's \"Create "
                        + "NSManagedObject Subclass…\" does, or set the entities' Codegen to Class Definition in Xcode")
            )
        }
        let components = input.model.sourcePath.split(separator: "/")
        modelFileName = String(
            components.first { $0.hasSuffix(".xcdatamodeld") }
                ?? components.first { $0.hasSuffix(".xcdatamodel") } ?? components.last ?? "")
        naming = ManagedClassNaming(input.model)
    }

    /// The context of `entity`; a warning for each property Xcode would name like a member of `NSManagedObject`.
    func entity(_ entity: Entity, diagnostics: DiagnosticCollector) -> XcodeEntityContext {
        let isGenerated = entity.codeGenerationType != .manual
        let isUserCategory = entity.codeGenerationType == .manual && categories.contains(entity.name)
        let writesClassFile =
            entity.hasOwnClass
            && (entity.codeGenerationType == .class
                || entity.codeGenerationType == .manual && includesManual && !isUserCategory)
        let writesPropertiesFile = entity.hasOwnClass && (isGenerated || includesManual || isUserCategory)
        if writesPropertiesFile {
            for warning in naming.renamedProperties(of: entity) { diagnostics.report(warning) }
        }
        let className = naming.managedClass(of: entity)
        let baseImports = ["Foundation", "CoreData"].map { importLine($0) }
        let parent = entity.parentEntity.flatMap { naming.entitiesByName[$0] }
        let isModuleQualified = entity.representedClass.map { $0.isInCurrentModule || $0.moduleName != nil } ?? false
        let classFileName = style.usesXcode7Layout ? "\(className).swift" : "\(className)+CoreDataClass.swift"
        return XcodeEntityContext(
            .init(
                className: className,
                entityNameLiteral: SwiftSource.string(entity.name),
                classFileName: classFileName,
                writesClassFile: writesClassFile,
                writesPropertiesFile: writesPropertiesFile,
                usesXcode7Layout: style.usesXcode7Layout,
                accessPrefix: style.usesXcode7Layout ? "" : "public ",
                classHeader: header(file: classFileName, isGenerated: isGenerated, isClassFile: true),
                propertiesHeader: header(
                    file: "\(className)+CoreDataProperties.swift", isGenerated: isGenerated,
                    isClassFile: false),
                classImports: baseImports,
                propertiesImports: baseImports + frameworkImports(of: entity),
                objcAttribute: isModuleQualified ? "" : "@objc(\(className))",
                superclass: parent.map(naming.managedClass(of:)) ?? "NSManagedObject",
                classBodyComment: style.usesXcode7Layout
                    ? "// Insert code here to add functionality to your managed object subclass" : nil,
                classTypealias: style.importsPublicly ? "public typealias \(className)CoreDataClassSet = NSSet" : nil,
                propertiesTypealias: style.importsPublicly
                    ? "public typealias \(className)CoreDataPropertiesSet = NSSet" : nil,
                statementEnd: style.endsStatementsWithSemicolon ? ";" : "",
                properties: entity.declaredAttributes.map(property) + entity.declaredRelationships.map(property),
                toManyRelationships: style.usesXcode7Layout
                    ? []
                    : entity.declaredRelationships.filter(\.isToMany).map(accessors),
                isIdentifiable: style.marksRootsIdentifiable && writesIdentifiable && entity.parentEntity == nil
            ))
    }

    /// Xcode's comment header of `file`, its Created line naming Shale and the model's file (not its path, which
    /// differs between machines) instead of a person and a date, and its project line empty, as in the files
    /// Xcode's code generation writes. Those of Codegen `class` and `category` entities say so; those "Create
    /// NSManagedObject Subclass…" writes do not; Xcode 7's (which had only the menu command) tell how to recreate a
    /// properties file.
    func header(file: String, isGenerated: Bool, isClassFile: Bool) -> String {
        let created = XcodeSetTranslator.createdLinePrefix + modelFileName + "."
        var lines = ["//", "//  \(file)", "//  ", "//", created, "//"]
        if style.usesXcode7Layout {
            // Xcode 7 keeps the copyright line of a project without an organisation, empty.
            lines.append("//")
            if !isClassFile { lines += XcodeStyle.xcode7RecreateNote + ["//"] }
        } else if isGenerated {
            lines += ["//  This file was automatically generated and should not be edited.", "//"]
        } else if style.closesHeaderTwice {
            lines.append("//")
        }
        return lines.joined(separator: "\n")
    }

    /// `import module`, or `public import module` from Xcode 26.
    func importLine(_ module: String) -> String {
        (style.importsPublicly ? "public import " : "import ") + module
    }

    /// The imports of the Apple frameworks the entity's transformables name (sorted), which Xcode does not write:
    /// UIKit and AppKit under `#if canImport`, as they exist only on some platforms. Only the attributes whose
    /// property takes the custom class count (`property(_:)`): Xcode ignores a custom class on a String, Date or
    /// other attribute, and so does the set.
    func frameworkImports(of entity: Entity) -> [String] {
        let types = entity.declaredAttributes.filter { takesCustomClass($0.type) }.compactMap(\.customAppleType)
        return Dictionary(types.map { ($0.module, $0.isPlatformSpecific) }) { first, _ in first }
            .sorted { $0.key < $1.key }
            .flatMap { module, isPlatformSpecific in
                isPlatformSpecific ? ["#if canImport(\(module))", importLine(module), "#endif"] : [importLine(module)]
            }
    }

    /// An attribute's `@NSManaged` property: a scalar when the model asks for one, else an optional object, even
    /// when the model requires a value up to Xcode 26.2.
    func property(_ attribute: Attribute) -> XcodePropertyContext {
        let swiftName = SwiftNamer.managedPropertyName(attribute.name, suffix: "Attribute")
        let isRenamed = swiftName != SwiftNamer.identifier(attribute.name)
        let scalar = attribute.type.scalarSwiftType
        // A renamed property reads through primitive accessors, which hand out objects.
        if let scalar, attribute.usesScalarValueType, !isRenamed {
            return XcodePropertyContext(
                .init(
                    name: attribute.name, swiftName: swiftName, type: scalar,
                    isRenamed: false))
        }
        let object =
            switch attribute.type {
            case .integer16, .integer32, .integer64, .double, .float, .boolean: "NSNumber"
            case .decimal: "NSDecimalNumber"
            case .string: "String"
            case .date: style.usesValueTypes ? "Date" : "NSDate"
            case .binary: style.usesValueTypes ? "Data" : "NSData"
            case .uuid: "UUID"
            case .uri: "URL"
            case .objectID: "NSManagedObjectID"
            case .transformable, .undefined, .composite: attribute.customClassSwiftName ?? "NSObject"
            }
        return XcodePropertyContext(
            .init(
                name: attribute.name, swiftName: swiftName,
                type: object + optionalMark(isOptional: attribute.isOptional),
                isRenamed: isRenamed))
    }

    /// Whether an attribute of `type` is declared with its custom class (`property(_:)`): transformables, and the
    /// undefined and composite types that Xcode writes as objects.
    func takesCustomClass(_ type: AttributeType) -> Bool {
        switch type {
        case .transformable, .undefined, .composite: true
        default: false
        }
    }

    /// A relationship's `@NSManaged` property: the destination's class, or `NSSet`/`NSOrderedSet`.
    func property(_ relationship: Relationship) -> XcodePropertyContext {
        let swiftName = SwiftNamer.managedPropertyName(relationship.name, suffix: "Relationship")
        let type =
            relationship.isToMany
            ? (relationship.isOrdered ? "NSOrderedSet" : "NSSet")
            : destinationClass(of: relationship)
        return XcodePropertyContext(
            .init(
                name: relationship.name, swiftName: swiftName,
                type: type + optionalMark(isOptional: relationship.isOptional),
                isRenamed: swiftName != SwiftNamer.identifier(relationship.name)))
    }

    /// `?`, but for a value the model requires from Xcode 26.3.
    func optionalMark(isOptional: Bool) -> String {
        style.dropsOptionalOfRequired && !isOptional ? "" : "?"
    }

    /// The class of `relationship`'s destination; `NSManagedObject` when it has none of its own.
    func destinationClass(of relationship: Relationship) -> String {
        naming.entitiesByName[relationship.destinationEntity].map(naming.managedClass(of:)) ?? "NSManagedObject"
    }

    /// The accessor block of a to-many relationship.
    func accessors(_ relationship: Relationship) -> XcodeAccessorsContext {
        XcodeAccessorsContext(
            .init(
                name: relationship.name,
                capitalizedName: relationship.name.prefix(1).uppercased() + relationship.name.dropFirst(),
                destinationClass: destinationClass(of: relationship),
                collectionType: relationship.isOrdered ? "NSOrderedSet" : "NSSet",
                isOrdered: relationship.isOrdered
            ))
    }
}

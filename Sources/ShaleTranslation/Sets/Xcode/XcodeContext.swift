/// How the `xcode` set writes one entity: the `+CoreDataClass` and `+CoreDataProperties` files Xcode's code
/// generation writes, in the style of the chosen Xcode release.
package final class XcodeEntityContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let className: String
        let entityNameLiteral: String
        let classFileName: String
        let writesClassFile: Bool
        let writesPropertiesFile: Bool
        let usesXcode7Layout: Bool
        let accessPrefix: String
        let classHeader: String
        let propertiesHeader: String
        let classImports: [String]
        let propertiesImports: [String]
        let objcAttribute: String
        let superclass: String
        let classBodyComment: String?
        let classTypealias: String?
        let propertiesTypealias: String?
        let statementEnd: String
        let properties: [XcodePropertyContext]
        let toManyRelationships: [XcodeAccessorsContext]
        let isIdentifiable: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<XcodeEntityContext>(
        """
        How the `xcode` set writes one entity: the `+CoreDataClass` and `+CoreDataProperties` files Xcode's code \
        generation writes, in the style of the chosen Xcode release.
        """,
        [
            .text("className", \.values.className, "The class: `representedClassName` without its module."),
            .text(
                "entityNameLiteral", \.values.entityNameLiteral,
                "The entity's name as a Swift string literal, for `fetchRequest()`."
            ),
            .text(
                "classFileName", \.values.classFileName,
                "The class file's name: `Class+CoreDataClass.swift`, or Xcode 7's `Class.swift`."
            ),
            .flag(
                "writesClassFile", \.values.writesClassFile,
                """
                Whether `Name+CoreDataClass.swift` is written: Codegen `class`, or Manual/None with \
                `include-manual=true`.
                """
            ),
            .flag(
                "writesPropertiesFile", \.values.writesPropertiesFile,
                """
                Whether `Name+CoreDataProperties.swift` is written: Codegen `class` or `category`, or Manual/None \
                with `include-manual=true`.
                """
            ),
            .flag(
                "usesXcode7Layout", \.values.usesXcode7Layout,
                """
                Whether the files have Xcode 7's layout: no `fetchRequest()`, no accessor blocks, one blank line \
                after the properties file's imports.
                """
            ),
            .text("accessPrefix", \.values.accessPrefix, "`public ` before each declaration; empty in Xcode 7."),
            .text(
                "classHeader", \.values.classHeader,
                "The class file's comment header, its lines as Xcode writes them but the Created line, without a final newline."
            ),
            .text(
                "propertiesHeader", \.values.propertiesHeader,
                "The properties file's comment header, in the same form."
            ),
            .texts(
                "classImports", \.values.classImports,
                "The class file's import lines: Foundation and CoreData (`public import` from Xcode 26)."
            ),
            .texts(
                "propertiesImports", \.values.propertiesImports,
                """
                The properties file's import lines: the class file's, then those of the frameworks of the Apple \
                classes its transformables name, which Xcode leaves out (`#if canImport` around UIKit and AppKit).
                """
            ),
            .text(
                "objcAttribute", \.values.objcAttribute,
                "`@objc(Class)`, or empty when the class is module-qualified (`.Class`, `Module.Class`), as Xcode leaves it."
            ),
            .text(
                "superclass", \.values.superclass,
                "The parent entity's class, else `NSManagedObject`."
            ),
            .text(
                "classBodyComment", \.values.classBodyComment,
                "The comment Xcode 7 puts in the class's body, inviting code; nil from Xcode 8."
            ),
            .text(
                "classTypealias", \.values.classTypealias,
                "Xcode 26's `public typealias ClassCoreDataClassSet = NSSet` line, or nil."
            ),
            .text(
                "propertiesTypealias", \.values.propertiesTypealias,
                "Xcode 26's `public typealias ClassCoreDataPropertiesSet = NSSet` line, or nil."
            ),
            .text(
                "statementEnd", \.values.statementEnd,
                "What ends `fetchRequest()`'s return statement: `;` in Xcode 8, else nothing."
            ),
            .list(
                "properties", \.values.properties,
                "The entity's own attributes, then its own relationships, each in model file order."
            ),
            .list(
                "toManyRelationships", \.values.toManyRelationships,
                "The entity's own to-many relationships, in model file order: one accessor block each."
            ),
            .flag(
                "isIdentifiable", \.values.isIdentifiable,
                "Whether the file ends with `extension Class : Identifiable`: root entities, from Xcode 12, unless "
                    + "`identifiable` is `false`."
            ),
        ]
    )
}

/// One `@NSManaged` property of an `xcode` set's properties file.
package final class XcodePropertyContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let swiftName: String
        let type: String
        let isRenamed: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<XcodePropertyContext>(
        "One `@NSManaged` property of an `xcode` set's properties file.",
        [
            .text("name", \.values.name, "The property's name in the model."),
            .text(
                "swiftName", \.values.swiftName,
                """
                The Swift name: the model's, in backticks when a keyword, or with `Attribute`/`Relationship` added \
                when `NSManagedObject` or `NSObject` has a member of that name (Xcode's name does not compile).
                """
            ),
            .text("type", \.values.type, "The Swift type by the chosen Xcode's rules, with `?` when Xcode adds one."),
            .flag(
                "isRenamed", \.values.isRenamed,
                "Whether `swiftName` differs from the name: the property reads and writes through primitive accessors."
            ),
        ]
    )
}

/// The `// MARK: Generated accessors for` block of one to-many relationship.
package final class XcodeAccessorsContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let capitalizedName: String
        let destinationClass: String
        let collectionType: String
        let isOrdered: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<XcodeAccessorsContext>(
        "The `// MARK: Generated accessors for` block of one to-many relationship.",
        [
            .text("name", \.values.name, "The relationship's name in the model."),
            .text(
                "capitalizedName", \.values.capitalizedName,
                "The name with its first letter upper-cased, as the selectors and methods spell it."
            ),
            .text("destinationClass", \.values.destinationClass, "The destination entity's class."),
            .text("collectionType", \.values.collectionType, "`NSSet`, or `NSOrderedSet` when ordered."),
            .flag(
                "isOrdered", \.values.isOrdered,
                "Whether the block has the indexed accessors of an ordered relationship."),
        ]
    )
}

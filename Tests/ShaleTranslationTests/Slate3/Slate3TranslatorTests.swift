import Foundation
import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// The `slate3` set's translation, value by value, on small models: names, types, annotations, losses and the
/// shapes that stop the conversion.
final class Slate3TranslatorTests: BundleTestCase {
    private struct Translation {
        var structs: [String: Slate3EntityContext]
        var model: Slate3ModelContext
        var diagnostics: [Diagnostic]

        func attribute(_ name: String, of entity: String) throws -> Slate3AttributeContext {
            try XCTUnwrap(structs[entity]?.values.attributes.first { $0.values.name == name }, "\(entity).\(name)")
        }

        func messages(_ severity: Diagnostic.Severity) -> [String] {
            diagnostics.filter { $0.severity == severity }.map(\.message)
        }
    }

    private func translate(
        _ body: String, options: [String: String] = [:],
        expecting expected: [ExpectedDiagnostic] = []
    ) throws -> Translation {
        let model = try XCTUnwrap(bundle([("V1", body)], expecting: expected).current)
        let result = TranslatorKind.slate3.translate(model, as: Slate3SetTranslator.self, options: options)
        return Translation(
            structs: result.entities.mapValues(\.values.slate3), model: result.model.values.slate3,
            diagnostics: result.diagnostics)
    }

    /// What loading `pair` warns about: its one-way `shelf` relationship, a loss Slate 3 reports.
    private static let pairWarnings: [ExpectedDiagnostic] = [
        .warning("relationship 'shelf' of entity 'Book' has no inverse")
    ]

    private static let pair = """
        <entity name="Author" representedClassName="CDAuthor" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" \
        inverseName="author" inverseEntity="Book"/>
        </entity>
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="id" attributeType="UUID"/>
            <attribute name="identifier" optional="YES" attributeType="String"/>
            <attribute name="flag" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
            <attribute name="pages" attributeType="Integer 16" defaultValueString="12" usesScalarValueType="YES"/>
            <attribute name="count" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="price" optional="YES" attributeType="Decimal" defaultValueString="1.5"/>
            <attribute name="cover" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
            <attribute name="art" optional="YES" attributeType="Transformable" valueTransformerName="Art"/>
            <relationship name="author" maxCount="1" deletionRule="Nullify" destinationEntity="Author" \
        inverseName="books" inverseEntity="Author"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>
            <fetchIndex name="byPages"><fetchIndexElement property="pages" type="Binary" order="descending"/></fetchIndex>
            <uniquenessConstraints><uniquenessConstraint><constraint value="id"/></uniquenessConstraint>\
        </uniquenessConstraints>
        </entity>
        """

    func test_attributes_keepTheirColumnsUnderNamesSlate3CanUse() throws {
        let result = try translate(Self.pair, expecting: Self.pairWarnings)
        let id = try result.attribute("id", of: "Book")
        XCTAssertEqual(id.values.swiftName, "bookID", "identifier is taken by another attribute")
        XCTAssertEqual(id.values.annotation, "@SlateAttribute(storageName: \"id\")")
        XCTAssertEqual(id.values.typeDeclaration, "UUID")
        XCTAssertEqual(try result.attribute("flag", of: "Book").values.annotation, "@SlateAttribute(default: true)")
        XCTAssertEqual(try result.attribute("pages", of: "Book").values.typeDeclaration, "Int16")
        XCTAssertEqual(try result.attribute("count", of: "Book").values.typeDeclaration, "Int")
        XCTAssertEqual(
            try result.attribute("cover", of: "Book").values.annotation,
            "@SlateAttribute(externalStorage: true)")
        XCTAssertNil(try result.attribute("price", of: "Book").values.annotation, "a Decimal default is not lowered")
        XCTAssertNil(result.structs["Book"]?.values.attributes.first { $0.values.name == "art" })
        XCTAssertEqual(result.structs["Book"]?.values.uniqueMacro, "#Unique<Book>([\\.bookID])")
        XCTAssertEqual(result.structs["Book"]?.values.indexMacros, ["#Index<Book>([\\.pages], order: .descending)"])
        let noInt = try translate(Self.pair, options: ["int-cast": "false"], expecting: Self.pairWarnings)
        XCTAssertEqual(try noInt.attribute("count", of: "Book").values.typeDeclaration, "Int64")
    }

    func test_namesMapping_keepsTheClassUnlessItWouldClashWithTheStruct() throws {
        let result = try translate(Self.pair, options: ["name-transform": "Slate%@"], expecting: Self.pairWarnings)
        XCTAssertEqual(
            result.structs["Author"]?.values.entityArguments,
            ["name: \"Author\"", "storageName: \"CDAuthor\""])
        XCTAssertEqual(result.structs["Author"]?.values.names.values.slate3Class, "CDAuthor")
        let plain = try translate(Self.pair, expecting: Self.pairWarnings)
        XCTAssertEqual(plain.structs["Book"]?.values.entityArguments, [], "class Book would clash with struct Book")
        XCTAssertEqual(plain.structs["Book"]?.values.names.values.slate3Class, "DatabaseBook")
        let renamed = plain.model.values.renamedAttributes.map { "\($0.values.slate2) → \($0.values.slate3)" }
        XCTAssertTrue(renamed.contains("id: UUID → bookID: UUID"), "\(renamed)")
        XCTAssertTrue(renamed.contains("pages: Int → pages: Int16"), "\(renamed)")
    }

    func test_relationships_needBothEnds_andLossesAreLocatedWarnings() throws {
        let result = try translate(Self.pair, expecting: Self.pairWarnings)
        XCTAssertEqual(
            result.structs["Book"]?.values.relationships.map(\.values.declaration),
            [".toOne(\"author\", \"Author\", inverse: \"books\", optional: false)"])
        XCTAssertEqual(
            result.structs["Author"]?.values.relationships.map(\.values.declaration),
            [".toMany(\"books\", \"Book\", inverse: \"author\", deleteRule: .cascade)"])
        let warnings = result.messages(.warning)
        XCTAssertTrue(
            warnings.contains(
                "relationship 'shelf' of entity 'Book' has no inverse, and Slate 3 declares every relationship with one; dropped"
            ), "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("attribute 'art' of entity 'Book' is Transformable") })
        XCTAssertTrue(warnings.contains { $0.hasPrefix("default '1.5' of attribute 'price'") })
        XCTAssertTrue(warnings.contains { $0.hasPrefix("fetch index names of entity 'Book' (byPages)") })
        XCTAssertEqual(result.model.values.lossCount, warnings.count, "every warning is a line of the report")
        let shelf = try XCTUnwrap(result.model.values.losses.first { $0.values.message.contains("'shelf'") })
        XCTAssertTrue(
            shelf.values.location.hasSuffix("V1.xcdatamodel/contents:\(shelf.values.line):\(shelf.values.column)"),
            shelf.values.location)
        XCTAssertTrue(shelf.values.changesSchema)
        XCTAssertFalse(result.model.values.keepsStores)
        XCTAssertTrue(result.messages(.error).isEmpty, result.diagnostics.rendered)
    }

    func test_toOneCycles_stopWithLocatedErrors_toManyDoesNot() throws {
        let result = try translate(
            TemporaryFolder.oneToOnePair + """
                <entity name="Folder" syncable="YES">
                    <relationship name="parent" optional="YES" maxCount="1" deletionRule="Nullify" \
                destinationEntity="Folder" inverseName="children" inverseEntity="Folder"/>
                    <relationship name="children" optional="YES" toMany="YES" deletionRule="Cascade" \
                destinationEntity="Folder" inverseName="parent" inverseEntity="Folder"/>
                    <relationship name="as" optional="YES" toMany="YES" deletionRule="Nullify" \
                destinationEntity="Folder" inverseName="as" inverseEntity="Folder"/>
                </entity>
                """)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.map(\.message).map { String($0.prefix(60)) }.sorted(),
            [
                "relationship 'as' of entity 'Folder' cannot be converted: Sl",
                "to-one relationship 'owner' of entity 'Passport' is on a cyc",
                "to-one relationship 'parent' of entity 'Folder' is on a cycl",
                "to-one relationship 'passport' of entity 'Person' is on a cy",
            ])
        XCTAssertTrue(errors.contains { $0.message.contains("(Person.passport → Passport.owner → Person)") })
        XCTAssertTrue(errors.contains { $0.message.contains("(Folder.parent → Folder)") })
        XCTAssertTrue(errors.allSatisfy { ($0.location?.line ?? 0) > 0 && $0.hint != nil })
        XCTAssertTrue(
            errors.filter { $0.message.contains("cycle") }
                .allSatisfy { $0.hint?.contains("--option to-one-cycles=to-many") == true },
            "the error names the option")
        XCTAssertTrue(result.structs["Folder"]?.values.relationships.contains { $0.values.name == "children" } ?? false)
    }

    /// A one-to-one pair (the optional side converted, the required one kept), a tree's parent, and a cycle of
    /// three to-ones whose inverses are to-many (one of its three converted): each a located warning and a line
    /// of the report, nothing an error.
    func test_toOneCycles_withTheOption_becomeToManyOnTheFewestRelationships() throws {
        let body = """
            <entity name="Person" syncable="YES">
                <relationship name="passport" optional="YES" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Passport" inverseName="owner" inverseEntity="Passport"/>
            </entity>
            <entity name="Passport" syncable="YES">
                <relationship name="owner" maxCount="1" deletionRule="Cascade" destinationEntity="Person" \
            inverseName="passport" inverseEntity="Person"/>
            </entity>
            <entity name="Folder" syncable="YES">
                <relationship name="parent" optional="YES" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Folder" inverseName="children" inverseEntity="Folder"/>
                <relationship name="children" optional="YES" toMany="YES" deletionRule="Cascade" \
            destinationEntity="Folder" inverseName="parent" inverseEntity="Folder"/>
            </entity>
            """
            + ["A", "B", "C"].enumerated().map { index, name in
                let next = ["B", "C", "A"][index]
                let previous = ["C", "A", "B"][index]
                return """
                    <entity name="\(name)" syncable="YES">
                        <relationship name="next" optional="YES" maxCount="1" deletionRule="Nullify" \
                    destinationEntity="\(next)" inverseName="previous" inverseEntity="\(next)"/>
                        <relationship name="previous" optional="YES" toMany="YES" deletionRule="Nullify" \
                    destinationEntity="\(previous)" inverseName="next" inverseEntity="\(previous)"/>
                    </entity>
                    """
            }.joined(separator: "\n")
        let result = try translate(body, options: ["to-one-cycles": "to-many"])
        XCTAssertEqual(result.messages(.error), [])
        XCTAssertEqual(
            result.structs["Person"]?.values.relationships.map(\.values.declaration),
            [".toMany(\"passport\", \"Passport\", inverse: \"owner\")"], "the optional side")
        XCTAssertEqual(
            result.structs["Passport"]?.values.relationships.map(\.values.declaration),
            [".toOne(\"owner\", \"Person\", inverse: \"passport\", deleteRule: .cascade, optional: false)"])
        XCTAssertEqual(
            result.structs["Folder"]?.values.relationships.map(\.values.declaration),
            [
                ".toMany(\"children\", \"Folder\", inverse: \"parent\", deleteRule: .cascade)",
                ".toMany(\"parent\", \"Folder\", inverse: \"children\")",
            ])
        // A → B → C → A: the order A, B, C keeps A.next and B.next; C.next points back.
        let kinds = ["A", "B", "C"].map { name in
            result.structs[name]?.values.relationships.first { $0.values.name == "next" }?.values.declaration
                .prefix(7) ?? ""
        }
        XCTAssertEqual(kinds, [".toOne(", ".toOne(", ".toMany"])
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        let converted = warnings.filter { $0.message.contains("with to-one-cycles=to-many it is written to-many") }
        XCTAssertEqual(
            converted.map { String($0.message.prefix(50)) }.sorted(),
            [
                "to-one relationship 'next' of entity 'C' is on a c",
                "to-one relationship 'parent' of entity 'Folder' is",
                "to-one relationship 'passport' of entity 'Person' ",
            ])
        XCTAssertTrue(converted.allSatisfy { ($0.location?.line ?? 0) > 0 })
        let parent = try XCTUnwrap(converted.first { $0.message.contains("'parent'") })
        XCTAssertTrue(
            parent.message.hasSuffix("become a many-to-many pair (Core Data keeps it in a table of its own)"),
            parent.message)
        XCTAssertEqual(
            parent.hint,
            "In code, `parent` is `[Folder]?` instead of `Folder?` (read `.first`), and "
                + "Slate 3's Core Data class holds it as a set: keep at most one object in it.")
        let passport = try XCTUnwrap(converted.first { $0.message.contains("'passport'") })
        XCTAssertTrue(passport.message.hasSuffix("it and its inverse 'Passport.owner' become a one-to-many pair"))
        let lines = result.model.values.losses.filter { $0.values.message.contains("to-one-cycles=to-many") }
        XCTAssertEqual(lines.count, 3, "each conversion is a line of SLATE3-MIGRATION.md")
        XCTAssertTrue(lines.allSatisfy(\.values.changesSchema))
    }

    /// A group of more than `ToOneCycleConversion.exactLimit` entities (a ring of 14 one-to-one pairs) is broken
    /// by a depth-first walk, which leaves no cycle of to-one relationships.
    func test_toOneCyclesInALargeGroup_areAllBroken_byTheWalk() throws {
        let names = (0..<14).map { String(format: "E%02d", $0) }
        let body = names.indices.map { index in
            let next = names[(index + 1) % names.count]
            let previous = names[(index + names.count - 1) % names.count]
            return """
                <entity name="\(names[index])" syncable="YES">
                    <relationship name="next" optional="YES" maxCount="1" deletionRule="Nullify" \
                destinationEntity="\(next)" inverseName="previous" inverseEntity="\(next)"/>
                    <relationship name="previous" optional="YES" maxCount="1" deletionRule="Nullify" \
                destinationEntity="\(previous)" inverseName="next" inverseEntity="\(previous)"/>
                </entity>
                """
        }.joined(separator: "\n")
        let result = try translate(body, options: ["to-one-cycles": "to-many"])
        XCTAssertEqual(result.messages(.error), [])
        let toMany = names.flatMap { name in
            (result.structs[name]?.values.relationships ?? []).filter { $0.values.declaration.hasPrefix(".toMany") }
                .map { "\(name).\($0.values.name)" }
        }
        // From E00 the walk follows `next` round the ring: each `previous` but E00's (which leads to E13, finished
        // by then) leads back into it, and so does E13.next.
        XCTAssertEqual(toMany, names.dropFirst().dropLast().map { "\($0).previous" } + ["E13.next", "E13.previous"])
    }

    /// Converting a required to-one keeps its minimum: `minCount: 1` (Slate 3's to-many is always optional).
    func test_requiredToOneOnACycle_keepsMinCountWhenConverted() throws {
        let result = try translate(
            """
            <entity name="Node" syncable="YES">
                <relationship name="twin" maxCount="1" deletionRule="Nullify" destinationEntity="Node" \
            inverseName="twin" inverseEntity="Node"/>
            </entity>
            """, options: ["to-one-cycles": "to-many"])
        XCTAssertEqual(
            result.structs["Node"]?.values.relationships.map(\.values.declaration),
            [".toMany(\"twin\", \"Node\", inverse: \"twin\", minCount: 1)"])
        let warning = try XCTUnwrap(result.diagnostics.first { $0.severity == .warning })
        XCTAssertTrue(warning.message.hasSuffix("it becomes a many-to-many relationship with itself"), warning.message)
        XCTAssertTrue(warning.hint?.hasSuffix("it keeps `minCount: 1`.") == true, warning.hint ?? "")
    }

    /// Every identifier taken from the model is valid Swift: a keyword prefix (`is_…`) and a class member
    /// (`description_…`) become other property names, a struct that would shadow Foundation's `Date` another
    /// name, a member that is no identifier (`address_1`) stays a plain attribute, and an enum named `Type` gets a
    /// typealias that is no keyword.
    func test_identifiersTakenFromTheModel_areValidSwift() throws {
        let result = try translate(
            """
            <entity name="Patient" syncable="YES">
                <attribute name="is_registered" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="is_active" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="is_has" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="description_short" optional="YES" attributeType="String"/>
                <attribute name="date_start" optional="YES" attributeType="Date"/>
                <attribute name="date_default" optional="YES" attributeType="Date"/>
                <attribute name="created" optional="YES" attributeType="Date"/>
                <attribute name="address_1" optional="YES" attributeType="String"/>
                <attribute name="kind" optional="YES" attributeType="String">
                    <userInfo><entry key="enum" value="Type"/><entry key="enumDefault" value="default"/></userInfo>
                </attribute>
            </entity>
            """)
        let patient = try XCTUnwrap(result.structs["Patient"])
        XCTAssertEqual(
            patient.values.embedded.map { "\($0.values.swiftName): \($0.values.typeDeclaration)" },
            ["date: DateEmbedded", "descriptionValue: Description"])
        XCTAssertEqual(patient.values.embedded.first?.values.fields.map(\.values.swiftName), ["defaultValue", "start"])
        XCTAssertEqual(
            patient.values.attributes.map(\.values.swiftName),
            ["is_registered", "is_active", "is_has", "created", "address_1", "kind"])
        XCTAssertEqual(
            patient.values.typealiases.map { "\($0.values.key) = \($0.values.value)" },
            ["TypeEnum = Models.`Type`"])
        XCTAssertEqual(
            try result.attribute("kind", of: "Patient").values.annotation,
            "@SlateAttribute(default: Patient.TypeEnum.`default`, enumRawType: String.self)")
        let warnings = result.messages(.warning)
        XCTAssertTrue(
            warnings.contains {
                $0.hasPrefix(
                    "attributes 'is_…' of entity 'Patient' are written as plain "
                        + "attributes")
            }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("is named 'DateEmbedded'") }, "\(warnings)")
        let renamed = result.model.values.renamedAttributes.map { "\($0.values.slate2) → \($0.values.slate3)" }
        XCTAssertTrue(renamed.contains("`is`.registered: Bool? → is_registered: Bool?"), "\(renamed)")
    }

    /// Slate 3.1.0's Core Data class declares a number or Bool field of an embedded struct as `<property>_<field>`
    /// while its bridge reads the field's column: a group whose property or field cannot keep the model's name
    /// (`is_…`, `limit_default`) keeps its columns as plain attributes; a renamed group of strings stays embedded
    /// (the class declares those under their columns).
    func test_embeddedNumbers_thatCannotKeepTheirColumn_stayPlainAttributes() throws {
        let result = try translate(
            """
            <entity name="Patient" syncable="YES">
                <attribute name="is_registered" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="is_has" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="limit_default" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <attribute name="limit_low" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <attribute name="for_name" optional="YES" attributeType="String"/>
                <attribute name="for_has" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="dose_amount" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
            </entity>
            """)
        let patient = try XCTUnwrap(result.structs["Patient"]).values
        XCTAssertEqual(
            patient.attributes.map(\.values.swiftName),
            ["is_registered", "is_has", "limit_default", "limit_low"])
        XCTAssertEqual(patient.attributes.map(\.values.typeDeclaration), ["Bool?", "Bool", "Int16?", "Int16?"])
        XCTAssertEqual(patient.attributes.compactMap(\.values.annotation), [])
        XCTAssertEqual(
            patient.embedded.map { "\($0.values.swiftName): \($0.values.typeDeclaration)" },
            ["dose: Dose", "forValue: For?"])
        XCTAssertEqual(
            patient.embedded.last?.values.fields.map(\.values.annotation),
            ["@SlateAttribute(storageName: \"for_name\")"])
        let warnings = result.messages(.warning)
        XCTAssertEqual(warnings.filter { $0.contains("are written as plain attributes") }.count, 2, "\(warnings)")
        XCTAssertTrue(
            warnings.contains {
                $0.contains(
                    "('is_registered'), and the embedded property cannot be named "
                        + "'is'")
            }, "\(warnings)")
        XCTAssertTrue(
            warnings.contains { $0.contains("'limit_…'") && $0.contains("a field cannot keep its name") },
            "\(warnings)")
        XCTAssertFalse(warnings.contains { $0.contains("'is_has'") }, "the flag keeps its column: \(warnings)")
    }

    /// Found by the round trips (`Slate3RoundTripTests`): Slate 3 gives a to-one relationship a minimum count of 1
    /// when required and 0 when optional, and the count enters the version hash, so a model with another count
    /// changes schema; and Slate 3 writes the presence flag without its model default.
    func test_toOneMinimumCounts_andPresenceDefaults_SlateDoesNotKeep_areLosses() throws {
        let result = try translate(
            """
            <entity name="Author" syncable="YES">
                <attribute name="place_city" optional="YES" attributeType="String"/>
                <attribute name="place_has" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" \
            inverseName="author" inverseEntity="Book"/>
                <relationship name="pinned" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" \
            inverseName="pinnedBy" inverseEntity="Book"/>
            </entity>
            <entity name="Book" syncable="YES">
                <relationship name="author" maxCount="1" deletionRule="Nullify" destinationEntity="Author" \
            inverseName="books" inverseEntity="Author"/>
                <relationship name="pinnedBy" optional="YES" minCount="1" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Author" inverseName="pinned" inverseEntity="Author"/>
            </entity>
            """)
        let warnings = result.messages(.warning)
        XCTAssertTrue(
            warnings.contains(
                "to-one relationship 'author' of entity 'Book' gets a minimum count of 1 in "
                    + "Slate 3 (the model has 0), which changes the entity's version hash"),
            "\(warnings)")
        XCTAssertTrue(
            warnings.contains {
                $0.hasPrefix(
                    "to-one relationship 'pinnedBy' of entity 'Book' gets a minimum "
                        + "count of 0")
            }, "\(warnings)")
        XCTAssertTrue(
            warnings.contains { $0.hasPrefix("default 'NO' of presence flag attribute 'place_has'") },
            "\(warnings)")
        XCTAssertEqual(result.model.values.schemaChanges, 2)
    }

    /// Also found by the round trips: a subentity's rows share its parent's table and indexes in Core Data, and get
    /// a table of their own in Slate 3, which needs the parent's indexes; a CloudKit schema's relationships are
    /// all optional without a minimum count, a schema change where the model required one.
    func test_inheritedIndexes_areWritten_andCloudKitRelationshipsWarnWhenMadeOptional() throws {
        let result = try translate(
            """
            <entity name="Message" isAbstract="YES" syncable="YES">
                <attribute name="date" optional="YES" attributeType="Date"/>
                <fetchIndex name="byDate"><fetchIndexElement property="date" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            <entity name="Text" parentEntity="Message" syncable="YES">
                <attribute name="body" optional="YES" attributeType="String"/>
                <relationship name="chat" maxCount="1" deletionRule="Nullify" destinationEntity="Chat" \
            inverseName="texts" inverseEntity="Chat"/>
            </entity>
            <entity name="Chat" syncable="YES">
                <relationship name="texts" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Text" \
            inverseName="chat" inverseEntity="Text"/>
            </entity>
            """, options: ["cloudkit": "true"])
        XCTAssertEqual(result.structs["Text"]?.values.indexMacros, ["#Index<Text>([\\.date])"])
        let warnings = result.messages(.warning)
        XCTAssertTrue(
            warnings.contains(
                "relationship 'chat' of entity 'Text' is written optional, with no minimum "
                    + "count: CloudKit schemas need every relationship so"), "\(warnings)")
    }

    /// Slate 2's `imports` userInfo named the module holding the enums; Slate 3 names them through the models
    /// module, so only a module an enum is qualified with stays imported.
    func test_slate2Imports_areWrittenOnlyForModulesTheStructNames() throws {
        let result = try translate(
            """
            <entity name="Book" syncable="YES">
                <attribute name="genre" optional="YES" attributeType="String">
                    <userInfo><entry key="enum" value="Genre"/></userInfo>
                </attribute>
                <userInfo><entry key="imports" value="Foundation, ExampleEnums"/></userInfo>
            </entity>
            <entity name="Diary" syncable="YES">
                <attribute name="mood" optional="YES" attributeType="String">
                    <userInfo><entry key="enum" value="Feelings.Mood"/></userInfo>
                </attribute>
                <userInfo><entry key="imports" value="ExampleEnums, Feelings"/></userInfo>
            </entity>
            """)
        XCTAssertEqual(result.structs["Book"]?.values.imports, ["Foundation", "SlateSchema"])
        XCTAssertEqual(result.structs["Diary"]?.values.imports, ["Feelings", "Foundation", "SlateSchema"])
    }

    func test_enums_substructsAndInheritance() throws {
        let result = try translate(
            """
            <entity name="Item" isAbstract="YES" syncable="YES">
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Date" parentEntity="Item" syncable="YES">
                <attribute name="kind" attributeType="Integer 32" defaultValueString="1" usesScalarValueType="YES">
                    <userInfo><entry key="enum" value="Kind"/><entry key="enumDefault" value="meeting"/></userInfo>
                </attribute>
                <attribute name="mood" optional="YES" attributeType="String">
                    <userInfo><entry key="enum" value="Feelings.Mood"/></userInfo>
                </attribute>
                <attribute name="place_city" optional="YES" attributeType="String"/>
                <attribute name="place_floor" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <attribute name="place_has" attributeType="Boolean" usesScalarValueType="YES"/>
                <uniquenessConstraints><uniquenessConstraint><constraint value="place_city"/></uniquenessConstraint>\
            </uniquenessConstraints>
            </entity>
            """, options: ["models-module": "Calendar"])
        XCTAssertEqual(result.structs["Item"]?.values.writesFile, false)
        let date = try XCTUnwrap(result.structs["Date"])
        XCTAssertEqual(date.values.typeName, "DateEntity", "a struct named Date would shadow Foundation's")
        XCTAssertEqual(date.values.entityArguments, ["name: \"Date\""])
        XCTAssertEqual(date.values.attributes.map(\.values.name), ["name", "kind", "mood"], "inherited first")
        XCTAssertEqual(
            try result.attribute("kind", of: "Date").values.annotation,
            "@SlateAttribute(default: DateEntity.Kind.meeting, enumRawType: Int32.self)")
        XCTAssertEqual(try result.attribute("mood", of: "Date").values.typeDeclaration, "Mood?")
        XCTAssertEqual(
            date.values.typealiases.map { "\($0.values.key) = \($0.values.value)" },
            ["Kind = Calendar.Kind", "Mood = Feelings.Mood"])
        let place = try XCTUnwrap(date.values.embedded.first)
        XCTAssertEqual(place.values.typeDeclaration, "Place?")
        XCTAssertEqual(
            place.values.fields.map { "\($0.values.swiftName): \($0.values.typeDeclaration)" },
            ["city: String?", "floor: Int16?"])
        XCTAssertEqual(date.values.uniqueMacro, "#Unique<DateEntity>([\\.place?.city])")
        XCTAssertEqual(
            result.model.values.enums.map { "\($0.values.qualifiedName): \($0.values.rawType)" },
            ["Calendar.Kind: Int32", "Feelings.Mood: String"])
        let warnings = result.messages(.warning)
        XCTAssertTrue(warnings.contains { $0.hasPrefix("abstract entity 'Item'") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("entity 'Date' inherits from 'Item'") }, "\(warnings)")
    }

    /// Where no Swift name compiles over a column, the column takes the new name too: a warning that changes the
    /// schema, and the struct compiles.
    func test_namesNoSwiftNameCompilesFor_renameTheColumn_withASchemaWarning() throws {
        let result = try translate(
            """
            <entity name="Row" syncable="YES">
                <attribute name="id" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
                <attribute name="default" attributeType="String"/>
                <attribute name="slateID" attributeType="String"/>
            </entity>
            """)
        XCTAssertEqual(result.messages(.error), [])
        let id = try result.attribute("id", of: "Row")
        XCTAssertEqual(id.values.swiftName, "identifier")
        XCTAssertNil(id.values.annotation, "the column is renamed: storageName: breaks an optional number")
        let keyword = try result.attribute("default", of: "Row")
        XCTAssertEqual(keyword.values.swiftName, "defaultValue")
        XCTAssertNil(keyword.values.annotation)
        XCTAssertEqual(
            try result.attribute("slateID", of: "Row").values.annotation,
            "@SlateAttribute(storageName: \"slateID\")", "a reserved Swift name over a kept column")
        let warnings = result.messages(.warning)
        XCTAssertTrue(
            warnings.contains {
                $0.hasPrefix(
                    "attribute 'id' of entity 'Row' is stored in column "
                        + "'identifier': Slate 3 reserves the name 'id'")
            }, "\(warnings)")
        XCTAssertTrue(
            warnings.contains {
                $0.hasPrefix(
                    "attribute 'default' of entity 'Row' is stored in column 'defaultValue': Slate 3's generated "
                        + "Core Data class declares each column under its own name")
            }, "\(warnings)")
        XCTAssertFalse(result.model.values.keepsStores)
    }

    func test_oneEnumOverColumnsOfTwoTypes_isAnError() throws {
        let result = try translate(
            """
            <entity name="Writer" syncable="YES">
                <attribute name="status" attributeType="Integer 16" usesScalarValueType="YES">
                    <userInfo><entry key="enum" value="Status"/></userInfo>
                </attribute>
                <attribute name="rank" attributeType="Integer 32" usesScalarValueType="YES">
                    <userInfo><entry key="enum" value="Status"/></userInfo>
                </attribute>
            </entity>
            """)
        XCTAssertEqual(
            result.messages(.error),
            [
                "attribute 'rank' of entity 'Writer' stores enum 'Status' as Int32, but 'Writer.status' stores it as "
                    + "Int16: Slate 3 reads an enum column with the enum's raw type, so one enum cannot have both"
            ])
    }
}

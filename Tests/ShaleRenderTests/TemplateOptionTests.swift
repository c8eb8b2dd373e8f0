import ShaleModel
import ShaleRender
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// Typed options: each value parsed once by its option's type, and manifests' declarations checked at load.
final class TemplateOptionTests: TemporaryFolderTestCase {
    // MARK: Values

    func test_bool_readsEveryWordForTrueAndFalse_andRefusesOthers() {
        for word in ["true", "TRUE", "yes", "Yes", "1"] {
            XCTAssertEqual(try OptionType.bool.parse(word).get(), .bool(true), word)
        }
        for word in ["false", "no", "NO", "0"] {
            XCTAssertEqual(try OptionType.bool.parse(word).get(), .bool(false), word)
        }
        XCTAssertEqual(
            OptionType.bool.parse("maybe"), .failure(OptionValueError(problem: "is not true or false", example: "true"))
        )
        XCTAssertEqual(
            OptionType.bool.parse(""), .failure(OptionValueError(problem: "is not true or false", example: "true")))
    }

    func test_choiceIdentifierTransformAndModules_acceptOnlyTheirValues() {
        let cloudKit = OptionType.choice(["auto", "true", "false"])
        XCTAssertEqual(try cloudKit.parse("auto").get(), .text("auto"))
        XCTAssertEqual(
            cloudKit.parse("Auto"),
            .failure(OptionValueError(problem: "is not one of auto, true, false", example: "auto")))
        XCTAssertEqual(try OptionType.identifier.parse("Models").get(), .text("Models"))
        XCTAssertEqual(try OptionType.identifier.parse("").get(), .text(""))
        XCTAssertThrowsError(try OptionType.identifier.parse("My Models").get())
        XCTAssertEqual(try OptionType.transform.parse("Slate%@").get(), .text("Slate%@"))
        XCTAssertThrowsError(try OptionType.transform.parse("Slate").get(), "no %@")
        XCTAssertThrowsError(try OptionType.transform.parse("%@-x").get(), "not an identifier")
        XCTAssertEqual(
            try OptionType.modules.parse(" Slate ,ImmutableModels,, ").get(), .modules(["Slate", "ImmutableModels"]))
        XCTAssertEqual(
            OptionType.modules.parse("Slate, Foo\nimport Evil"),
            .failure(
                OptionValueError(
                    problem: "names 'Foo\nimport Evil', which is not a module name",
                    example: "Slate, ImmutableModels")))
        XCTAssertEqual(try OptionType.text.parse("anything at all").get(), .text("anything at all"))
    }

    func test_typedOptions_readTheParsedValue_elseTheirOneDeclaredDefault() {
        let options = TemplateOptions(values: [
            "history": .bool(true), "models-module": .text(""),
            "managed-imports": .modules(["Slate"]),
        ])
        XCTAssertTrue(options[SwiftDataOptions.history])
        XCTAssertEqual(options[SwiftDataOptions.inheritance], .classes, "not given: the declaration's default")
        XCTAssertEqual(Slate3Options(options).modelsModule, "Models", "empty means Models")
        XCTAssertEqual(options[SlateOptions.managedImports], ["Slate"])
        XCTAssertEqual(options[CoreDataOptions.managedImports], ["Slate"], "read by name, whichever set declares it")
        XCTAssertEqual(TemplateOptions()[CoreDataOptions.managedImports], [])
        XCTAssertEqual(TemplateOptions()[XcodeOptions.xcodeVersion], .newest)
    }

    func test_everyTranslatorsDeclarations_haveUniqueNamesAndDefaultsTheirTypesAccept() {
        for kind in TranslatorKind.builtIn {
            let names = kind.options.map(\.name)
            XCTAssertEqual(names.count, Set(names).count, kind.rawValue)
            for option in kind.options {
                XCTAssertNoThrow(try option.type.parse(option.defaultText).get(), "\(kind) \(option.name)")
                XCTAssertFalse(option.summary.isEmpty, "\(kind) \(option.name)")
            }
        }
    }

    func test_aBuiltInSetLoadedToRender_compilesOnlyWhatItsOutputsReach() throws {
        let rendering = try TemplateSetLoader.load("coredata", keyCheck: .userSets, diagnostics: strictCollector())
        // slate's ImmutableModel and RelationshipResolver are inherited but never rendered by coredata.
        XCTAssertEqual(rendering.library.templateNames, ["ManagedObject", "ModelBuilder", "RenamedProperty"])
        XCTAssertNotNil(rendering.files["ImmutableModel.mustache"], "the parent's files are still the set's")
        let checked = try TemplateSetLoader.load("coredata", diagnostics: strictCollector())
        XCTAssertTrue(checked.library.templateNames.contains("ImmutableModel"), "a checked set compiles every file")
    }

    func test_helpSummary_listsEachSetsExposedOptions_andLeavesOutSetsWithNone() throws {
        let summary = TemplateSetLoader.builtinOptionSummary
        XCTAssertTrue(summary.hasPrefix("coredata: internal-models, managed-imports, readonly-protocols; "), summary)
        XCTAssertTrue(summary.contains("; swiftdata: inheritance, cloudkit, history; "), summary)
        XCTAssertFalse(summary.contains("migration"), "the migration set has no options: \(summary)")
    }

    func test_builtInManifests_onlyNameTheOptionsTheyExpose() throws {
        for name in TemplateSetLoader.builtinNames {
            let set = try TemplateSetLoader.load(name, diagnostics: strictCollector())
            for option in set.manifest.options {
                XCTAssertEqual(option, TemplateSetManifest.Option(name: option.name), "\(name): \(option.name)")
            }
            let declared = Dictionary(uniqueKeysWithValues: set.translator.options.map { ($0.name, $0) })
            XCTAssertEqual(set.options, set.manifest.options.map { declared[$0.name]! }, name)
        }
    }

    func test_aNameAloneExposesTheTranslatorsDeclaration() throws {
        let set = try load(options: "  - int-cast\n  - \"retroactive\"")
        XCTAssertEqual(set.options, [SlateOptions.intCast.declaration, SlateOptions.retroactive.declaration])
        XCTAssertEqual(
            try set.resolveOptions([:], diagnostics: strictCollector()).texts,
            ["int-cast": "true", "retroactive": "false"])
        let refused = DiagnosticCollector()
        XCTAssertThrowsError(
            try set.resolveOptions(["name-transform": "X%@"], diagnostics: refused),
            "not exposed: not settable")
        XCTAssertEqual(refused.failureKind(), .usage)
    }

    func test_anOldManifestsFullDeclarationOfATranslatorOption_keepsWorking_withItsOwnDefault() throws {
        let set = try load(
            options: """
                  - name: name-transform
                    type: transform
                    default: "%@"
                    summary: as this set names its types
                """)
        XCTAssertEqual(set.options.map(\.defaultText), ["%@"])
        XCTAssertEqual(set.options.map(\.summary), ["as this set names its types"])
        XCTAssertEqual(
            try set.resolveOptions([:], diagnostics: strictCollector()).values["name-transform"],
            .text("%@"))
    }

    func test_aNameAloneThatTheTranslatorDoesNotRead_isAnErrorAtItsLine() throws {
        let diagnostics = try loadErrors(options: "  - int-cast\n  - inheritance", translator: "slate3")
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "option 'inheritance' is not one the slate3 translator reads, so the set declares it: give it a "
                    + "`default:` and a `summary:`"
            ])
        XCTAssertEqual(diagnostics.map(\.location?.line), [6])
        XCTAssertEqual(
            diagnostics.map(\.hint),
            [
                "the translator reads: name-transform, int-cast, models-module, "
                    + "cloudkit, to-one-cycles"
            ])
    }

    func test_removedContextsKey_isAnErrorThatNamesTheTranslatorToWrite() throws {
        try folder.write(
            "name: t\nsummary: x\ncontexts: [coreData]\noptions: []\noutputs:\n  - template: File\n"
                + "    scope: model\n    root: out\n    path: f.swift\n", to: "c/manifest.yml")
        try folder.write("x\n", to: "c/File.mustache")
        let collector = DiagnosticCollector()
        XCTAssertThrowsError(
            try TemplateSetLoader.load(
                folder.url.appendingPathComponent("c").path,
                diagnostics: collector)
        ) { _ in
            let diagnostics = collector.diagnostics
            XCTAssertEqual(
                diagnostics.map(\.message),
                ["`contexts:` is no longer read: a set names the translator that makes its contexts"])
            XCTAssertEqual(diagnostics.map(\.location?.line), [3])
            XCTAssertEqual(diagnostics.map(\.hint), ["replace it with `translator: coredata`"])
        }
    }

    func test_unknownManifestKeys_areErrorsAtTheirLines_allAtOnce_withTheNearestKey() throws {
        // A misspelt `when:` would otherwise render every file, and a misspelt `immutableModels:` nothing say so.
        try folder.write(
            """
            name: t
            summary: x
            immutablemodels: true
            shared: &shared
              scope: model
              root: out
            options:
              - name: banner
                type: text
                defualt: ""
            outputs:
              - template: File
                <<: *shared
                path: f.swift
                whn: hasOwnClass

            """, to: "k/manifest.yml")
        try folder.write("x\n", to: "k/File.mustache")
        let collector = DiagnosticCollector()
        XCTAssertThrowsError(
            try TemplateSetLoader.load(folder.url.appendingPathComponent("k").path, diagnostics: collector)
        ) { _ in
            let diagnostics = collector.diagnostics
            XCTAssertEqual(
                diagnostics.map(\.message),
                [
                    "unknown key 'immutablemodels' in manifest.yml; did you mean 'immutableModels'?",
                    "unknown key 'shared' in manifest.yml",
                    // What the misspelt `default:` leaves out, said too.
                    "option 'banner' is not one the slate translator reads, so the set declares it: give it a "
                        + "`default:` and a `summary:`",
                    "unknown key 'defualt' in an option; did you mean 'default'?",
                    "unknown key 'whn' in an output; did you mean 'when'?",
                ])
            XCTAssertEqual(diagnostics.map(\.location?.line), [3, 4, 8, 10, 15])
            XCTAssertEqual(diagnostics.map(\.location?.column), [1, 1, 5, 5, 5])
            XCTAssertEqual(
                diagnostics.last?.hint,
                "an output's keys are template, scope, root, path, header, normalized, when, each, ownership "
                    + "(Documentation/Templates.md)")
            XCTAssertEqual(
                diagnostics.first?.hint,
                "manifest.yml's keys are name, summary, parent, translator, immutableModels, managedClasses, options, "
                    + "outputs (Documentation/Templates.md)")
        }
    }

    // MARK: Resolving a set's options

    func test_resolve_parsesEveryValue_andShowsBoolsAsTrueOrFalse() throws {
        let diagnostics = strictCollector()
        let options = try TemplateSetLoader.load("swiftdata", diagnostics: diagnostics)
            .resolveOptions(["history": "yes"], diagnostics: diagnostics)
        XCTAssertEqual(options.values["history"], .bool(true))
        XCTAssertEqual(options.texts["history"], "true", "templates see the canonical value")
        XCTAssertEqual(options.values["inheritance"], .text("classes"), "the default, parsed")
    }

    func test_resolve_reportsEveryRefusedValue_atWhereItWasWritten() throws {
        let set = try TemplateSetLoader.load("slate3", diagnostics: strictCollector())
        let location = SourceLocation(file: "shale.yml", line: 7, column: 18)
        let collector = DiagnosticCollector()
        XCTAssertThrowsError(
            try set.resolveOptions(
                ["int-cast": "sometimes", "cloudkit": "maybe", "models-module": "9x"],
                locations: ["int-cast": location], diagnostics: collector)
        ) { _ in
            let diagnostics = collector.reported(since: 0)  // in the order the options are parsed, by name
            XCTAssertEqual(
                diagnostics.map(\.message),
                [
                    "option cloudkit=maybe is not one of auto, true, false",
                    "option int-cast=sometimes is not true or false",
                    "option models-module=9x is not a Swift identifier",
                ])
            XCTAssertEqual(diagnostics.map(\.location), [nil, location, nil])
            XCTAssertEqual(diagnostics[1].hint, "for example --option int-cast=true")
        }
    }

    // MARK: Declarations, checked when the set loads

    private func load(
        options: String, translator: String? = nil,
        diagnostics: DiagnosticCollector? = nil
    ) throws -> TemplateSet {
        let diagnostics = diagnostics ?? strictCollector()
        let manifest =
            "name: t\nsummary: x\n" + (translator.map { "translator: \($0)\n" } ?? "")
            + "options:\n\(options)\noutputs:\n  - template: File\n    scope: model\n    root: out\n    path: f.swift\n"
        try folder.write(manifest, to: "t/manifest.yml")
        try folder.write("x\n", to: "t/File.mustache")
        return try TemplateSetLoader.load(folder.url.appendingPathComponent("t").path, diagnostics: diagnostics)
    }

    private func loadErrors(options: String, translator: String? = nil) throws -> [Diagnostic] {
        let diagnostics = DiagnosticCollector()
        do {
            _ = try load(options: options, translator: translator, diagnostics: diagnostics)
            XCTFail("the set loaded")
            return []
        } catch is DiagnosticCollector.Stopped {
            return diagnostics.diagnostics
        }
    }

    func test_anOptionsTypeComesFromItsTranslator_elseTheManifest_elseText() throws {
        let set = try load(
            options: """
                  - name: int-cast
                    default: "true"
                    summary: read by the slate translator
                  - name: style
                    type: choice
                    values: [plain, fancy]
                    default: plain
                    summary: read only by templates
                  - name: banner
                    default: "anything"
                    summary: no type given
                """)
        XCTAssertEqual(set.translator, .slate)
        XCTAssertEqual(set.optionTypes, ["int-cast": .bool, "style": .choice(["plain", "fancy"]), "banner": .text])
        XCTAssertThrowsError(try set.resolveOptions(["style": "loud"], diagnostics: DiagnosticCollector()))
    }

    func test_badDeclarations_areErrorsAtTheirOptionsLine() throws {
        let diagnostics = try loadErrors(
            options: """
                  - name: int-cast
                    type: text
                    default: "true"
                    summary: the translator reads it as bool
                  - name: style
                    type: choice
                    default: plain
                    summary: no values
                  - name: size
                    type: number
                    default: "1"
                    summary: no such type
                  - name: history
                    type: bool
                    default: "sometimes"
                    summary: a default its type refuses
                """, translator: "swiftdata")
        XCTAssertEqual(
            Set(diagnostics.map(\.message)),
            [
                "option 'style' is a choice without `values:`",
                "option 'size' has an unknown type 'number'",
                "the default of option 'history', \"sometimes\", is not true or false",
            ], "int-cast is no swiftdata option, so text is its type")
        XCTAssertEqual(diagnostics.compactMap(\.location?.line).sorted(), [9, 13, 17])
    }

    func test_aTypeThatDiffersFromTheTranslators_isAnError() throws {
        let diagnostics = try loadErrors(
            options: """
                  - name: int-cast
                    type: text
                    default: "true"
                    summary: the slate translator reads it as bool
                """)
        XCTAssertEqual(
            diagnostics.map(\.message),
            ["option 'int-cast' is declared as text but the slate translator reads it as bool"])
        XCTAssertEqual(diagnostics.first?.hint, "name the option alone (`- int-cast`): the translator declares it")
        XCTAssertEqual(diagnostics.first?.location?.line, 4)
    }

    func test_anUnknownTranslator_isAnErrorNamingTheKnownOnes() throws {
        let diagnostics = try loadErrors(options: "  []", translator: "grdb")
        XCTAssertEqual(diagnostics.map(\.message), ["the translator 'grdb' does not exist"])
        XCTAssertEqual(
            diagnostics.first?.hint, "name one of: slate, coredata, memory, swiftdata, slate3, xcode, migration")
        XCTAssertEqual(diagnostics.first?.location?.line, 3)
    }

    func test_everyBuiltInSet_namesItsOwnTranslator() throws {
        for name in TemplateSetLoader.builtinNames {
            let set = try TemplateSetLoader.load(name, diagnostics: strictCollector())
            XCTAssertEqual(set.manifest.translator, name, "\(name) names its translator")
        }
    }
}

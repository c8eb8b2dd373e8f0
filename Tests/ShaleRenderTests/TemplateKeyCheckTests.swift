import ShaleDiff
import ShaleModel
import ShaleRender
import ShaleTranslation
import XCTest

/// Templates are checked against the contexts they render with when their set loads.
final class TemplateKeyCheckTests: XCTestCase {
    /// The problems of a one-output set whose template is `template`, or [] when it loads.
    private func problems(
        _ template: String, scope: String = "entity", path: String = "{{name}}.swift",
        manifestExtra: String = "", partials: [String: String] = [:]
    ) -> [Diagnostic] {
        var files = [
            "manifest.yml": """
            name: mine
            summary: test
            \(manifestExtra)
            options: []
            outputs:
              - template: Model
                scope: \(scope)
                root: out
                path: "\(path)"
            """, "Model.mustache": template,
        ]
        for (name, text) in partials { files["\(name).mustache"] = text }
        let diagnostics = DiagnosticCollector()
        do {
            _ = try TemplateSet(files: files, origin: "MyTemplates", diagnostics: diagnostics)
            return diagnostics.diagnostics
        } catch is DiagnosticCollector.Stopped {
            return diagnostics.diagnostics
        } catch {
            XCTFail("\(error)")
            return []
        }
    }

    private func rendered(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.map { "\($0.file):\($0.line):\($0.column)" } ?? ""): \($0.message)" }
    }

    func test_misspelledKey_isALocatedErrorWithASuggestion() {
        XCTAssertEqual(
            rendered(problems("// {{name}}\n{{#atributes}}x{{/atributes}}\n")),
            [
                "MyTemplates/Model.mustache:2:1: 'atributes' is not a key of the entity context; "
                    + "did you mean 'attributes'?"
            ])
    }

    func test_keyInsideASection_isLookedUpInTheElementThenAround() {
        XCTAssertEqual(problems("{{#attributes}}{{swiftName}} {{immutableType}}{{/attributes}}"), [])
        XCTAssertEqual(
            rendered(problems("{{#attributes}}\n  {{swiftNme}}\n{{/attributes}}")),
            [
                "MyTemplates/Model.mustache:2:3: 'swiftNme' is not a key of the attribute context, nor of "
                    + "the entity context around it; did you mean 'swiftName'?"
            ])
    }

    func test_dottedKey_isCheckedInTheNestedContext() {
        XCTAssertEqual(problems("{{model.name}} {{model.options.anything}}"), [])
        XCTAssertEqual(
            rendered(problems("{{model.nam}}")),
            [
                "MyTemplates/Model.mustache:1:1: 'nam' is not a key of 'model' (model summary context); "
                    + "did you mean 'name'?"
            ])
    }

    func test_coreDataKeys_needTheCoreDataTranslator() {
        let template = "{{#coreData}}{{superclass}}{{/coreData}}"
        let missing = problems(template)
        XCTAssertEqual(missing.map(\.message), ["'coreData' keys are computed only by the coredata translator"])
        XCTAssertEqual(missing.map(\.hint), ["set `translator: coredata` in manifest.yml"])
        XCTAssertEqual(
            problems(template, manifestExtra: "translator: slate").map(\.message),
            ["'coreData' keys are computed only by the coredata translator"])
        XCTAssertEqual(problems(template, manifestExtra: "translator: coredata"), [])
    }

    func test_memoryKeys_areLeftNilByTheCoreDataTranslator() {
        let template = "{{#memory}}{{nameLiteral}}{{/memory}}"
        XCTAssertEqual(
            problems(template, manifestExtra: "translator: coredata").map(\.message),
            ["'memory' keys are computed only by the slate or the memory translator"])
        XCTAssertEqual(problems(template, manifestExtra: "translator: memory"), [])
    }

    func test_entityScope_rendersWithTheTranslatorsRootContext() {
        // The swiftdata translator's entity root has the entity's name and its class, not the Slate keys.
        XCTAssertEqual(problems("{{name}} {{swiftData.className}}", manifestExtra: "translator: swiftdata"), [])
        XCTAssertEqual(
            problems("{{immutableType}}", manifestExtra: "translator: swiftdata").map(\.message),
            ["'immutableType' is not a key of the swift data file context"])
        XCTAssertEqual(problems("{{slate3.typeName}}", manifestExtra: "translator: slate3"), [])
    }

    func test_bundleScope_needsATranslatorWithBundleContexts() {
        XCTAssertEqual(
            problems("x", scope: "bundle", manifestExtra: "translator: slate3").map(\.message),
            ["the slate3 translator makes no context for `scope: bundle` outputs"])
    }

    func test_partial_isCheckedWithTheStackOfItsTag() {
        let partials = ["Attribute": "{{swiftName}}: {{valueDeclaration}}"]
        XCTAssertEqual(problems("{{#attributes}}{{>Attribute}}{{/attributes}}", partials: partials), [])
        XCTAssertEqual(
            rendered(problems("{{>Attribute}}", partials: partials)),
            [
                "MyTemplates/Attribute.mustache:1:1: 'swiftName' is not a key of the entity context",
                "MyTemplates/Attribute.mustache:1:16: 'valueDeclaration' is not a key of the entity context",
            ])
    }

    func test_blockPassedToAParent_mustBeOneTheParentDeclares() {
        let partials = ["Base": "{{$body}}default{{/body}}"]
        XCTAssertEqual(problems("{{<Base}}{{$body}}x{{/body}}{{/Base}}", partials: partials), [])
        XCTAssertEqual(
            rendered(problems("{{<Base}}{{$bdy}}x{{/bdy}}{{/Base}}", partials: partials)),
            [
                "MyTemplates/Model.mustache:1:10: block 'bdy' is passed to parent 'Base', which has no such "
                    + "block; did you mean 'body'?"
            ])
    }

    func test_blockArgument_isCheckedWhereTheParentDeclaresTheBlock() {
        let partials = ["Base": "{{#attributes}}{{$row}}{{/row}}{{/attributes}}"]
        XCTAssertEqual(problems("{{<Base}}{{$row}}{{swiftName}}{{/row}}{{/Base}}", partials: partials), [])
        XCTAssertEqual(
            rendered(problems("{{<Base}}\n{{$row}}{{swiftNam}}{{/row}}{{/Base}}", partials: partials)),
            [
                "MyTemplates/Model.mustache:2:9: 'swiftNam' is not a key of the attribute context, nor of "
                    + "the entity context around it; did you mean 'swiftName'?"
            ])
    }

    func test_pathPatternAndWhenKey_areCheckedAtTheirManifestLines() {
        XCTAssertEqual(
            rendered(problems("x", path: "{{immutableTyp}}.swift")),
            [
                "MyTemplates/manifest.yml:9:5: 'immutableTyp' is not a key of the entity context; "
                    + "did you mean 'immutableType'?"
            ])
    }

    func test_swiftDataKeys_needTheSwiftDataTranslator() {
        let template = "{{#swiftData}}{{className}}{{/swiftData}}"
        XCTAssertEqual(
            problems(template).map(\.message),
            ["'swiftData' keys are computed only by the swiftdata translator"])
        XCTAssertEqual(problems(template, manifestExtra: "translator: swiftdata"), [])
    }

    func test_bundleScope_rendersWithTheBundleContext() {
        XCTAssertEqual(
            problems(
                "{{#versions}}{{name}}{{#entities}}{{name}}{{/entities}}{{/versions}}",
                scope: "bundle", path: "all.swift"), [])
        let found = problems("{{#entities}}{{name}}{{/entities}}", scope: "bundle", path: "all.swift")
        XCTAssertEqual(found.map(\.message), ["'entities' is not a key of the bundle context"])
    }

    func test_whenKey_mayBeDottedThroughNestedContexts() {
        let manifestExtra = "translator: swiftdata"
        let files = { (when: String) in
            [
                "manifest.yml": """
                name: mine
                summary: test
                \(manifestExtra)
                options: []
                outputs:
                  - template: Model
                    scope: entity
                    root: out
                    path: "{{name}}.swift"
                    when: \(when)
                """, "Model.mustache": "x",
            ]
        }
        XCTAssertNoThrow(
            try TemplateSet(
                files: files("swiftData.writesClassFile"), origin: "MyTemplates",
                diagnostics: strictCollector()))
        XCTAssertThrowsError(
            try TemplateSet(
                files: files("swiftData.className"), origin: "MyTemplates",
                diagnostics: DiagnosticCollector()))
    }

    func test_eachOutput_readsTheElementThenTheBundle_andMustNameAList() {
        let files = { (scope: String, each: String, template: String) in
            [
                "manifest.yml": """
                name: mine
                summary: test
                options: []
                outputs:
                  - template: Model
                    scope: \(scope)
                    each: \(each)
                    ownership: user
                    root: out
                    path: "{{name}}.swift"
                """, "Model.mustache": template,
            ]
        }
        // `name` and `entities` are the version's; `model` is the bundle's, below it.
        XCTAssertNoThrow(
            try TemplateSet(
                files: files(
                    "bundle", "versions",
                    "{{name}}{{#entities}}{{name}}{{/entities}}{{model.name}}"),
                origin: "MyTemplates", diagnostics: strictCollector()))
        let messages = { (scope: String, each: String, template: String) -> [String] in
            let diagnostics = DiagnosticCollector()
            do {
                _ = try TemplateSet(
                    files: files(scope, each, template), origin: "MyTemplates",
                    diagnostics: diagnostics)
                return []
            } catch is DiagnosticCollector.Stopped {
                return diagnostics.diagnostics.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }
        XCTAssertEqual(
            messages("bundle", "versions", "{{versionHashes}}"),
            ["'versionHashes' is not a key of the version context, nor of the bundle context around it"])
        XCTAssertEqual(messages("bundle", "model", "x"), ["`each: model` names no list key of BundleContext"])
        XCTAssertEqual(messages("entity", "attributes", "x"), ["`each:` is only for `scope: bundle` outputs"])
    }

    func test_modelAndDiffScopes_haveTheirOwnRoots() {
        XCTAssertEqual(problems("{{#entities}}{{name}}{{/entities}}", scope: "model", path: "all.swift"), [])
        XCTAssertEqual(problems("{{#comparisons}}{{from}}{{/comparisons}}", scope: "diff", path: "r.txt").count, 0)
        XCTAssertEqual(
            problems("{{hasOwnClass}}", scope: "model", path: "all.swift").map(\.message),
            ["'hasOwnClass' is not a key of the model context"])
    }

    /// What lets rendering load the built-in sets without the check (`TemplateSetLoader.KeyCheck.userSets`).
    func test_everyBuiltinSet_readsOnlyKeysItsContextsHave() throws {
        XCTAssertGreaterThanOrEqual(TemplateSetLoader.builtinNames.count, 6)
        for name in TemplateSetLoader.builtinNames {
            XCTAssertNoThrow(
                try TemplateSetLoader.load(name, keyCheck: .everySet, diagnostics: strictCollector()),
                name)
        }
    }
}

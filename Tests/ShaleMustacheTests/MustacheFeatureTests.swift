import ShaleMustache
import XCTest

/// Escaping modes, position functions, typed contexts, introspection, and the value adapters.
final class MustacheFeatureTests: XCTestCase {
    func testEscapingDefaultTextPragmaAndLibraryOption() throws {
        let data: MustacheValue = ["x": "<a href=\"q\">Tom & Jerry's</a>"]
        XCTAssertEqual(
            try MustacheTemplate(source: "{{x}}").render(data),
            "&lt;a href=&quot;q&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        let text = try MustacheTemplate(source: "{{% CONTENT_TYPE: TEXT}}\nlet s = \"{{x}}\"\n")
        XCTAssertFalse(text.escapesByDefault)
        XCTAssertEqual(try text.render(data), "let s = \"<a href=\"q\">Tom & Jerry's</a>\"\n")
        let library = try MustacheLibrary(templates: ["t": "{{x}}|{{% CONTENT_TYPE: HTML}}{{x}}"], escaping: false)
        XCTAssertEqual(
            try library.render(data, withTemplate: "t"),
            "<a href=\"q\">Tom & Jerry's</a>|<a href=\"q\">Tom & Jerry's</a>")
    }

    func testPositionFunctionsInsideLists() throws {
        let template = try MustacheTemplate(
            source: """
                {{% CONTENT_TYPE: TEXT}}
                init(
                {{#params}}
                    {{index()}} {{name}}: {{type}}{{^last()}},{{/last()}}{{#first()}} // first{{/first()}}
                {{/params}}
                ){{#params}}{{^first()}} | {{/first()}}{{#last()}}last={{name}}{{/last()}}{{/params}}
                """)
        let data: MustacheValue = [
            "params": [
                ["name": "a", "type": "Int"], ["name": "b", "type": "String"], ["name": "c", "type": "Bool"],
            ]
        ]
        XCTAssertEqual(
            try template.render(data),
            """
            init(
                0 a: Int, // first
                1 b: String,
                2 c: Bool
            ) |  | last=c
            """)
        // Outside any list: first()/last() are false and index() renders nothing. Inside a non-list section they
        // refer to the innermost enclosing list; nested lists track their own positions.
        XCTAssertEqual(
            try MustacheTemplate(source: "{{#first()}}F{{/first()}}{{^last()}}!L{{/last()}}[{{index()}}]")
                .render([:]), "!L[]")
        let nested = try MustacheTemplate(source: "{{#o}}{{#i}}{{index()}}{{/i}}{{#obj}}{{index()}}{{/obj}};{{/o}}")
        XCTAssertEqual(try nested.render(["o": [["i": [1, 2], "obj": ["k": 1]], ["i": [3]]]]), "010;0;")
        // even() and odd() count from 0, as index() does.
        let parity = try MustacheTemplate(
            source: "{{#x}}{{#even()}}e{{/even()}}{{^even()}}-{{/even()}}{{#odd()}}o{{/odd()}}{{/x}}")
        XCTAssertEqual(try parity.render(["x": [1, 2, 3]]), "e-oe")
    }

    func testTypedContextsAndContextStack() throws {
        struct Attribute: MustacheObject {
            let name: String
            let optional: Bool
            func mustacheValue(forKey key: String) -> MustacheValue? {
                switch key {
                case "name": return .string(name)
                case "isOptional": return .bool(optional)
                default: return nil
                }
            }
        }
        let root: MustacheValue = [
            "entity": "Person",
            "attributes": .list([
                .object(Attribute(name: "age", optional: false)),
                .object(Attribute(name: "nick", optional: true)),
            ]),
        ]
        let template = try MustacheTemplate(
            source: "{{#attributes}}{{entity}}.{{name}}{{#isOptional}}?{{/isOptional}} {{/attributes}}")
        XCTAssertEqual(try template.render(root), "Person.age Person.nick? ")
    }

    func testSequence_rendersAsAList_makingEachElementWhenReached() throws {
        final class Squares: MustacheSequence {
            var made: [Int] = []
            let count: Int
            init(count: Int) { self.count = count }
            func element(at index: Int) -> MustacheValue {
                made.append(index)
                return .int(index * index)
            }
        }
        let squares = Squares(count: 3)
        let template = try MustacheTemplate(
            source: "{{#squares}}{{.}}{{^last()}}, {{/last()}}{{/squares}}{{^squares}}none{{/squares}}")
        XCTAssertEqual(try template.render(["squares": .sequence(squares)]), "0, 1, 4")
        XCTAssertEqual(squares.made, [0, 1, 2], "each element made once, in order")
        XCTAssertEqual(try template.render(["squares": .sequence(Squares(count: 0))]), "none")
        XCTAssertEqual(try MustacheTemplate(source: "[{{squares}}]").render(["squares": .sequence(squares)]), "[]")
    }

    func testValuesAndJSONAdapter() throws {
        let value = MustacheValue(
            json: [
                "int": 85, "double": 1.21, "flag": true, "off": false, "none": NSNull(), "text": "",
                "list": [1, "two"], "nested": ["k": "v"],
            ] as [String: Any])
        let template = try MustacheTemplate(
            source: "{{int}} {{double}} {{flag}} [{{none}}] {{#off}}no{{/off}}{{#text}}empty-is-truthy{{/text}} "
                + "{{#list}}{{.}},{{/list}} {{nested.k}} {{int.x}}")
        XCTAssertEqual(try template.render(value), "85 1.21 true [] empty-is-truthy 1,two, v ")
        guard case .object(let object) = value, let dictionary = object as? MustacheDictionary else {
            return XCTFail("expected a dictionary object")
        }
        XCTAssertEqual(
            dictionary.values.keys.sorted(), ["double", "flag", "int", "list", "nested", "none", "off", "text"])
    }

    func testReferencesForLoadTimeValidation() throws {
        let template = try MustacheTemplate(
            source: """
                {{title}}
                {{#entity.attributes}}
                  {{^isOptional}}{{name}}{{/isOptional}}{{^last()}},{{/last()}}
                  {{>row}}
                {{/entity.attributes}}
                {{<layout}}{{$body}}{{>*dynamic}}{{/body}}{{/layout}}
                """)
        XCTAssertEqual(
            template.references.map(\.description),
            [
                "1:1 variable title",
                "2:1 section entity.attributes",
                "3:3 inverted isOptional in entity.attributes",
                "3:18 variable name in entity.attributes",
                "3:41 inverted last() in entity.attributes",
                "4:3 partial row in entity.attributes",
                "6:1 parent layout",
                "6:12 block body",
                "6:21 partial *dynamic",
            ])
        let inverted = template.references[2]
        XCTAssertEqual(inverted.kind, .inverted)
        XCTAssertEqual(inverted.enclosingSections, ["entity.attributes"])
        XCTAssertTrue(template.references[4].isFunction)
        XCTAssertTrue(template.references[8].isDynamic)
    }

    func testRenderIntoReusedBufferAppends() throws {
        let template = try MustacheTemplate(source: "<{{x}}>")
        var buffer: [UInt8] = []
        try template.render(["x": 1], into: &buffer)
        try template.render(["x": 2], into: &buffer)
        XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "<1><2>")
        XCTAssertEqual(try template.renderBytes(["x": "é"]), Array("<é>".utf8))
    }

    func testIndentedPartialsAndBlocksInGeneratedCode() throws {
        let library = try MustacheLibrary(templates: [
            "file": "{{% CONTENT_TYPE: TEXT}}\nstruct S {\n    {{>members}}\n}\n",
            "members": "{{% CONTENT_TYPE: TEXT}}\n{{#names}}\nvar {{.}}: Int\n\n{{/names}}\n",
        ])
        XCTAssertEqual(
            try library.render(["names": ["a", "b"]], withTemplate: "file"),
            "struct S {\n    var a: Int\n    \n    var b: Int\n    \n}\n")
    }

    func testLambdas() throws {
        let template = try MustacheTemplate(source: "{{#wrap}}<{{x}}>{{/wrap}} {{upper}}")
        let data: MustacheValue = [
            "x": "&",
            "wrap": .lambda(MustacheLambda { raw in "[" + raw + "]" }),
            "upper": .lambda(MustacheLambda { _ in "{{x}}!" }),
        ]
        XCTAssertEqual(try template.render(data), "[<&amp;>] &amp;!")
        let broken = try MustacheTemplate(source: "{{bad}}")
        XCTAssertThrowsError(try broken.render(["bad": .lambda(MustacheLambda { _ in "{{#open}}" })]))
    }
}

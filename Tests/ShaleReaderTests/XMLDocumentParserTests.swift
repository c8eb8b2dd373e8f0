import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleReader

final class XMLDocumentParserTests: XCTestCase {
    private func parse(_ text: String) -> XMLDocumentParser.Result {
        XMLDocumentParser.parse(Array(text.utf8), file: "test.xml")
    }

    func test_elements_keepLineAndColumnOfTheirOpeningBracket() throws {
        let root = try XCTUnwrap(
            parse(
                """
                <?xml version="1.0"?>
                <model>
                    <entity name="Café"/><entity
                        name="B"/>
                </model>
                """
            ).root)
        XCTAssertEqual(root.location, SourceLocation(file: "test.xml", line: 2, column: 1))
        XCTAssertEqual(root.children.map(\.location.line), [3, 3])
        XCTAssertEqual(root.children.map(\.location.column), [5, 26])
    }

    func test_aDocumentReadPieceByPiece_keepsEveryElementAndItsLocation() throws {
        // Far larger than libxml2's input window, so it discards what it has read while the parse goes on.
        let items = (0..<2000).map { "    <item n=\"\($0)\" text=\"ü \($0)\"/>\n" }.joined()
        let bytes = Array("<?xml version=\"1.0\"?>\n<model>\n\(items)</model>\n".utf8)
        var offset = 0
        let result = XMLDocumentParser.parse(file: "big.xml") { buffer in
            let count = min(7, buffer.count, bytes.count - offset)  // odd-sized pieces, split inside tags
            _ = buffer.initialize(from: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
        let root = try XCTUnwrap(result.root, "\(result.diagnostics)")
        XCTAssertEqual(root.children.count, 2000)
        for (index, item) in root.children.enumerated() {
            XCTAssertEqual(item[attribute: "text"], "ü \(index)")
            XCTAssertEqual(item.location, SourceLocation(file: "big.xml", line: index + 3, column: 5))
        }
        XCTAssertTrue(XMLDocumentParser.parse(bytes, file: "big.xml").root == root, "the same tree, read whole")
    }

    func test_aReadThatFails_stopsTheParseWithAnError() {
        let result = XMLDocumentParser.parse(file: "broken.xml") { _ in -1 }
        XCTAssertNil(result.root)
        XCTAssertTrue(result.diagnostics.containsErrors)
    }

    func test_attributes_keepFileOrderAndDecodeEntities() throws {
        let root = try XCTUnwrap(parse(#"<e z="1" a="&lt;&amp;&quot;&#65;"/>"#).root)
        XCTAssertEqual(root.attributes.map(\.name), ["z", "a"])
        XCTAssertEqual(root[attribute: "a"], "<&\"A")
    }

    func test_internalDTDSubset_isRefusedBeforeAnyExpansion() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE m [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>
            <m a="&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"/>
            """
        let result = parse(bomb)
        XCTAssertNil(result.root)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(result.diagnostics[0].message.contains("internal DTD subset"))
        XCTAssertEqual(result.diagnostics[0].location?.line, 2)
    }

    func test_externalEntity_isNeverLoaded() {
        let result = parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE m SYSTEM "file:///etc/passwd">
            <m>&ext;</m>
            """)
        XCTAssertNil(result.root)
        XCTAssertTrue(result.diagnostics.containsErrors)
    }

    func test_doctypeWithoutInternalSubset_isAllowed_asPropertyListsHaveOne() throws {
        let root = try XCTUnwrap(
            parse(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict><key>k</key><string>v</string></dict></plist>
                """
            ).root)
        XCTAssertEqual(root.children.first?.children.map(\.text), ["k", "v"])
    }

    func test_malformedXML_givesOneLocatedError() {
        let result = parse(
            """
            <model>
            <<<<<<< HEAD
            </model>
            """)
        XCTAssertNil(result.root)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.location?.line, 2)
        XCTAssertTrue(result.diagnostics.first?.message.hasPrefix("malformed XML") == true)
    }

    func test_declaredEncodings_areHonoured() throws {
        let latin1: [UInt8] =
            Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><e n="caf"#.utf8) + [0xE9] + Array(#""/>"#.utf8)
        XCTAssertEqual(XMLDocumentParser.parse(latin1, file: "l.xml").root?[attribute: "n"], "café")
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<e n=\"ü\"/>"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(XMLDocumentParser.parse(utf16, file: "u.xml").root?[attribute: "n"], "ü")
    }

    func test_bytesNotValidInTheirEncoding_areOneErrorNamingEncodingAndBytes() {
        func errors(_ bytes: [UInt8]) -> [String] {
            let diagnostics = XMLDocumentParser.parse(bytes, file: "e.xml").diagnostics.filter { $0.severity == .error }
            return diagnostics.map { String($0.description.prefix { $0 != "\n" }) }
        }
        let utf8 = Array(#"<e n="caf"#.utf8) + [0xC3, 0x28] + Array(#""/>"#.utf8)
        XCTAssertEqual(errors(utf8), ["e.xml:1:10: error: the file is not valid UTF-8 at bytes 0xC3 0x28 0x22 0x2F"])

        let prolog = Array(#"<?xml version="1.0" encoding="Shift_JIS"?>"#.utf8) + [0x0A]
        let inside = prolog + Array(#"<e n="E"#.utf8) + [0x82, 0xFF] + Array(#""/>"#.utf8)
        XCTAssertEqual(
            errors(inside), ["e.xml:2:8: error: the file is not valid Shift_JIS at bytes 0x82 0xFF 0x22 0x2F"])
        // After the root element the failed conversion just ends the input: libxml2 alone reports nothing.
        let after = prolog + Array(#"<e n="E"/>"#.utf8) + [0x0A, 0x82, 0xFF]
        XCTAssertEqual(errors(after).count, 1)
        XCTAssertTrue(
            errors(after).first?.hasPrefix("e.xml: error: the file is not valid Shift_JIS at bytes 0x82 0xFF") == true)
    }

    func test_deepNesting_failsFastWithAnError() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let result = parse(text)
        XCTAssertNil(result.root)
        XCTAssertTrue(result.diagnostics.containsErrors)
    }

    func test_fileOverTheSizeLimit_isRefusedBeforeReading() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shale-big-\(UUID()).xml").path
        try Data(repeating: UInt8(ascii: " "), count: 2048).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let collector = strictCollector(expecting: [.error("over the 1024-byte limit")])
        XCTAssertNil(ModelReader.parseFile(path, limit: 1024, diagnostics: collector))
        XCTAssertEqual(collector.count, 1)
    }
}

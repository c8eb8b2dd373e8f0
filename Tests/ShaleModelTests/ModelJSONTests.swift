import Foundation
import ShaleModel
import XCTest

/// `ModelJSON.encode(_:concurrently:_:)` writes the bytes `encode` writes, and finds the member it fills only at the
/// top level, outside strings.
final class ModelJSONTests: XCTestCase {
    private struct Item: Codable, Sendable {
        var name: String
        var values: [Int]
        var nested: [String: String]
    }

    private struct Shell: Codable {
        // Sorted after "a…" and before "z…", so the member sits between others.
        var alpha: String
        var items: [Item]
        var inner: [String: [Int]]
        var zulu: [Item]
    }

    private func shell(count: Int) -> Shell {
        let items = (0..<count).map { index in
            Item(
                name: "item \(index) \"items\":[] {[\\", values: Array(0..<(index % 4)),
                nested: index % 2 == 0 ? ["items": "[]"] : [:])
        }
        return Shell(
            alpha: "\"items\":[]", items: items, inner: ["items": []], zulu: items.prefix(2).map { $0 })
    }

    func test_concurrentEncoding_writesTheSameBytesAsEncode() throws {
        for count in [0, 1, 2, 7, 300] {
            let value = shell(count: count)
            XCTAssertEqual(
                try ModelJSON.encode(value, concurrently: "items", \.items), try ModelJSON.encode(value),
                "\(count) items")
        }
    }

    func test_concurrentEncoding_fillsTheTopLevelMember_notAStringOrANestedOne() throws {
        let value = shell(count: 3)
        let decoded = try JSONDecoder().decode(
            Shell.self, from: Data(try ModelJSON.encode(value, concurrently: "items", \.items).utf8))
        XCTAssertEqual(decoded.items.map(\.name), value.items.map(\.name))
        XCTAssertEqual(decoded.alpha, "\"items\":[]")
        XCTAssertEqual(decoded.inner, ["items": []])
        XCTAssertEqual(decoded.zulu.count, 2)
    }

    func test_topLevelMember_skipsStringsAndDeeperObjects() {
        let pattern = Array("\"items\":[]".utf8)
        func member(_ json: String) -> Int? {
            ModelJSON.topLevelMember(pattern, in: Array(json.utf8))?.lowerBound
        }
        XCTAssertEqual(member(#"{"items":[]}"#), 1)
        XCTAssertEqual(member(#"{"a":"\"items\":[]","items":[]}"#), 20)
        XCTAssertEqual(member(#"{"a":{"items":[]},"items":[]}"#), 18)
        XCTAssertEqual(member(#"{"a":"x\\","items":[]}"#), 11)
        XCTAssertNil(member(#"{"a":{"items":[]}}"#))
        XCTAssertNil(member(#"{"a":"\"items\":[]"}"#))
        XCTAssertNil(member(#"{"items":[1]}"#))
    }
}

import Foundation
import XCTest

/// Each set folder of ShaleTranslation (`Sets/<Set>/`) uses only the shared core (`Core/`) and, for the Slate 2
/// family, the Slate 2 part (`Sets/SlateFamily/`): no folder names a type another set folder declares, and
/// neither `Core/` nor the Slate 2 part names a set's type. Checked by reading the sources: every top-level type
/// a folder declares, against every identifier the other folders' files use.
final class SetFolderIsolationTests: XCTestCase {
    /// The sets built on the Slate 2 part.
    private static let slateFamily: Set<String> = ["Slate", "CoreData", "Memory", "Slate3"]

    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ShaleTranslation")

    /// The text of every Swift file under `folder`, recursively.
    private func texts(under folder: URL) throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    /// The top-level types `texts` declare (`public final class Name`, `enum Name`, ...).
    private func declaredTypes(in texts: [String]) -> Set<String> {
        let pattern = try! NSRegularExpression(
            pattern: #"^(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"#
                + #"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        var names = Set<String>()
        for text in texts {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names
    }

    /// The identifiers `texts` use outside comments and string literals.
    private func identifiers(in texts: [String]) -> Set<String> {
        var names = Set<String>()
        for text in texts {
            for line in text.split(separator: "\n") {
                var code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                code = code.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
                for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                    names.insert(String(word))
                }
            }
        }
        return names
    }

    func test_setFolders_useOnlyTheCoreAndTheirFamilysPart() throws {
        let setsFolder = Self.sources.appendingPathComponent("Sets")
        let folders = try FileManager.default.contentsOfDirectory(atPath: setsFolder.path).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: setsFolder.appendingPathComponent($0).path,
                isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
        XCTAssertEqual(
            folders,
            [
                "CoreData", "Memory", "Migration", "Slate", "Slate3", "SlateFamily", "SwiftData",
                "Xcode",
            ])
        var declared: [String: Set<String>] = [:]
        var used: [String: Set<String>] = [:]
        for folder in folders {
            let texts = try texts(under: setsFolder.appendingPathComponent(folder))
            declared[folder] = declaredTypes(in: texts)
            used[folder] = identifiers(in: texts)
        }
        used["Core"] = identifiers(in: try texts(under: Self.sources.appendingPathComponent("Core")))
        for (user, identifiers) in used.sorted(by: { $0.key < $1.key }) {
            for (owner, types) in declared.sorted(by: { $0.key < $1.key }) where owner != user {
                if owner == "SlateFamily", Self.slateFamily.contains(user) { continue }
                let reached = identifiers.intersection(types).sorted()
                XCTAssertEqual(reached, [], "\(user) uses types of Sets/\(owner)")
            }
        }
    }
}

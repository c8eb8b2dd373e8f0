import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The `xcode` set against Xcode itself: for every pair of a model and the files Xcode generated from it (taken from
/// public repositories, kept outside the project like the corpus), the set's output for the model, in the style of
/// the Xcode release that wrote the files, equals the committed files byte for byte, apart from the header lines
/// that name the project, the author, the date and the copyright holder. A pair may list a difference of its own
/// (`XcodePairDifference`), with the reason.
///
/// The pairs folder is `SHALE_XCODE_PAIRS`, else `xcode-codegen-pairs` in the shared folder: one folder per pair with
/// the model bundle (or version folder) and a `generated/` folder of Xcode's files, and a `MANIFEST.tsv` (with a
/// `README.md`) of where each came from. Under `CI=true` a missing folder fails the test.
final class XcodeParityTests: XCTestCase {
    override func setUp() {
        PackagePaths.enterRoot()
    }

    /// The environment variable naming a folder of pairs instead of the shared folder's `xcode-codegen-pairs`.
    static let pairsVariable = "SHALE_XCODE_PAIRS"

    /// The pairs folder: the one `SHALE_XCODE_PAIRS` names, which must exist (a failure otherwise: a folder named on
    /// purpose that is not there is a mistake, never a reason to skip), else `xcode-codegen-pairs` of the shared
    /// folder, which under CI (`CI=true`) must exist and elsewhere skips the test when missing, as the corpus does.
    static func pairsFolder() throws -> URL {
        if let path = ProcessInfo.processInfo.environment[pairsVariable], !path.isEmpty {
            let folder = URL(fileURLWithPath: path, relativeTo: PackagePaths.root).standardizedFileURL
            guard FileManager.default.fileExists(atPath: folder.path) else {
                throw MissingSharedFolder(
                    message: "\(pairsVariable) names \(folder.path), which does not exist: "
                        + "unset it to use xcode-codegen-pairs of the shared folder, or name a folder of Xcode pairs")
            }
            return folder
        }
        return try PackagePaths.shared("xcode-codegen-pairs")
    }

    /// Every pair agrees with the set's output, or agrees apart from its listed difference, which must still be
    /// needed; a pair whose model Shale refuses fails unless `XcodePairs.refused` lists it, and a listed one that
    /// Shale reads fails until its listing goes. Prints the figure.
    func test_everyPair_matchesWhatXcodeGenerated() throws {
        let folder = try Self.pairsFolder()
        let pairs = try XcodePair.all(in: folder)
        XCTAssertFalse(pairs.isEmpty, "no pairs in \(folder.path)")
        var agreeing = 0
        var agreeingWithListedDifferences = 0
        var refused = 0
        for pair in pairs {
            let comparison = try compare(pair, allowing: pair.difference)
            if XcodePairs.refused[pair.id] != nil, !comparison.isRefused {
                XCTFail("Shale reads \(pair.id) now: remove it from XcodePairs.refused")
            }
            switch comparison {
            case .agrees where pair.difference == nil:
                agreeing += 1
            case .agrees:
                agreeingWithListedDifferences += 1
                if case .agrees = try compare(pair, allowing: nil) {
                    XCTFail("\(pair.id) agrees without its listed difference: remove it from XcodePairs.differences")
                }
            case .refused where XcodePairs.refused[pair.id] != nil:
                refused += 1
            case .refused(let message):
                XCTFail("\(pair.id) (Xcode \(pair.xcodeVersion)): generation failed:\n\(message)")
            case .differs(let problems):
                XCTFail("\(pair.id) (Xcode \(pair.xcodeVersion)):\n" + problems.joined(separator: "\n"))
            }
        }
        let refusedNote = refused == 0 ? "" : ", \(refused) not read by Shale yet (XcodePairs.refused)"
        print(
            "xcode pairs: \(agreeing)/\(pairs.count) agree, \(agreeingWithListedDifferences) apart from "
                + "their listed differences" + refusedNote)
    }

    /// The release of a tools version, at the boundaries the pairs show.
    func test_release_ofToolsVersions() {
        let releases = [
            "11232", "11759", "12141", "13772", "14490.99", "14838.16", "16119", "18154", "20086",
            "23788.4", "24512", "24837", "24901",
        ].map(XcodePairs.release(savedBy:))
        XCTAssertEqual(releases, ["8", "8", "8.3", "9", "10", "11", "11", "12", "13", "16", "26", "26.3", "26.3"])
    }

    /// The listings name pairs of the folder, and the folder holds every pair its manifest lists: a listing left
    /// from pairs that are gone fails, as does a pair missing from the folder.
    func test_listedPairs_areThePairsOfTheFolder() throws {
        let folder = try Self.pairsFolder()
        let ids = Set(try XcodePair.all(in: folder).map(\.id))
        let manifest = folder.appendingPathComponent("MANIFEST.tsv")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw RequiredTool.missing(
                "\(folder.path) has no MANIFEST.tsv to check the listings against",
                provide: "the shared folder's xcode-codegen-pairs has one",
                elsewhere: "add a MANIFEST.tsv listing the folder's pairs")
        }
        let listed = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
        XCTAssertEqual(Set(listed), ids, "the manifest's pairs and the folder's")
        let stale = Set(XcodePairs.differences.keys).union(XcodePairs.refused.keys).subtracting(ids)
        XCTAssertEqual(stale.sorted(), [], "XcodePairs lists pairs that are not in \(folder.path)")
    }

    /// How a pair compares.
    private enum Comparison {
        case agrees
        /// Each file that differs, with a diff.
        case differs([String])
        /// Generation stopped, with the diagnostics.
        case refused(String)

        var isRefused: Bool {
            if case .refused = self { true } else { false }
        }
    }

    /// How Xcode's files of `pair` compare with the set's, apart from `difference`.
    private func compare(_ pair: XcodePair, allowing difference: XcodePairDifference?) throws -> Comparison {
        let compared = try pair.xcodeFiles().filter { difference?.skippedFiles.contains($0.lastPathComponent) != true }
        guard !compared.isEmpty else { return .agrees }
        let options = ["xcode-version": pair.xcodeVersion, "include-manual": "true"]
            .merging(difference?.options ?? [:]) { _, listed in listed }
        let job = GenerationJob(modelPath: pair.model.path, templates: "Templates/xcode", options: options)
        let diagnostics = DiagnosticCollector()
        guard let rendered = Generator.render(job, diagnostics: diagnostics) else {
            return .refused(diagnostics.diagnostics.map(\.description).joined(separator: "\n"))
        }
        let byName = Dictionary(rendered.map { (($0.path as NSString).lastPathComponent, $0.contents) }) { a, _ in a }
        var problems: [String] = []
        var unmatchedEdits = Set((difference?.handEdits ?? []).map(\.of))
        for file in compared {
            let name = file.lastPathComponent
            guard var ours = byName[name] else {
                problems.append("\(name): Xcode wrote it, the set does not")
                continue
            }
            var theirs = try String(contentsOf: file, encoding: .utf8)
            for edit in difference?.handEdits ?? [] where theirs.contains(edit.of) {
                theirs = theirs.replacingOccurrences(of: edit.of, with: edit.with)
                unmatchedEdits.remove(edit.of)
            }
            if difference?.writtenByMenu == true {
                ours = ours.replacingOccurrences(of: "//  \(XcodeHeader.generatedNotice)\n", with: "")
            }
            let xcode7 = options["xcode-version"] == "7"
            var (expected, actual) = (
                XcodeHeader.normalized(theirs, xcode7: xcode7),
                XcodeHeader.normalized(ours, xcode7: xcode7)
            )
            if difference?.comparesInAnyOrder == true {
                (expected, actual) = (XcodeBody.inModelOrder(expected), XcodeBody.inModelOrder(actual))
            }
            if expected != actual {
                problems.append(UnifiedDiff.diff(expected, actual, oldName: "Xcode/\(name)", newName: "shale/\(name)"))
            }
        }
        // A listed edit that matches nothing is stale.
        problems += unmatchedEdits.sorted().map { "the listed hand edit of \($0.debugDescription) matches no file" }
        return problems.isEmpty ? .agrees : .differs(problems)
    }
}

/// One pair of a model and the files Xcode generated from it.
struct XcodePair {
    /// The pair's folder name (`01-owner-repo-model`).
    var id: String
    /// The model bundle or version folder.
    var model: URL
    /// The folder of Xcode's files.
    var generated: URL
    /// The Xcode release whose style the files have (`xcode-version`).
    var xcodeVersion: String
    /// The difference the pair is allowed, if any.
    var difference: XcodePairDifference?

    /// Xcode's Swift files, sorted.
    func xcodeFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: generated, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Every pair in `folder`: the subfolders with a `generated/` folder and a model, sorted by name.
    static func all(in folder: URL) throws -> [XcodePair] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap { id in
            let pairFolder = folder.appendingPathComponent(id)
            let generated = pairFolder.appendingPathComponent("generated")
            guard FileManager.default.fileExists(atPath: generated.path) else { return nil }
            let entries = try FileManager.default.contentsOfDirectory(atPath: pairFolder.path).sorted()
            guard
                let modelName = entries.first(where: { $0.hasSuffix(".xcdatamodeld") })
                    ?? entries.first(where: { $0.hasSuffix(".xcdatamodel") })
            else { return nil }
            let model = pairFolder.appendingPathComponent(modelName)
            let tools = try toolsVersion(of: model)
            let version = XcodePairs.release(savedBy: tools)
            return XcodePair(
                id: id, model: model, generated: generated, xcodeVersion: version,
                difference: XcodePairs.differences[id])
        }
    }

    /// The `lastSavedToolsVersion` of the model's current version, read as Shale reads it.
    static func toolsVersion(of model: URL) throws -> String {
        let bundle = ModelLoader.load(path: model.path).bundle
        return try XCTUnwrap(bundle?.current?.metadata.lastSavedToolsVersion, "\(model.path) has no tools version")
    }
}

/// The lines of Xcode's comment header that name the project, the author, the date and the copyright holder:
/// the one difference the `xcode` set documents.
enum XcodeHeader {
    /// The line Xcode's build-time code generation adds to the header, after `//  `.
    static let generatedNotice = "This file was automatically generated and should not be edited."

    /// `text` with those lines replaced by placeholders: in the leading comment block, the third line (the
    /// project's name), the `Created by` line, and a `Copyright` line, which Xcode writes when the project names an
    /// organisation: dropped, or in Xcode 7's headers (`xcode7`), where a project without one keeps the line
    /// empty, emptied.
    static func normalized(_ text: String, xcode7: Bool = false) -> String {
        var lines = text.components(separatedBy: "\n")
        let headerEnd = lines.firstIndex { !$0.hasPrefix("//") } ?? lines.count
        var kept: [String] = []
        for (index, line) in lines[..<headerEnd].enumerated() {
            if index == 2 {
                kept.append("//  <project>")
            } else if line.hasPrefix("//  Created by ") {
                kept.append("//  Created by <author> on <date>.")
            } else if line.hasPrefix("//  Copyright ") {
                if xcode7 { kept.append("//") }
            } else {
                kept.append(line)
            }
        }
        lines.replaceSubrange(..<headerEnd, with: kept)
        return lines.joined(separator: "\n")
    }
}

/// The body of a properties file in an order that does not depend on when its properties were added.
enum XcodeBody {
    /// `text` with each run of `@NSManaged` property lines sorted, and the `// MARK: Generated accessors for`
    /// blocks sorted by relationship.
    static func inModelOrder(_ text: String) -> String {
        let marker = "\n// MARK: Generated accessors for "
        var parts = text.components(separatedBy: marker)
        let head = sortingPropertyRuns(parts.removeFirst())
        // What follows the last block's closing brace (`extension … : Identifiable`) stays last.
        var tail = ""
        if let last = parts.last, let end = last.range(of: "\n}\n") {
            tail = String(last[end.upperBound...])
            parts[parts.count - 1] = String(last[..<end.upperBound])
        }
        return head + parts.sorted().map { marker + $0 }.joined() + tail
    }

    private static func sortingPropertyRuns(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("    @NSManaged ") else {
                index += 1
                continue
            }
            var end = index
            while end < lines.count, lines[end].hasPrefix("    @NSManaged ") { end += 1 }
            lines.replaceSubrange(index..<end, with: lines[index..<end].sorted())
            index = end
        }
        return lines.joined(separator: "\n")
    }
}

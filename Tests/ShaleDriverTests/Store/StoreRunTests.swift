import CSQLite
import Foundation
import ShaleDiff
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleStore
import ShaleTestSupport
import XCTest

/// `shale store` on the real stores of `../shared/momc-pairs/stores`, on a version edited in place, and on files
/// that are not stores; and the promise that the store is never written.
final class StoreRunTests: TemporaryFolderTestCase {
    /// Every pair's store and the model version beside it.
    private func pairs() throws -> [(store: String, model: String)] {
        try PackagePaths.pairFolders("momc-pairs/stores").compactMap { folder in
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            guard let store = files.first(where: { $0.hasSuffix(".sqlite") }),
                let model = files.first(where: { $0.hasSuffix(".xcdatamodel") })
            else { return nil }
            return (folder.appendingPathComponent(store).path, folder.appendingPathComponent(model).path)
        }
    }

    func test_everyRealStore_namesTheVersionThatWroteIt_andItsHashesAndChecksumAreOurs() throws {
        var named = 0
        var checksums = 0
        let pairs = try pairs()
        for pair in pairs {
            let before = try Data(contentsOf: URL(fileURLWithPath: pair.store))
            let run = StoreRun(storePath: pair.store, modelPath: pair.model, format: .json).run()
            XCTAssertEqual(run.status, 0, "\(pair.store)")
            let json = try XCTUnwrap(run.standardOutputJSON)
            let version = String(URL(fileURLWithPath: pair.model).deletingPathExtension().lastPathComponent)
            if json["matchingVersion"] as? String == version { named += 1 }
            let metadata = try StoreReader.metadata(at: pair.store)
            let model = try XCTUnwrap(ModelLoader.load(path: pair.model).bundle?.versions.first)
            XCTAssertEqual(metadata.entityHashes, model.entityVersionHashes, pair.store)
            if let checksum = metadata.versionChecksum {
                XCTAssertEqual(checksum, model.versionChecksum, pair.store)
                checksums += 1
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: pair.store)), before, "the store was written")
            for companion in ["-wal", "-shm", "-journal"] {
                XCTAssertFalse(FileManager.default.fileExists(atPath: pair.store + companion), pair.store + companion)
            }
        }
        print("shale store: \(named)/\(pairs.count) stores name their version, \(checksums) checksums agree")
        XCTAssertEqual(named, pairs.count)
        XCTAssertGreaterThan(pairs.count, 20)
    }

    func test_aVersionEditedInPlace_isTheClosest_withTheEntityThatDiffers_andTheLockProvesIt() throws {
        let pair = try XCTUnwrap(pairs().first { $0.model.contains("wibosco") })
        let contents = try String(contentsOfFile: pair.model + "/contents", encoding: .utf8)
        let edited = contents.replacingOccurrences(
            of: #"attributeType="String""#,
            with: #"attributeType="Binary""#, options: [], range: nil)
        XCTAssertNotEqual(edited, contents)
        let version = URL(fileURLWithPath: pair.model).deletingPathExtension().lastPathComponent
        let bundle = try folder.write(edited, to: "App.xcdatamodeld/\(version).xcdatamodel/contents")
        let bundlePath = URL(fileURLWithPath: bundle).deletingLastPathComponent().deletingLastPathComponent().path
        let run = StoreRun(storePath: pair.store, modelPath: bundlePath, format: .json).run()
        XCTAssertEqual(run.status, CommandOutput.failure)
        let json = try XCTUnwrap(run.standardOutputJSON)
        XCTAssertTrue(json["matchingVersion"] is NSNull, "matchingVersion is null, not absent")
        let closest = try XCTUnwrap(json["closestVersion"] as? [String: Any])
        XCTAssertEqual(closest["version"] as? String, version)
        XCTAssertFalse((closest["differences"] as? [Any] ?? []).isEmpty)
        XCTAssertTrue((closest["cause"] as? String ?? "").contains("edited in place"))

        // A lock written when the version shipped (hashes as in the store) names the edited version for sure.
        let metadata = try StoreReader.metadata(at: pair.store)
        var lock = VersionLock(bundle: try XCTUnwrap(ModelLoader.load(path: bundlePath, scope: .allVersions).bundle))
        lock.versions[version]?.entities = metadata.entityHashes
        _ = try folder.write(ModelJSON.encode(lock), to: "App.xcdatamodeld.lock")
        let text = StoreRun(storePath: pair.store, modelPath: bundlePath).run().standardOutput
        XCTAssertTrue(text.contains("the lock file records the store's hashes"), text)
    }

    func test_aConditionalMigration_printsItsConditions() throws {
        let pair = try XCTUnwrap(
            pairs().first { pair in
                (try? String(contentsOfFile: pair.model + "/contents", encoding: .utf8))?
                    .contains(#"name="hexColor" optional="YES" attributeType="String""#) ?? false
            })
        let contents = try String(contentsOfFile: pair.model + "/contents", encoding: .utf8)
        let version = URL(fileURLWithPath: pair.model).deletingPathExtension().lastPathComponent
        try folder.write(contents, to: "App.xcdatamodeld/\(version).xcdatamodel/contents")
        try folder.write(
            contents.replacingOccurrences(of: #"name="hexColor" optional="YES""#, with: #"name="hexColor""#),
            to: "App.xcdatamodeld/Later.xcdatamodel/contents")
        try folder.write(
            "<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key>"
                + "<string>Later.xcdatamodel</string></dict></plist>\n", to: "App.xcdatamodeld/.xccurrentversion")
        let run = StoreRun(storePath: pair.store, modelPath: folder.url.appendingPathComponent("App.xcdatamodeld").path)
            .run()
        XCTAssertEqual(run.status, 0, "\(run.diagnostics)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let verdict = try XCTUnwrap(
            lines.firstIndex { $0.contains("only if the conditions below hold") },
            run.standardOutput)
        XCTAssertTrue(
            lines.count > verdict + 1
                && lines[verdict + 1].hasPrefix(
                    "  - every existing object must "
                        + "already have a value"),
            "the conditions follow the verdict:\n" + run.standardOutput)
        XCTAssertTrue(lines[verdict + 1].contains("hexColor"), lines[verdict + 1])
    }

    func test_withoutAModel_printsTheMetadata() throws {
        let pair = try XCTUnwrap(pairs().first)
        let run = StoreRun(storePath: pair.store, format: .json).run()
        XCTAssertEqual(run.status, 0)
        let json = try XCTUnwrap(run.standardOutputJSON)
        XCTAssertNil(json["matchingVersion"])
        let metadata = try XCTUnwrap(json["metadata"] as? [String: Any])
        XCTAssertFalse((metadata["entityHashes"] as? [String: String] ?? [:]).isEmpty)
    }

    func test_hostileFiles_getAClearError() throws {
        let cases: [(name: String, bytes: Data, message: String)] = [
            ("empty.sqlite", Data(), "not a SQLite database"),
            ("text.sqlite", Data("hello".utf8), "not a SQLite database"),
            ("header-only.sqlite", Data("SQLite format 3\0".utf8) + Data(repeating: 0xFF, count: 200), "damaged"),
        ]
        for hostile in cases {
            let path = try folder.write("", to: hostile.name)
            try hostile.bytes.write(to: URL(fileURLWithPath: path))
            let run = StoreRun(storePath: path).run()
            XCTAssertEqual(run.status, CommandOutput.invalidInput, hostile.name)
            XCTAssertTrue(
                run.diagnostics.first?.message.contains(hostile.message) == true,
                "\(hostile.name): \(run.diagnostics)")
        }
        let plain = try sqliteFile("plain.sqlite", "CREATE TABLE T (A INTEGER)")
        XCTAssertTrue(
            StoreRun(storePath: plain).run().diagnostics.first?.message.contains("not a Core Data store")
                == true)
        let missing = StoreRun(storePath: folder.url.appendingPathComponent("none.sqlite").path).run()
        XCTAssertTrue(missing.diagnostics.first?.message.contains("there is no file") == true)
        let truncated = try XCTUnwrap(pairs().first).store
        let bytes = try Data(contentsOf: URL(fileURLWithPath: truncated))
        let cut = try folder.write("", to: "cut.sqlite")
        try bytes.prefix(bytes.count / 3).write(to: URL(fileURLWithPath: cut))
        XCTAssertEqual(StoreRun(storePath: cut, modelPath: nil).run().status, CommandOutput.invalidInput)
        XCTAssertEqual(missing.status, CommandOutput.invalidInput)
    }

    func test_aStoreWithAWriteAheadLog_isReadFromCopies_andLeftAsFound() throws {
        let pair = try XCTUnwrap(pairs().first)
        let store = try folder.write("", to: "wal/Store.sqlite")
        try Data(contentsOf: URL(fileURLWithPath: pair.store)).write(to: URL(fileURLWithPath: store))
        // Put the store in WAL mode and commit a change of its metadata to the log only.
        var database: OpaquePointer?
        XCTAssertEqual(sqlite3_open(store, &database), SQLITE_OK)
        XCTAssertEqual(
            sqlite3_exec(database, "PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;", nil, nil, nil),
            SQLITE_OK)
        XCTAssertEqual(
            sqlite3_exec(database, "UPDATE Z_METADATA SET Z_UUID = 'from-the-log'", nil, nil, nil),
            SQLITE_OK)
        let wal = try Data(contentsOf: URL(fileURLWithPath: store + "-wal"))
        let main = try Data(contentsOf: URL(fileURLWithPath: store))
        XCTAssertGreaterThan(wal.count, 0)
        let metadata = try StoreReader.metadata(at: store)
        XCTAssertFalse(metadata.entityHashes.isEmpty)
        XCTAssertEqual(metadata.storeUUID, "from-the-log", "what only the -wal file holds was read")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store)), main)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store + "-wal")), wal)
        sqlite3_close(database)
    }

    private func sqliteFile(_ name: String, _ sql: String) throws -> String {
        let path = try folder.write("", to: name)
        try FileManager.default.removeItem(atPath: path)
        var database: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &database), SQLITE_OK)
        XCTAssertEqual(sqlite3_exec(database, sql, nil, nil, nil), SQLITE_OK)
        sqlite3_close(database)
        return path
    }
}

extension CommandOutput {
    fileprivate var standardOutput: String {
        events.compactMap { if case let .standardOutput(text) = $0 { text } else { nil } }.joined()
    }

    fileprivate var diagnostics: [Diagnostic] {
        events.flatMap { event -> [Diagnostic] in
            if case let .diagnostics(found) = event { return found }
            return []
        }
    }

    fileprivate var standardOutputJSON: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(standardOutput.utf8))) as? [String: Any]
    }
}

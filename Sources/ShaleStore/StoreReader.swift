import CSQLite
import Foundation

/// Reads a Core Data SQLite store's metadata without ever writing the store or its `-wal`/`-shm` companions.
///
/// A store without a `-wal` file (or with an empty one) is opened in place as immutable: SQLite neither locks
/// it nor creates companions. A store with a `-wal` file holds committed pages there that the main file may
/// not have yet, and SQLite can only read them by writing the `-shm` index; so the store and its `-wal` file are
/// copied into a temporary folder, read there, and the copies removed.
package enum StoreReader {
    /// The metadata of the store at `path`.
    /// - Throws: `StoreError` saying why the file is not a readable Core Data store.
    package static func metadata(at path: String) throws(StoreError) -> StoreMetadata {
        try checkHeader(path)
        let wal = path + "-wal"
        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        guard walSize > 0 else { return try read(uri: immutableURI(path), flags: SQLITE_OPEN_READONLY) }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shale-store-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("store.sqlite").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try FileManager.default.copyItem(atPath: wal, toPath: copy + "-wal")
        } catch {
            throw .unreadable("cannot copy the store and its -wal file to read them: \(error.localizedDescription)")
        }
        // The copy is ours: SQLite may write its -shm index beside it to read the -wal pages.
        return try read(uri: "file:" + escaped(copy), flags: SQLITE_OPEN_READWRITE)
    }

    /// Fails unless the file starts with SQLite's header string.
    private static func checkHeader(_ path: String) throws(StoreError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable("there is no file at \(path)")
        }
        guard !isFolder.boolValue else { throw .unreadable("\(path) is a folder") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable("\(path) cannot be opened for reading")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        guard header == Data("SQLite format 3\0".utf8) else { throw .notSQLite }
    }

    private static func immutableURI(_ path: String) -> String {
        "file:" + escaped(path) + "?mode=ro&immutable=1"
    }

    /// `path` with the characters a SQLite URI gives meaning to percent-encoded.
    private static func escaped(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7F...:
                text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            default:
                text.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return text
    }

    private static func read(uri: String, flags access: Int32) throws(StoreError) -> StoreMetadata {
        var database: OpaquePointer?
        let flags = access | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        defer { sqlite3_close_v2(database) }
        guard sqlite3_open_v2(uri, &database, flags, nil) == SQLITE_OK, let database else {
            throw .damaged(database.map { String(cString: sqlite3_errmsg($0)) } ?? "SQLite cannot open it")
        }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        let query = "SELECT Z_PLIST, Z_UUID FROM Z_METADATA ORDER BY Z_VERSION LIMIT 1"
        guard sqlite3_prepare_v2(database, query, -1, &statement, nil) == SQLITE_OK, let statement else {
            let message = String(cString: sqlite3_errmsg(database))
            if message.contains("no such table") || message.contains("no such column") {
                throw .notCoreDataMetadata("it has no Z_METADATA table of Core Data's shape")
            }
            throw .damaged(message)
        }
        switch sqlite3_step(statement) {
        case SQLITE_ROW:
            break
        case SQLITE_DONE:
            throw .notCoreDataMetadata("its Z_METADATA table is empty")
        default:
            throw .damaged(String(cString: sqlite3_errmsg(database)))
        }
        let count = Int(sqlite3_column_bytes(statement, 0))
        guard count > 0, let bytes = sqlite3_column_blob(statement, 0) else {
            throw .notCoreDataMetadata("its metadata is empty")
        }
        let plist = Data(bytes: bytes, count: count)
        let uuid = sqlite3_column_text(statement, 1).map { String(cString: $0) }
        return try StoreMetadata(propertyList: plist, storeUUID: uuid)
    }
}

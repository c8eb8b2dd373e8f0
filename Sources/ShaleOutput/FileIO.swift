import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX file reads and writes. Foundation's `Data.write` and `FileManager.contents` cost
/// milliseconds per file on Linux; generation writes thousands of files, so the writer uses these.
package enum FileIO {
    /// The bytes of the file at `path`, or `nil` when it cannot be read.
    package static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        // The size is a hint (the file may change while read): read until the end either way.
        let hint = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        var bytes: [UInt8] = []
        var chunkSize = hint + 1  // one byte more than expected, so the end is seen in one read
        while true {
            var count = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, initialized in
                count = read(descriptor, buffer.baseAddress, chunkSize)
                initialized = max(count, 0)
            }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            chunkSize = 4096
        }
    }

    /// Whether the file at `path` holds exactly `text`'s UTF-8 bytes.
    static func holds(_ text: String, at path: String) -> Bool? {
        guard let bytes = contents(of: path) else { return nil }
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == bytes.count else { return false }
            return utf8.isEmpty || bytes.withUnsafeBytes { memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) == 0 }
        }
    }

    /// The regular files under `folder` (recursively, symbolic links not followed), as paths joined to it.
    static func regularFiles(under folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                type =
                    (status.st_mode & S_IFMT) == S_IFDIR
                    ? Int32(DT_DIR)
                    : (status.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_UNKNOWN)
            }
            if type == Int32(DT_DIR) {
                found += regularFiles(under: path)
            } else if type == Int32(DT_REG) {
                found.append(path)
            }
        }
        return found
    }

    /// Up to the first `count` bytes of the file at `path`; empty when it cannot be read.
    static func head(of path: String, count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: count)
        let length = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return Array(head.prefix(max(length, 0)))
    }

    /// Whether the file at `path` starts with the bytes `prefix` (reading only those).
    package static func startsWith(_ path: String, _ prefix: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: prefix.count)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count == prefix.count && head == prefix
    }

    /// Writes `text` to `path`. An existing file is replaced atomically (a temporary file beside it,
    /// renamed over it), so readers never see it half written; a new file is created in place, which
    /// costs one directory operation instead of two on file systems where creating files is slow.
    static func writeAtomically(_ text: String, to path: String) throws {
        let exists = access(path, F_OK) == 0
        let temporary = exists ? "\(path).shale-\(getpid()).tmp" : path
        if exists { unlink(temporary) }
        try create(text, at: temporary, naming: path)
        guard !exists || rename(temporary, path) == 0 else {
            unlink(temporary)
            throw POSIXFailure(operation: "write", path: path)
        }
    }

    /// Creates the file `path`, which must not exist, holding `text`; a file written only in part is removed.
    /// - Parameter name: The path failures name: the target a temporary file stands in for.
    static func create(_ text: String, at path: String, naming name: String? = nil) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw POSIXFailure(operation: "create", path: name ?? path) }
        var text = text
        let written = text.withUTF8 { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        let failure = written ? nil : POSIXFailure(operation: "write", path: name ?? path)
        close(descriptor)
        if let failure {
            unlink(path)
            throw failure
        }
    }
}

/// A failed file operation, with the system's reason.
struct POSIXFailure: Error, CustomStringConvertible {
    var operation: String
    var path: String
    var reason = String(cString: strerror(errno))

    var description: String { "cannot \(operation) \(path): \(reason)" }
}

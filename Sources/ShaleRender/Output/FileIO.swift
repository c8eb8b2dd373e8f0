#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Plain POSIX file reads and writes. Foundation's `Data.write` and `FileManager.contents` cost
/// milliseconds per file on Linux; generation writes thousands of files, so the writer uses these.
enum FileIO {
    /// The bytes of the file at `path`, or `nil` when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Whether the file at `path` begins with `prefix`.
    static func startsWith(_ path: String, _ prefix: [UInt8]) -> Bool {
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
        let descriptor = open(temporary, O_WRONLY | O_CREAT | (exists ? O_TRUNC : O_EXCL), 0o644)
        guard descriptor >= 0 else { throw POSIXFailure(operation: "create", path: path) }
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
        close(descriptor)
        guard written, !exists || rename(temporary, path) == 0 else {
            unlink(temporary)
            throw POSIXFailure(operation: "write", path: path)
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

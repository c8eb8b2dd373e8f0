import Foundation

#if SHALE_FUZZING
import CLibFuzzer
#endif

/// The `main` of the fuzz executables.
///
/// Built with `-sanitize=fuzzer,address -DSHALE_FUZZING` (see `Scripts/fuzz`) it hands the command line to
/// libFuzzer. Built plainly it replays the files and folders named on the command line through the same
/// target, so a finding reproduces without libFuzzer: `swift run shale-fuzz-reader crash-1234`.
package enum FuzzDriver {
    /// Runs `target` as the command line asks, then exits.
    package static func main(_ target: FuzzTarget) -> Never {
        #if SHALE_FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        // libFuzzer takes a C function, which cannot capture `target`: one callback per target.
        let status =
            switch target {
            case .reader:
                LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    FuzzTarget.reader.run(fuzzInput(data, size))
                    return 0
                }
            case .pipeline:
                LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    FuzzTarget.pipeline.run(fuzzInput(data, size))
                    return 0
                }
            }
        exit(status)
        #else
        exit(replay(target, paths: Array(CommandLine.arguments.dropFirst())))
        #endif
    }

    /// Runs every file in `paths` (folders: every file inside, recursively) through `target`.
    /// - Returns: The exit status: 0 when all ran, 64 for a usage problem.
    static func replay(_ target: FuzzTarget, paths: [String]) -> Int32 {
        guard !paths.isEmpty, !paths.contains(where: { $0.hasPrefix("-") }) else {
            print(
                """
                usage: shale-fuzz-\(target.rawValue) FILE-OR-FOLDER...
                Runs each input through the \(target.rawValue) fuzz target. This build has no libFuzzer;
                Scripts/fuzz builds one that fuzzes.
                """)
            return 64
        }
        if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            print("there is no file or folder at \(missing)")
            return 64
        }
        let files = FuzzInputs.files(in: paths)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("cannot read \(file)")
                return 64
            }
            target.run([UInt8](data))
        }
        print("ran \(files.count) inputs through the \(target.rawValue) target: no invariant broke")
        return 0
    }
}

/// libFuzzer's input as bytes (a free function: C callbacks cannot capture context).
private func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Finds fuzz inputs on disk.
package enum FuzzInputs {
    /// The regular files at `paths`, with the files inside folders (recursively), sorted.
    package static func files(in paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let walker = FileManager.default.enumerator(atPath: path)
            while let name = walker?.nextObject() as? String {
                let full = (path as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                    !(name as NSString).lastPathComponent.hasPrefix(".")
                {
                    files.append(full)
                }
            }
        }
        return files.sorted()
    }
}

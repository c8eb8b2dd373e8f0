// Rewrites the sources the project generates from its own files, each only when its bytes change:
//
//   Sources/ShaleTemplates/EmbeddedTemplates.swift   from the sets under Templates/
//   Documentation/TemplateContext.md                 from the context types' schemas
//   Documentation/TemplateOptions.md                 from the translators' option declarations
//
//   swift run shale-regenerate [--root DIR] [--check]
//
// Run from the package root (or name it with --root). Prints one line per file: `wrote PATH` or `unchanged PATH`.
// With --check nothing is written: stale files are listed as `stale PATH` and the exit status is 1.
// Scripts/regenerate runs this first, then rebuilds and rewrites the golden files, so one run leaves every
// generated file consistent with Templates/; the tests only compare.
import Foundation
import ShaleModel
import ShaleRender
import ShaleTranslation

var root = FileManager.default.currentDirectoryPath
var checks = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--root" where !arguments.isEmpty: root = arguments.removeFirst()
    case "--check": checks = true
    default:
        FileHandle.standardError.write(Data("usage: shale-regenerate [--root DIR] [--check]\n".utf8))
        exit(64)
    }
}
guard FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent("Package.swift")) else {
    let message = "shale-regenerate: no Package.swift in \(root): run it from the package root or pass --root\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(66)
}

let diagnostics = DiagnosticCollector()
do {
    let templates = try EmbeddedTemplatesFile.readSets(
        in: (root as NSString).appendingPathComponent("Templates"),
        diagnostics: diagnostics)
    guard !templates.isEmpty else {
        FileHandle.standardError.write(Data("shale-regenerate: no template sets under \(root)/Templates\n".utf8))
        exit(66)
    }
    let outputs = [
        (EmbeddedTemplatesFile.path, EmbeddedTemplatesFile.render(templates)),
        ("Documentation/TemplateContext.md", ContextReference.markdown()),
        ("Documentation/TemplateOptions.md", try OptionReference.markdown()),
    ]
    var stale = false
    for (path, text) in outputs {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        if FileManager.default.contents(atPath: url.path) == Data(text.utf8) {
            print("unchanged \(path)")
        } else if checks {
            print("stale \(path)")
            stale = true
        } else {
            try Data(text.utf8).write(to: url)
            print("wrote \(path)")
        }
    }
    exit(stale ? 1 : 0)
} catch is DiagnosticCollector.Stopped {
    FileHandle.standardError.write(Data((diagnostics.diagnostics.rendered + "\n").utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("shale-regenerate: \(error)\n".utf8))
    exit(1)
}

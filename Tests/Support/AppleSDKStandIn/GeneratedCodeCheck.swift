import Foundation
import ShaleModel
import ShaleTestSupport

/// Type-checks a template set's output the way a user builds it: Apple-facing files against the stand-in Apple
/// SDK (with modules `Slate` and `SlateSchema`), `memory` files against the real ShaleRuntime, each in the modules
/// the documentation tells users to put them in, with the model's own named types supplied by `ModelStubs`. Only Swift
/// files are compiled (a set's Markdown notes are not).
package enum GeneratedCodeCheck {
    /// How the files are split into modules.
    package enum Layout: Sendable, Equatable {
        /// Every file in one module (the default output of every set).
        case oneModule
        /// Root `models` as module `ImmutableModels`, then root `entities` as `DatabaseModels` importing it
        /// (Slate's layout: `managed-imports` = `Slate, ImmutableModels`).
        case slateModules
        /// Every file in one module, against ShaleRuntime instead of the Apple SDK.
        case runtime
        /// Every file in one module named `module`, in the Swift 6 language mode: the slate3 set's Slate 3 schema
        /// source (`import SlateSchema`, expanded by the stand-in `@SlateEntity`), which lives in the app's model
        /// module and names its enums through it (`public typealias Genre = Models.Genre`): pass the set's
        /// `models-module` option (`Models` by default). The model's enums are visible as members of `module`.
        case slateSchema(module: String)
    }

    /// One file to check: its output root, path in the root, and text.
    package typealias File = (root: String, path: String, contents: String)

    /// Type-checks the Swift files of `files` generated from `model` in `layout`; returns the errors, empty when
    /// clean (and when there are no Swift files).
    /// - Parameter extraSources: Swift text added to the module holding the entities (a user's additions).
    package static func errors(
        of files: [File], model: Model, layout: Layout,
        extraSources: [String] = []
    ) throws -> [String] {
        // Only Swift files compile (a set may also write Markdown); a model without entities gives none.
        guard files.contains(where: { $0.path.hasSuffix(".swift") }) else { return [] }
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let stubs = ModelStubs(model, appleTypes: layout == .runtime)
        let modules = folder.url.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        var support: [String] = []
        for name in stubs.importedModules {
            let file = try folder.write(
                "// The user module \(name), named by userInfo imports.\n", to: "imports/\(name).swift")
            try emptyModule(name, file: file, layout: layout, into: modules)
        }
        if !stubs.source.isEmpty {
            let file = try folder.write(stubs.source, to: "stubs/ModelTypes.swift")
            try emptyModule("ModelTypes", file: file, layout: layout, into: modules)
            support.append(try folder.write("@_exported import ModelTypes\n", to: "stubs/ImportModelTypes.swift"))
        }
        let extras = try extraSources.enumerated().map { try folder.write($1, to: "extra/Extra\($0).swift") }
        func paths(_ root: String?) throws -> [String] {
            try files.filter { (root == nil || $0.root == root) && $0.path.hasSuffix(".swift") }.map {
                try folder.write($0.contents, to: "out/\($0.root)/\($0.path)")
            }
        }
        switch layout {
        case .oneModule:
            return try AppleTypeChecker.shared.typeCheck(paths(nil) + support + extras, searchPaths: [modules]).errors
        case .runtime:
            return try RuntimeTypeChecker.shared.typeCheck(paths(nil) + support + extras, searchPaths: [modules]).errors
        case .slateSchema(let module):
            return try AppleTypeChecker.shared.typeCheck(
                paths(nil) + support + extras, module: module,
                searchPaths: [modules], swiftVersion: 6
            ).errors
        case .slateModules:
            let models = try AppleTypeChecker.shared.typeCheck(
                paths("models") + support, module: "ImmutableModels", emitInto: modules, searchPaths: [modules])
            guard models.isClean else { return models.errors }
            return try AppleTypeChecker.shared.typeCheck(
                paths("entities") + support + extras, module: "DatabaseModels", searchPaths: [modules]
            ).errors
        }
    }

    private static func emptyModule(_ name: String, file: String, layout: Layout, into folder: URL) throws {
        let result =
            layout == .runtime
            ? try RuntimeTypeChecker.shared.typeCheck([file], module: name, emitInto: folder)
            : try AppleTypeChecker.shared.typeCheck([file], module: name, emitInto: folder)
        guard result.isClean else { throw AppleSDKError(message: "stub module \(name): \(result)") }
    }
}

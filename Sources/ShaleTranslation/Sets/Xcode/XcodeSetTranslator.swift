import ShaleModel

/// The translator of the `xcode` set: per entity, the files Xcode's Core Data code generation writes
/// (`XcodeTranslator`). Computes nothing of the Slate contexts.
package struct XcodeSetTranslator: SetTranslator {
    let translator: XcodeTranslator
    let summary: ModelSummaryContext

    /// The start of the line that replaces Xcode's `//  Created by NAME on DATE.` in every file of the set: the
    /// model's file name follows. The writer recognises the set's files by it, to prune stale ones.
    package static let createdLinePrefix = "//  Created by shale from "

    package typealias Options = XcodeOptions

    package init(_ input: TranslationInput, diagnostics: DiagnosticCollector) {
        translator = XcodeTranslator(input, diagnostics: diagnostics)
        summary = ModelSummaryContext(input)
    }

    package func entityContext(for entity: Entity, diagnostics: DiagnosticCollector) -> XcodeFileContext {
        XcodeFileContext(
            .init(
                name: entity.name, codeGenerationType: entity.codeGenerationType.rawValue,
                model: summary, xcode: translator.entity(entity, diagnostics: diagnostics)))
    }

    package func modelContext(entities: [XcodeFileContext]) -> XcodeModelContext {
        XcodeModelContext(.init(model: summary, entities: entities))
    }
}

extension TranslatorKind {
    /// `xcode`: the files Xcode's Core Data code generation writes.
    package static let xcode = TranslatorKind("xcode", translator: XcodeSetTranslator.self)
}

/// The translator of the `memory` set: the `slate` set's immutable models over ShaleRuntime's in-memory store,
/// made by the Slate 2 part targeting ShaleRuntime.
package struct MemorySetTranslator: SlateFamilySetTranslator {
    package typealias Options = MemoryOptions
    package let translator: EntityTranslator
    package static let slotTypes = TranslatorKind.shaleRuntimeSlots

    package init(translator: EntityTranslator) { self.translator = translator }
}

extension MemoryOptions: SlateFamilySetOptions {}

extension TranslatorKind {
    /// `memory`: immutable models and entity classes over ShaleRuntime.
    package static let memory = TranslatorKind("memory", translator: MemorySetTranslator.self)
}

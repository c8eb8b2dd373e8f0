/// The translator of the `memory` set: the `slate` set's immutable models over ShaleRuntime's in-memory store,
/// made by the Slate 2 part targeting ShaleRuntime.
public struct MemorySetTranslator: SlateFamilySetTranslator {
    public typealias Options = MemoryOptions
    public let translator: EntityTranslator
    public static let slotTypes = TranslatorKind.shaleRuntimeSlots

    public init(translator: EntityTranslator) { self.translator = translator }
}

extension MemoryOptions: SlateFamilySetOptions {}

extension TranslatorKind {
    /// `memory`: immutable models and entity classes over ShaleRuntime.
    public static let memory = TranslatorKind("memory", translator: MemorySetTranslator.self)
}

extension EntityContext {
    /// The entity's ShaleRuntime class and schema entry, typed: the `memory` slot, which the Slate 2 part fills
    /// when the code targets ShaleRuntime (`runtime=memory`); nil otherwise.
    var memory: MemoryEntityContext? { values.memory as? MemoryEntityContext }
}

extension TranslatorKind {
    /// The slot the Slate 2 part fills for code over ShaleRuntime, declared by the translators that can target it
    /// (`slate` with `runtime=memory`, `memory`).
    static let shaleRuntimeSlots = ["EntityContext.memory": ContextType(MemoryEntityContext.self)]
}

/// What a per-model template sees: the model-wide values and every entity.
public struct ModelContext: ContextValue {
    /// The model-wide values.
    public var model: ModelSummaryContext
    /// Every entity, in model order.
    public var entities: [EntityContext]

    public func child(named key: String) -> Any? {
        switch key {
        case "model": model
        case "entities": entities
        default: nil
        }
    }
}

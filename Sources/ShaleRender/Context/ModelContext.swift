/// What a per-model template sees: the model-wide values and every entity.
public final class ModelContext: ContextValue {
    /// The model-wide values.
    public let model: ModelSummaryContext
    /// Every entity, in model order.
    public let entities: [EntityContext]

    /// Creates the context.
    public init(
        model: ModelSummaryContext,
        entities: [EntityContext]
    ) {
        self.model = model
        self.entities = entities
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "model": model
        case "entities": entities
        default: nil
        }
    }
}

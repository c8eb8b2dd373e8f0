/// What a per-model template sees: the model-wide values and every entity.
public final class ModelContext: ContextValue {
    /// The model-wide values.
    public let model: ModelSummaryContext
    /// Every entity, in model order.
    public let entities: [EntityContext]

    /// Model-wide values of the `coredata` set; nil unless the set's templates use `coreData`.
    public let coreData: CoreDataModelContext?
    /// The `memory` set's schema type, such as `LibrarySchema`; nil unless the set targets ShaleRuntime.
    public let memorySchemaType: String?

    /// Creates the context.
    public init(
        model: ModelSummaryContext,
        entities: [EntityContext],
        coreData: CoreDataModelContext?,
        memorySchemaType: String? = nil
    ) {
        self.coreData = coreData
        self.memorySchemaType = memorySchemaType
        self.model = model
        self.entities = entities
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "model": model
        case "entities": entities
        case "coreData": coreData
        case "memorySchemaType": memorySchemaType
        default: nil
        }
    }
}

/// What the `migration` set's templates see: the whole `shale diff` report.
public final class MigrationPlanContext: ContextValue {
    /// The bundle's name.
    public let model: String
    /// The version stores migrate to.
    public let target: String
    /// The target version's hash.
    public let targetHash: String
    /// The strongest migration class of any comparison: `none`, `lightweight`, `conditional` or `custom`.
    public let migration: String
    /// One line on the outcome, such as `2 older versions: 1 migrates with lightweight migration, 1 needs a custom stage`.
    public let summary: String
    /// One comparison per older version, oldest first.
    public let comparisons: [VersionComparisonContext]
    /// The stages of a staged migration from the oldest compared version to the target.
    public let stages: [MigrationStageContext]
    /// Whether any stage is custom.
    public let hasCustomStages: Bool
    /// The Swift type of the scaffolding, such as `LibraryMigration`.
    public let typeName: String
    /// The target version's name as a Swift string literal.
    public let targetLiteral: String
    /// The compiled model's folder in the app bundle as a Swift string literal, such as `"Library.momd"`.
    public let compiledModelLiteral: String

    /// Creates the context.
    public init(
        model: String, target: String, targetHash: String, migration: String, summary: String,
        comparisons: [VersionComparisonContext], stages: [MigrationStageContext], hasCustomStages: Bool,
        typeName: String, targetLiteral: String, compiledModelLiteral: String
    ) {
        self.model = model
        self.target = target
        self.targetHash = targetHash
        self.migration = migration
        self.summary = summary
        self.comparisons = comparisons
        self.stages = stages
        self.hasCustomStages = hasCustomStages
        self.typeName = typeName
        self.targetLiteral = targetLiteral
        self.compiledModelLiteral = compiledModelLiteral
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "model": model
        case "target": target
        case "targetHash": targetHash
        case "migration": migration
        case "summary": summary
        case "comparisons": comparisons
        case "stages": stages
        case "hasCustomStages": hasCustomStages
        case "typeName": typeName
        case "targetLiteral": targetLiteral
        case "compiledModelLiteral": compiledModelLiteral
        default: nil
        }
    }
}

/// An older version compared straight to the target.
public final class VersionComparisonContext: ContextValue {
    /// The older version.
    public let from: String
    /// The target version.
    public let to: String
    /// The older version's hash.
    public let fromHash: String
    /// The strongest class of any change.
    public let migration: String
    /// What happens to a store at `from`, such as `opens with lightweight migration`.
    public let verdict: String
    /// Whether the store must migrate at all.
    public let needsMigration: Bool
    /// How many changes lose data.
    public let destructiveCount: Int
    /// `5 changes, 1 loses data` and the like.
    public let counts: String
    /// The changes.
    public let changes: [ChangeContext]

    /// Creates the context.
    public init(
        from: String, to: String, fromHash: String, migration: String, verdict: String, needsMigration: Bool,
        destructiveCount: Int, counts: String, changes: [ChangeContext]
    ) {
        self.from = from
        self.to = to
        self.fromHash = fromHash
        self.migration = migration
        self.verdict = verdict
        self.needsMigration = needsMigration
        self.destructiveCount = destructiveCount
        self.counts = counts
        self.changes = changes
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "from": from
        case "to": to
        case "fromHash": fromHash
        case "migration": migration
        case "verdict": verdict
        case "needsMigration": needsMigration
        case "destructiveCount": destructiveCount
        case "counts": counts
        case "changes": changes
        default: nil
        }
    }
}

/// One change between two versions.
public final class ChangeContext: ContextValue {
    /// The change's kind, such as `attributeChanged`.
    public let kind: String
    /// What changed, in words: `attribute Book.pages: type Integer 16 → String`.
    public let summary: String
    /// The migration class: `none`, `lightweight`, `conditional` or `custom`.
    public let migration: String
    /// The migration class padded to one width, for aligned text columns.
    public let migrationColumn: String
    /// The condition lightweight migration needs, or what the custom stage must do.
    public let condition: String?
    /// The Renaming ID to set when a removal looks like a rename.
    public let suggestion: String?
    /// Whether data is lost.
    public let isDestructive: Bool
    /// Whether the change deserves a reader's attention: destructive, conditional or custom.
    public let needsAttention: Bool
    /// Where the element is: in the new version, else in the old one (`path:line:column`).
    public let location: String?

    /// Creates the context.
    public init(
        kind: String, summary: String, migration: String, migrationColumn: String, condition: String?,
        suggestion: String?, isDestructive: Bool, needsAttention: Bool, location: String?
    ) {
        self.kind = kind
        self.summary = summary
        self.migration = migration
        self.migrationColumn = migrationColumn
        self.condition = condition
        self.suggestion = suggestion
        self.isDestructive = isDestructive
        self.needsAttention = needsAttention
        self.location = location
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "kind": kind
        case "summary": summary
        case "migration": migration
        case "migrationColumn": migrationColumn
        case "condition": condition
        case "suggestion": suggestion
        case "isDestructive": isDestructive
        case "needsAttention": needsAttention
        case "location": location
        default: nil
        }
    }
}

/// One stage of a staged migration.
public final class MigrationStageContext: ContextValue {
    /// The stage's position, from 1.
    public let number: Int
    /// Whether Core Data infers the stage.
    public let isLightweight: Bool
    /// The versions it covers, oldest first, as Swift string literals.
    public let versionLiterals: [String]
    /// `"Library", "Library 2"` for lightweight stages, `"Library 2" → "Library 10"` for custom ones.
    public let versionList: String
    /// The stage's label, such as `Library 2 to Library 10`, as a Swift string literal.
    public let labelLiteral: String
    /// For a custom stage: the version it starts from, as a Swift string literal.
    public let fromLiteral: String
    /// For a custom stage: the version it ends at, as a Swift string literal.
    public let toLiteral: String
    /// For a custom stage: the changes lightweight migration cannot infer.
    public let customChanges: [ChangeContext]

    /// Creates the context.
    public init(
        number: Int, isLightweight: Bool, versionLiterals: [String], versionList: String, labelLiteral: String,
        fromLiteral: String, toLiteral: String, customChanges: [ChangeContext]
    ) {
        self.number = number
        self.isLightweight = isLightweight
        self.versionLiterals = versionLiterals
        self.versionList = versionList
        self.labelLiteral = labelLiteral
        self.fromLiteral = fromLiteral
        self.toLiteral = toLiteral
        self.customChanges = customChanges
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "number": number
        case "isLightweight": isLightweight
        case "versionLiterals": versionLiterals
        case "versionList": versionList
        case "labelLiteral": labelLiteral
        case "fromLiteral": fromLiteral
        case "toLiteral": toLiteral
        case "customChanges": customChanges
        default: nil
        }
    }
}

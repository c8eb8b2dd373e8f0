// Created by shale from Golden/Models/Library.xcdatamodeld, once: this file is yours to finish and edit.
// shale never overwrites it; delete it to have it written again.

import Foundation
import SwiftData

extension LibraryMigrationPlan {
    /// Runs before the store moves from LibrarySchemaV2 to LibrarySchemaV3:
    /// read and keep what LibrarySchemaV3 cannot hold. The changes lightweight migration cannot infer:
    /// - attribute Book.isbn: type Integer 64 → String (convert existing values in a custom migration stage)
    ///
    /// Until you write it, it throws `UnwrittenStage` and migration stops, leaving the store as it was. Replace the
    /// throw with the stage's code, even if the step needs none.
    static func willMigrateV2toV3(_ context: ModelContext) throws {
        throw UnwrittenStage(stage: "migrateV2toV3", file: "LibraryMigrationPlan+V2toV3.swift")
    }

    /// Runs once the store is at LibrarySchemaV3:
    /// write back what `willMigrateV2toV3` kept, then save the context.
    static func didMigrateV2toV3(_ context: ModelContext) throws {
        throw UnwrittenStage(stage: "migrateV2toV3", file: "LibraryMigrationPlan+V2toV3.swift")
    }
}

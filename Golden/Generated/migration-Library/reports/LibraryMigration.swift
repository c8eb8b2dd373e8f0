// Staged migration scaffolding for Library, written by `shale diff --format swift`.
// Once generated this file is yours: fill in the custom stages, then keep it with your Core Data stack.
// Stages take stores from the oldest version to "Library 10", one step between consecutive versions each, in
// order; a custom stage sits at each step whose mapping lightweight migration cannot infer.

import CoreData

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
enum LibraryMigration {
    /// Thrown by a custom stage whose handlers are not written yet, so no store migrates half-done.
    struct UnwrittenStage: Error {
        let label: String
    }

    /// The migration manager to set as the store's `NSPersistentStoreStagedMigrationManagerOptionKey` option.
    /// - Parameter bundle: The bundle holding the compiled model, "Library.momd".
    static func manager(bundle: Bundle = .main) -> NSStagedMigrationManager {
        NSStagedMigrationManager([
            NSLightweightMigrationStage([checksum("Library", in: bundle), checksum("Library 2", in: bundle)]),
            stage2(bundle: bundle),
        ])
    }

    /// Stage 2, "Library 2" → "Library 10": lightweight migration cannot infer
    /// - attribute Book.isbn: type Integer 64 → String: convert existing values in a custom migration stage
    ///
    /// The stage still migrates the store between its two models by inference, with your handlers before and
    /// after. For a change inference cannot make (a type change, say), add a model version between the two
    /// that holds both forms, copy the values over in the handlers, and split this stage in two.
    private static func stage2(bundle: Bundle) -> NSCustomMigrationStage {
        let stage = NSCustomMigrationStage(
            migratingFrom: reference("Library 2", in: bundle),
            to: reference("Library 10", in: bundle)
        )
        stage.label = "Library 2 to Library 10"
        stage.willMigrateHandler = { manager, stage in
            // The store is still at "Library 2": read what the next version cannot hold and keep it.
            throw UnwrittenStage(label: "Library 2 to Library 10")
        }
        stage.didMigrateHandler = { manager, stage in
            // The store is now at "Library 10": write back what willMigrateHandler kept.
        }
        return stage
    }

    /// Each version's Core Data checksum when this file was written. A compiled version whose checksum differs
    /// was edited after that: stores written by the shipped version no longer match it.
    static let expectedChecksums: [String: String] = [
        "Library": "F8Nj0qfe9EJAgHqEj8omVrwWV3b4LfisPIwce8s3u4g=",
        "Library 2": "H3K2oOfJFQOxceOPnTnpEMYfXdRSEdr4yfjW9miPBO8=",
        "Library 10": "nuQT0erHvsWxCPKedNvfPUUR9wZ+k9j7/gbsrGDLbBY=",
    ]

    /// The compiled model version `name` of "Library.momd", checked against `expectedChecksums`.
    private static func model(_ name: String, in bundle: Bundle) -> NSManagedObjectModel {
        guard let url = bundle.url(forResource: name, withExtension: "mom", subdirectory: "Library.momd"),
              let model = NSManagedObjectModel(contentsOf: url) else {
            fatalError("\(name).mom is missing from " + "Library.momd" + " in \(bundle.bundlePath)")
        }
        if let expected = expectedChecksums[name], model.versionChecksum != expected {
            fatalError("model version \(name) has versionChecksum \(model.versionChecksum), not \(expected) as when "
                + "this migration was written: the version was edited after it shipped. Restore it, or run "
                + "`shale diff --format swift` again if it never shipped")
        }
        return model
    }

    private static func checksum(_ name: String, in bundle: Bundle) -> String {
        model(name, in: bundle).versionChecksum
    }

    private static func reference(_ name: String, in bundle: Bundle) -> NSManagedObjectModelReference {
        let model = model(name, in: bundle)
        return NSManagedObjectModelReference(model: model, versionChecksum: model.versionChecksum)
    }
}

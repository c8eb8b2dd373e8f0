import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

// Slate's conformance, written the way a Slate user writes tests: a `Slate` per test, configured in memory with the
// generated schema standing in for the managed object model, `import Slate` and nothing else of ShaleRuntime's.

/// The generated schema, where a Slate user loads their compiled model.
let conformanceModel: NSManagedObjectModel = ConformanceSchema.schema

/// Configures `slate` in memory, as Slate's README does.
func configureInMemory(_ slate: Slate) async {
    let description = NSPersistentStoreDescription()
    description.type = NSInMemoryStoreType
    let error: SlateConfigError? = await withCheckedContinuation { continuation in
        slate.configure(managedObjectModel: conformanceModel, persistentStoreDescription: description) { _, error in
            continuation.resume(returning: error)
        }
    }
    #expect(error == nil)
}

/// Adds a writer with novels (each with the given page count), all valid.
func addWriter(_ slate: Slate, name: String, age: Int64 = 40, novels: [(title: String, pages: Int64)] = []) {
    slate.mutateSync { context in
        let writer = context.create(CoreDataWriter.self)
        writer.name = name
        writer.age = age
        for novel in novels {
            let created = context.create(CoreDataNovel.self)
            created.title = novel.title
            created.pageCount = novel.pages
            created.writer = writer
        }
    }.catch { Issue.record("adding \(name) failed: \($0)") }
}

/// The sorted names of every writer.
func writerNames(_ slate: Slate) -> [String] {
    var names: [String] = []
    slate.querySync { context in
        names = try context[SlateWriter.self].sort(\.name).fetch().map(\.name)
    }.catch { Issue.record("query failed: \($0)") }
    return names
}

/// The store's own error inside a transaction error, if that is what `error` is.
func storeError(_ error: Error?) -> SlateError? {
    guard case .underlying(let underlying) = error as? SlateTransactionError else { return nil }
    return underlying as? SlateError
}

/// The validation failures inside a transaction error.
func validationErrors(_ error: Error?) -> [SlateValidationError] {
    guard case .validation(let errors) = storeError(error) else { return [] }
    return errors
}

/// A value several threads write and read, for handlers that run on Slate's access queue.
final class Box<Value>: @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func update(_ body: (inout Value) -> Void) {
        lock.withLock { body(&stored) }
    }
}

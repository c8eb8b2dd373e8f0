import Foundation
import ShaleTranslation

/// Receives each rendered file as soon as it is made, so that no run has to hold all of its files at once.
///
/// Called from several threads at once and in no particular order: `order` says where the file belongs.
/// `context` is the context the file was rendered with, passed only when the renderer was asked to keep contexts.
package typealias RenderedFileSink =
    @Sendable (
        _ file: RenderedFile, _ order: RenderedFile.Order, _ context: (any TemplateContext)?
    ) -> Void

/// A sink that keeps every file, and the context of each when one is passed, for callers that need them all in
/// memory (tests, `--combined-output`, `--dump-context`).
package final class RenderedFileCollector: @unchecked Sendable {
    // Safe: every access holds `lock`.
    private let lock = NSLock()
    private var received: [(order: RenderedFile.Order, file: RenderedFile, context: (any TemplateContext)?)] = []

    /// An empty collector.
    package init() {}

    /// The sink that feeds this collector.
    package var sink: RenderedFileSink {
        { [self] file, order, context in
            lock.withLock { received.append((order, file, context)) }
        }
    }

    /// The files received, in their order, and the contexts passed with them (same order).
    package var collected: (files: [RenderedFile], contexts: [any TemplateContext]) {
        let sorted = lock.withLock { received }.sorted { $0.order < $1.order }
        return (sorted.map(\.file), sorted.compactMap(\.context))
    }
}

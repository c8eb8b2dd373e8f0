/// A list of contexts, read element by element, so the renderer makes each element's template value only when a
/// section reaches it.
package protocol ContextList: Sendable {
    /// How many contexts there are.
    var count: Int { get }
    /// The context at `index`, from 0 to `count - 1`.
    func context(at index: Int) -> any TemplateContext
}

extension Array: ContextList where Element: TemplateContext {
    package func context(at index: Int) -> any TemplateContext { self[index] }
}

extension ContextList {
    /// Every context.
    package var contexts: [any TemplateContext] {
        (0..<count).map(context(at:))
    }
}

import ShaleMustache
import ShaleTranslation

/// A template context as the template engine sees it: lookups go through the context type's schema, by the hash
/// the engine computed when the template compiled. Two words: it fits an existential without a box.
struct ContextObject: MustacheObject {
    let context: any TemplateContext

    func mustacheValue(forKey key: String) -> MustacheValue? {
        context.field(named: key).map(MustacheValue.init(field:))
    }

    func mustacheValue(forKey key: MustacheKey) -> MustacheValue? {
        guard let field = context.field(named: key.name, hash: key.fastHash) else { return nil }
        // Moved, not copied: a field holds existentials, and this runs for every key a template reads.
        return MustacheValue(field: consume field)
    }
}

/// A list element over the context it comes from, as a section over the list would stack them: a key is looked up
/// in the element first, then in the context below (`each:` outputs).
private struct LayeredContextObject: MustacheObject {
    let top: any TemplateContext
    let below: any TemplateContext

    func mustacheValue(forKey key: String) -> MustacheValue? {
        (top.field(named: key) ?? below.field(named: key)).map(MustacheValue.init(field:))
    }

    func mustacheValue(forKey key: MustacheKey) -> MustacheValue? {
        guard
            let field = top.field(named: key.name, hash: key.fastHash)
                ?? below.field(named: key.name, hash: key.fastHash)
        else { return nil }
        return MustacheValue(field: field)
    }
}

/// A list of contexts as the engine iterates it: each element's value is made when a section reaches it.
private struct ContextSequence: MustacheSequence {
    let list: any ContextList

    var count: Int { list.count }

    func element(at index: Int) -> MustacheValue {
        .object(ContextObject(context: list.context(at: index)))
    }
}

extension MustacheValue {
    /// A context's field as the engine renders it.
    init(field: consuming ContextField) {
        switch consume field {
        case .null: self = .null
        case .text(let text): self = .string(text)
        case .flag(let flag): self = .bool(flag)
        case .number(let number): self = .int(number)
        case .texts(let texts): self = .list(texts.map(MustacheValue.string))
        case .options(let options): self = .object(MustacheDictionary(options.mapValues(MustacheValue.string)))
        case .context(let context): self = .object(ContextObject(context: context))
        case .contexts(let list): self = .sequence(ContextSequence(list: list))
        }
    }

    /// `context` as a root value.
    init(context: any TemplateContext) {
        self = .object(ContextObject(context: context))
    }

    /// `element` as a root value whose missing keys are looked up in `context`.
    init(context element: any TemplateContext, over context: any TemplateContext) {
        self = .object(LayeredContextObject(top: element, below: context))
    }
}

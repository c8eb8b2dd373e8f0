/// A compiled template: parse once, render many times. Immutable and safe to share between threads.
///
/// On its own, a template's partial and parent tags render nothing (the spec's rule for templates it cannot
/// find); put templates in a `MustacheLibrary` to resolve them by name.
package final class MustacheTemplate: Sendable {
    /// The name errors and references refer to.
    package let name: String
    /// Every tag naming data or another template, in source order, for validating keys before rendering.
    package let references: [MustacheTagReference]
    /// Whether `{{x}}` HTML-escapes at the end of the template: false after `{{% CONTENT_TYPE: TEXT}}`, or
    /// when escaping was turned off.
    package let escapesByDefault: Bool
    let program: Program
    let table: TemplateTable

    /// Compiles `source`, throwing the first problem found (a `MustacheLibrary` reports all of them).
    /// - Parameters:
    ///   - source: the template text.
    ///   - name: the name used in errors and, in a library, by partial and parent tags.
    ///   - escaping: false turns HTML escaping off for every tag, whatever the template's pragmas say.
    package convenience init(source: String, name: String = "template", escaping: Bool = true) throws(MustacheError) {
        switch Compiler.compile(source: source, name: name, escaping: escaping) {
        case .failure(let failure): throw failure.errors[0]
        case .success(let compiled): self.init(name: name, compiled: compiled, table: nil, escaping: escaping)
        }
    }

    init(name: String, compiled: CompiledTemplate, table: TemplateTable?, escaping: Bool) {
        self.name = name
        references = compiled.references
        escapesByDefault = compiled.escapesByDefault
        program = compiled.program
        self.table =
            table ?? TemplateTable(programs: [:], escaping: escaping, maxDepth: MustacheLibrary.defaultMaxDepth)
    }

    /// Renders the template with `value` as the root context.
    /// - Throws: `MustacheError` when partials nest past the depth limit or a lambda returns an invalid template.
    package func render(_ value: MustacheValue) throws(MustacheError) -> String {
        var bytes: [UInt8] = []
        try render(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders the template as UTF-8 bytes.
    package func renderBytes(_ value: MustacheValue) throws(MustacheError) -> [UInt8] {
        var bytes: [UInt8] = []
        try render(value, into: &bytes)
        return bytes
    }

    /// Appends the rendering to `buffer`, whose capacity is reused: the fastest way to render many times.
    package func render(_ value: MustacheValue, into buffer: inout [UInt8]) throws(MustacheError) {
        if buffer.capacity == 0 { buffer.reserveCapacity(4096) }
        var renderer = Renderer(root: value, table: table, buffer: buffer)
        buffer = []
        do {
            try renderer.render(program)
        } catch {
            buffer = renderer.out
            throw error
        }
        buffer = renderer.out
    }
}

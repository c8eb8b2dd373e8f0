import Foundation
import ShaleResolver

/// The report's one stylesheet, inline in the page, and the content security policy that admits it and nothing
/// else.
enum ReportStyle {
    /// The page's policy: nothing may load (no requests, fonts, frames or forms), and nothing may run but the
    /// page's own diagram script; the stylesheet and the script are admitted by their hashes, so a style or script
    /// injected into the page would not apply or run.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src '\(hash(css))'; script-src '\(hash(DiagramScript.source))'; "
        + "img-src data:; base-uri 'none'; form-action 'none'"

    /// The CSP source of `text`: `sha256-` and the base64 of its SHA-256.
    static func hash(_ text: String) -> String {
        "sha256-" + Data(SHA256.bytes(Array(text.utf8))).base64EncodedString()
    }

    /// The stylesheet: light and dark schemes from the system's preference, one column that reads at phone width,
    /// tables that scroll sideways in their own box instead of widening the page.
    static let css = """
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --link: #0550ae;
          --none: #59636e; --lightweight: #1a7f37; --conditional: #9a6700; --custom: #cf222e;
          --error: #cf222e; --warning: #9a6700; --info: #0550ae;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --link: #71b7ff;
            --none: #9198a1; --lightweight: #3fb950; --conditional: #d29922; --custom: #ff7b72;
            --error: #ff7b72; --warning: #d29922; --info: #71b7ff;
          }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", "DejaVu Sans", sans-serif;
        }
        header, nav, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
        header { padding-top: 1.5rem; }
        footer { color: var(--muted); font-size: .875rem; padding-bottom: 2rem; }
        h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 .25rem; overflow-wrap: anywhere; }
        h2 { font-size: 1.375rem; margin: 2.5rem 0 .75rem; padding-bottom: .25rem;
          border-bottom: 1px solid var(--line); }
        h3 { font-size: 1.125rem; margin: 2rem 0 .5rem; overflow-wrap: anywhere; }
        p { margin: .5rem 0; }
        a { color: var(--link); }
        a:focus-visible, .scroll:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
        .lead { color: var(--muted); margin: 0; }
        dl.summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: .5rem;
          margin: 1rem 0 0; }
        dl.summary div { border: 1px solid var(--line); border-radius: 6px; padding: .375rem .75rem;
          background: var(--panel); }
        dl.summary dt { color: var(--muted); font-size: .8125rem; }
        dl.summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
        nav { margin-top: 1rem; }
        nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; list-style: none; margin: 0; padding: .5rem 0; }
        nav > ul:first-child { border-top: 1px solid var(--line); }
        nav > ul:last-child { border-bottom: 1px solid var(--line); }
        nav ul.entities { gap: .125rem .875rem; padding-top: 0; font-size: .875rem; }
        nav ul.entities::before { content: "Entities:" / ""; color: var(--muted); }
        code, .mono { font-family: ui-monospace, "SF Mono", "DejaVu Sans Mono", "Liberation Mono", monospace;
          font-size: .875em; }
        .hash, .location { overflow-wrap: anywhere; }
        td .hash, code.id { white-space: nowrap; overflow-wrap: normal; }
        .muted { color: var(--muted); }
        .scroll { overflow-x: auto; margin: .5rem 0 1rem; border: 1px solid var(--line); border-radius: 6px; }
        table { border-collapse: collapse; width: 100%; font-size: .9375rem; }
        caption { caption-side: top; text-align: left; font-weight: 600; padding: .5rem .75rem;
          background: var(--panel); border-bottom: 1px solid var(--line); }
        th, td { text-align: left; vertical-align: top; padding: .375rem .75rem; border-top: 1px solid var(--line); }
        thead th { border-top: 0; color: var(--muted); font-weight: 600; white-space: nowrap; }
        tbody th { font-weight: 600; }
        tbody th.prose { font-weight: normal; }
        td.wide, th.wide { min-width: 16rem; }
        td:has(> .location) { min-width: 12rem; }
        ul.notes { margin: 0; padding-left: 1.1rem; }
        dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .125rem 1rem;
          margin: .5rem 0; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; overflow-wrap: anywhere; }
        .badge { display: inline-block; padding: 0 .5rem; border: 1px solid currentColor; border-radius: 1rem;
          font-size: .8125rem; font-weight: 600; line-height: 1.5; white-space: nowrap; }
        .none { color: var(--none); }
        .lightweight { color: var(--lightweight); }
        .conditional { color: var(--conditional); }
        .custom, .loses-data { color: var(--custom); }
        .error { color: var(--error); }
        .warning { color: var(--warning); }
        .info { color: var(--info); }
        summary { cursor: pointer; color: var(--link); margin: .25rem 0; }
        figure { margin: 1rem 0; }
        figcaption { color: var(--muted); font-size: .875rem; margin-top: .5rem; }
        .diagram { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; padding: .5rem; }
        .diagram svg { display: block; max-width: 100%; height: auto; margin: 0 auto; }
        .zoom:checked ~ .diagram { max-height: 80vh; overflow: auto; }
        .zoom:checked ~ .diagram svg { max-width: none; margin: 0; }
        .zoom + label { color: var(--link); cursor: pointer; }
        .diagram-tools, .diagram-help { display: none; }
        .interactive .diagram-tools { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem;
          margin-bottom: .5rem; }
        .interactive .diagram-help { display: block; color: var(--muted); font-size: .8125rem; }
        .diagram-tools input { flex: 1 1 12rem; max-width: 20rem; font: inherit; padding: .25rem .5rem;
          border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
        .diagram-tools button { font: inherit; min-width: 2.25rem; padding: .25rem .625rem; cursor: pointer;
          border: 1px solid var(--line); border-radius: 6px; background: var(--panel); color: var(--fg); }
        .diagram-tools output { color: var(--muted); font-size: .875rem; min-width: 9rem; }
        .interactive .zoom, .interactive .zoom + label { display: none; }
        .interactive .diagram { overflow: hidden; padding: 0; cursor: grab; touch-action: none; }
        .interactive .diagram.dragging { cursor: grabbing; }
        .interactive .diagram svg { width: 100%; height: 70vh; max-width: none; margin: 0; }
        .diagram svg g.node.dimmed { opacity: .25; }
        .diagram svg g.node.match polygon { stroke: #0969da; stroke-width: 2px; }
        .diagram svg .graph > polygon:first-of-type { fill: transparent; }
        @media (prefers-color-scheme: dark) {
          .diagram svg { filter: invert(.88) hue-rotate(180deg); }
        }
        pre { margin: 0; padding: .75rem; overflow-x: auto; font-size: .8125rem; line-height: 1.4; }
        @media (max-width: 40rem) {
          body { font-size: 15px; }
          h1 { font-size: 1.5rem; }
          th, td { padding: .3rem .5rem; }
          dl.facts { grid-template-columns: minmax(0, 1fr); }
          dl.facts dd { margin-bottom: .375rem; }
        }
        """
}

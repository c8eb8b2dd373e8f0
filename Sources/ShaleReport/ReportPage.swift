import ShaleDiff
import ShaleModel

/// `shale report`'s page: one self-contained HTML document, its stylesheet inline and nothing to load.
package enum ReportPage {
    /// The whole document for `content`, the same bytes for the same content.
    package static func html(_ content: ReportContent) -> String {
        let bundle = content.bundle
        let title = "\(bundle.name): Core Data model report"
        return HTML.document(
            .element("html", ["lang": "en"]) {
                HTML.element("head") {
                    HTML.element("meta", ["charset": "utf-8"])
                    HTML.element(
                        "meta",
                        [
                            "http-equiv": "Content-Security-Policy",
                            "content": ReportStyle.contentSecurityPolicy,
                        ])
                    HTML.element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
                    HTML.element("meta", ["name": "color-scheme", "content": "light dark"])
                    HTML.element("meta", ["name": "generator", "content": "shale"])
                    // No favicon to request: the page loads nothing.
                    HTML.element("link", ["rel": "icon", "href": "data:,"])
                    HTML.element("title") { title }
                    HTML.element("style") { HTML.trusted(ReportStyle.css, isBlock: false) }
                }
                HTML.element("body") {
                    HTML.element("header") {
                        HTML.element("h1") { bundle.name }
                        HTML.element("p", ["class": "lead"]) {
                            "Core Data model report of "
                            ReportMarkup.code(content.displayedPath)
                        }
                        summary(content)
                    }
                    contents(content)
                    HTML.element("main") {
                        DiagramSection.html(content)
                        VersionsSection.html(content)
                        MigrationsSection.html(content)
                        LintSection.html(content)
                        EntitiesSection.html(content)
                    }
                    if case .svg = content.diagram {
                        HTML.element("script") { HTML.trusted(DiagramScript.source, isBlock: false) }
                    }
                    HTML.element("footer") {
                        HTML.element("p") {
                            "Written by shale report from "
                            ReportMarkup.code(content.displayedPath)
                            ". Checksums and version hashes are Core Data’s own; the migration verdicts are "
                                + "shale diff’s, the findings shale lint’s."
                        }
                    }
                }
            })
    }

    /// The report at a glance: the current version, its size and checksum, the worst migration, the findings.
    private static func summary(_ content: ReportContent) -> HTML {
        let plan = content.plan
        return .element("dl", ["class": "summary"]) {
            HTML.element("div") {
                HTML.element("dt") { "Current version" }
                HTML.element("dd") {
                    ReportMarkup.quoted(content.current.versionName)
                    " of \(ReportMarkup.counted(content.bundle.versions.count, "version"))"
                }
            }
            HTML.element("div") {
                HTML.element("dt") { "Entities" }
                HTML.element("dd") { "\(content.current.entities.count)" }
            }
            HTML.element("div") {
                HTML.element("dt") { "Checksum" }
                HTML.element("dd") { ReportMarkup.hash(content.current.versionChecksum) }
            }
            HTML.element("div") {
                HTML.element("dt") { "Migrations" }
                HTML.element("dd") {
                    if plan.comparisons.isEmpty {
                        "no older version"
                    } else {
                        HTML.element("a", ["href": "#migrations"]) { ReportMarkup.badge(plan.migration) }
                        " at worst, from \(ReportMarkup.counted(plan.overall.count, "older version"))"
                            + (plan.isConsecutive ? " step by step" : "")
                    }
                }
            }
            HTML.element("div") {
                HTML.element("dt") { "Lint" }
                HTML.element("dd") { HTML.element("a", ["href": "#lint"]) { LintSection.counts(content.findings) } }
            }
        }
    }

    /// The table of contents: the sections, then every entity.
    private static func contents(_ content: ReportContent) -> HTML {
        let sections = [
            ("diagram", "Diagram"), ("versions", "Versions"), ("migrations", "Migrations"),
            ("lint", "Lint findings"), ("entities", "Entities"),
        ]
        return .element("nav", ["aria-label": "Contents"]) {
            HTML.element("ul") {
                for (id, title) in sections {
                    HTML.element("li") { HTML.element("a", ["href": "#" + id]) { title } }
                }
            }
            if !content.current.entities.isEmpty {
                HTML.element("ul", ["class": "entities", "aria-label": "Entities"]) {
                    for entity in content.current.entities {
                        HTML.element("li") { ReportMarkup.entityLink(entity.name, in: content.current) }
                    }
                }
            }
        }
    }
}

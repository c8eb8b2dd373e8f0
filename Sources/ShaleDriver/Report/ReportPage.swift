/// `shale report`'s page: one self-contained HTML document, its stylesheet inline and nothing to load.
enum ReportPage {
    /// The whole document for `content`, the same bytes for the same content.
    static func html(_ content: ReportContent) -> String {
        let bundle = content.bundle
        let current = content.current
        let title = "\(bundle.name): Core Data model report"
        return HTML.document(.element("html", ["lang": "en"]) {
            HTML.element("head") {
                HTML.element("meta", ["charset": "utf-8"])
                HTML.element("meta", ["http-equiv": "Content-Security-Policy",
                                      "content": ReportStyle.contentSecurityPolicy])
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
                        ": version \(ReportMarkup.quoted(current.versionName)) of "
                            + "\(ReportMarkup.counted(bundle.versions.count, "version")), "
                            + ReportMarkup.counted(current.entities.count, "entity", plural: "entities")
                            + ", checksum "
                        ReportMarkup.hash(current.versionChecksum)
                    }
                }
                contents(content)
                HTML.element("main") {
                    DiagramSection.html(content)
                    VersionsSection.html(content)
                    MigrationsSection.html(content)
                    LintSection.html(content)
                    EntitiesSection.html(content)
                }
                HTML.element("footer") {
                    HTML.element("p") {
                        "Written by shale report from "
                        ReportMarkup.code(content.displayedPath)
                        ". Checksums and version hashes are Core Data’s own; the migration verdicts are shale diff’s, "
                            + "the findings shale lint’s."
                    }
                }
            }
        })
    }

    /// The table of contents: the sections, then every entity.
    private static func contents(_ content: ReportContent) -> HTML {
        let sections = [("diagram", "Diagram"), ("versions", "Versions"), ("migrations", "Migrations"),
                        ("lint", "Lint findings"), ("entities", "Entities")]
        return .element("nav", ["aria-label": "Contents"]) {
            HTML.element("ul") {
                for (id, title) in sections {
                    HTML.element("li") { HTML.element("a", ["href": "#" + id]) { title } }
                }
            }
            if !content.current.entities.isEmpty {
                HTML.element("ul", ["aria-label": "Entities"]) {
                    for entity in content.current.entities {
                        HTML.element("li") { ReportMarkup.entityLink(entity.name, in: content.current) }
                    }
                }
            }
        }
    }
}

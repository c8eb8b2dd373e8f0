import ShaleDiagram
import ShaleDiff
import ShaleLint
import ShaleModel

/// Everything `shale report` shows, worked out before any HTML is written: the sections only place it.
package struct ReportContent: Sendable {
    /// The drawing of the current version.
    package enum Diagram: Sendable, Hashable {
        /// Graphviz's SVG, ready to inline.
        case svg(String)
        /// A text form of the diagram, shown as preformatted text, with a note saying why it is not drawn.
        case text(String, note: String)
    }

    /// What `shale lock` recorded of a version, when the bundle has a lock file.
    package enum LockState: Sendable, Hashable {
        /// Locked, and unchanged since.
        case locked
        /// Locked, then edited in place (`shale lock --check` fails on it, or warns when every hash is unchanged).
        case edited
        /// Not in the lock: not shipped yet.
        case unlocked
    }

    /// Every version, oldest first.
    package var bundle: ModelBundle
    /// The version the report is about.
    package var current: Model
    /// Every older version compared with `current`.
    package var plan: MigrationPlan
    /// The findings a lint baseline accepts, left out of `findings` as `shale lint` leaves them out.
    package struct AcceptedFindings: Sendable, Hashable {
        /// How many.
        package var count: Int
        /// The baseline file (shale.yml's `lint: baseline:`).
        package var baseline: String

        /// `count` findings accepted by the baseline at `baseline`.
        package init(count: Int, baseline: String) {
            self.count = count
            self.baseline = baseline
        }
    }

    /// `shale lint`'s findings for the bundle, after the configuration and its baseline.
    package var findings: [LintFinding]
    /// What the configuration's lint baseline accepts; `nil` without a baseline.
    package var acceptedFindings: AcceptedFindings?
    /// Each version's lock state by name; empty when the bundle has no lock file.
    package var locks: [String: LockState]
    /// The diagram of `current`.
    package var diagram: Diagram
    /// The part of `current` the diagram draws (all of it by default).
    package var diagramView = DiagramView()
    /// The folder every path on the page is relative to (Documentation/Generating.md, "Paths in output").
    package var anchor: PathAnchor
    /// The bundle's path as given.
    package var sourcePath: String

    /// The content of a page; `diagramView` is the part of `current` that `diagram` draws.
    package init(
        bundle: ModelBundle, current: Model, plan: MigrationPlan, findings: [LintFinding],
        acceptedFindings: AcceptedFindings? = nil, locks: [String: LockState], diagram: Diagram,
        diagramView: DiagramView = DiagramView(),
        anchor: PathAnchor, sourcePath: String
    ) {
        self.bundle = bundle
        self.current = current
        self.plan = plan
        self.findings = findings
        self.acceptedFindings = acceptedFindings
        self.locks = locks
        self.diagram = diagram
        self.diagramView = diagramView
        self.anchor = anchor
        self.sourcePath = sourcePath
    }

    /// The bundle's path as the page names it: relative to the anchor.
    var displayedPath: String { anchor.relative(sourcePath) }

    /// `location` as the page shows it: relative to the anchor, never absolute.
    func displayed(_ location: SourceLocation) -> String {
        anchor.relative(location).description
    }
}

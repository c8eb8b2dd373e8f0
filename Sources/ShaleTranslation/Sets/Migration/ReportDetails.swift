/// How many comparisons' details a `shale diff` report shows. Every comparison is in the report's summary; its
/// details (the diagram and the table of changes) can be left out, the oldest versions' first: the comparison a pull
/// request usually adds (the previous version to the new one) is the newest and the smallest, the jumps from old
/// versions the largest. A report that must fit a length limit (a GitHub comment) keeps the newest ones and says
/// where the rest are.
package struct ReportDetails: Sendable, Hashable {
    /// How many comparisons show their details, the newest ones; `nil` for all of them.
    package var shown: Int?
    /// Why details are left out, ending the sentence that says so (`to stay within 65,536 characters, GitHub's
    /// limit for a comment`).
    package var reason: String
    /// Where the left-out details are, a sentence of its own (`` `shale diff … --max-characters 0` writes them
    /// all. ``).
    package var pointer: String

    /// Details of the `shown` newest comparisons, or of all when `nil`.
    package init(shown: Int? = nil, reason: String = "", pointer: String = "") {
        self.shown = shown
        self.reason = reason
        self.pointer = pointer
    }

    /// Every comparison's details.
    package static let all = ReportDetails()

    /// How many of `count` comparisons (oldest first) leave their details out: the first ones.
    func omittedCount(of count: Int) -> Int {
        max(0, count - min(shown ?? count, count))
    }

    /// The sentence on the left-out details of `omitted` (older versions' names, oldest first); `nil` when none are.
    func omissionNote(_ omitted: [String]) -> String? {
        guard let oldest = omitted.first, let newest = omitted.last else { return nil }
        let which = omitted.count == 1 ? "`\(oldest)`" : "\(omitted.count) older versions, `\(oldest)` to `\(newest)`,"
        return "The details of \(which) are left out \(reason). " + pointer
    }
}

/// How many comparisons' details a `shale diff` report shows. Every comparison is in the report's summary; its
/// details (the diagram and the table of changes) are listed newest older version first, the comparison a pull
/// request usually adds before the long jumps from old versions, so a report that must fit a length limit (a GitHub
/// comment) keeps the first ones and says where the rest are.
public struct ReportDetails: Sendable, Hashable {
    /// How many comparisons show their details, newest older version first; `nil` for all of them.
    public var shown: Int?
    /// Why details are left out, ending the sentence that says so (`to stay within 65,536 characters, GitHub's
    /// limit for a comment`).
    public var reason: String
    /// Where the left-out details are, a sentence of its own (`` `shale diff … --max-characters 0` writes them
    /// all. ``).
    public var pointer: String

    /// Details of `shown` comparisons, or of all when `nil`.
    public init(shown: Int? = nil, reason: String = "", pointer: String = "") {
        self.shown = shown
        self.reason = reason
        self.pointer = pointer
    }

    /// Every comparison's details.
    public static let all = ReportDetails()

    /// The comparisons whose details are shown, in the order the report lists details (newest older version
    /// first), and the ones left out, in the same order.
    func split<Element>(_ comparisons: [Element]) -> (shown: [Element], omitted: [Element]) {
        let newestFirst = Array(comparisons.reversed())
        let count = min(shown ?? newestFirst.count, newestFirst.count)
        return (Array(newestFirst.prefix(count)), Array(newestFirst.dropFirst(count)))
    }

    /// The sentence on the left-out details of `omitted` (older versions' names, newest first); `nil` when none are.
    func omissionNote(_ omitted: [String]) -> String? {
        guard let newest = omitted.first, let oldest = omitted.last else { return nil }
        let which = omitted.count == 1 ? "`\(newest)`" : "\(omitted.count) older versions, `\(oldest)` to `\(newest)`,"
        return "The details of \(which) are left out \(reason). " + pointer
    }
}

/// "Did you mean" for a name that matches nothing: the one implementation every command and stage uses (version
/// names, entity names in a model, template sets, options, formats, template context keys).
package enum Suggestion {
    /// The candidates closest to `name`, best first: a case-insensitive match alone when there is one, else up to
    /// `limit` whose edit distance (case-insensitive) is at most a third of the name's length (at least 2) and at
    /// most one more than the closest one's.
    package static func closest(to name: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let lowered = name.lowercased()
        let unique = Set(candidates)
        if let same = unique.filter({ $0.lowercased() == lowered }).min() { return [same] }
        let threshold = max(2, name.count / 3)
        let scored = unique.map { ($0, EditDistance.between(lowered, $0.lowercased())) }.filter { $0.1 <= threshold }
        guard let best = scored.map(\.1).min() else { return [] }
        return scored.filter { $0.1 <= best + 1 }.sorted {
            $0.1 != $1.1 ? $0.1 < $1.1 : NaturalOrder.areInIncreasingOrder($0.0, $1.0)
        }
        .prefix(limit).map(\.0)
    }

    /// `; did you mean 'x'?` (or `'x', 'y' or 'z'`) for the closest of `candidates` to `name`; empty when none is
    /// close enough. Ready to append to a message.
    package static func didYouMean(_ name: String, among candidates: some Sequence<String>, limit: Int = 3) -> String {
        let found = closest(to: name, among: candidates, limit: limit)
        guard let last = found.last else { return "" }
        let quoted = found.map { "'\($0)'" }
        return "; did you mean "
            + (found.count == 1
                ? quoted[0]
                : quoted.dropLast().joined(separator: ", ") + " or '\(last)'") + "?"
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// A difference one pair of `XcodeParityTests` is allowed, and why.
struct XcodePairDifference {
    /// Why the pair has the difference: the evidence, from the pair's repository and its history (repository,
    /// commit, what changed), or code no Xcode writes.
    var reason: String
    /// Files a person edited after Xcode wrote them, or that an older model wrote: left out of the comparison.
    var skippedFiles: Set<String> = []
    /// Whether Xcode's property order differs from the model file's: Xcode orders properties by when they were
    /// added, which the model file does not record, so the comparison sorts the property lines and accessor
    /// blocks of both sides.
    var comparesInAnyOrder = false
    /// Whether Xcode's "Create NSManagedObject Subclass…" wrote the files although the model's entities now say
    /// Codegen `class` or `category` (whose files carry the "automatically generated" line): that line is taken
    /// out of the set's files.
    var writtenByMenu = false
    /// Edits a person made to Xcode's text (`of` → `with`), undone before the comparison.
    var handEdits: [(of: String, with: String)] = []
    /// Option values the set needs for these files beyond `include-manual` and the release the model's tools
    /// version names: `xcode-version` for files an older Xcode wrote, `identifiable=false`.
    var options: [String: String] = [:]
}

/// What the pairs need beyond their files: the Xcode release that wrote them, from the model's tools version, and
/// the differences some are allowed (`XcodePairs.differences`, in `XcodePairDifferences.swift`).
enum XcodePairs {
    /// The Xcode release whose tools version is `tools` (`lastSavedToolsVersion`, the Xcode that last saved the
    /// model): below 11000 is Xcode 7, 11xxx Xcode 8.0 to 8.2, 12xxx 8.3, 13xxx 9, 14xxx 10 up to 14799 and Xcode 11's
    /// betas from 14800 (pair 25's 14838.16 writes 11's `Date?`; pair 24's model of the same build was saved on a
    /// macOS 10.15 beta, 19A536g, in August 2019), 15xxx and 16xxx 11, 17xxx and 18xxx 12, 19xxx and 20xxx 13,
    /// 21xxx 14, 22xxx 15, 23xxx 16, 24xxx 26, from 24837 26.3.
    static func release(savedBy tools: String) -> String {
        let build = Int(tools.prefix { $0.isNumber }) ?? 0
        switch build / 1000 {
        case ..<11: return "7"
        case 11: return "8"
        case 12: return "8.3"
        case 13: return "9"
        case 14: return build >= 14800 ? "11" : "10"
        case 15, 16: return "11"
        case 17, 18: return "12"
        case 19, 20: return "13"
        case 21: return "14"
        case 22: return "15"
        case 23: return "16"
        default: return build >= 24837 ? "26.3" : "26"
        }
    }

    /// Pairs whose model Shale does not read yet although Xcode does (issue 37, part 2), with what stops it: they
    /// are counted apart while generation fails, and compared like every other pair once it succeeds.
    static let refused: [String: String] = [:]

    /// Properties in the order they were added, not the model file's.
    static let creationOrder = XcodePairDifference(
        reason: "Xcode wrote the properties in the order they were added, which the model file does not record",
        comparesInAnyOrder: true)
}

import Foundation
import XCTest

/// Which tests a run runs: `swift test` runs the fast tier (unit, snippet, golden and CLI tests, and the corpus
/// sample), a few minutes after the build; `SHALE_TESTS=full swift test` runs the full tier (every corpus model,
/// the corpus type-checks, the 100,000-entity limits, the headless browser, CI's stress counts), which `.ci/run`
/// sets. Under CI (`CI=true`) the variable must be set: an unset one fails every test that asks, so CI never runs
/// the fast tier by mistake. Documentation/Development.md describes the tiers.
package enum TestTier: String, Sendable {
    /// The default: the inner loop.
    case fast
    /// Everything, as CI runs it.
    case full

    /// The environment variable that chooses the tier (`full` or `fast`).
    package static let variable = "SHALE_TESTS"

    /// The corpus sample the fast tier runs, one folder of `../shared/corpus/models` each, chosen to cover the
    /// shapes the full corpus does: Apple's Recipes sample (one version, transformables), a migration tutorial's
    /// four-version bundle (renamed and dropped properties, a renaming identifier on a kept name), and a shipped
    /// app's nine versions (OpenEmu: entity inheritance, a version `slate3` refuses with a documented limitation).
    package static let corpusSample = [
        "alhoqbani__AppleSample-iPhoneCoreDataRecipes",
        "wibosco__CoreDataMigrationRevised-Example",
        "OpenEmu__OpenEmu",
    ]

    /// The tier `environment` asks for.
    /// - Throws: `TierMisconfigured` (a failure) when the variable holds anything but `fast` or `full`, or when it
    ///   is unset under CI (`CI=true`), where the full tier must run.
    package static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> TestTier
    {
        guard let value = environment[variable], !value.isEmpty else {
            if environment["CI"] == "true" {
                throw TierMisconfigured(
                    message: "CI=true but \(variable) is not set: CI runs the full tier "
                        + "(\(variable)=full, as .ci/run sets), so a test that depends on the tier fails instead of "
                        + "running the fast tier's share")
            }
            return .fast
        }
        guard let tier = TestTier(rawValue: value) else {
            throw TierMisconfigured(
                message: "\(variable)=\(value) is not a tier: use \(variable)=full for every "
                    + "test, or leave it unset (or \(variable)=fast) for the fast tier")
        }
        return tier
    }

    /// Skips the calling test in the fast tier, saying how to run it; returns in the full tier.
    /// - Parameters:
    ///   - what: What the test costs, for the skip's message (`every corpus version type-checked with every set`).
    ///   - environment: The environment whose `SHALE_TESTS` and `CI` are read (the process's).
    /// - Throws: `XCTSkip` in the fast tier; `TierMisconfigured` as `current` does.
    package static func requireFull(
        _ what: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        guard try current(environment: environment) == .fast else { return }
        throw XCTSkip("full tier only (\(what)): run it with \(variable)=full swift test")
    }

    /// The corpus paths this tier runs, in their order: every path in the full tier, in the fast tier the ones
    /// inside a folder of `corpusSample`.
    /// - Parameters:
    ///   - paths: Paths under the corpus's `models` folder, absolute or relative to it.
    ///   - environment: The environment whose `SHALE_TESTS` and `CI` are read (the process's).
    /// - Throws: `TierMisconfigured` as `current` does.
    package static func corpus(
        _ paths: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> [String] {
        guard try current(environment: environment) == .fast else { return paths }
        return paths.filter(isSampled)
    }

    /// Whether the corpus path (absolute or relative to the corpus's `models` folder) is in `corpusSample`.
    package static func isSampled(_ path: String) -> Bool {
        path.split(separator: "/").contains { corpusSample.contains(String($0)) }
    }

    /// The bound a corpus-wide count must exceed: `full` in the full tier, `fast` (for the sample) in the fast one.
    /// - Throws: `TierMisconfigured` as `current` does.
    package static func atLeast(
        full: Int, fast: Int,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Int {
        try current(environment: environment) == .full ? full : fast
    }
}

/// `SHALE_TESTS` holds no tier, or is unset under CI: the test fails with this message.
package struct TierMisconfigured: Error, CustomStringConvertible {
    /// What is wrong and how to set the tier.
    package var message: String
    package var description: String { message }
}

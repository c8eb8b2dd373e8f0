import ShaleModel

/// How much a finding matters, from a rule's default or the configuration.
package enum LintSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The model is wrong, or a shipped store breaks: CI fails by default.
    case error
    /// Probably not what the author meant.
    case warning
    /// Worth knowing; never fails a run unless `--fail-on info` asks.
    case info

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .info: 0
        }
    }

    /// `info < warning < error`.
    package static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// One check `shale lint` runs, with a stable identifier to configure it by.
package struct LintRule: Sendable, Hashable, Codable {
    /// The groups rules come in; each can be enabled or disabled by its name.
    package enum Family: String, Sendable, Hashable, Codable, CaseIterable {
        /// What Xcode and momc check in a model version.
        case model
        /// What CloudKit-backed stores (`NSPersistentCloudKitContainer`) require of a model.
        case cloudkit
        /// Whether stores at the bundle's older versions still migrate safely to the newest.
        case migration
        /// What keeps a SwiftData schema written in Swift (`VersionedSchema`, `SchemaMigrationPlan`) opening the
        /// stores it wrote: checked on Swift sources only.
        case swiftdata
    }

    /// The stable identifier, such as `model-no-inverse`; it never changes once released.
    package var id: String
    /// The rule's group.
    package var family: Family
    /// The severity of its findings unless the configuration overrides it.
    package var severity: LintSeverity
    /// What the rule checks, in one line.
    package var summary: String
    /// What to do about a finding, unless the finding has a more specific hint.
    package var hint: String

    /// Creates a rule.
    package init(_ id: String, _ family: Family, _ severity: LintSeverity, summary: String, hint: String) {
        self.id = id
        self.family = family
        self.severity = severity
        self.summary = summary
        self.hint = hint
    }
}

/// One problem a rule found: a `Diagnostic` whose `code` is the rule's identifier, at the configured severity (`info`
/// is a `note`), with the entity and property it concerns, which configuration exceptions match. Lint reports through
/// the same type as every other stage; the properties below read and write the diagnostic's.
package struct LintFinding: Sendable, Hashable, Encodable, Comparable {
    /// The problem: what is wrong, where, what to do, the rule's identifier as its `code`, and its severity.
    package var diagnostic: Diagnostic
    /// The entity it concerns, by name, for per-entity exceptions.
    package var entity: String?
    /// The property it concerns, by name, for per-property exceptions.
    package var property: String?

    /// Creates a finding of `rule` at its default severity.
    package init(
        _ rule: LintRule, _ message: String, at location: SourceLocation?, hint: String? = nil,
        entity: String? = nil, property: String? = nil
    ) {
        diagnostic = Diagnostic(
            Diagnostic.Severity(rule.severity), message, at: location, hint: hint ?? rule.hint,
            code: rule.id)
        self.entity = entity
        self.property = property
    }

    /// The rule's identifier: the diagnostic's `code`.
    package var ruleID: String { diagnostic.code ?? "" }

    /// The severity, after configuration.
    package var severity: LintSeverity {
        get { LintSeverity(diagnostic.severity) }
        set { diagnostic.severity = Diagnostic.Severity(newValue) }
    }

    /// What is wrong, in one sentence.
    package var message: String {
        get { diagnostic.message }
        set { diagnostic.message = newValue }
    }

    /// What to do about it.
    package var hint: String? {
        get { diagnostic.hint }
        set { diagnostic.hint = newValue }
    }

    /// Where it is; every finding has at least its model's file.
    package var location: SourceLocation? {
        get { diagnostic.location }
        set { diagnostic.location = newValue }
    }

    /// By location, then rule, message and the rest, so output is the same in every run.
    package static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        let here = lhs.location ?? SourceLocation(file: "")
        let there = rhs.location ?? SourceLocation(file: "")
        if here != there { return here < there }
        let left = [
            lhs.ruleID, lhs.message, lhs.entity ?? "", lhs.property ?? "", lhs.hint ?? "", lhs.severity.rawValue,
        ]
        let right = [
            rhs.ruleID, rhs.message, rhs.entity ?? "", rhs.property ?? "", rhs.hint ?? "", rhs.severity.rawValue,
        ]
        return left.lexicographicallyPrecedes(right)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, hint, location, entity, property
    }

    /// The finding as `shale lint --format json` writes it (schema version 1).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ruleID, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(entity, forKey: .entity)
        try container.encodeIfPresent(property, forKey: .property)
    }
}

extension LintSeverity {
    /// The severity of a finding whose diagnostic has `severity`: a `note` is `info`.
    init(_ severity: Diagnostic.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .info
        }
    }
}

extension Diagnostic.Severity {
    /// The severity of the diagnostic of a finding of `severity`: `info` is a `note`.
    init(_ severity: LintSeverity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .info: self = .note
        }
    }
}

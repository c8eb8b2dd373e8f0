import ShaleModel

/// How a stored attribute's values cross a change of type, with the source of the verdict.
///
/// WWDC 2010 session 118 ("Mastering Core Data") lists "numerical type conversion" among the changes lightweight
/// migration infers, and woocommerce-ios shipped Integer 64 → Decimal (Model 46) and Integer 64 → Double (Model 88)
/// with no mapping model and migration tests that pass: a numeric type that holds every old value is inferred. A
/// numeric type that cannot hold every old value converts only the values that fit; what happens to the others is
/// not documented. Apple documents no other inferred conversion: those need a custom stage, unverified.
struct TypeConversion {
    let migration: MigrationClass
    let condition: String?
    let evidence: MigrationEvidence

    init(migration: MigrationClass, condition: String?, evidence: MigrationEvidence) {
        self.migration = migration
        self.condition = condition
        self.evidence = evidence
    }

    /// The conversion of stored values from `old` to `new` (two different types).
    init(from old: AttributeType, to new: AttributeType) {
        guard old.isNumeric, new.isNumeric else {
            self.init(
                migration: .custom, condition: "convert existing values in a custom migration stage",
                evidence: .typeOther)
            return
        }
        if Self.holdsEveryValue(of: old, in: new) {
            self.init(migration: .lightweight, condition: nil, evidence: .typeNumeric)
        } else {
            self.init(
                migration: .conditional,
                condition: "every existing value must fit in \(new.rawValue); otherwise convert the values "
                    + "in a custom migration stage", evidence: .typeNumericNarrowed)
        }
    }

    /// Whether every value of numeric type `old` is a value of numeric type `new`. Integer 64 → Double counts:
    /// woocommerce shipped it, and integers beyond 2^53 are not what an app keeps in a Double.
    private static func holdsEveryValue(of old: AttributeType, in new: AttributeType) -> Bool {
        switch (old, new) {
        case (.integer16, _):
            return true
        case (.integer32, .integer64), (.integer32, .decimal), (.integer32, .double):
            return true
        case (.integer64, .decimal), (.integer64, .double):
            return true
        case (.float, .double), (.float, .decimal):
            return true
        default:
            return false
        }
    }
}

extension Value {
    /// Whether two optional values are the same value: numbers compare by value whatever their kind (a default of
    /// `0` is the same as `0.0` or a Decimal `0`), everything else by kind and value.
    static func sameValue(_ lhs: Value?, _ rhs: Value?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        if lhs == rhs { return true }
        guard let left = lhs.numericText, let right = rhs.numericText else { return false }
        return canonical(left) == canonical(right)
    }

    /// The value's text when it is a number.
    private var numericText: String? {
        switch self {
        case .integer, .double, .float, .decimal: modelText
        case .boolean, .string, .date, .uuid, .uri: nil
        }
    }

    /// Decimal text without a sign on zero, trailing fractional zeros or a trailing point, so that `0`, `0.0`,
    /// `-0` and `0.00` read alike and `1.50` reads as `1.5`; exponents are left as written.
    private static func canonical(_ text: String) -> String {
        var text = text
        if text.contains("."), !text.contains("e"), !text.contains("E") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }
}

extension Attribute {
    /// What happens to stored values when a Transformable attribute moves between the default transformer (which is
    /// `NSKeyedUnarchiveFromData`) and `NSSecureUnarchiveFromData`, its value class unchanged: both read and write
    /// keyed archives, so the values stay readable. `nil` for any other change.
    ///
    /// To `NSSecureUnarchiveFromData` is the change Apple asks for ("'NSKeyedUnarchiveFromData' should not be used
    /// to for un-archiving", the console warning since iOS 12); woocommerce-ios made it in Model 36 with no mapping
    /// model, and its migration test of Model 35 → 36 reads the old values back.
    package static func keyedArchiveNote(from old: Attribute, to new: Attribute) -> String? {
        let keyed: Set<String?> = [nil, "NSKeyedUnarchiveFromData", "NSKeyedUnarchiveFromDataTransformerName"]
        let secure: Set<String?> = ["NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformerName"]
        guard old.type == .transformable, new.type == .transformable, old.customClassName == new.customClassName
        else { return nil }
        if keyed.contains(old.valueTransformerName), secure.contains(new.valueTransformerName) {
            return "stored values stay readable: NSSecureUnarchiveFromData reads the keyed archives the default "
                + "transformer wrote, when their classes adopt NSSecureCoding and are among its allowed classes"
        }
        if secure.contains(old.valueTransformerName), keyed.contains(new.valueTransformerName) {
            return "stored values stay readable: the default transformer reads the keyed archives "
                + "NSSecureUnarchiveFromData wrote, but without NSSecureCoding's checks"
        }
        return nil
    }
}

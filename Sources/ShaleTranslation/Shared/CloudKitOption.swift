import ShaleDiff
import ShaleModel
import ShaleResolver

/// The `cloudkit` option the `swiftdata` and `slate3` sets share: `auto` (the default) follows the model's "Used
/// with CloudKit" setting, `true` and `false` force it.
enum CloudKitOption {
    /// Whether the output is CloudKit-ready under `values["cloudkit"]`; a value that is not auto, true or false is
    /// an error (and the model's setting is used).
    static func isCloudKit(_ values: [String: String], model: Model, diagnostics: inout [Diagnostic]) -> Bool {
        switch values["cloudkit"] ?? "auto" {
        case "auto": return model.metadata.usedWithCloudKit
        case "true": return true
        case "false": return false
        case let other:
            diagnostics.append(.error("option cloudkit=\(other) is not auto, true or false", at: nil,
                                      hint: "leave it out to follow the model's 'Used with CloudKit' setting"))
            return model.metadata.usedWithCloudKit
        }
    }
}

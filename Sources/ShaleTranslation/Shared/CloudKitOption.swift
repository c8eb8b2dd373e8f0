import ShaleModel

/// The `cloudkit` option the `swiftdata` and `slate3` sets share: `auto` (the default) follows the model's "Used
/// with CloudKit" setting, `true` and `false` force it.
enum CloudKitOption {
    /// The option's type.
    static let type = OptionType.choice(["auto", "true", "false"])

    /// Whether the output is CloudKit-ready under the `cloudkit` value of `options`.
    static func isCloudKit(_ options: TemplateOptions, model: Model) -> Bool {
        switch options.text("cloudkit", else: "auto") {
        case "true": true
        case "false": false
        default: model.metadata.usedWithCloudKit
        }
    }
}

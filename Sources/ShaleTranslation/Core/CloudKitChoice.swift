import ShaleModel

/// The values of the `cloudkit` option the `swiftdata` and `slate3` sets both declare: `auto` (the default)
/// follows the model's "Used with CloudKit" setting, `true` and `false` force it.
package enum CloudKitChoice: String, Sendable, CaseIterable {
    /// As the model says.
    case auto
    /// CloudKit-ready.
    case `true`
    /// Not CloudKit-ready.
    case `false`

    /// Whether the output is CloudKit-ready for `model`.
    func isCloudKit(_ model: Model) -> Bool {
        switch self {
        case .true: true
        case .false: false
        case .auto: model.metadata.usedWithCloudKit
        }
    }
}

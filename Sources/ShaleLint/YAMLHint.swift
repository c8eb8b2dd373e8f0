import Foundation

/// What a hint tells the user to write in `shale.yml`: one complete line of YAML to paste, every value written out
/// (never "and 4 more").
package enum YAMLHint {
    /// `values` under the keys `path`: `lint: {custom-migrations: ["V1", "V2"]}`, or with `list` false the one
    /// value as a scalar: `oldest-supported-version: "V2"`.
    package static func line(_ path: [String], _ values: [String], list: Bool = true) -> String {
        let quoted = values.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let value = list || quoted.count != 1 ? "[" + quoted.joined(separator: ", ") + "]" : quoted[0]
        return path.reversed().enumerated().reduce(value) { inner, step in
            step.offset == path.count - 1 ? "\(step.element): \(inner)" : "{\(step.element): \(inner)}"
        }
    }
}

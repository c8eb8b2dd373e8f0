import Foundation

/// Writes the bundle of the scale tests (`LimitTests`) and of `shale-benchmark limits`: two identical versions,
/// `V1` and `V2` (current), of `entities` entities `E0`, `E1`..., each with an optional String attribute `a` and a
/// to-one `r` paired with its neighbour's (`E0.r` ↔ `E1.r`).
package struct PairedEntityBundle: Sendable {
    /// The number of entities in each version.
    package var entities: Int

    /// Describes a bundle.
    package init(entities: Int) {
        self.entities = entities
    }

    /// The `contents` XML of each version.
    package func contents() -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
            #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" "#
                + #"sourceLanguage="Swift">"#,
        ]
        lines.reserveCapacity(entities + 3)
        for index in 0..<entities {
            let partner = index ^ 1
            lines.append(
                #"<entity name="E\#(index)"><attribute name="a" optional="YES" attributeType="String"/>"#
                    + #"<relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" "#
                    + #"destinationEntity="E\#(partner)" inverseName="r" inverseEntity="E\#(partner)"/></entity>"#)
        }
        lines.append("</model>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the bundle as `name.xcdatamodeld` in `folder`.
    /// - Returns: The bundle's path.
    package func write(named name: String, in folder: URL) throws -> String {
        let bundle = folder.appendingPathComponent("\(name).xcdatamodeld")
        let contents = Data(contents().utf8)
        for version in ["V1", "V2"] {
            let model = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
            try contents.write(to: model.appendingPathComponent("contents"))
        }
        try Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>_XCCurrentVersionName"
                + "</key><string>V2.xcdatamodel</string></dict></plist>\n").utf8
        )
        .write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle.path
    }
}

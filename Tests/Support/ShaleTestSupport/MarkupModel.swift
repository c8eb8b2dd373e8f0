import Foundation

/// A bundle whose names and free text are HTML markup, for tests that a page shows them as text: its folder,
/// both version folders, the model's version identifier, a default value, a validation pattern, a renaming
/// identifier and a fetched property's predicate each hold a tag that would run script or hide the page if it
/// were not escaped (names of entities and properties must be Swift identifiers, which the resolver checks).
package enum MarkupModel {
    /// The bundle's folder name.
    package static let bundleName = "Markup <script>alert(0)<!--&amp;.xcdatamodeld"
    /// The older version's name.
    package static let oldVersion = "V1 <script>alert(1)<!--"
    /// The current version's name.
    package static let currentVersion = "V2\"><img src=x onerror=alert(2)>"
    /// Every markup text the model holds, as the page must show it.
    package static let texts = [
        "Markup <script>alert(0)<!--&amp;", oldVersion, currentVersion, "<style>body{display:none}</style>",
        "</pre><script>alert(3)</script>", "</td><img src=x onerror=alert(4)>", "--><script>alert(5)</script>",
        "title == \"</code><script>alert(6)</script>\"",
    ]

    /// Writes the bundle into `folder`. - Returns: Its path.
    package static func write(into folder: TemporaryFolder) throws -> String {
        try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Item" syncable="YES">
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <attribute name="oldNote" optional="YES" attributeType="String"/>
                </entity>
            </model>

            """, to: "\(bundleName)/\(oldVersion).xcdatamodel/contents")
        try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift" \
            userDefinedModelVersionIdentifier="\(escaped(texts[3]))">
                <entity name="Item" syncable="YES">
                    <attribute name="title" optional="YES" attributeType="String" \
            defaultValueString="\(escaped(texts[4]))" regularExpressionString="\(escaped(texts[5]))"/>
                    <attribute name="note" optional="YES" attributeType="String" elementID="\(escaped(texts[6]))"/>
                    <fetchedProperty name="recent" optional="YES">
                        <fetchRequest name="fetchedPropertyFetchRequest" entity="Item" \
            predicateString="\(escaped(texts[7]))"/>
                    </fetchedProperty>
                </entity>
            </model>

            """, to: "\(bundleName)/\(currentVersion).xcdatamodel/contents")
        try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key>\
            <string>\(escaped(currentVersion)).xcdatamodel</string></dict></plist>

            """, to: "\(bundleName)/.xccurrentversion")
        return folder.url.appendingPathComponent(bundleName).path
    }

    /// `text` as an XML attribute value.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

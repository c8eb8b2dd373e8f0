/// Writes synthetic Core Data models of any size, for benchmarks and scale tests.
///
/// Entity `i` gets `attributes` attributes cycling through every stored attribute type (with defaults,
/// limits and optionality varying), and `relationships` relationships in inverse pairs: an even-numbered
/// one is to-many (every other one ordered) to entity `i + k/2 + 1`, the odd one after it its to-one
/// inverse back. Every fifth entity inherits from the entity before it, which is abstract.
package struct SyntheticModel: Sendable {
    /// The number of entities.
    package var entities: Int
    /// The attributes each entity declares.
    package var attributes: Int
    /// The relationships each entity declares; odd counts leave the last one without an inverse.
    package var relationships: Int

    /// Describes a model.
    package init(entities: Int, attributes: Int, relationships: Int) {
        self.entities = entities
        self.attributes = attributes
        self.relationships = relationships
    }

    private static let types: [(type: String, extra: String)] = [
        ("Integer 16", #" defaultValueString="0" minValueString="0" maxValueString="1000" usesScalarValueType="YES""#),
        ("Integer 32", #" defaultValueString="42" usesScalarValueType="YES""#),
        ("Integer 64", #" defaultValueString="-7" usesScalarValueType="YES" indexed="YES""#),
        ("Decimal", #" defaultValueString="19.99""#),
        ("Double", #" defaultValueString="2.5" usesScalarValueType="YES""#),
        ("Float", #" defaultValueString="0.25" usesScalarValueType="YES""#),
        ("String", #" defaultValueString="untitled" minValueString="1" maxValueString="256""#),
        ("Boolean", #" defaultValueString="NO" usesScalarValueType="YES""#),
        ("Date", #" defaultDateTimeInterval="725846400" usesScalarValueType="NO""#),
        ("Binary", #" allowsExternalBinaryDataStorage="YES""#),
        ("UUID", #" usesScalarValueType="NO""#),
        ("URI", ""),
        ("Transformable", #" valueTransformerName="NSSecureUnarchiveFromDataTransformer" customClassName="[String]""#),
    ]

    private func entityName(_ index: Int) -> String {
        "Entity\((index % entities + entities) % entities)"
    }

    /// The model's `contents` XML.
    package func xml() -> String {
        var lines: [String] = [
            #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
            #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" "#
                + #"lastSavedToolsVersion="22522" systemVersion="23A344" minimumToolsVersion="Automatic" "#
                + #"sourceLanguage="Swift" userDefinedModelVersionIdentifier="">"#,
        ]
        lines.reserveCapacity(entities * (attributes + relationships + 2) + 3)
        for index in 0..<entities {
            let name = entityName(index)
            let isChild = index % 5 == 1 && entities > 1
            let isAbstractParent = index % 5 == 0 && index + 1 < entities
            var entity = #"    <entity name="\#(name)" representedClassName="\#(name)MO""#
            if isChild { entity += #" parentEntity="\#(entityName(index - 1))""# }
            if isAbstractParent { entity += #" isAbstract="YES""# }
            lines.append(entity + #" syncable="YES">"#)
            for attribute in 0..<attributes {
                let (type, extra) = Self.types[attribute % Self.types.count]
                let optional = attribute % 3 == 2 ? #" optional="YES""# : ""
                lines.append(
                    #"        <attribute name="\#(attributeName(attribute, of: index))"\#(optional) "#
                        + #"attributeType="\#(type)"\#(extra)/>"#)
            }
            for relationship in 0..<relationships {
                lines.append("        " + relationshipXML(relationship, of: index))
            }
            lines.append("    </entity>")
        }
        lines.append("</model>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Attribute names carry the entity index so that subentities never redeclare an inherited name.
    private func attributeName(_ attribute: Int, of index: Int) -> String {
        "value\(attribute)e\(index)"
    }

    /// Relationship names carry the declaring entity's index too, for the same reason.
    private func relationshipXML(_ relationship: Int, of index: Int) -> String {
        let pair = relationship / 2
        if relationship % 2 == 0 {
            let target = (index + pair + 1) % entities
            let destination = entityName(target)
            let hasInverse = relationship + 1 < relationships
            let ordered = pair % 2 == 1 ? #" ordered="YES""# : ""
            let inverse =
                hasInverse
                ? #" inverseName="owner\#(pair)e\#(target)" inverseEntity="\#(destination)""# : ""
            return #"<relationship name="items\#(pair)e\#(index)" optional="YES" toMany="YES"\#(ordered) "#
                + #"deletionRule="Cascade" destinationEntity="\#(destination)"\#(inverse)/>"#
        }
        let source = ((index - pair - 1) % entities + entities) % entities
        let destination = entityName(source)
        return #"<relationship name="owner\#(pair)e\#(index)" optional="YES" maxCount="1" deletionRule="Nullify" "#
            + #"destinationEntity="\#(destination)" inverseName="items\#(pair)e\#(source)" "#
            + #"inverseEntity="\#(destination)"/>"#
    }
}

/// An attribute of an entity or of a composite, with every setting the model file can carry.
///
/// Properties left at their defaults are the ones the file leaves out.
package struct Attribute: Sendable, Hashable, Codable {
    /// The attribute's name in the model.
    package var name: String
    /// The entity that declares the attribute; a subentity lists inherited attributes too.
    package var declaringEntity: String
    /// The type; `.undefined` when the file gives none.
    package var type: AttributeType = .undefined
    /// For `Composite` attributes, the name of the model-level composite definition.
    package var compositeName: String?
    /// Whether the value may be nil.
    package var isOptional = false
    /// Whether the value is not stored.
    package var isTransient = false
    /// Whether the value is derived by the store from `derivationExpression`.
    package var isDerived = false
    /// The derivation expression of a derived attribute, as written.
    package var derivationExpression: String?
    /// Whether the generated property uses a scalar type (`Int64`) rather than an object (`NSNumber`).
    package var usesScalarValueType = false
    /// The default value, typed per attribute type.
    package var defaultValue: Value?
    /// The minimum value (numbers, dates) or length (strings, binary data).
    package var minimum: Value?
    /// The maximum value (numbers, dates) or length (strings, binary data).
    package var maximum: Value?
    /// The regular expression string values must match.
    package var regularExpression: String?
    /// For transformable attributes, the Swift or Objective-C class of the value. Nil on the types that fix their
    /// class (`AttributeType.takesCustomClass`): the resolver drops a custom class written there, with a warning.
    package var customClassName: String?
    /// For transformable attributes, the registered value transformer's name, as momc compiles it: a constant's
    /// name (`NSSecureUnarchiveFromDataTransformerName`) becomes its value (`NSSecureUnarchiveFromData`).
    package var valueTransformerName: String?
    /// The transformer name as the file writes it, when momc compiles it to another; nil otherwise.
    package var writtenValueTransformerName: String?
    /// For binary attributes, whether large values may live outside the store.
    package var allowsExternalBinaryDataStorage = false
    /// Whether CloudKit encrypts the value.
    package var allowsCloudEncryption = false
    /// Whether the value is kept in persistent history after the object is deleted (tombstone).
    package var preserveAfterDeletion = false
    /// Whether Spotlight indexes the value.
    package var isIndexedBySpotlight = false
    /// Whether the value is stored in the external-record truth file (a legacy Spotlight setting).
    package var isStoredInTruthFile = false
    /// Whether the store keeps an index on the attribute (a legacy, single-property index): written
    /// (`indexed="YES"`), or derived by momc from a fetch index of this attribute alone.
    package var isIndexed = false
    /// The fetch index of this attribute alone from which momc derives `isIndexed`, when the file does not write
    /// `indexed="YES"`; nil otherwise.
    package var indexedByFetchIndex: String?
    /// The renaming identifier (Xcode's "Renaming ID", `elementID` in the file).
    package var renamingIdentifier: String?
    /// The version-hash modifier.
    package var versionHashModifier: String?
    /// The userInfo entries, in file order.
    package var userInfo: [UserInfoEntry] = []
    /// The `<attribute>` element.
    package var location: SourceLocation

    /// Creates an attribute with every setting at its default.
    package init(name: String, declaringEntity: String, location: SourceLocation) {
        self.name = name
        self.declaringEntity = declaringEntity
        self.location = location
    }
}

extension Attribute {
    /// Whether the file itself writes `indexed="YES"`, rather than momc deriving it from a fetch index.
    package var isWrittenIndexed: Bool { isIndexed && indexedByFetchIndex == nil }
}

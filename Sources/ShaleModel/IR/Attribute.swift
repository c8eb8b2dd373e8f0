/// An attribute of an entity or of a composite, with every setting the model file can carry.
///
/// Properties left at their defaults are the ones the file leaves out.
public struct Attribute: Sendable, Hashable, Codable {
    /// The attribute's name in the model.
    public var name: String
    /// The entity that declares the attribute; a subentity lists inherited attributes too.
    public var declaringEntity: String
    /// The type; `.undefined` when the file gives none.
    public var type: AttributeType = .undefined
    /// For `Composite` attributes, the name of the model-level composite definition.
    public var compositeName: String?
    /// Whether the value may be nil.
    public var isOptional = false
    /// Whether the value is not stored.
    public var isTransient = false
    /// Whether the value is derived by the store from `derivationExpression`.
    public var isDerived = false
    /// The derivation expression of a derived attribute, as written.
    public var derivationExpression: String?
    /// Whether the generated property uses a scalar type (`Int64`) rather than an object (`NSNumber`).
    public var usesScalarValueType = false
    /// The default value, typed per attribute type.
    public var defaultValue: Value?
    /// The minimum value (numbers, dates) or length (strings, binary data).
    public var minimum: Value?
    /// The maximum value (numbers, dates) or length (strings, binary data).
    public var maximum: Value?
    /// The regular expression string values must match.
    public var regularExpression: String?
    /// For transformable attributes, the Swift or Objective-C class of the value. Nil on the types that fix their
    /// class (`AttributeType.takesCustomClass`): the resolver drops a custom class written there, with a warning.
    public var customClassName: String?
    /// For transformable attributes, the registered value transformer's name, as momc compiles it: a constant's
    /// name (`NSSecureUnarchiveFromDataTransformerName`) becomes its value (`NSSecureUnarchiveFromData`).
    public var valueTransformerName: String?
    /// The transformer name as the file writes it, when momc compiles it to another; nil otherwise.
    public var writtenValueTransformerName: String?
    /// For binary attributes, whether large values may live outside the store.
    public var allowsExternalBinaryDataStorage = false
    /// Whether CloudKit encrypts the value.
    public var allowsCloudEncryption = false
    /// Whether the value is kept in persistent history after the object is deleted (tombstone).
    public var preserveAfterDeletion = false
    /// Whether Spotlight indexes the value.
    public var isIndexedBySpotlight = false
    /// Whether the value is stored in the external-record truth file (a legacy Spotlight setting).
    public var isStoredInTruthFile = false
    /// Whether the store keeps an index on the attribute (a legacy, single-property index): written
    /// (`indexed="YES"`), or derived by momc from a fetch index of this attribute alone.
    public var isIndexed = false
    /// The fetch index of this attribute alone from which momc derives `isIndexed`, when the file does not write
    /// `indexed="YES"`; nil otherwise.
    public var indexedByFetchIndex: String?
    /// The renaming identifier (Xcode's "Renaming ID", `elementID` in the file).
    public var renamingIdentifier: String?
    /// The version-hash modifier.
    public var versionHashModifier: String?
    /// The userInfo entries, in file order.
    public var userInfo: [UserInfoEntry] = []
    /// The `<attribute>` element.
    public var location: SourceLocation

    /// Creates an attribute with every setting at its default.
    public init(name: String, declaringEntity: String, location: SourceLocation) {
        self.name = name
        self.declaringEntity = declaringEntity
        self.location = location
    }
}

extension Attribute {
    /// Whether the file itself writes `indexed="YES"`, rather than momc deriving it from a fetch index.
    public var isWrittenIndexed: Bool { isIndexed && indexedByFetchIndex == nil }
}

/// A model-level composite attribute definition (`<composite>`, iOS 17+).
public struct Composite: Sendable, Hashable, Codable {
    /// The composite's name, referenced by `Composite` attributes.
    public var name: String
    /// Its member attributes, in file order; their declaring entity is the composite's name.
    public var attributes: [Attribute] = []
    /// The `<composite>` element.
    public var location: SourceLocation

    /// Creates a composite with no attributes.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A named configuration: the subset of entities one store holds.
public struct Configuration: Sendable, Hashable, Codable {
    /// The configuration's name.
    public var name: String
    /// The member entities, in file order.
    public var entities: [String] = []
    /// Whether the configuration's store syncs with CloudKit.
    public var usedWithCloudKit = false
    /// The `<configuration>` element.
    public var location: SourceLocation

    /// Creates a configuration with no entities.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// What the `<model>` element says about the model as a whole.
public struct ModelMetadata: Sendable, Hashable, Codable {
    /// The model's version identifier (Xcode's "Identifier" in the model inspector).
    public var userDefinedModelVersionIdentifier: String?
    /// `Swift` or `Objective-C`: the language Xcode generates classes in.
    public var sourceLanguage: String?
    /// Whether the model is used with CloudKit.
    public var usedWithCloudKit = false
    /// Whether the model is used with SwiftData.
    public var usedWithSwiftData = false
    /// The document type Xcode writes (`com.apple.IDECoreDataModeler.DataModel`).
    public var documentType: String?
    /// The document format version (`1.0`).
    public var documentVersion: String?
    /// The Xcode build that last saved the file.
    public var lastSavedToolsVersion: String?
    /// The operating system build that last saved the file.
    public var systemVersion: String?
    /// The oldest Xcode that can open the file.
    public var minimumToolsVersion: String?
    /// Xcode 4 era: the model's name.
    public var name: String?
    /// Xcode 4 era: the macOS deployment setting.
    public var macOSVersion: String?
    /// Xcode 4 era: the iOS deployment setting.
    public var iOSVersion: String?

    /// Creates metadata with nothing set.
    public init() {}
}

/// One version of a Core Data model, resolved: the intermediate representation every generator reads.
public struct Model: Sendable, Hashable, Codable {
    /// The version's name: its `.xcdatamodel` folder name without the extension.
    public var versionName: String
    /// The `contents` file the version was read from, as the user named it.
    public var sourcePath: String
    /// What `<model>` says of the whole model.
    public var metadata = ModelMetadata()
    /// Entities, in file order.
    public var entities: [Entity] = []
    /// Composite definitions, in file order.
    public var composites: [Composite] = []
    /// Model-level fetch request templates, in file order.
    public var fetchRequests: [FetchRequest] = []
    /// Configurations, in file order.
    public var configurations: [Configuration] = []
    /// Model-level userInfo entries, in file order.
    public var userInfo: [UserInfoEntry] = []
    /// Core Data's checksum of the version (`NSManagedObjectModel.versionChecksum`, base64), computed by the
    /// resolver from the entities' version hashes: what `NSStagedMigrationManager` identifies the version by.
    /// Empty when the model was loaded with `ModelLoader.VersionHashes.skipped`.
    public var versionChecksum = ""

    /// Creates an empty model.
    public init(versionName: String, sourcePath: String) {
        self.versionName = versionName
        self.sourcePath = sourcePath
    }

    /// The entity named `name`, if any.
    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }

    /// Every entity's version hash (hex), by entity name: what a store written with this version records.
    public var entityVersionHashes: [String: String] {
        Dictionary(entities.map { ($0.name, $0.versionHash) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Every version of a model, in migration order, and which one is current.
public struct ModelBundle: Sendable, Hashable, Codable {
    /// The bundle's name: the `.xcdatamodeld` (or lone `.xcdatamodel`) name without the extension.
    public var name: String
    /// The input path, as the user named it.
    public var sourcePath: String
    /// The name of the current version; `nil` when several versions exist and none is named current.
    public var currentVersionName: String?
    /// The versions, oldest first, in the reader's documented order.
    public var versions: [Model]

    /// Creates a bundle.
    public init(name: String, sourcePath: String, currentVersionName: String?, versions: [Model]) {
        self.name = name
        self.sourcePath = sourcePath
        self.currentVersionName = currentVersionName
        self.versions = versions
    }

    /// The current version.
    public var current: Model? {
        versions.first { $0.versionName == currentVersionName }
    }
}

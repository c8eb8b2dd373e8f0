/// A model-level composite attribute definition (`<composite>`, iOS 17+).
package struct Composite: Sendable, Hashable, Codable {
    /// The composite's name, referenced by `Composite` attributes.
    package var name: String
    /// Its member attributes, in file order; their declaring entity is the composite's name.
    package var attributes: [Attribute] = []
    /// The `<composite>` element.
    package var location: SourceLocation

    /// Creates a composite with no attributes.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A named configuration: the subset of entities one store holds.
package struct Configuration: Sendable, Hashable, Codable {
    /// The configuration's name.
    package var name: String
    /// The member entities, in file order.
    package var entities: [String] = []
    /// Whether the configuration's store syncs with CloudKit.
    package var usedWithCloudKit = false
    /// The `<configuration>` element.
    package var location: SourceLocation

    /// Creates a configuration with no entities.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// What the `<model>` element says about the model as a whole.
package struct ModelMetadata: Sendable, Hashable, Codable {
    /// The model's version identifier (Xcode's "Identifier" in the model inspector).
    package var userDefinedModelVersionIdentifier: String?
    /// `Swift` or `Objective-C`: the language Xcode generates classes in.
    package var sourceLanguage: String?
    /// Whether the model is used with CloudKit.
    package var usedWithCloudKit = false
    /// Whether the model is used with SwiftData.
    package var usedWithSwiftData = false
    /// The document type Xcode writes (`com.apple.IDECoreDataModeler.DataModel`).
    package var documentType: String?
    /// The document format version (`1.0`).
    package var documentVersion: String?
    /// The Xcode build that last saved the file.
    package var lastSavedToolsVersion: String?
    /// The operating system build that last saved the file.
    package var systemVersion: String?
    /// The oldest Xcode that can open the file.
    package var minimumToolsVersion: String?
    /// Xcode 4 era: the model's name.
    package var name: String?
    /// Xcode 4 era: the macOS deployment setting.
    package var macOSVersion: String?
    /// Xcode 4 era: the iOS deployment setting.
    package var iOSVersion: String?

    /// Creates metadata with nothing set.
    package init() {}
}

/// One version of a Core Data model, resolved: the intermediate representation every generator reads.
package struct Model: Sendable, Hashable, Codable {
    /// The version's name: its `.xcdatamodel` folder name without the extension.
    package var versionName: String
    /// The `contents` file the version was read from, as the user named it.
    package var sourcePath: String
    /// What `<model>` says of the whole model.
    package var metadata = ModelMetadata()
    /// Entities, in file order.
    package var entities: [Entity] = []
    /// Composite definitions, in file order.
    package var composites: [Composite] = []
    /// Model-level fetch request templates, in file order.
    package var fetchRequests: [FetchRequest] = []
    /// Configurations, in file order.
    package var configurations: [Configuration] = []
    /// Model-level userInfo entries, in file order.
    package var userInfo: [UserInfoEntry] = []
    /// Core Data's checksum of the version (`NSManagedObjectModel.versionChecksum`, base64), computed by the
    /// resolver from the entities' version hashes: what `NSStagedMigrationManager` identifies the version by.
    /// Empty when the model was loaded with `ModelLoader.VersionHashes.skipped`.
    package var versionChecksum = ""

    /// Creates an empty model.
    package init(versionName: String, sourcePath: String) {
        self.versionName = versionName
        self.sourcePath = sourcePath
    }

    /// The entity named `name`, if any.
    package func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }

    /// Every entity's version hash (hex), by entity name: what a store written with this version records.
    package var entityVersionHashes: [String: String] {
        Dictionary(entities.map { ($0.name, $0.versionHash) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Every version of a model, in migration order, and which one is current.
package struct ModelBundle: Sendable, Hashable, Codable {
    /// The bundle's name: the `.xcdatamodeld` (or lone `.xcdatamodel`) name without the extension.
    package var name: String
    /// The input path, as the user named it.
    package var sourcePath: String
    /// The name of the current version; `nil` when several versions exist and none is named current.
    package var currentVersionName: String?
    /// The versions, oldest first, in the reader's documented order.
    package var versions: [Model]

    /// Creates a bundle.
    package init(name: String, sourcePath: String, currentVersionName: String?, versions: [Model]) {
        self.name = name
        self.sourcePath = sourcePath
        self.currentVersionName = currentVersionName
        self.versions = versions
    }

    /// The current version.
    package var current: Model? {
        versions.first { $0.versionName == currentVersionName }
    }
}

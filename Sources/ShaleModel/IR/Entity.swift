/// How Xcode generates the entity's class (the entity's "Codegen" setting).
package enum CodeGenerationType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Manual/None: the file leaves `codeGenerationType` out.
    case manual
    /// Xcode generates the class and its properties.
    case `class`
    /// Xcode generates the properties as an extension; the class is the user's.
    case category
}

/// The class an entity's objects are instances of, from `representedClassName`.
///
/// `Book` names an Objective-C visible class; `.Book` a class in the current module; `App.Book` a class in
/// module `App`.
package struct RepresentedClass: Sendable, Hashable, Codable {
    /// The text as written.
    package var rawValue: String
    /// The class's own name, without any module.
    package var className: String
    /// The module named by an `App.` prefix.
    package var moduleName: String?
    /// Whether a leading `.` places the class in the current module.
    package var isInCurrentModule: Bool

    /// Splits `rawValue` into module and class. Spaces around it are ignored, as Xcode ignores them: a model
    /// whose class reads ` .Person` gets a class `Person` in the current module.
    package init(rawValue: String) {
        self.rawValue = rawValue
        // Trimmed in place: `String` of a reversed collection goes character by character through a generic
        // initialiser, tens of thousands of instructions for each entity a model reads.
        var text = Substring(rawValue)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        let trimmed = String(text)
        if trimmed.hasPrefix(".") {
            className = String(trimmed.dropFirst())
            moduleName = nil
            isInCurrentModule = true
        } else if let dot = trimmed.lastIndex(of: ".") {
            className = String(trimmed[trimmed.index(after: dot)...])
            moduleName = String(trimmed[..<dot])
            isInCurrentModule = false
        } else {
            className = trimmed
            moduleName = nil
            isInCurrentModule = false
        }
    }
}

/// An entity with its own and its inherited properties.
package struct Entity: Sendable, Hashable, Codable {
    /// The entity's name in the model.
    package var name: String
    /// The class of its objects; `nil` when the file names none (`NSManagedObject`).
    package var representedClass: RepresentedClass?
    /// The direct parent entity.
    package var parentEntity: String?
    /// The ancestors, nearest first.
    package var ancestors: [String] = []
    /// The direct subentities, in model order.
    package var subentities: [String] = []
    /// Whether the entity is abstract (no instances of its own).
    package var isAbstract = false
    /// The Xcode code generation setting.
    package var codeGenerationType: CodeGenerationType = .manual
    /// The renaming identifier (`elementID` in the file).
    package var renamingIdentifier: String?
    /// The version-hash modifier.
    package var versionHashModifier: String?
    /// The userInfo entries, in file order.
    package var userInfo: [UserInfoEntry] = []
    /// Every attribute, inherited ones first (root ancestor's first), each recording its declaring entity.
    package var attributes: [Attribute] = []
    /// Every relationship, inherited ones first, each recording its declaring entity.
    package var relationships: [Relationship] = []
    /// Every fetched property, inherited ones first, each recording its declaring entity.
    package var fetchedProperties: [FetchedProperty] = []
    /// Uniqueness constraints, in file order (inherited by Core Data at run time; listed where declared), each
    /// naming only properties the entity has: a name it does not have is left out, and a constraint left with
    /// none is dropped (`writtenUniquenessConstraints` keeps them).
    package var uniquenessConstraints: [UniquenessConstraint] = []
    /// The uniqueness constraints as the file writes them, when one names a property the entity does not have
    /// (Xcode's placeholder `comma,separated,properties`); nil otherwise. The version hash covers these, as momc
    /// is assumed to copy a constraint as written (unverified: `versionHashUnverified` says so).
    package var writtenUniquenessConstraints: [UniquenessConstraint]?
    /// Fetch indexes, in file order.
    package var fetchIndexes: [FetchIndex] = []
    /// Legacy compound indexes, in file order.
    package var compoundIndexes: [CompoundIndex] = []
    /// Core Data's version hash of the entity (`NSEntityDescription.versionHash`) as 64 hex digits, computed by
    /// the resolver; a store whose recorded hash differs needs a migration to open with this model. Empty when the
    /// model was loaded with `ModelLoader.VersionHashes.skipped` (generation with a set that reads no hash).
    package var versionHash = ""
    /// Why `versionHash` is not certain, when the entity uses something whose part in the hash has not been
    /// measured against Apple's tools (a relationship's hash modifier, a composite attribute...); `nil` when it is.
    package var versionHashUnverified: String?
    /// The `<entity>` element.
    package var location: SourceLocation

    /// Creates an entity with no properties.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// Whether objects of the entity are instances of a class of its own: false when `representedClassName` is
    /// missing, empty or `NSManagedObject`, where Core Data instantiates `NSManagedObject` itself and Xcode
    /// generates no class.
    package var hasOwnClass: Bool {
        guard let represented = representedClass else { return false }
        return !represented.className.isEmpty && represented.className != "NSManagedObject"
    }

    /// The attributes the entity declares itself.
    package var declaredAttributes: [Attribute] { attributes.filter { $0.declaringEntity == name } }

    /// The relationships the entity declares itself.
    package var declaredRelationships: [Relationship] { relationships.filter { $0.declaringEntity == name } }

    /// The fetched properties the entity declares itself.
    package var declaredFetchedProperties: [FetchedProperty] {
        fetchedProperties.filter { $0.declaringEntity == name }
    }
}

// Generated from Templates/ by `SHALE_UPDATE_GOLDEN=1 swift test`. Do not edit.
// swift-format-ignore-file
// swiftlint:disable all

/// The built-in template sets, embedded so that a copied binary needs no files beside it.
public enum EmbeddedTemplates {
    /// Set name → file name → file text.
    public static let sets: [String: [String: String]] = [
        "slate": [
            "ImmutableModel.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#immutableImports}}
import {{.}}
{{/immutableImports}}

/// An immutable, `Sendable` snapshot of an object of entity `{{name}}`.
{{accessPrefix}}{{immutableKind}} {{immutableType}}: Sendable {
    // -- Attribute Declarations --
{{#attributes}}
    {{access}} let {{swiftName}}: {{valueDeclaration}}
{{/attributes}}
{{#substructs}}
    public let {{swiftName}}: {{typeDeclaration}}
{{/substructs}}

    // -- Attribute Names --

    public enum Attributes {
{{#attributeNames}}
        public static let {{swiftName}} = "{{name}}"
{{/attributeNames}}
    }

    public enum Relationships {
{{#relationshipNames}}
        public static let {{swiftName}} = "{{name}}"
{{/relationshipNames}}
    }

    /// The stored attribute name behind a key path, for building fetch predicates.
    public static func keypathToAttribute(_ keypath: PartialKeyPath<{{immutableType}}>) -> String {
        switch keypath {
{{#keypathCases}}
        case \{{immutableType}}.{{path}}: "{{attribute}}"
{{/keypathCases}}
        default: fatalError("Unsupported {{immutableType}} key path")
        }
    }

    /// The identity of the object this snapshot was taken from; stable across mutations.
    public let slateID: NSManagedObjectID

    /// Takes a snapshot of `managedObject`. Only Slate query contexts call this.
    public init(managedObject: ManagedPropertyProviding) {
        guard Thread.current.threadDictionary["kThreadKeySlateQueryContext"] != nil else {
            fatalError("It is a programming error to instantiate an immutable Slate object from outside of a Slate query context.")
        }
        self.slateID = managedObject.objectID
{{#attributes}}
        self.{{swiftName}} = {{{valueExpression}}}
{{/attributes}}
{{#substructs}}
{{#isOptional}}
        self.{{swiftName}} = managedObject.{{hasAttribute}} ? {{immutableType}}.{{structName}}(managedObject: managedObject) : nil
{{/isOptional}}
{{^isOptional}}
        self.{{swiftName}} = {{immutableType}}.{{structName}}(managedObject: managedObject)
{{/isOptional}}
{{/substructs}}
    }

    /// Creates a snapshot from values, for tests and previews; it has no real object behind it.
    {{initializerAccessPrefix}}init(
{{#initializerParameters}}
        {{swiftName}}: {{typeDeclaration}}{{^last()}},{{/last()}}
{{/initializerParameters}}
    ) {
        self.slateID = NSManagedObjectID()
{{#initializerParameters}}
        self.{{swiftName}} = {{swiftName}}
{{/initializerParameters}}
    }
{{#substructs}}

    public struct {{structName}}: Equatable, Sendable {
{{#attributes}}
        {{access}} let {{swiftName}}: {{valueDeclaration}}
{{/attributes}}

        fileprivate init(managedObject: ManagedPropertyProviding) {
{{#attributes}}
            self.{{swiftName}} = {{{valueExpression}}}
{{/attributes}}
        }

        init(
{{#attributes}}
            {{swiftName}}: {{valueDeclaration}}{{^last()}},{{/last()}}
{{/attributes}}
        ) {
{{#attributes}}
            self.{{swiftName}} = {{swiftName}}
{{/attributes}}
        }
    }
{{/substructs}}
}

{{accessPrefix}}extension {{immutableType}} {
    /// What a managed object must provide for a `{{immutableType}}` snapshot to be taken of it.
    protocol ManagedPropertyProviding: NSManagedObject {
{{#managedAttributes}}
        var {{swiftName}}: {{managedDeclaration}} { get }
{{/managedAttributes}}
    }
}
{{#isEquatable}}

extension {{immutableType}}: Equatable {
    public static func == (lhs: {{immutableType}}, rhs: {{immutableType}}) -> Bool {
        lhs.slateID == rhs.slateID{{#equatableProperties}}
            && lhs.{{.}} == rhs.{{.}}{{/equatableProperties}}
    }
}
{{/isEquatable}}
{{#usesStringEnums}}

/// Reads a string-backed enum case, accepting the raw value as stored, lower-cased or upper-cased.
private func shaleEnum<E: RawRepresentable>(_ string: String?) -> E? where E.RawValue == String {
    guard let string else { return nil }
    return E(rawValue: string) ?? E(rawValue: string.lowercased()) ?? E(rawValue: string.uppercased())
}
{{/usesStringEnums}}

"""##,
            "ManagedObject.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#managedImports}}
import {{.}}
{{/managedImports}}

/// The Core Data class of entity `{{name}}`.
@objc({{managedClass}})
{{accessPrefix}}{{^hasSubentities}}final {{/hasSubentities}}class {{managedClass}}: {{#parentManagedClass}}{{.}}{{/parentManagedClass}}{{^parentManagedClass}}NSManagedObject{{/parentManagedClass}}, {{immutableType}}.ManagedPropertyProviding {
    @nonobjc {{accessPrefix}}class func fetchRequest() -> NSFetchRequest<{{managedClass}}> {
        NSFetchRequest<{{managedClass}}>(entityName: "{{name}}")
    }

    /// Inserts a new object into `moc`; nil when the context's model has no entity `{{name}}`.
    @nonobjc static func create(in moc: NSManagedObjectContext) -> {{managedClass}}? {
        NSEntityDescription.entity(forEntityName: "{{name}}", in: moc).flatMap {
            {{managedClass}}(entity: $0, insertInto: moc)
        }
    }

    /// The stored attribute name behind a key path, for building fetch predicates.
    {{accessPrefix}}static func keypathToAttribute(_ keypath: PartialKeyPath<{{managedClass}}>) -> String {
        switch keypath {
{{#managedKeypathCases}}
        case \{{managedClass}}.{{path}}: "{{attribute}}"
{{/managedKeypathCases}}
        default: fatalError("Unsupported {{managedClass}} key path")
        }
    }

{{#declaredManagedAttributes}}
    @NSManaged {{accessPrefix}}var {{swiftName}}: {{managedDeclaration}}
{{/declaredManagedAttributes}}

{{#declaredRelationships}}
    @NSManaged {{accessPrefix}}var {{swiftName}}: {{managedDeclaration}}
{{/declaredRelationships}}
}

extension {{managedClass}}: SlateObjectConvertible {
    /// The immutable snapshot of this object.
    {{accessPrefix}}var slateObject: SlateObject {
        {{immutableType}}(managedObject: self)
    }
}

extension {{immutableType}}: {{retroactivePrefix}}SlateObject {
    {{accessPrefix}}static let __slate_managedObjectType: NSManagedObject.Type = {{managedClass}}.self
}

extension {{immutableType}}: {{retroactivePrefix}}SlateManagedObjectRelating {
    {{accessPrefix}}typealias ManagedObjectType = {{managedClass}}
}
{{#hasRelationships}}

{{accessPrefix}}extension SlateRelationshipResolver where SO{{#isStruct}} == {{/isStruct}}{{^isStruct}}: {{/isStruct}}{{immutableType}} {
{{#relationships}}
{{#isToMany}}
    var {{swiftName}}: {{resolvedDeclaration}} {
        guard let mo = managedObject as? {{managedClass}} else {
            fatalError("Fatal casting error")
        }
        guard let set = mo.{{swiftName}}{{#isOrdered}}?.set{{/isOrdered}}{{^isOrdered}} as? Set<AnyHashable>{{/isOrdered}} else {
            return []
        }
        return convert(set) as! {{resolvedDeclaration}}
    }
{{/isToMany}}
{{^isToMany}}
    var {{swiftName}}: {{resolvedDeclaration}} {
        guard let mo = managedObject as? {{managedClass}} else {
            fatalError("Fatal casting error")
        }
        return convert(mo.{{swiftName}}) as{{^isOptional}}!{{/isOptional}}{{#isOptional}}?{{/isOptional}} {{destinationImmutableType}}
    }
{{/isToMany}}
{{^last()}}

{{/last()}}
{{/relationships}}
}
{{/hasRelationships}}

"""##,
            "manifest.yml": #"""
name: slate
summary: Slate 2.x immutable Sendable models and their Core Data entity classes, as slategen generates them.
options:
  - name: int-cast
    default: "true"
    summary: Use Int for every Core Data integer type in immutable models (slategen's --no-int-cast sets false).
  - name: internal-models
    default: "false"
    summary: Generate internal instead of public types (slategen's --internal-models).
  - name: public-param-init
    default: "false"
    summary: Make the immutable models' parameter initialiser public (slategen's --public-param-init).
  - name: retroactive
    default: "true"
    summary: Mark conformances of immutable models to Slate's protocols @retroactive (--no-retroactive sets false).
  - name: name-transform
    default: "%@"
    summary: Immutable type names; %@ stands for the entity name (Slate%@ turns Book into SlateBook).
  - name: file-transform
    default: "%@"
    summary: Immutable model file names without .swift; %@ stands for the entity name.
  - name: managed-imports
    default: ""
    summary: Comma-separated modules the Core Data entity files import, such as "Slate, ImmutableModels".
outputs:
  - template: ImmutableModel
    scope: entity
    root: models
    path: "{{immutableFileName}}.swift"
  - template: ManagedObject
    scope: entity
    root: entities
    path: "{{managedClass}}.swift"

"""#,
        ],
    ]
}

// Generated from Templates/ by `Scripts/regenerate`. Do not edit.
// swift-format-ignore-file
// swiftlint:disable all

/// The built-in template sets, embedded so that a copied binary needs no files beside it.
package enum EmbeddedTemplates {
    /// Set name → file name → file text.
    package static let sets: [String: [String: String]] = [
        "coredata": [
            "ManagedObject.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#managedImports}}
import {{.}}
{{/managedImports}}
{{#conditionalImports}}
#if canImport({{.}})
import {{.}}
#endif
{{/conditionalImports}}

/// The Core Data class of entity `{{name}}`{{#isAbstract}} (abstract: only its subentities have objects){{/isAbstract}}.
@objc({{managedClass}})
{{accessPrefix}}{{^hasSubentities}}final {{/hasSubentities}}class {{managedClass}}: {{coreData.superclass}} {
    @nonobjc {{accessPrefix}}class func fetchRequest() -> NSFetchRequest<{{managedClass}}> {
        NSFetchRequest<{{managedClass}}>(entityName: {{coreData.nameLiteral}})
    }
{{#classManagedAttributes}}
{{#isRenamed}}
{{>RenamedProperty}}
{{/isRenamed}}
{{^isRenamed}}
{{#coreData.isPlain}}

    @NSManaged {{accessPrefix}}{{coreData.setterPrefix}}var {{swiftName}}: {{coreData.declaration}}
{{/coreData.isPlain}}
{{^coreData.isPlain}}

    @NSManaged @objc({{name}}) private var {{coreData.storageName}}: {{coreData.storageDeclaration}}
    {{accessPrefix}}{{coreData.setterPrefix}}var {{swiftName}}: {{coreData.publicDeclaration}} {
        get { {{{coreData.getter}}} }
        set { {{coreData.storageName}} = {{{coreData.setter}}} }
    }
{{/coreData.isPlain}}
{{/isRenamed}}
{{/classManagedAttributes}}
{{#classRelationships}}
{{#isRenamed}}
{{>RenamedProperty}}
{{/isRenamed}}
{{^isRenamed}}

    @NSManaged {{accessPrefix}}var {{swiftName}}: {{coreData.declaration}}
{{/isRenamed}}
{{#isToMany}}
    {{accessPrefix}}var {{coreData.viewName}}: {{coreData.viewDeclaration}} { {{{coreData.viewGetter}}} }
{{/isToMany}}
{{/classRelationships}}
{{#coreData.classFetchedProperties}}

    /// Fetched property `{{swiftName}}`: computed by Core Data from its fetch request, never stored.
    {{accessPrefix}}var {{swiftName}}: [{{destinationClass}}] {
        value(forKey: {{nameLiteral}}) as? [{{destinationClass}}] ?? []
    }
{{/coreData.classFetchedProperties}}
}

extension {{managedClass}} {
    /// The stored attribute names of entity `{{name}}`.
    {{accessPrefix}}enum Attributes {
{{#managedAttributes}}
        {{accessPrefix}}static let {{swiftName}} = "{{name}}"
{{/managedAttributes}}
    }

    /// The relationship names of entity `{{name}}`.
    {{accessPrefix}}enum Relationships {
{{#relationshipNames}}
        {{accessPrefix}}static let {{swiftName}} = "{{name}}"
{{/relationshipNames}}
    }
{{#coreData.fetchRequests}}

    /// The model's fetch request template {{{nameLiteral}}}{{#hasParameters}}, its variables substituted{{/hasParameters}}.
    {{accessPrefix}}static func {{functionName}}(in model: NSManagedObjectModel{{#parameters}}, {{swiftName}}: {{typeDeclaration}}{{/parameters}}) -> {{resultDeclaration}}? {
{{#hasParameters}}
        let variables: [String: Any] = [{{#substitutions}}{{{key}}}: {{value}}{{^last()}}, {{/last()}}{{/substitutions}}]
        return model.fetchRequestFromTemplate(withName: {{{nameLiteral}}}, substitutionVariables: variables) as? {{resultDeclaration}}
{{/hasParameters}}
{{^hasParameters}}
        model.fetchRequestTemplate(forName: {{{nameLiteral}}})?.copy() as? {{resultDeclaration}}
{{/hasParameters}}
    }
{{/coreData.fetchRequests}}
}
{{#classRelationships}}
{{#isToMany}}

// MARK: Generated accessors for {{swiftName}}
extension {{managedClass}} {
{{#isOrdered}}
    @objc(insertObject:in{{coreData.capitalizedName}}AtIndex:)
    @NSManaged {{accessPrefix}}func insertInto{{coreData.capitalizedName}}(_ value: {{destinationManagedClass}}, at index: Int)

    @objc(removeObjectFrom{{coreData.capitalizedName}}AtIndex:)
    @NSManaged {{accessPrefix}}func removeFrom{{coreData.capitalizedName}}(at index: Int)

    @objc(insert{{coreData.capitalizedName}}:atIndexes:)
    @NSManaged {{accessPrefix}}func insertInto{{coreData.capitalizedName}}(_ values: [{{destinationManagedClass}}], at indexes: NSIndexSet)

    @objc(remove{{coreData.capitalizedName}}AtIndexes:)
    @NSManaged {{accessPrefix}}func removeFrom{{coreData.capitalizedName}}(at indexes: NSIndexSet)

    @objc(replaceObjectIn{{coreData.capitalizedName}}AtIndex:withObject:)
    @NSManaged {{accessPrefix}}func replace{{coreData.capitalizedName}}(at index: Int, with value: {{destinationManagedClass}})

    @objc(replace{{coreData.capitalizedName}}AtIndexes:with{{coreData.capitalizedName}}:)
    @NSManaged {{accessPrefix}}func replace{{coreData.capitalizedName}}(at indexes: NSIndexSet, with values: [{{destinationManagedClass}}])

{{/isOrdered}}
    @objc(add{{coreData.capitalizedName}}Object:)
    @NSManaged {{accessPrefix}}func addTo{{coreData.capitalizedName}}(_ value: {{destinationManagedClass}})

    @objc(remove{{coreData.capitalizedName}}Object:)
    @NSManaged {{accessPrefix}}func removeFrom{{coreData.capitalizedName}}(_ value: {{destinationManagedClass}})

    @objc(add{{coreData.capitalizedName}}:)
    @NSManaged {{accessPrefix}}func addTo{{coreData.capitalizedName}}(_ values: {{coreData.declaration}})

    @objc(remove{{coreData.capitalizedName}}:)
    @NSManaged {{accessPrefix}}func removeFrom{{coreData.capitalizedName}}(_ values: {{coreData.declaration}})
}
{{/isToMany}}
{{/classRelationships}}
{{#coreData.readProtocol}}

/// Read-only access to a `{{name}}`, for main-thread code that must not change objects.
{{accessPrefix}}protocol {{coreData.readProtocol}}: {{#coreData.parentReadProtocol}}{{.}}{{/coreData.parentReadProtocol}}{{^coreData.parentReadProtocol}}AnyObject{{/coreData.parentReadProtocol}} {
{{#classManagedAttributes}}
    var {{swiftName}}: {{#isRenamed}}{{managedDeclaration}}{{/isRenamed}}{{^isRenamed}}{{coreData.readDeclaration}}{{/isRenamed}} { get }
{{/classManagedAttributes}}
{{#classRelationships}}
    var {{coreData.readName}}: {{coreData.readDeclaration}} { get }
{{/classRelationships}}
}

extension {{managedClass}}: {{coreData.readProtocol}} {
{{#classRelationships}}
    {{accessPrefix}}var {{coreData.readName}}: {{coreData.readDeclaration}} { {{coreData.readGetter}} }
{{/classRelationships}}
}

extension NSManagedObjectContext {
    /// The `{{name}}` objects `request` matches (every one by default), typed as `{{coreData.readProtocol}}` so the
    /// code that holds them cannot change them.
    {{accessPrefix}}func {{coreData.readOnlyFetchName}}(
        _ request: NSFetchRequest<{{managedClass}}> = {{managedClass}}.fetchRequest()
    ) throws -> [any {{coreData.readProtocol}}] {
        try fetch(request)
    }
}
{{/coreData.readProtocol}}

"""##,
            "ModelBuilder.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
import CoreData
import Foundation

/// Model `{{model.name}}` (version `{{model.versionName}}`) built in code, so a package can ship it without a
/// compiled `.momd`.
public enum {{coreData.typeName}} {
    /// A new `NSManagedObjectModel` equal to the one drawn in Xcode: entities, inheritance, attributes with
    /// types, defaults and validation, relationships with inverses and delete rules, constraints, indexes,
    /// fetch request templates and configurations.
    public static func makeManagedObjectModel() -> NSManagedObjectModel {
        let model = NSManagedObjectModel()
{{#entities}}

        let {{coreData.variable}} = NSEntityDescription()
        {{coreData.variable}}.name = {{{coreData.nameLiteral}}}
        {{coreData.variable}}.managedObjectClassName = {{{coreData.classNameLiteral}}}
{{#isAbstract}}
        {{coreData.variable}}.isAbstract = true
{{/isAbstract}}
{{#coreData.renamingIdentifier}}
        {{coreData.variable}}.renamingIdentifier = {{{.}}}
{{/coreData.renamingIdentifier}}
{{#coreData.versionHashModifier}}
        {{coreData.variable}}.versionHashModifier = {{{.}}}
{{/coreData.versionHashModifier}}
{{#coreData.userInfoLiteral}}
        {{coreData.variable}}.userInfo = {{{.}}}
{{/coreData.userInfoLiteral}}
{{/entities}}
{{#entities}}

        // {{name}}
{{#declaredRelationships}}
        let {{coreData.variable}} = NSRelationshipDescription()
        {{coreData.variable}}.name = "{{name}}"
{{/declaredRelationships}}
        {{coreData.variable}}.properties = [
{{#declaredManagedAttributes}}
{{^coreData.isComposite}}
{{#isDerived}}
            derivedAttribute({{{coreData.nameLiteral}}}, {{coreData.attributeType}}, isOptional: {{isOptional}}, expression: {{{coreData.derivationExpression}}}) { attribute in
{{/isDerived}}
{{^isDerived}}
            attribute({{{coreData.nameLiteral}}}, {{coreData.attributeType}}, isOptional: {{isOptional}}) { attribute in
{{/isDerived}}
{{#isTransient}}
                attribute.isTransient = true
{{/isTransient}}
{{#coreData.defaultValue}}
                attribute.defaultValue = {{{.}}}
{{/coreData.defaultValue}}
{{#coreData.valueClassName}}
                attribute.attributeValueClassName = {{{.}}}
{{/coreData.valueClassName}}
{{#coreData.valueTransformerName}}
                attribute.valueTransformerName = {{{.}}}
{{/coreData.valueTransformerName}}
{{#coreData.allowsExternalBinaryDataStorage}}
                attribute.allowsExternalBinaryDataStorage = true
{{/coreData.allowsExternalBinaryDataStorage}}
{{#coreData.isIndexedBySpotlight}}
                attribute.isIndexedBySpotlight = true
{{/coreData.isIndexedBySpotlight}}
{{#coreData.preserveAfterDeletion}}
                attribute.preservesValueInHistoryOnDeletion = true
{{/coreData.preserveAfterDeletion}}
{{#coreData.allowsCloudEncryption}}
                attribute.allowsCloudEncryption = true
{{/coreData.allowsCloudEncryption}}
{{#coreData.renamingIdentifier}}
                attribute.renamingIdentifier = {{{.}}}
{{/coreData.renamingIdentifier}}
{{#coreData.versionHashModifier}}
                attribute.versionHashModifier = {{{.}}}
{{/coreData.versionHashModifier}}
{{#coreData.hasValidation}}
                attribute.setValidationPredicates(
                    [{{#coreData.validationPredicates}}{{{predicate}}}{{^last()}}, {{/last()}}{{/coreData.validationPredicates}}],
                    withValidationWarnings: [{{#coreData.validationPredicates}}{{{message}}}{{^last()}}, {{/last()}}{{/coreData.validationPredicates}}]
                )
{{/coreData.hasValidation}}
{{#coreData.userInfoLiteral}}
                attribute.userInfo = {{{.}}}
{{/coreData.userInfoLiteral}}
            },
{{/coreData.isComposite}}
{{/declaredManagedAttributes}}
{{#declaredRelationships}}
            {{coreData.variable}},
{{/declaredRelationships}}
{{#coreData.fetchedProperties}}
            fetchedProperty({{{nameLiteral}}}, entity: {{destinationVariable}}, predicate: {{{predicate}}}),
{{/coreData.fetchedProperties}}
        ]
{{/entities}}
        // Inheritance, constraints and indexes (before relationships, so inherited inverses resolve).
{{#entities}}
{{#hasSubentities}}
        {{coreData.variable}}.subentities = [{{#coreData.subentityVariables}}{{.}}{{^last()}}, {{/last()}}{{/coreData.subentityVariables}}]
{{/hasSubentities}}
{{#coreData.uniquenessConstraintsLiteral}}
        {{coreData.variable}}.uniquenessConstraints = {{{.}}}
{{/coreData.uniquenessConstraintsLiteral}}
{{#coreData.fetchIndexes}}
        {{coreData.variable}}.indexes.append(index({{{nameLiteral}}}, in: {{coreData.variable}}, [{{#elements}}({{{propertyLiteral}}}, {{collationType}}, ascending: {{isAscending}}){{^last()}}, {{/last()}}{{/elements}}]))
{{/coreData.fetchIndexes}}
{{/entities}}
        // Relationships, now that every destination exists and every relationship has its name.
{{#entities}}
{{#declaredRelationships}}
        {{coreData.variable}}.destinationEntity = {{coreData.destinationVariable}}
        {{coreData.variable}}.isOptional = {{isOptional}}
        {{coreData.variable}}.minCount = {{coreData.minCount}}
        {{coreData.variable}}.maxCount = {{coreData.maxCount}}
        {{coreData.variable}}.deleteRule = {{coreData.deleteRule}}
{{#isOrdered}}
        {{coreData.variable}}.isOrdered = true
{{/isOrdered}}
{{#coreData.isTransient}}
        {{coreData.variable}}.isTransient = true
{{/coreData.isTransient}}
{{#coreData.userInfoLiteral}}
        {{coreData.variable}}.userInfo = {{{.}}}
{{/coreData.userInfoLiteral}}
{{#coreData.renamingIdentifier}}
        {{coreData.variable}}.renamingIdentifier = {{{.}}}
{{/coreData.renamingIdentifier}}
{{#coreData.versionHashModifier}}
        {{coreData.variable}}.versionHashModifier = {{{.}}}
{{/coreData.versionHashModifier}}
{{#inverseName}}
        {{coreData.variable}}.inverseRelationship = {{coreData.inverseVariable}}.relationshipsByName["{{.}}"]
{{/inverseName}}
{{/declaredRelationships}}
{{/entities}}
        model.entities = [{{#entities}}{{coreData.variable}}{{^last()}}, {{/last()}}{{/entities}}]
{{#coreData.configurations}}
        model.setEntities([{{#entityVariables}}{{.}}{{^last()}}, {{/last()}}{{/entityVariables}}], forConfigurationName: {{{nameLiteral}}})
{{/coreData.configurations}}
{{#coreData.fetchRequests}}

        let request{{functionName}} = NSFetchRequest<NSFetchRequestResult>()
        request{{functionName}}.entity = {{entityVariable}}
{{#predicate}}
        request{{functionName}}.predicate = NSPredicate(format: {{{.}}})
{{/predicate}}
        request{{functionName}}.fetchLimit = {{fetchLimit}}
        request{{functionName}}.fetchBatchSize = {{fetchBatchSize}}
        request{{functionName}}.fetchOffset = {{fetchOffset}}
        request{{functionName}}.resultType = {{resultType}}
        request{{functionName}}.includesSubentities = {{includesSubentities}}
        request{{functionName}}.includesPropertyValues = {{includesPropertyValues}}
        request{{functionName}}.includesPendingChanges = {{includesPendingChanges}}
        request{{functionName}}.returnsObjectsAsFaults = {{returnsObjectsAsFaults}}
        request{{functionName}}.returnsDistinctResults = {{returnsDistinctResults}}
        model.setFetchRequestTemplate(request{{functionName}}, forName: {{{nameLiteral}}})
{{/coreData.fetchRequests}}
        return model
    }

    private static func attribute(
        _ name: String,
        _ type: NSAttributeType,
        isOptional: Bool,
        _ configure: (NSAttributeDescription) -> Void
    ) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = isOptional
        configure(attribute)
        return attribute
    }

    private static func derivedAttribute(
        _ name: String,
        _ type: NSAttributeType,
        isOptional: Bool,
        expression: String,
        _ configure: (NSAttributeDescription) -> Void
    ) -> NSAttributeDescription {
        let attribute = NSDerivedAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = isOptional
        attribute.derivationExpression = NSExpression(format: expression)
        configure(attribute)
        return attribute
    }

    private static func fetchedProperty(
        _ name: String,
        entity: NSEntityDescription,
        predicate: String?
    ) -> NSFetchedPropertyDescription {
        let property = NSFetchedPropertyDescription()
        property.name = name
        let request = NSFetchRequest<NSFetchRequestResult>()
        request.entity = entity
        request.predicate = predicate.map { NSPredicate(format: $0) }
        property.fetchRequest = request
        return property
    }

    private static func index(
        _ name: String,
        in entity: NSEntityDescription,
        _ elements: [(String, NSFetchIndexElementType, ascending: Bool)]
    ) -> NSFetchIndexDescription {
        NSFetchIndexDescription(name: name, elements: elements.compactMap { property, type, ascending in
            guard let property = entity.propertiesByName[property] else { return nil }
            let element = NSFetchIndexElementDescription(property: property, collationType: type)
            element.isAscending = ascending
            return element
        })
    }
}

"""##,
            "manifest.yml": ##"""
name: coredata
summary: NSManagedObject subclasses written the way a careful engineer writes them, and a model built in code.
# RenamedProperty.mustache, the accessor of a property renamed in Swift, is slate's: the two sets' managed classes
# write it alike. coredata writes no immutable models, whatever its parent does.
parent: slate
translator: coredata
immutableModels: false
managedClasses: true  # the NSManagedObject subclasses, which Xcode's Codegen would declare again
options:  # declared once, in the translator (`shale templates show coredata` lists them)
  - internal-models
  - managed-imports
  - readonly-protocols
outputs:
  - template: ManagedObject
    scope: entity
    root: entities
    path: "{{managedClass}}.swift"
    when: hasOwnClass
  - template: ModelBuilder
    scope: model
    root: entities
    path: "{{coreData.typeName}}.swift"

"""##,
        ],
        "memory": [
            "MemoryObject.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#managedImports}}
import {{.}}
{{/managedImports}}
{{#conditionalImports}}
#if canImport({{.}})
import {{.}}
#endif
{{/conditionalImports}}
{{#memory}}

/// The mutable object of entity `{{name}}`, stored by ShaleRuntime: the same properties as its Core Data class.
{{accessPrefix}}{{#isFinal}}final {{/isFinal}}class {{managedClass}}: {{superclass}}, {{immutableType}}.ManagedPropertyProviding {
    {{accessPrefix}}override class var entityName: String { {{nameLiteral}} }
{{#attributes}}

    {{accessPrefix}}var {{swiftName}}: {{declaration}} {
{{#isTransformable}}
        get { self[transformable: {{nameLiteral}}] }
        set { self[transformable: {{nameLiteral}}] = newValue }
{{/isTransformable}}
{{^isTransformable}}
        get { self[attribute: {{nameLiteral}}] }
        set { self[attribute: {{nameLiteral}}] = newValue }
{{/isTransformable}}
    }
{{/attributes}}
{{#relationships}}

    {{accessPrefix}}var {{swiftName}}: {{declaration}} {
{{#isToMany}}
        get { {{#isOrdered}}toManyOrderedSet{{/isOrdered}}{{^isOrdered}}toManySet{{/isOrdered}}({{nameLiteral}}) }
        set { setToMany({{nameLiteral}}, objects: newValue) }
{{/isToMany}}
{{^isToMany}}
        get { {{#isRequired}}requiredToOne{{/isRequired}}{{^isRequired}}toOne{{/isRequired}}({{nameLiteral}}) }
        set { setToOne({{nameLiteral}}, newValue) }
{{/isToMany}}
    }
{{#isToMany}}

    /// `{{swiftName}}` as {{#isOrdered}}an array{{/isOrdered}}{{^isOrdered}}a set{{/isOrdered}} of `{{destinationClass}}`.
    {{accessPrefix}}var {{viewName}}: {{viewDeclaration}} {
        get { {{#isOrdered}}orderedToMany{{/isOrdered}}{{^isOrdered}}toMany{{/isOrdered}}({{nameLiteral}}) }
        set { setToMany({{nameLiteral}}, newValue) }
    }

    {{accessPrefix}}func {{addName}}(_ value: {{destinationClass}}) {
        addToMany({{nameLiteral}}, [value])
    }

    {{accessPrefix}}func {{removeName}}(_ value: {{destinationClass}}) {
        removeFromMany({{nameLiteral}}, [value])
    }
{{/isToMany}}
{{/relationships}}

    /// The immutable snapshot of this object; only inside a query context.
    {{accessPrefix}}override var slateObject: any SlateObject {
        {{immutableType}}(managedObject: self)
    }

    /// The stored attribute behind a key path of this class, for requests in mutations.
    {{accessPrefix}}{{#parentManagedClass}}override {{/parentManagedClass}}class func slateAttribute(for keyPath: AnyKeyPath) -> String? {
        switch keyPath {
{{#managedKeypathCases}}
        case {{keyPath}}: "{{attribute}}"
{{/managedKeypathCases}}
        default: nil
        }
    }

    /// The stored attribute name behind a key path, as Slate's generated classes give it.
    {{accessPrefix}}static func keypathToAttribute(_ keypath: PartialKeyPath<{{managedClass}}>) -> String {
        guard let attribute = slateAttribute(for: keypath) else { fatalError("Unsupported {{managedClass}} key path") }
        return attribute
    }
{{^parentManagedClass}}

    /// Inserts a new object of this class into `context`; nil when the schema has no such entity or it is abstract.
    {{accessPrefix}}class func create(in context: SlateMutateContext) -> Self? {
        try? context.insert(Self.self)
    }
{{/parentManagedClass}}
}
{{^parentManagedClass}}

extension {{managedClass}}: SlateManagedObject, SlateObjectConvertible {}
{{/parentManagedClass}}
{{#isFinal}}

extension {{managedClass}}: SlateKeypathAttributeProviding {}
{{/isFinal}}

extension {{immutableType}}: {{retroactivePrefix}}SlateObject {
    {{accessPrefix}}static var __slate_managedObjectType: ManagedObject.Type { {{managedClass}}.self }

    /// The stored attribute behind a key path, for query filters and sorts.
    {{accessPrefix}}static func slateAttribute(for keyPath: AnyKeyPath) -> String? {
        switch keyPath {
{{#keypathCases}}
        case {{keyPath}}: "{{attribute}}"
{{/keypathCases}}
        default: nil
        }
    }
}

extension {{immutableType}}: {{retroactivePrefix}}SlateKeypathAttributeProviding {}

extension {{immutableType}}: {{retroactivePrefix}}SlateManagedObjectRelating {
    {{accessPrefix}}typealias ManagedObjectType = {{managedClass}}
}
{{/memory}}
{{<RelationshipResolver}}
{{$toMany}}
        guard let mo = managedObject as? {{managedClass}} else { return [] }
        return convert(mo.{{swiftName}}) as! {{resolvedDeclaration}}
{{/toMany}}
{{$notManaged}}
            fatalError("\(object.slateID) is not in this query context")
{{/notManaged}}
{{/RelationshipResolver}}

"""##,
            "MemorySchema.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
import Foundation
import ShaleRuntime

/// The schema of {{model.name}} for ShaleRuntime: `Slate().configure(schema: {{memorySchemaType}}.schema)`.
public enum {{memorySchemaType}} {
    /// Every entity with its attributes, relationships, delete rules, validation and constraints.
    public static let schema = Schema(entities: [
{{#entities}}
{{#memory}}
        EntitySchema(
            name: {{nameLiteral}},
            parent: {{parentLiteral}},
            isAbstract: {{isAbstract}},
            managedType: {{managedClass}}.self,
            attributes: [
{{#schemaAttributes}}
                {{.}},
{{/schemaAttributes}}
            ],
            relationships: [
{{#schemaRelationships}}
                {{.}},
{{/schemaRelationships}}
            ],
            uniquenessConstraints: {{constraintsLiteral}}
        ),
{{/memory}}
{{/entities}}
    ])
}

"""##,
            "manifest.yml": ##"""
name: memory
summary: The slate set's immutable models over ShaleRuntime's in-memory store, so a data layer compiles and runs on Linux.
parent: slate
translator: memory
options:  # declared once, in the translator (`shale templates show memory` lists them)
  - runtime
  - int-cast
  - internal-models
  - public-param-init
  - retroactive
  - name-transform
  - file-transform
  - managed-imports
outputs:
  - template: ImmutableModel
    scope: entity
    root: models
    path: "{{immutableFileName}}.swift"
    when: hasOwnClass
  - template: MemoryObject
    scope: entity
    root: entities
    path: "{{managedClass}}.swift"
    when: hasOwnClass
  - template: MemorySchema
    scope: model
    root: entities
    path: "{{memorySchemaType}}.swift"

"""##,
        ],
        "migration": [
            "manifest.yml": #"""
name: migration
summary: "`shale diff` reports: text for terminals, Markdown for pull requests, Swift staged-migration scaffolding."
translator: migration
options: []
outputs:
  - template: text
    scope: diff
    root: reports
    path: "{{model}} migration.txt"
    header: none
  - template: markdown
    scope: diff
    root: reports
    path: "{{model}} migration.md"
    header: none
  - template: swift
    scope: diff
    root: reports
    path: "{{typeName}}.swift"
    header: none

"""#,
            "markdown.mustache": ####"""
{{% CONTENT_TYPE: TEXT}}
## Core Data migration: {{model}} → `{{target}}`

{{summary}}.
{{#hasComparisons}}

{{#isConsecutive}}
| Older version | To `{{target}}`, step by step | Its next step | Changes in that step |
| --- | --- | --- | --- |
{{/isConsecutive}}
{{^isConsecutive}}
| Older version | Migration | Changes |
| --- | --- | --- |
{{/isConsecutive}}
{{/hasComparisons}}
{{#comparisons}}
{{#wayCell}}
| `{{fromCell}}` | {{{wayCell}}} | {{migration}} | {{counts}} |
{{/wayCell}}
{{^wayCell}}
| `{{fromCell}}` | **{{migration}}** | {{counts}} |
{{/wayCell}}
{{/comparisons}}
{{#omittedDetails}}

> {{.}}
{{/omittedDetails}}
{{#comparisons}}
{{#showsDetails}}

<details>
<summary>{{{detailsTitle}}}</summary>

**{{verdict}}** ({{counts}})
{{^sameStoreSchema}}

Version hashes change: {{hashChanges}}
{{/sameStoreSchema}}
{{#diagram}}

```mermaid
{{{.}}}```

The changed entities and their direct neighbours. Green: added · red: removed · amber: changed, with the verdict · grey: unchanged (rows collapsed).
{{/diagram}}
{{#hasChanges}}

| | Change | Migration | Notes |
| --- | --- | --- | --- |
{{/hasChanges}}
{{#changes}}
| {{sign}} | {{summaryCell}} | `{{migration}}`{{#isDestructive}} **loses data**{{/isDestructive}} | {{notesCell}} |
{{/changes}}

</details>
{{/showsDetails}}
{{/comparisons}}
{{#hasCustomStages}}

### Staged migration

{{#stages}}
{{number}}. {{#isLightweight}}Lightweight{{/isLightweight}}{{^isLightweight}}Custom{{/isLightweight}}: {{versionList}}
{{/stages}}
{{/hasCustomStages}}

"""####,
            "swift.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
// Staged migration scaffolding for {{model}}, written by `shale diff --format swift`.
// Once generated this file is yours: fill in the custom stages, then keep it with your Core Data stack.
// Stages take stores from the oldest version to "{{target}}", one step between consecutive versions each, in
// order; a custom stage sits at each step whose mapping lightweight migration cannot infer.

import CoreData

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
enum {{typeName}} {
    /// Thrown by a custom stage whose handlers are not written yet, so no store migrates half-done.
    struct UnwrittenStage: Error {
        let label: String
    }

    /// The migration manager to set as the store's `NSPersistentStoreStagedMigrationManagerOptionKey` option.
    /// - Parameter bundle: The bundle holding the compiled model, {{compiledModelLiteral}}.
    static func manager(bundle: Bundle = .main) -> NSStagedMigrationManager {
        NSStagedMigrationManager([
{{#stages}}
{{#isLightweight}}
            NSLightweightMigrationStage([{{#versionLiterals}}checksum({{.}}, in: bundle){{^last()}}, {{/last()}}{{/versionLiterals}}]),
{{/isLightweight}}
{{^isLightweight}}
            stage{{number}}(bundle: bundle),
{{/isLightweight}}
{{/stages}}
        ])
    }
{{#stages}}
{{^isLightweight}}

    /// Stage {{number}}, {{versionList}}: lightweight migration cannot infer
{{#customChanges}}
    /// - {{summary}}{{#condition}}: {{.}}{{/condition}}
{{/customChanges}}
    ///
    /// The stage still migrates the store between its two models by inference, with your handlers before and
    /// after. For a change inference cannot make (a type change, say), add a model version between the two
    /// that holds both forms, copy the values over in the handlers, and split this stage in two.
    private static func stage{{number}}(bundle: Bundle) -> NSCustomMigrationStage {
        let stage = NSCustomMigrationStage(
            migratingFrom: reference({{fromLiteral}}, in: bundle),
            to: reference({{toLiteral}}, in: bundle)
        )
        stage.label = {{labelLiteral}}
        stage.willMigrateHandler = { manager, stage in
            // The store is still at {{fromLiteral}}: read what the next version cannot hold and keep it.
            throw UnwrittenStage(label: {{labelLiteral}})
        }
        stage.didMigrateHandler = { manager, stage in
            // The store is now at {{toLiteral}}: write back what willMigrateHandler kept.
        }
        return stage
    }
{{/isLightweight}}
{{/stages}}

    /// Each version's Core Data checksum when this file was written. A compiled version whose checksum differs
    /// was edited after that: stores written by the shipped version no longer match it.
    static let expectedChecksums: [String: String] = [
{{#versionChecksums}}
        {{versionLiteral}}: {{checksumLiteral}},
{{/versionChecksums}}
    ]

    /// The compiled model version `name` of {{compiledModelLiteral}}, checked against `expectedChecksums`.
    private static func model(_ name: String, in bundle: Bundle) -> NSManagedObjectModel {
        guard let url = bundle.url(forResource: name, withExtension: "mom", subdirectory: {{compiledModelLiteral}}),
              let model = NSManagedObjectModel(contentsOf: url) else {
            fatalError("\(name).mom is missing from " + {{compiledModelLiteral}} + " in \(bundle.bundlePath)")
        }
        if let expected = expectedChecksums[name], model.versionChecksum != expected {
            fatalError("model version \(name) has versionChecksum \(model.versionChecksum), not \(expected) as when "
                + "this migration was written: the version was edited after it shipped. Restore it, or run "
                + "`shale diff --format swift` again if it never shipped")
        }
        return model
    }

    private static func checksum(_ name: String, in bundle: Bundle) -> String {
        model(name, in: bundle).versionChecksum
    }

    private static func reference(_ name: String, in bundle: Bundle) -> NSManagedObjectModelReference {
        let model = model(name, in: bundle)
        return NSManagedObjectModelReference(model: model, versionChecksum: model.versionChecksum)
    }
}

"""##,
            "text.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{model}}: stores migrating to "{{target}}"
{{summary}}
{{#isConsecutive}}

Each older version's way to "{{target}}", step by step:
{{#overall}}
  "{{from}}": {{verdict}}
{{/overall}}
{{/isConsecutive}}
{{#comparisons}}

"{{from}}" → "{{to}}": {{verdict}} ({{counts}})
{{^sameStoreSchema}}
  version hashes change: {{hashChanges}}
{{/sameStoreSchema}}
{{#changes}}
  {{migrationColumn}}  {{summary}}{{#isDestructive}}  [loses data]{{/isDestructive}}  [evidence: {{evidence}}{{#unverified}}, unverified{{/unverified}}]
{{^changesVersionHash}}
               {{hashNote}}
{{/changesVersionHash}}
{{#condition}}
               {{.}}
{{/condition}}
{{#needsAttention}}
{{#unverified}}
               unverified: {{.}}
{{/unverified}}
{{#location}}
               at {{.}}
{{/location}}
{{/needsAttention}}
{{#suggestion}}
               suggestion: {{.}}
{{/suggestion}}
{{/changes}}
{{/comparisons}}
{{#hasCustomStages}}

Staged migration from the oldest version:
{{#stages}}
  {{number}}. {{#isLightweight}}lightweight{{/isLightweight}}{{^isLightweight}}custom{{/isLightweight}}: {{versionList}}
{{/stages}}
{{/hasCustomStages}}

"""##,
        ],
        "slate": [
            "ImmutableModel.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#immutableImports}}
import {{.}}
{{/immutableImports}}
{{#conditionalImports}}
#if canImport({{.}})
import {{.}}
#endif
{{/conditionalImports}}

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
        case {{keyPath}}: "{{attribute}}"
{{/keypathCases}}
        default: fatalError("Unsupported {{immutableType}} key path")
        }
    }

    /// The identity of the object this snapshot was taken from; stable across mutations.
    public let slateID: {{objectIDType}}

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
        self.slateID = {{objectIDType}}()
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

        {{initializerAccessPrefix}}init(
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
    protocol ManagedPropertyProviding: {{managedBaseClass}} {
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

extension {{immutableType}} {
    /// Reads a string-backed enum case, accepting the raw value as stored, lower-cased or upper-cased.
    fileprivate static func shaleEnum<E: RawRepresentable>(_ string: String?) -> E? where E.RawValue == String {
        guard let string else { return nil }
        return E(rawValue: string) ?? E(rawValue: string.lowercased()) ?? E(rawValue: string.uppercased())
    }
}
{{/usesStringEnums}}

"""##,
            "ManagedObject.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#managedImports}}
import {{.}}
{{/managedImports}}
{{#conditionalImports}}
#if canImport({{.}})
import {{.}}
#endif
{{/conditionalImports}}

/// The Core Data class of entity `{{name}}`.
@objc({{managedClass}})
{{accessPrefix}}{{^hasSubentities}}final {{/hasSubentities}}class {{managedClass}}: {{#parentManagedClass}}{{.}}{{/parentManagedClass}}{{^parentManagedClass}}NSManagedObject{{/parentManagedClass}}, {{immutableType}}.ManagedPropertyProviding {
    @nonobjc {{accessPrefix}}class func fetchRequest() -> NSFetchRequest<{{managedClass}}> {
        NSFetchRequest<{{managedClass}}>(entityName: "{{name}}")
    }

    /// Inserts a new object into `moc`; nil when the context's model has no entity `{{name}}`.
    @nonobjc {{#parentManagedClass}}override class{{/parentManagedClass}}{{^parentManagedClass}}{{#hasSubentities}}class{{/hasSubentities}}{{^hasSubentities}}static{{/hasSubentities}}{{/parentManagedClass}} func create(in moc: NSManagedObjectContext) -> {{managedClass}}? {
        NSEntityDescription.entity(forEntityName: "{{name}}", in: moc).flatMap {
            {{managedClass}}(entity: $0, insertInto: moc)
        }
    }

    /// The stored attribute name behind a key path, for building fetch predicates.
    {{accessPrefix}}static func keypathToAttribute(_ keypath: PartialKeyPath<{{managedClass}}>) -> String {
        switch keypath {
{{#managedKeypathCases}}
        case {{keyPath}}: "{{attribute}}"
{{/managedKeypathCases}}
        default: fatalError("Unsupported {{managedClass}} key path")
        }
    }

{{#classManagedAttributes}}
{{^isRenamed}}
    @NSManaged {{accessPrefix}}var {{swiftName}}: {{managedDeclaration}}
{{/isRenamed}}
{{/classManagedAttributes}}

{{#classRelationships}}
{{^isRenamed}}
    @NSManaged {{accessPrefix}}var {{swiftName}}: {{managedDeclaration}}
{{/isRenamed}}
{{/classRelationships}}
{{#classManagedAttributes}}
{{#isRenamed}}
{{>RenamedProperty}}
{{/isRenamed}}
{{/classManagedAttributes}}
{{#classRelationships}}
{{#isRenamed}}
{{>RenamedProperty}}
{{/isRenamed}}
{{/classRelationships}}
{{#isInHierarchy}}

    /// The immutable snapshot of this object (declared in the class, so subclasses override it).
    {{accessPrefix}}{{#parentManagedClass}}override {{/parentManagedClass}}var slateObject: SlateObject {
        {{immutableType}}(managedObject: self)
    }
{{/isInHierarchy}}
}
{{^hasSubentities}}

extension {{managedClass}}: SlateKeypathAttributeProviding {}
{{/hasSubentities}}

extension {{immutableType}}: {{retroactivePrefix}}SlateKeypathAttributeProviding {}
{{^isInHierarchy}}

extension {{managedClass}}: SlateObjectConvertible {
    /// The immutable snapshot of this object.
    {{accessPrefix}}var slateObject: SlateObject {
        {{immutableType}}(managedObject: self)
    }
}
{{/isInHierarchy}}
{{#isHierarchyRoot}}

extension {{managedClass}}: SlateObjectConvertible {}
{{/isHierarchyRoot}}

extension {{immutableType}}: {{retroactivePrefix}}SlateObject {
    {{accessPrefix}}static let __slate_managedObjectType: NSManagedObject.Type = {{managedClass}}.self
}

extension {{immutableType}}: {{retroactivePrefix}}SlateManagedObjectRelating {
    {{accessPrefix}}typealias ManagedObjectType = {{managedClass}}
}
{{<RelationshipResolver}}
{{$toMany}}
        guard let mo = managedObject as? {{managedClass}} else {
            fatalError("Fatal casting error")
        }
        guard let set = mo.{{swiftName}}{{#isOrdered}}?.set{{/isOrdered}}{{^isOrdered}} as? Set<AnyHashable>{{/isOrdered}} else {
            return []
        }
        return convert(set) as! {{resolvedDeclaration}}
{{/toMany}}
{{$notManaged}}
            fatalError("Fatal casting error")
{{/notManaged}}
{{/RelationshipResolver}}

"""##,
            "RelationshipResolver.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{! The immutable model's relationships, resolved through the entity class: the slate and memory sets' entity
    templates share it and fill in the blocks: how a to-many value is read, and what happens when the object
    is not a managed object of the entity. Each block tag is indented as its content is: Mustache takes the first
    line's indentation off an overriding block and puts the tag's on. }}
{{#hasRelationships}}

{{accessPrefix}}extension SlateRelationshipResolver where SO{{#isStruct}} == {{/isStruct}}{{^isStruct}}: {{/isStruct}}{{immutableType}} {
{{#relationships}}
{{#isToMany}}
    var {{swiftName}}: {{resolvedDeclaration}} {
        {{$toMany}}
        {{/toMany}}
    }
{{/isToMany}}
{{^isToMany}}
    var {{swiftName}}: {{resolvedDeclaration}} {
        guard let mo = managedObject as? {{managedClass}} else {
            {{$notManaged}}
            {{/notManaged}}
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
            "RenamedProperty.mustache": #"""
{{% CONTENT_TYPE: TEXT}}

    /// The stored property `{{name}}`, renamed in Swift: `{{name}}` is a member of `NSManagedObject` or
    /// `NSObject`. It reads and writes the stored value through Core Data's primitive accessors.
    {{accessPrefix}}var {{swiftName}}: {{managedDeclaration}} {
        get {
            willAccessValue(forKey: "{{name}}")
            defer { didAccessValue(forKey: "{{name}}") }
            return primitiveValue(forKey: "{{name}}") as! {{managedDeclaration}}
        }
        set {
            willChangeValue(forKey: "{{name}}")
            defer { didChangeValue(forKey: "{{name}}") }
            setPrimitiveValue(newValue, forKey: "{{name}}")
        }
    }

"""#,
            "manifest.yml": ##"""
name: slate
summary: Slate 2.x immutable Sendable models and their Core Data entity classes, as slategen generates them.
translator: slate
immutableModels: true
managedClasses: true  # the NSManagedObject subclasses, which Xcode's Codegen would declare again
options:  # declared once, in the translator (`shale templates show slate` lists them)
  - int-cast
  - internal-models
  - public-param-init
  - retroactive
  - name-transform
  - file-transform
  - managed-imports
outputs:
  - template: ImmutableModel
    scope: entity
    root: models
    path: "{{immutableFileName}}.swift"
    when: hasOwnClass
  - template: ManagedObject
    scope: entity
    root: entities
    path: "{{managedClass}}.swift"
    when: hasOwnClass

"""##,
        ],
        "slate3": [
            "Entity.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#slate3}}
{{#imports}}
import {{.}}
{{/imports}}

@SlateEntity{{#hasArguments}}(
{{#entityArguments}}
    {{.}}{{^last()}},{{/last()}}{{#last()}}{{#hasRelationships}},{{/hasRelationships}}{{/last()}}
{{/entityArguments}}
{{#hasRelationships}}
    relationships: [
{{#relationships}}
        {{declaration}},
{{/relationships}}
    ]
{{/hasRelationships}}
){{/hasArguments}}
public struct {{typeName}} {
{{#uniqueMacro}}
    {{.}}
{{/uniqueMacro}}
{{#indexMacros}}
    {{.}}
{{/indexMacros}}
{{#typealiases}}
    public typealias {{key}} = {{value}}
{{/typealiases}}
{{#hasPreamble}}

{{/hasPreamble}}
{{#attributes}}
{{#annotation}}
    {{.}}
{{/annotation}}
    public let {{swiftName}}: {{typeDeclaration}}
{{/attributes}}
{{#embedded}}
    @SlateEmbedded
    public let {{swiftName}}: {{typeDeclaration}}
{{/embedded}}
{{#embedded}}

    @SlateEmbedded
    public struct {{structName}}: Sendable, Hashable {
{{#fields}}
{{#annotation}}
        {{.}}
{{/annotation}}
        public let {{swiftName}}: {{typeDeclaration}}
{{/fields}}

        public init({{#fields}}{{swiftName}}: {{typeDeclaration}}{{^last()}}, {{/last()}}{{/fields}}) {
{{#fields}}
            self.{{swiftName}} = {{swiftName}}
{{/fields}}
        }
    }
{{/embedded}}
}
{{/slate3}}

"""##,
            "Migration.mustache": ###"""
{{% CONTENT_TYPE: TEXT}}
{{#slate3}}
# Moving {{model.name}} to Slate 3

Written by `shale generate --templates slate3` from version `{{model.versionName}}` of `{{model.name}}`.
Slate 3 has no `.xcdatamodel`: its schema is the Swift source beside this file, one `public struct` with
`@SlateEntity` per entity, and its `slate-generator` writes the Core Data side from it.

## Summary

- {{structCount}} entities became structs{{#isCloudKit}}, each with `cloudKit: true`{{/isCloudKit}}.
- {{lossCount}} things in the model have no Slate 3 equivalent or change on the way; each is listed below and was
  printed as a warning with its place in the model.
{{#keepsStores}}
- Existing stores: nothing below changes the Core Data schema (entity, attribute and relationship names, types,
  optionality and constraints match the model), so stores written by Slate 2 should open as they are. Core Data
  compares version hashes: open a copy of a real store with the Slate 3 build before you ship.
{{/keepsStores}}
{{^keepsStores}}
- Existing stores: {{schemaChanges}} of the items below (marked **schema**) change the Core Data schema. Slate 3
  does not migrate: it deletes a store whose schema does not match and starts empty. Move the data you need out
  of existing stores with your Slate 2 build first, or keep the model unchanged where you can.
{{/keepsStores}}

## Steps

1. Put the `.swift` files into your models module (`{{modelsModule}}`), which depends on Slate 3's `SlateSchema`.
2. Run `slate-generator generate --model-module {{modelsModule}} --output <dir> <this folder>` and add its output to
   the module that owns the store.
3. Replace the Slate 2 names below where your code uses them.
4. The files start with Shale's "Do not edit" header while you convert: once Slate 3 builds, delete that header;
   from then on the source is your schema and you edit it by hand.

## Names

| Entity | Slate 2 type | Slate 3 struct | Slate 2 class | Slate 3 class |
|---|---|---|---|---|
{{#entities}}
| {{entity}} | `{{slate2Type}}` | `{{slate3Type}}` | `{{slate2Class}}` | `{{slate3Class}}` |
{{/entities}}

{{#renamedAttributes}}
{{#first()}}
Attributes whose Swift name or type changes (the stored column keeps its name):

| Entity | Column | Slate 2 | Slate 3 |
|---|---|---|---|
{{/first()}}
| {{entity}} | `{{attribute}}` | `{{slate2}}` | `{{slate3}}` |
{{/renamedAttributes}}
{{^renamedAttributes}}
Every attribute keeps its Swift name and type.
{{/renamedAttributes}}

{{#enums}}
{{#first()}}
## Enums

Slate 3 reads enum attributes through a member typealias in the struct and needs the raw type of the column:
declare each enum in `{{modelsModule}}` (or the module named) as `public enum Name: RawType, Sendable`, with this
raw type (a Slate 2 enum over an integer column was usually `Int`; Slate 3 accepts only String, Int16, Int32 and
Int64).

| Enum | Raw type | Used by |
|---|---|---|
{{/first()}}
| `{{qualifiedName}}` | `{{rawType}}` | {{#usedBy}}`{{.}}`{{^last()}}, {{/last()}}{{/usedBy}} |
{{/enums}}

## What Slate 3 cannot express

{{#losses}}
- `{{location}}`: {{message}}.{{#changesSchema}} **schema**{{/changesSchema}}
  {{advice}}
{{/losses}}
{{^losses}}
Nothing: every part of the model has a Slate 3 equivalent.
{{/losses}}
{{/slate3}}

"""###,
            "manifest.yml": ##"""
name: slate3
summary: "Slate 3 schema source: a public struct with @SlateEntity per entity, and SLATE3-MIGRATION.md listing what Slate 3 cannot express."
translator: slate3
options:  # declared once, in the translator (`shale templates show slate3` lists them)
  - name-transform
  - int-cast
  - models-module
  - cloudkit
  - to-one-cycles
outputs:
  - template: Entity
    scope: entity
    root: models
    path: "{{slate3.typeName}}.swift"
    when: slate3.writesFile
  - template: Migration
    scope: model
    root: models
    path: SLATE3-MIGRATION.md
    header: none

"""##,
        ],
        "swiftdata": [
            "History.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#swiftData}}
import SwiftData

// The current version's classes under their own names.
{{#typealiases}}
{{#availability}}{{.}} {{/availability}}typealias {{name}} = {{swiftName}}
{{/typealiases}}

/// The versions, oldest first, and a stage for each step; `shale diff` tells which steps lightweight migration
/// infers. Each version's schema is in a file of its own; a custom stage runs code you write in its own file.
{{#availability}}
{{.}}
{{/availability}}
enum {{planType}}: SwiftData.SchemaMigrationPlan {
    static var schemas: [any SwiftData.VersionedSchema.Type] {
        [{{#versions}}{{swiftData.typeName}}.self{{^last()}}, {{/last()}}{{/versions}}]
    }

    static var stages: [SwiftData.MigrationStage] {
        [{{#stages}}{{name}}{{^last()}}, {{/last()}}{{/stages}}]
    }
{{#stages}}
{{#isLightweight}}

    static let {{name}} = SwiftData.MigrationStage.lightweight(fromVersion: {{fromType}}.self, toVersion: {{toType}}.self)
{{/isLightweight}}
{{^isLightweight}}

    /// Lightweight migration cannot infer this step: it runs `willMigrate{{step}}` and `didMigrate{{step}}`,
    /// which you write in {{userFile}}.
    static let {{name}} = SwiftData.MigrationStage.custom(
        fromVersion: {{fromType}}.self,
        toVersion: {{toType}}.self,
        willMigrate: { context in try willMigrate{{step}}(context) },
        didMigrate: { context in try didMigrate{{step}}(context) }
    )
{{/isLightweight}}
{{/stages}}
{{#hasCustomStages}}

    /// What a custom stage throws until its code is written: migration stops with this error, and the store is
    /// left as it was, instead of migrating without the code the step needs.
    struct UnwrittenStage: Error, CustomStringConvertible {
        /// The stage, such as `migrateV1toV2`.
        let stage: String
        /// The file its code goes in.
        let file: String

        var description: String {
            "the migration stage \(stage) has no code yet: write it in \(file), then remove the throw"
        }
    }
{{/hasCustomStages}}
}
{{/swiftData}}

"""##,
            "HistoryVersion.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#swiftData}}
{{#imports}}
import {{.}}
{{/imports}}
{{#conditionalImports}}
#if canImport({{.}})
import {{.}}
#endif
{{/conditionalImports}}
{{/swiftData}}

/// Version "{{name}}" of the model{{#isCurrent}}, the current one{{/isCurrent}}.
{{#swiftData}}
{{#model.availability}}
{{.}}
{{/model.availability}}
enum {{typeName}}: SwiftData.VersionedSchema {
    static var versionIdentifier: SwiftData.Schema.Version { SwiftData.Schema.Version({{versionIdentifier}}) }
    static var models: [any SwiftData.PersistentModel.Type] {
        [{{#model.classNames}}{{.}}.self{{^last()}}, {{/last()}}{{/model.classNames}}]
    }
{{/swiftData}}
{{#entities}}

    {{> ModelClass}}
{{/entities}}
}

"""##,
            "MigrationStage.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
import Foundation
import SwiftData

{{#swiftData.availability}}
{{.}}
{{/swiftData.availability}}
extension {{swiftData.planType}} {
    /// Runs before the store moves from {{fromType}} to {{toType}}:
    /// read and keep what {{toType}} cannot hold. The changes lightweight migration cannot infer:
{{#changes}}
    /// - {{summary}}{{#condition}} ({{.}}){{/condition}}
{{/changes}}
    ///
    /// Until you write it, it throws `UnwrittenStage` and migration stops, leaving the store as it was. Replace the
    /// throw with the stage's code, even if the step needs none.
    static func willMigrate{{step}}(_ context: ModelContext) throws {
        throw UnwrittenStage(stage: "{{name}}", file: "{{userFile}}")
    }

    /// Runs once the store is at {{toType}}:
    /// write back what `willMigrate{{step}}` kept, then save the context.
    static func didMigrate{{step}}(_ context: ModelContext) throws {
        throw UnwrittenStage(stage: "{{name}}", file: "{{userFile}}")
    }
}

"""##,
            "Model.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#swiftData}}
{{#imports}}
import {{.}}
{{/imports}}
{{/swiftData}}
{{#conditionalImports}}
#if canImport({{.}})
import {{.}}
#endif
{{/conditionalImports}}

{{> ModelClass}}

"""##,
            "ModelClass.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#swiftData}}
{{#availability}}
{{.}}
{{/availability}}
@Model {{classKeyword}} {{className}}{{#superclass}}: {{.}}{{/superclass}} {
{{#notes}}
    // {{.}}
{{/notes}}
{{#uniqueMacro}}
    {{.}}
{{/uniqueMacro}}
{{#indexMacro}}
    {{.}}
{{/indexMacro}}
{{#composites}}
    struct {{typeName}}: Codable, Hashable {
{{#properties}}
        var {{swiftName}}: {{typeDeclaration}}{{#initialValue}} = {{.}}{{/initialValue}}
{{/properties}}
    }

{{/composites}}
{{#properties}}
    {{#macro}}{{.}} {{/macro}}var {{swiftName}}: {{typeDeclaration}}{{#initialValue}} = {{.}}{{/initialValue}}{{#comment}} // {{.}}{{/comment}}
{{/properties}}

    {{initializerKeyword}}({{#parameters}}{{swiftName}}: {{typeDeclaration}}{{^last()}}, {{/last()}}{{/parameters}}) {
{{#assignments}}
        self.{{swiftName}} = {{swiftName}}
{{/assignments}}
{{#superclass}}
        super.init({{superArguments}})
{{/superclass}}
    }
}
{{/swiftData}}

"""##,
            "manifest.yml": ##"""
name: swiftdata
summary: "SwiftData @Model classes as Xcode's \"Create SwiftData Code\" writes them; with history=true, versioned schemas and a migration plan."
translator: swiftdata
options:  # declared once, in the translator (`shale templates show swiftdata` lists them)
  - inheritance
  - cloudkit
  - history
outputs:
  - template: Model
    scope: entity
    root: models
    path: "{{name}}.swift"
    when: swiftData.writesClassFile
  - template: HistoryVersion
    scope: bundle
    each: versions
    root: models
    path: "{{swiftData.typeName}}.swift"
    when: swiftData.writesHistory
  - template: History
    scope: bundle
    root: models
    path: "{{swiftData.planType}}.swift"
    when: swiftData.writesHistory
  - template: MigrationStage
    scope: bundle
    each: swiftData.customStages
    ownership: user
    root: models
    path: "{{userFile}}"
    when: swiftData.writesHistory

"""##,
        ],
        "xcode": [
            "CoreDataClass.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{xcode.classHeader}}

{{#xcode.classImports}}
{{.}}
{{/xcode.classImports}}

{{#xcode.classTypealias}}
{{.}}

{{/xcode.classTypealias}}
{{xcode.objcAttribute}}
{{xcode.accessPrefix}}class {{xcode.className}}: {{xcode.superclass}} {

{{#xcode.classBodyComment}}
{{.}}

{{/xcode.classBodyComment}}
}

"""##,
            "CoreDataProperties.mustache": ##"""
{{% CONTENT_TYPE: TEXT}}
{{xcode.propertiesHeader}}

{{#xcode.propertiesImports}}
{{.}}
{{/xcode.propertiesImports}}

{{^xcode.usesXcode7Layout}}

{{/xcode.usesXcode7Layout}}
{{#xcode.propertiesTypealias}}
{{.}}

{{/xcode.propertiesTypealias}}
extension {{xcode.className}} {

{{^xcode.usesXcode7Layout}}
    @nonobjc public class func fetchRequest() -> NSFetchRequest<{{xcode.className}}> {
        return NSFetchRequest<{{xcode.className}}>(entityName: {{xcode.entityNameLiteral}}){{xcode.statementEnd}}
    }

{{/xcode.usesXcode7Layout}}
{{#xcode.properties}}
{{^isRenamed}}
    @NSManaged {{xcode.accessPrefix}}var {{swiftName}}: {{type}}
{{/isRenamed}}
{{#isRenamed}}
    {{xcode.accessPrefix}}var {{swiftName}}: {{type}} {
        get {
            willAccessValue(forKey: "{{name}}")
            defer { didAccessValue(forKey: "{{name}}") }
            return primitiveValue(forKey: "{{name}}") as! {{type}}
        }
        set {
            willChangeValue(forKey: "{{name}}")
            defer { didChangeValue(forKey: "{{name}}") }
            setPrimitiveValue(newValue, forKey: "{{name}}")
        }
    }
{{/isRenamed}}
{{/xcode.properties}}

}
{{#xcode.toManyRelationships}}

// MARK: Generated accessors for {{name}}
extension {{xcode.className}} {

{{#isOrdered}}
    @objc(insertObject:in{{capitalizedName}}AtIndex:)
    @NSManaged public func insertInto{{capitalizedName}}(_ value: {{destinationClass}}, at idx: Int)

    @objc(removeObjectFrom{{capitalizedName}}AtIndex:)
    @NSManaged public func removeFrom{{capitalizedName}}(at idx: Int)

    @objc(insert{{capitalizedName}}:atIndexes:)
    @NSManaged public func insertInto{{capitalizedName}}(_ values: [{{destinationClass}}], at indexes: NSIndexSet)

    @objc(remove{{capitalizedName}}AtIndexes:)
    @NSManaged public func removeFrom{{capitalizedName}}(at indexes: NSIndexSet)

    @objc(replaceObjectIn{{capitalizedName}}AtIndex:withObject:)
    @NSManaged public func replace{{capitalizedName}}(at idx: Int, with value: {{destinationClass}})

    @objc(replace{{capitalizedName}}AtIndexes:with{{capitalizedName}}:)
    @NSManaged public func replace{{capitalizedName}}(at indexes: NSIndexSet, with values: [{{destinationClass}}])

{{/isOrdered}}
    @objc(add{{capitalizedName}}Object:)
    @NSManaged public func addTo{{capitalizedName}}(_ value: {{destinationClass}})

    @objc(remove{{capitalizedName}}Object:)
    @NSManaged public func removeFrom{{capitalizedName}}(_ value: {{destinationClass}})

    @objc(add{{capitalizedName}}:)
    @NSManaged public func addTo{{capitalizedName}}(_ values: {{collectionType}})

    @objc(remove{{capitalizedName}}:)
    @NSManaged public func removeFrom{{capitalizedName}}(_ values: {{collectionType}})

}
{{/xcode.toManyRelationships}}
{{#xcode.isIdentifiable}}

extension {{xcode.className}} : Identifiable {

}
{{/xcode.isIdentifiable}}

"""##,
            "manifest.yml": ##"""
name: xcode
summary: "Exactly what Xcode's Core Data code generation writes: Name+CoreDataClass.swift and Name+CoreDataProperties.swift by each entity's Codegen setting."
translator: xcode
options:  # declared once, in the translator (`shale templates show xcode` lists them)
  - xcode-version
  - include-manual
  - categories
  - identifiable
outputs:
  - template: CoreDataClass
    scope: entity
    root: entities
    path: "{{xcode.classFileName}}"
    when: xcode.writesClassFile
    header: none
    normalized: false
  - template: CoreDataProperties
    scope: entity
    root: entities
    path: "{{xcode.className}}+CoreDataProperties.swift"
    when: xcode.writesPropertiesFile
    header: none
    normalized: false

"""##,
        ],
    ]
}

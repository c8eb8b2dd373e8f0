// Stand-in for Apple's SwiftData module (iOS 17 / macOS 14 and later), declared from Apple's documentation:
// the macros. Their implementation is SDK/SwiftDataMacros (module SwiftDataMacros, as Apple names its own),
// which AppleTypeChecker builds into a library plugin and loads with -load-plugin-library. Each declaration
// names what Apple's published SwiftData interface names: the roles, the introduced names, the conformances and
// types qualified with their modules (as a .swiftinterface writes them), and the macro types of its plugin.
@_exported import Foundation
@_exported import Observation

/// Turns a class into a stored model: conformance to `PersistentModel` and `Observable`, the backing data, the
/// schema metadata and `init(backingData:)`; every stored property becomes accessor-backed (`@_PersistedProperty`).
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(
    member, conformances: Observation.Observable, SwiftData.PersistentModel, Swift.Sendable,
    names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init),
    named(_$observationRegistrar), named(_SwiftDataNoType), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: Observation.Observable, SwiftData.PersistentModel, Swift.Sendable)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

/// The accessors `@Model` gives each persisted stored property, and the property's `_name` storage.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "SwiftDataMacros", type: "PersistedPropertyMacro")

/// The accessors `@Model` gives a persisted property stored through a value transformer
/// (`@Attribute(.transformable(by:))`), and the property's `_name` storage.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _TransformablePersistedProperty() =
    #externalMacro(
        module: "SwiftDataMacros",
        type: "TransformablePersistedPropertyMacro")

/// Customises how SwiftData stores the annotated property.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Attribute(
    _ options: SwiftData.Schema.Attribute.Option..., originalName: Swift.String? = nil,
    hashModifier: Swift.String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "AttributePropertyMacro")

/// Declares the annotated property a relationship: options, delete rule, counts, previous name and inverse.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Relationship(
    _ options: SwiftData.Schema.Relationship.Option...,
    deleteRule: SwiftData.Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Swift.Int? = 0, maximumModelCount: Swift.Int? = 0,
    originalName: Swift.String? = nil, inverse: Swift.AnyKeyPath? = nil,
    hashModifier: Swift.String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "RelationshipPropertyMacro")

/// Excludes the annotated stored property from persistence.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "TransientPropertyMacro")

/// The key paths whose values must be unique across a model's instances (one array per constraint).
@available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Unique<T>(_ constraints: [Swift.PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "UniqueConstraintsMacro") where T: SwiftData.PersistentModel

/// The key paths SwiftData indexes (binary indices), one array per index.
@available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Index<T>(_ indices: [Swift.PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "IndexMacro") where T: SwiftData.PersistentModel

/// The indices SwiftData builds for a model, each binary or R-tree.
@available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Index<T>(_ indices: SwiftData.Schema.Index<T>.Types<T>...) =
    #externalMacro(module: "SwiftDataMacros", type: "IndexMacro") where T: SwiftData.PersistentModel

// Stand-in for Apple's SwiftData module (iOS 17 / macOS 14 and later), declared from Apple's documentation:
// the macros. Their implementation is SDK/SwiftDataMacros (module SwiftDataMacros, as Apple names its own),
// which AppleTypeChecker builds into a library plugin and loads with -load-plugin-library.
@_exported import Foundation
@_exported import Observation

/// Turns a class into a stored model: conformance to `PersistentModel` and `Observable`, the backing data, the
/// schema metadata and `init(backingData:)`; every stored property becomes accessor-backed (`@_PersistedProperty`).
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(member, conformances: Observable, PersistentModel, Sendable, names: named(_$backingData),
          named(persistentBackingData), named(schemaMetadata), named(init), named(_$observationRegistrar),
          named(_SwiftDataNoType), named(_SwiftDataRoot), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel, Sendable)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

/// The accessors `@Model` gives each persisted stored property, and the property's `_name` storage.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "SwiftDataMacros", type: "PersistedPropertyMacro")

/// Customises how SwiftData stores the annotated property.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "SwiftDataMacros", type: "AttributePropertyMacro")

/// Declares the annotated property a relationship: options, delete rule, counts, previous name and inverse.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option...,
                          deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
                          maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
                          hashModifier: String? = nil)
    = #externalMacro(module: "SwiftDataMacros", type: "RelationshipPropertyMacro")

/// Excludes the annotated stored property from persistence.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "TransientMacro")

/// The key paths whose values must be unique across a model's instances (one array per constraint).
@available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros",
                                                                              type: "UniqueMacro")
    where T: PersistentModel

/// The key paths SwiftData indexes (binary indices), one array per index.
@available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros",
                                                                          type: "IndexMacro")
    where T: PersistentModel

/// The indices SwiftData builds for a model, each binary or R-tree.
@available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) = #externalMacro(module: "SwiftDataMacros",
                                                                              type: "IndexMacro")
    where T: PersistentModel

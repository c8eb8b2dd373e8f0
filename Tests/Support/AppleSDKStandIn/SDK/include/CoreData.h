// Core Data subset: declarations written by hand from Apple's documentation, for type-checking only.
// Deviation: methods with an NSError** out-parameter are declared in overlays/CoreData.swift
// (as `throws` @objc members with Apple's selectors), not here.
#pragma once
#include "Foundation.h"

NS_ASSUME_NONNULL_BEGIN
@class NSManagedObjectContext, NSEntityDescription, NSManagedObjectModel, NSPersistentStoreCoordinator,
       NSPersistentStore, NSPropertyDescription, NSPersistentStoreDescription,
       NSFetchIndexDescription, NSRelationshipDescription, NSAttributeDescription;

@protocol NSFetchRequestResult <NSObject> @end
@class NSFetchRequest<ResultType:id<NSFetchRequestResult>>;
@interface NSNumber (NSFetchedResultSupport) <NSFetchRequestResult> @end
@interface NSDictionary (NSFetchedResultSupport) <NSFetchRequestResult> @end

extern NSString * const NSSQLiteStoreType;
extern NSString * const NSBinaryStoreType;
extern NSString * const NSInMemoryStoreType;
extern NSString * const NSInsertedObjectsKey;
extern NSString * const NSUpdatedObjectsKey;
extern NSString * const NSDeletedObjectsKey;
extern NSString * const NSRefreshedObjectsKey;
extern NSString * const NSInvalidatedObjectsKey;
extern NSString * const NSMigratePersistentStoresAutomaticallyOption;
extern NSString * const NSInferMappingModelAutomaticallyOption;
extern NSString * const NSPersistentHistoryTrackingKey;
extern NSNotificationName const NSManagedObjectContextDidSaveNotification;
extern NSNotificationName const NSManagedObjectContextObjectsDidChangeNotification;
extern id NSErrorMergePolicy;
extern id NSMergeByPropertyStoreTrumpMergePolicy;
extern id NSMergeByPropertyObjectTrumpMergePolicy;
extern id NSOverwriteMergePolicy;
extern id NSRollbackMergePolicy;

NS_SWIFT_SENDABLE
@interface NSManagedObjectID : NSObject <NSCopying, NSFetchRequestResult>
@property (readonly, strong) NSEntityDescription *entity;
@property (nullable, readonly, weak) NSPersistentStore *persistentStore;
@property (readonly, getter=isTemporaryID) BOOL temporaryID;
- (NSURL *)URIRepresentation;
@end

@interface NSManagedObject : NSObject <NSFetchRequestResult>
+ (NSEntityDescription *)entity;
+ (NSFetchRequest *)fetchRequest;
- (__kindof NSManagedObject *)initWithEntity:(NSEntityDescription *)entity insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER NS_SWIFT_NAME(init(entity:insertInto:));
- (instancetype)initWithContext:(NSManagedObjectContext *)moc;
@property (nullable, nonatomic, readonly, weak) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, getter=isInserted, readonly) BOOL inserted;
@property (nonatomic, getter=isUpdated, readonly) BOOL updated;
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic, readonly) BOOL hasPersistentChangedValues;
@property (nonatomic, getter=isFault, readonly) BOOL fault;
- (BOOL)hasFaultForRelationshipNamed:(NSString *)key;
- (void)willAccessValueForKey:(nullable NSString *)key;
- (void)didAccessValueForKey:(nullable NSString *)key;
- (void)willChangeValueForKey:(NSString *)key;
- (void)didChangeValueForKey:(NSString *)key;
- (nullable id)valueForKey:(NSString *)key;
- (void)setValue:(nullable id)value forKey:(NSString *)key;
- (nullable id)primitiveValueForKey:(NSString *)key;
- (void)setPrimitiveValue:(nullable id)value forKey:(NSString *)key;
- (NSDictionary<NSString *, id> *)committedValuesForKeys:(nullable NSArray<NSString *> *)keys;
- (NSDictionary<NSString *, id> *)changedValues;
- (void)awakeFromFetch;
- (void)awakeFromInsert;
- (void)prepareForDeletion;
- (void)willSave;
- (void)didSave;
- (void)willTurnIntoFault;
- (void)didTurnIntoFault;
@end

typedef NS_ENUM(NSUInteger, NSManagedObjectContextConcurrencyType) {
    NSConfinementConcurrencyType __attribute__((deprecated)) = 0x00,
    NSPrivateQueueConcurrencyType = 0x01,
    NSMainQueueConcurrencyType = 0x02
};

@interface NSManagedObjectContext : NSObject
- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct NS_DESIGNATED_INITIALIZER;
- (instancetype)init __attribute__((deprecated));
- (void)performBlock:(void (^)(void))block NS_SWIFT_NAME(perform(_:));
- (void)performBlockAndWait:(void (NS_NOESCAPE ^)(void))block NS_SWIFT_NAME(performAndWait(_:));
@property (nullable, strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (nullable, strong) NSManagedObjectContext *parentContext NS_SWIFT_NAME(parent);
@property (nullable, copy) NSString *name;
@property (nullable, nonatomic, strong) NSUndoManager *undoManager;
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic, readonly, strong) NSMutableDictionary *userInfo;
@property (readonly) NSManagedObjectContextConcurrencyType concurrencyType;
- (nullable __kindof NSManagedObject *)objectRegisteredForID:(NSManagedObjectID *)objectID NS_SWIFT_NAME(registeredObject(for:));
- (__kindof NSManagedObject *)objectWithID:(NSManagedObjectID *)objectID NS_SWIFT_NAME(object(with:));
- (void)insertObject:(NSManagedObject *)object NS_SWIFT_NAME(insert(_:));
- (void)deleteObject:(NSManagedObject *)object NS_SWIFT_NAME(delete(_:));
- (void)refreshObject:(NSManagedObject *)object mergeChanges:(BOOL)flag NS_SWIFT_NAME(refresh(_:mergeChanges:));
- (void)detectConflictsForObject:(NSManagedObject *)object NS_SWIFT_NAME(detectConflicts(for:));
- (void)processPendingChanges;
- (void)undo;
- (void)redo;
- (void)reset;
- (void)rollback;
- (void)refreshAllObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *insertedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *updatedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *deletedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *registeredObjects;
@property (strong) id mergePolicy;
@property (nonatomic) BOOL automaticallyMergesChangesFromParent;
@property (nonatomic) BOOL shouldDeleteInaccessibleFaults;
@property (nullable, copy) NSString *transactionAuthor;
@property (nonatomic) NSTimeInterval stalenessInterval;
- (void)mergeChangesFromContextDidSaveNotification:(NSNotification *)notification NS_SWIFT_NAME(mergeChanges(fromContextDidSave:));
+ (void)mergeChangesFromRemoteContextSave:(NSDictionary *)changeNotificationData intoContexts:(NSArray<NSManagedObjectContext *> *)contexts NS_SWIFT_NAME(mergeChanges(fromRemoteContextSave:into:));
@end

typedef NS_ENUM(NSUInteger, NSMergePolicyType) {
    NSErrorMergePolicyType = 0x00,
    NSMergeByPropertyStoreTrumpMergePolicyType = 0x01,
    NSMergeByPropertyObjectTrumpMergePolicyType = 0x02,
    NSOverwriteMergePolicyType = 0x03,
    NSRollbackMergePolicyType = 0x04
};
@interface NSMergePolicy : NSObject
@property (class, readonly, strong) NSMergePolicy *errorMergePolicy NS_SWIFT_NAME(error);
@property (class, readonly, strong) NSMergePolicy *rollbackMergePolicy NS_SWIFT_NAME(rollback);
@property (class, readonly, strong) NSMergePolicy *overwriteMergePolicy NS_SWIFT_NAME(overwrite);
@property (class, readonly, strong) NSMergePolicy *mergeByPropertyObjectTrumpMergePolicy NS_SWIFT_NAME(mergeByPropertyObjectTrump);
@property (class, readonly, strong) NSMergePolicy *mergeByPropertyStoreTrumpMergePolicy NS_SWIFT_NAME(mergeByPropertyStoreTrump);
@property (readonly) NSMergePolicyType mergeType;
- (id)initWithMergeType:(NSMergePolicyType)ty NS_DESIGNATED_INITIALIZER NS_SWIFT_NAME(init(merge:));
@end

@interface NSPersistentStore : NSObject
@property (nullable, copy) NSURL *URL;
@property (readonly, copy) NSString *type;
@property (readonly, copy) NSString *configurationName;
@property (nullable, readonly, strong) NSDictionary *options;
@property (copy) NSString *identifier;
@property (getter=isReadOnly) BOOL readOnly;
@property (nullable, readonly, weak) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@end

@interface NSPersistentStoreDescription : NSObject <NSCopying>
+ (instancetype)persistentStoreDescriptionWithURL:(NSURL *)URL;
- (instancetype)initWithURL:(NSURL *)url NS_DESIGNATED_INITIALIZER;
@property (copy) NSString *type;
@property (copy, nullable) NSString *configuration;
@property (copy, nullable) NSURL *URL;
@property (nonatomic, readonly) NSDictionary<NSString *, NSObject *> *options;
- (void)setOption:(nullable NSObject *)option forKey:(NSString *)key;
@property (getter=isReadOnly) BOOL readOnly;
@property NSTimeInterval timeout;
@property (nonatomic, readonly) NSDictionary<NSString *, NSObject *> *sqlitePragmas;
- (void)setValue:(nullable NSObject *)value forPragmaNamed:(NSString *)name;
@property BOOL shouldAddStoreAsynchronously;
@property BOOL shouldMigrateStoreAutomatically;
@property BOOL shouldInferMappingModelAutomatically;
@end

@interface NSPersistentStoreCoordinator : NSObject
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@property (readonly, strong) NSArray<__kindof NSPersistentStore *> *persistentStores;
@property (nullable, copy) NSString *name;
- (nullable NSPersistentStore *)persistentStoreForURL:(NSURL *)URL;
- (NSURL *)URLForPersistentStore:(NSPersistentStore *)store;
- (void)addPersistentStoreWithDescription:(NSPersistentStoreDescription *)storeDescription completionHandler:(void (^)(NSPersistentStoreDescription *, NSError * _Nullable))block NS_SWIFT_NAME(addPersistentStore(with:completionHandler:));
- (void)performBlock:(void (^)(void))block NS_SWIFT_NAME(perform(_:));
- (void)performBlockAndWait:(void (NS_NOESCAPE ^)(void))block NS_SWIFT_NAME(performAndWait(_:));
@end

@interface NSPersistentContainer : NSObject
+ (instancetype)persistentContainerWithName:(NSString *)name;
+ (instancetype)persistentContainerWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model;
+ (NSURL *)defaultDirectoryURL;
@property (copy, readonly) NSString *name;
@property (strong, readonly) NSManagedObjectContext *viewContext;
@property (strong, readonly) NSManagedObjectModel *managedObjectModel;
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;
- (instancetype)initWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
- (void)loadPersistentStoresWithCompletionHandler:(void (^)(NSPersistentStoreDescription *, NSError * _Nullable))block;
- (NSManagedObjectContext *)newBackgroundContext NS_SWIFT_NAME(newBackgroundContext());
- (void)performBackgroundTask:(void (^)(NSManagedObjectContext *))block;
@end

@interface NSManagedObjectModel : NSObject <NSCoding, NSCopying, NSFastEnumeration>
@property (nonatomic, readonly, copy) NSString *versionChecksum; // iOS 17, macOS 14
+ (nullable NSManagedObjectModel *)mergedModelFromBundles:(nullable NSArray<NSBundle *> *)bundles;
+ (nullable NSManagedObjectModel *)modelByMergingModels:(nullable NSArray<NSManagedObjectModel *> *)models;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *entitiesByName;
@property (strong) NSArray<NSEntityDescription *> *entities;
@property (readonly, strong) NSArray<NSString *> *configurations;
- (nullable NSArray<NSEntityDescription *> *)entitiesForConfiguration:(nullable NSString *)configuration NS_SWIFT_NAME(entities(forConfigurationName:));
- (void)setEntities:(NSArray<NSEntityDescription *> *)entities forConfiguration:(NSString *)configuration NS_SWIFT_NAME(setEntities(_:forConfigurationName:));
- (void)setFetchRequestTemplate:(nullable NSFetchRequest *)fetchRequestTemplate forName:(NSString *)name;
- (nullable NSFetchRequest *)fetchRequestTemplateForName:(NSString *)name;
- (nullable NSFetchRequest *)fetchRequestFromTemplateWithName:(NSString *)name substitutionVariables:(NSDictionary<NSString *, id> *)variables;
@property (nullable, nonatomic, strong) NSDictionary *localizationDictionary;
@property (readonly, copy) NSDictionary<NSString *, NSFetchRequest *> *fetchRequestTemplatesByName;
@property (copy) NSSet<NSString *> *versionIdentifiers;
@property (readonly, copy) NSDictionary<NSString *, NSData *> *entityVersionHashesByName;
@end

@interface NSEntityDescription : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context NS_SWIFT_NAME(entity(forEntityName:in:));
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context NS_SWIFT_NAME(insertNewObject(forEntityName:into:));
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@property (null_resettable, copy) NSString *managedObjectClassName;
@property (nullable, copy) NSString *name;
@property (getter=isAbstract) BOOL abstract;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *subentitiesByName;
@property (strong) NSArray<NSEntityDescription *> *subentities;
@property (nullable, readonly, assign) NSEntityDescription *superentity;
@property (readonly, copy) NSDictionary<NSString *, __kindof NSPropertyDescription *> *propertiesByName;
@property (strong) NSArray<__kindof NSPropertyDescription *> *properties;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (readonly, copy) NSDictionary<NSString *, NSAttributeDescription *> *attributesByName;
@property (readonly, copy) NSDictionary<NSString *, NSRelationshipDescription *> *relationshipsByName;
- (NSArray<NSRelationshipDescription *> *)relationshipsWithDestinationEntity:(NSEntityDescription *)entity NS_SWIFT_NAME(relationships(forDestination:));
- (BOOL)isKindOfEntity:(NSEntityDescription *)entity NS_SWIFT_NAME(isKindOf(entity:));
@property (readonly, copy) NSData *versionHash;
@property (nullable, copy) NSString *versionHashModifier;
@property (nullable, copy) NSString *renamingIdentifier;
@property (copy) NSArray<NSFetchIndexDescription *> *indexes;
@property (strong) NSArray<NSArray<id> *> *uniquenessConstraints;
@property (nonatomic, nullable, retain) NSExpression *coreSpotlightDisplayNameExpression;
@end

@interface NSPropertyDescription : NSObject <NSCoding, NSCopying>
@property (nonatomic, readonly, assign) NSEntityDescription *entity;
@property (nonatomic, copy) NSString *name;
@property (getter=isOptional) BOOL optional;
@property (getter=isTransient) BOOL transient;
@property (readonly, strong) NSArray<NSPredicate *> *validationPredicates;
@property (readonly, strong) NSArray *validationWarnings;
- (void)setValidationPredicates:(nullable NSArray<NSPredicate *> *)validationPredicates withValidationWarnings:(nullable NSArray<NSString *> *)validationWarnings;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (getter=isIndexed) BOOL indexed __attribute__((deprecated));
@property (readonly, copy) NSData *versionHash;
@property (nullable, copy) NSString *versionHashModifier;
@property (getter=isIndexedBySpotlight) BOOL indexedBySpotlight;
@property (getter=isStoredInExternalRecord) BOOL storedInExternalRecord __attribute__((deprecated));
@property (nullable, copy) NSString *renamingIdentifier;
@end

// Enumerator Swift names as Apple exposes them (the UUID/URI initialisms defeat automatic prefix stripping).
typedef NS_ENUM(NSUInteger, NSAttributeType) {
    NSUndefinedAttributeType NS_SWIFT_NAME(undefinedAttributeType) = 0,
    NSInteger16AttributeType NS_SWIFT_NAME(integer16AttributeType) = 100,
    NSInteger32AttributeType NS_SWIFT_NAME(integer32AttributeType) = 200,
    NSInteger64AttributeType NS_SWIFT_NAME(integer64AttributeType) = 300,
    NSDecimalAttributeType NS_SWIFT_NAME(decimalAttributeType) = 400,
    NSDoubleAttributeType NS_SWIFT_NAME(doubleAttributeType) = 500,
    NSFloatAttributeType NS_SWIFT_NAME(floatAttributeType) = 600,
    NSStringAttributeType NS_SWIFT_NAME(stringAttributeType) = 700,
    NSBooleanAttributeType NS_SWIFT_NAME(booleanAttributeType) = 800,
    NSDateAttributeType NS_SWIFT_NAME(dateAttributeType) = 900,
    NSBinaryDataAttributeType NS_SWIFT_NAME(binaryDataAttributeType) = 1000,
    NSUUIDAttributeType NS_SWIFT_NAME(UUIDAttributeType) = 1100,
    NSURIAttributeType NS_SWIFT_NAME(URIAttributeType) = 1200,
    NSTransformableAttributeType NS_SWIFT_NAME(transformableAttributeType) = 1800,
    NSObjectIDAttributeType NS_SWIFT_NAME(objectIDAttributeType) = 2000,
    NSCompositeAttributeType NS_SWIFT_NAME(compositeAttributeType) = 2100
};

@interface NSAttributeDescription : NSPropertyDescription
@property NSAttributeType attributeType;
@property (nullable, copy) NSString *attributeValueClassName;
@property (nullable, retain) id defaultValue;
@property (readonly, copy) NSData *versionHash;
@property (nullable, copy) NSString *valueTransformerName;
@property BOOL allowsExternalBinaryDataStorage;
@property BOOL preservesValueInHistoryOnDeletion;
@property BOOL allowsCloudEncryption;
@end

@interface NSDerivedAttributeDescription : NSAttributeDescription
@property (strong, nullable) NSExpression *derivationExpression;
@end

@interface NSCompositeAttributeDescription : NSAttributeDescription
@property (copy) NSArray *elements;
@end

typedef NS_ENUM(NSUInteger, NSDeleteRule) {
    NSNoActionDeleteRule,
    NSNullifyDeleteRule,
    NSCascadeDeleteRule,
    NSDenyDeleteRule
};

@interface NSRelationshipDescription : NSPropertyDescription
@property (nullable, nonatomic, assign) NSEntityDescription *destinationEntity;
@property (nullable, nonatomic, assign) NSRelationshipDescription *inverseRelationship;
@property NSUInteger maxCount;
@property NSUInteger minCount;
@property NSDeleteRule deleteRule;
@property (readonly, getter=isToMany) BOOL toMany;
@property (readonly, copy) NSData *versionHash;
@property (getter=isOrdered) BOOL ordered;
@end

@interface NSFetchedPropertyDescription : NSPropertyDescription
@property (nullable, strong) NSFetchRequest *fetchRequest;
@end

@interface NSExpressionDescription : NSPropertyDescription
@property (nullable, strong) NSExpression *expression;
@property NSAttributeType expressionResultType;
@end

typedef NS_ENUM(NSUInteger, NSFetchIndexElementType) {
    NSFetchIndexElementTypeBinary,
    NSFetchIndexElementTypeRTree,
};

@interface NSFetchIndexElementDescription : NSObject <NSCoding, NSCopying>
- (instancetype)initWithProperty:(NSPropertyDescription *)property collationType:(NSFetchIndexElementType)collationType;
@property (nullable, readonly, retain) NSPropertyDescription *property;
@property (nullable, readonly, retain) NSString *propertyName;
@property NSFetchIndexElementType collationType;
@property (getter=isAscending) BOOL ascending;
@property (nullable, readonly, assign) NSFetchIndexDescription *indexDescription;
@end

@interface NSFetchIndexDescription : NSObject <NSCoding, NSCopying>
- (instancetype)initWithName:(NSString *)name elements:(nullable NSArray<NSFetchIndexElementDescription *> *)elements;
@property (copy) NSString *name;
@property (copy) NSArray<NSFetchIndexElementDescription *> *elements;
@property (readonly, nonatomic, nullable, assign) NSEntityDescription *entity;
@property (nullable, copy) NSPredicate *partialIndexPredicate;
@end

typedef NS_ENUM(NSUInteger, NSPersistentStoreRequestType) {
    NSFetchRequestType = 1,
    NSSaveRequestType,
    NSBatchInsertRequestType = 5,
    NSBatchUpdateRequestType = 6,
    NSBatchDeleteRequestType = 7
};
@interface NSPersistentStoreRequest : NSObject <NSCopying>
@property (nullable, strong) NSArray<NSPersistentStore *> *affectedStores;
@property (readonly) NSPersistentStoreRequestType requestType;
@end

typedef NS_OPTIONS(NSUInteger, NSFetchRequestResultType) {
    NSManagedObjectResultType NS_SWIFT_NAME(managedObjectResultType) = 0x00, // Apple gives this zero member a Swift name (usable in Swift, e.g. CoreStore)
    NSManagedObjectIDResultType = 0x01,
    NSDictionaryResultType = 0x02,
    NSCountResultType = 0x04
};

@interface NSFetchRequest<__covariant ResultType:id<NSFetchRequestResult>> : NSPersistentStoreRequest <NSCoding, NSCopying>
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithEntityName:(NSString *)entityName;
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
@property (nullable, nonatomic, readonly, strong) NSString *entityName;
@property (nullable, nonatomic, strong) NSPredicate *predicate;
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSUInteger fetchOffset;
@property (nonatomic) NSUInteger fetchBatchSize;
@property (nonatomic) NSFetchRequestResultType resultType;
@property (nonatomic) BOOL includesSubentities;
@property (nonatomic) BOOL includesPropertyValues;
@property (nonatomic) BOOL returnsObjectsAsFaults;
@property (nullable, nonatomic, copy) NSArray<NSString *> *relationshipKeyPathsForPrefetching;
@property (nonatomic) BOOL includesPendingChanges;
@property (nonatomic) BOOL returnsDistinctResults;
@property (nullable, nonatomic, copy) NSArray *propertiesToFetch;
@property (nonatomic) BOOL shouldRefreshRefetchedObjects;
@property (nullable, nonatomic, copy) NSArray *propertiesToGroupBy;
@property (nullable, nonatomic, strong) NSPredicate *havingPredicate;
@end

@interface NSPersistentStoreResult : NSObject @end
@interface NSPersistentStoreAsynchronousResult : NSPersistentStoreResult @end

typedef NS_ENUM(NSUInteger, NSBatchDeleteRequestResultType) {
    NSBatchDeleteResultTypeStatusOnly = 0x0,
    NSBatchDeleteResultTypeObjectIDs = 0x1,
    NSBatchDeleteResultTypeCount = 0x2,
};
@interface NSBatchDeleteResult : NSPersistentStoreResult
@property (nullable, strong, readonly) id result;
@property (readonly) NSBatchDeleteRequestResultType resultType;
@end
@interface NSBatchDeleteRequest : NSPersistentStoreRequest
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithFetchRequest:(NSFetchRequest *)fetch NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithObjectIDs:(NSArray<NSManagedObjectID *> *)objects;
@property NSBatchDeleteRequestResultType resultType;
@property (readonly, copy) NSFetchRequest *fetchRequest;
@end

@protocol NSFetchedResultsSectionInfo
@property (nonatomic, readonly) NSString *name;
@property (nullable, nonatomic, readonly) NSString *indexTitle;
@property (nonatomic, readonly) NSUInteger numberOfObjects;
@property (nullable, nonatomic, readonly) NSArray *objects;
@end

typedef NS_ENUM(NSUInteger, NSFetchedResultsChangeType) {
    NSFetchedResultsChangeInsert = 1,
    NSFetchedResultsChangeDelete = 2,
    NSFetchedResultsChangeMove = 3,
    NSFetchedResultsChangeUpdate = 4
};

@protocol NSFetchedResultsControllerDelegate;

@interface NSFetchedResultsController<ResultType:id<NSFetchRequestResult>> : NSObject
- (instancetype)initWithFetchRequest:(NSFetchRequest<ResultType> *)fetchRequest managedObjectContext:(NSManagedObjectContext *)context sectionNameKeyPath:(nullable NSString *)sectionNameKeyPath cacheName:(nullable NSString *)name;
@property (nonatomic, readonly) NSFetchRequest<ResultType> *fetchRequest;
@property (nonatomic, readonly) NSManagedObjectContext *managedObjectContext;
@property (nullable, nonatomic, readonly) NSString *sectionNameKeyPath;
@property (nullable, nonatomic, readonly) NSString *cacheName;
@property (nullable, nonatomic, weak) id<NSFetchedResultsControllerDelegate> delegate;
+ (void)deleteCacheWithName:(nullable NSString *)name;
@property (nullable, nonatomic, readonly) NSArray<ResultType> *fetchedObjects;
- (ResultType)objectAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(object(at:));
- (nullable NSIndexPath *)indexPathForObject:(ResultType)object NS_SWIFT_NAME(indexPath(forObject:));
@property (nullable, nonatomic, readonly) NSArray<id<NSFetchedResultsSectionInfo>> *sections;
@property (nonatomic, readonly) NSArray<NSString *> *sectionIndexTitles;
@end

@protocol NSFetchedResultsControllerDelegate <NSObject>
@optional
- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject atIndexPath:(nullable NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type newIndexPath:(nullable NSIndexPath *)newIndexPath;
- (void)controller:(NSFetchedResultsController *)controller didChangeSection:(id <NSFetchedResultsSectionInfo>)sectionInfo atIndex:(NSUInteger)sectionIndex forChangeType:(NSFetchedResultsChangeType)type;
- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller;
- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller;
- (nullable NSString *)controller:(NSFetchedResultsController *)controller sectionIndexTitleForSectionName:(NSString *)sectionName;
@end
// Staged migration (iOS 17, macOS 14). The handlers' `NSError **` blocks are declared in the overlay as throwing
// Swift closures (see README: no AutoreleasingUnsafeMutablePointer on Linux).
@interface NSManagedObjectModelReference : NSObject
- (instancetype)initWithModel:(NSManagedObjectModel *)model versionChecksum:(NSString *)versionChecksum NS_SWIFT_NAME(init(model:versionChecksum:));
- (instancetype)initWithFileURL:(NSURL *)fileURL versionChecksum:(NSString *)versionChecksum NS_SWIFT_NAME(init(fileURL:versionChecksum:));
- (instancetype)initWithName:(NSString *)modelName inBundle:(nullable NSBundle *)bundle versionChecksum:(NSString *)versionChecksum NS_SWIFT_NAME(init(name:in:versionChecksum:));
- (instancetype)init NS_UNAVAILABLE;
@property (nonatomic, readonly, strong) NSManagedObjectModel *resolvedModel;
@property (nonatomic, readonly, copy) NSString *versionChecksum;
@end

@interface NSMigrationStage : NSObject
@property (nonatomic, nullable, copy) NSString *label;
@end

@interface NSLightweightMigrationStage : NSMigrationStage
- (instancetype)initWithVersionChecksums:(NSArray<NSString *> *)versionChecksums NS_SWIFT_NAME(init(_:));
@property (nonatomic, readonly, copy) NSArray<NSString *> *versionChecksums;
@end

@interface NSCustomMigrationStage : NSMigrationStage
- (instancetype)initWithCurrentModelReference:(NSManagedObjectModelReference *)currentModel nextModelReference:(NSManagedObjectModelReference *)nextModel NS_SWIFT_NAME(init(migratingFrom:to:));
@property (nonatomic, readonly, strong) NSManagedObjectModelReference *currentModel;
@property (nonatomic, readonly, strong) NSManagedObjectModelReference *nextModel;
@end

@interface NSStagedMigrationManager : NSObject
- (instancetype)initWithMigrationStages:(NSArray<NSMigrationStage *> *)stages NS_SWIFT_NAME(init(_:));
@property (nonatomic, readonly, copy) NSArray<NSMigrationStage *> *stages;
@property (nonatomic, nullable, readonly, strong) NSPersistentContainer *container;
@end

extern NSString * const NSPersistentStoreStagedMigrationManagerOptionKey;

NS_ASSUME_NONNULL_END

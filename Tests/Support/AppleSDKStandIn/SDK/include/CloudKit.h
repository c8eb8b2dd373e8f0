// CloudKit subset: records, record and zone IDs, references, assets, shares, change tokens, containers and
// databases, declared by hand from Apple's documentation, for type-checking only. Apple's Swift names for the
// renamed classes (CKRecordID is CKRecord.ID, and so on) come from NS_SWIFT_NAME here; overlays/CloudKit.swift
// adds CloudKit's Swift-only API (CKRecordValueProtocol and the typed subscripts, the defaulted initialisers,
// the async database methods).
// Deviation: methods with an NSError** out-parameter are not declared (none of CloudKit's model classes have one);
// completion handlers take NSError as on Apple platforms.
#pragma once
#include "Foundation.h"
#include "CoreLocation.h"

NS_ASSUME_NONNULL_BEGIN
@class CKRecord, CKRecordID, CKRecordZone, CKRecordZoneID, CKReference, CKAsset, CKShare, CKShareParticipant,
       CKDatabase;

extern NSString * const CKCurrentUserDefaultName;

// CKRecordZone.h, CKRecordZoneID.h
typedef NS_OPTIONS(NSUInteger, CKRecordZoneCapabilities) {
    CKRecordZoneCapabilityFetchChanges = 1 << 0,
    CKRecordZoneCapabilityAtomic = 1 << 1,
    CKRecordZoneCapabilitySharing = 1 << 2,
    CKRecordZoneCapabilityZoneWideSharing = 1 << 3,
} NS_SWIFT_NAME(CKRecordZone.Capabilities);

extern NSString * const CKRecordZoneDefaultName;

@interface CKRecordZone : NSObject <NSSecureCoding, NSCopying>
+ (CKRecordZone *)defaultRecordZone NS_SWIFT_NAME(default());
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithZoneName:(NSString *)zoneName;
- (instancetype)initWithZoneID:(CKRecordZoneID *)zoneID;
@property (readonly, copy) CKRecordZoneID *zoneID;
@property (readonly, assign) CKRecordZoneCapabilities capabilities;
@property (nullable, readonly, copy) CKReference *share;
@end

NS_SWIFT_NAME(CKRecordZone.ID)
@interface CKRecordZoneID : NSObject <NSSecureCoding, NSCopying>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
// Swift: the overlay's init(zoneName:ownerName:) with default arguments.
- (instancetype)initWithZoneName:(NSString *)zoneName ownerName:(NSString *)ownerName NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@property (readonly, copy) NSString *zoneName;
@property (readonly, copy) NSString *ownerName;
@end

// CKRecordID.h
NS_SWIFT_NAME(CKRecord.ID)
@interface CKRecordID : NSObject <NSSecureCoding, NSCopying>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithRecordName:(NSString *)recordName;
// Swift: the overlay's init(recordName:zoneID:) with default arguments.
- (instancetype)initWithRecordName:(NSString *)recordName zoneID:(CKRecordZoneID *)zoneID NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@property (readonly, copy) NSString *recordName;
@property (readonly, copy) CKRecordZoneID *zoneID;
@end

// CKRecord.h
typedef NSString * CKRecordType NS_SWIFT_BRIDGED_TYPEDEF NS_SWIFT_NAME(CKRecord.RecordType);
typedef NSString * CKRecordFieldKey NS_SWIFT_BRIDGED_TYPEDEF NS_SWIFT_NAME(CKRecord.FieldKey);

// The Objective-C protocol of record values; Swift code names it CKRecordValue (a typealias in the overlay) and
// uses the overlay's CKRecordValueProtocol for Swift values.
NS_SWIFT_NAME(__CKRecordObjCValue)
@protocol CKRecordValue <NSObject>
@end

@protocol CKRecordKeyValueSetting <NSObject>
- (nullable __kindof id<CKRecordValue>)objectForKey:(CKRecordFieldKey)key;
- (void)setObject:(nullable __kindof id<CKRecordValue>)object forKey:(CKRecordFieldKey)key;
- (nullable __kindof id<CKRecordValue>)objectForKeyedSubscript:(CKRecordFieldKey)key;
- (void)setObject:(nullable __kindof id<CKRecordValue>)object forKeyedSubscript:(CKRecordFieldKey)key;
- (NSArray<CKRecordFieldKey> *)allKeys;
- (NSArray<CKRecordFieldKey> *)changedKeys;
@end

@interface CKRecord : NSObject <NSSecureCoding, NSCopying>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithRecordType:(CKRecordType)recordType;
- (instancetype)initWithRecordType:(CKRecordType)recordType recordID:(CKRecordID *)recordID;
- (instancetype)initWithRecordType:(CKRecordType)recordType zoneID:(CKRecordZoneID *)zoneID;
@property (readonly, copy) CKRecordType recordType;
@property (readonly, copy) CKRecordID *recordID;
@property (nullable, readonly, copy) NSString *recordChangeTag;
@property (nullable, readonly, copy) CKRecordID *creatorUserRecordID;
@property (nullable, readonly, copy) NSDate *creationDate;
@property (nullable, readonly, copy) CKRecordID *lastModifiedUserRecordID;
@property (nullable, readonly, copy) NSDate *modificationDate;
@property (nullable, readonly, copy) CKReference *share;
@property (nullable, copy) CKReference *parent;
- (void)setParentReferenceFromRecord:(nullable CKRecord *)parentRecord;
- (void)setParentReferenceFromRecordID:(nullable CKRecordID *)parentRecordID;
- (NSArray<CKRecordFieldKey> *)allKeys;
- (NSArray<CKRecordFieldKey> *)changedKeys;
@property (readonly, copy) id<CKRecordKeyValueSetting> encryptedValues;
// Swift: the overlay's object(forKey:) and subscripts.
- (nullable __kindof id<CKRecordValue>)objectForKey:(CKRecordFieldKey)key NS_REFINED_FOR_SWIFT;
- (void)setObject:(nullable __kindof id<CKRecordValue>)object forKey:(CKRecordFieldKey)key;
- (nullable __kindof id<CKRecordValue>)objectForKeyedSubscript:(CKRecordFieldKey)key NS_REFINED_FOR_SWIFT;
- (void)setObject:(nullable __kindof id<CKRecordValue>)object forKeyedSubscript:(CKRecordFieldKey)key NS_REFINED_FOR_SWIFT;
@end
@interface CKRecord (CKRecordKeyValueSettingConformance) <CKRecordKeyValueSetting>
@end

extern CKRecordType const CKRecordTypeUserRecord NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKRecordRecordIDKey NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKRecordCreationDateKey NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKRecordModificationDateKey NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKRecordParentKey NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKRecordShareKey NS_REFINED_FOR_SWIFT;

@interface NSString (CKRecordValue) <CKRecordValue>
@end
@interface NSNumber (CKRecordValue) <CKRecordValue>
@end
@interface NSArray<ObjectType> (CKRecordValue) <CKRecordValue>
@end
@interface NSDate (CKRecordValue) <CKRecordValue>
@end
@interface NSData (CKRecordValue) <CKRecordValue>
@end
@interface CLLocation (CKRecordValue) <CKRecordValue>
@end

// CKReference.h
typedef NS_ENUM(NSUInteger, CKReferenceAction) {
    CKReferenceActionNone = 0,
    CKReferenceActionDeleteSelf = 1,
} NS_SWIFT_NAME(CKRecord.ReferenceAction);

NS_SWIFT_NAME(CKRecord.Reference)
@interface CKReference : NSObject <NSSecureCoding, NSCopying, CKRecordValue>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithRecordID:(CKRecordID *)recordID action:(CKReferenceAction)action NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithRecord:(CKRecord *)record action:(CKReferenceAction)action;
@property (readonly, assign) CKReferenceAction referenceAction;
@property (readonly, copy) CKRecordID *recordID;
@end

// CKAsset.h
@interface CKAsset : NSObject <NSSecureCoding, CKRecordValue>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithFileURL:(NSURL *)fileURL;
@property (nullable, readonly, copy) NSURL *fileURL;
@end

// CKServerChangeToken.h
@interface CKServerChangeToken : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

// CKShareParticipant.h
typedef NS_ENUM(NSInteger, CKShareParticipantAcceptanceStatus) {
    CKShareParticipantAcceptanceStatusUnknown,
    CKShareParticipantAcceptanceStatusPending,
    CKShareParticipantAcceptanceStatusAccepted,
    CKShareParticipantAcceptanceStatusRemoved,
} NS_SWIFT_NAME(CKShare.ParticipantAcceptanceStatus);

typedef NS_ENUM(NSInteger, CKShareParticipantPermission) {
    CKShareParticipantPermissionUnknown,
    CKShareParticipantPermissionNone,
    CKShareParticipantPermissionReadOnly,
    CKShareParticipantPermissionReadWrite,
} NS_SWIFT_NAME(CKShare.ParticipantPermission);

typedef NS_ENUM(NSInteger, CKShareParticipantRole) {
    CKShareParticipantRoleUnknown = 0,
    CKShareParticipantRoleOwner = 1,
    CKShareParticipantRolePrivateUser = 3,
    CKShareParticipantRolePublicUser = 4,
} NS_SWIFT_NAME(CKShare.ParticipantRole);

NS_SWIFT_NAME(CKShare.Participant)
@interface CKShareParticipant : NSObject <NSSecureCoding, NSCopying>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (assign) CKShareParticipantRole role;
@property (readonly, assign) CKShareParticipantAcceptanceStatus acceptanceStatus;
@property (assign) CKShareParticipantPermission permission;
@end

// CKShare.h
extern CKRecordType const CKRecordTypeShare NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKShareTitleKey NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKShareThumbnailImageDataKey NS_REFINED_FOR_SWIFT;
extern CKRecordFieldKey const CKShareTypeKey NS_REFINED_FOR_SWIFT;

@interface CKShare : CKRecord <NSSecureCoding, NSCopying>
- (instancetype)initWithRootRecord:(CKRecord *)rootRecord;
- (instancetype)initWithRootRecord:(CKRecord *)rootRecord shareID:(CKRecordID *)shareID NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithRecordZoneID:(CKRecordZoneID *)recordZoneID NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithRecordType:(CKRecordType)recordType NS_UNAVAILABLE;
- (instancetype)initWithRecordType:(CKRecordType)recordType recordID:(CKRecordID *)recordID NS_UNAVAILABLE;
- (instancetype)initWithRecordType:(CKRecordType)recordType zoneID:(CKRecordZoneID *)zoneID NS_UNAVAILABLE;
@property (assign) CKShareParticipantPermission publicPermission;
@property (nullable, readonly, copy) NSURL *URL;
@property (readonly, copy) NSArray<CKShareParticipant *> *participants;
@property (readonly, copy) CKShareParticipant *owner;
@property (nullable, readonly, copy) CKShareParticipant *currentUserParticipant;
- (void)addParticipant:(CKShareParticipant *)participant;
- (void)removeParticipant:(CKShareParticipant *)participant;
@end

// CKDatabase.h
typedef NS_ENUM(NSInteger, CKDatabaseScope) {
    CKDatabaseScopePublic = 1,
    CKDatabaseScopePrivate,
    CKDatabaseScopeShared,
} NS_SWIFT_NAME(CKDatabase.Scope);

@interface CKDatabase : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (readonly, assign) CKDatabaseScope databaseScope;
// Swift's async forms (record(for:), save(_:), deleteRecord(withID:)) are in the overlay.
- (void)fetchRecordWithID:(CKRecordID *)recordID completionHandler:(void (NS_SWIFT_SENDABLE ^)(CKRecord * _Nullable record, NSError * _Nullable error))completionHandler NS_SWIFT_NAME(fetch(withRecordID:completionHandler:)) __attribute__((swift_async(none)));
- (void)saveRecord:(CKRecord *)record completionHandler:(void (NS_SWIFT_SENDABLE ^)(CKRecord * _Nullable record, NSError * _Nullable error))completionHandler __attribute__((swift_async(none)));
- (void)deleteRecordWithID:(CKRecordID *)recordID completionHandler:(void (NS_SWIFT_SENDABLE ^)(CKRecordID * _Nullable recordID, NSError * _Nullable error))completionHandler NS_SWIFT_NAME(delete(withRecordID:completionHandler:)) __attribute__((swift_async(none)));
@end

// CKContainer.h
@interface CKContainer : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
+ (CKContainer *)defaultContainer NS_SWIFT_NAME(default());
+ (CKContainer *)containerWithIdentifier:(NSString *)containerIdentifier;
@property (nullable, readonly, copy) NSString *containerIdentifier;
@property (readonly, strong) CKDatabase *privateCloudDatabase;
@property (readonly, strong) CKDatabase *publicCloudDatabase;
@property (readonly, strong) CKDatabase *sharedCloudDatabase;
- (CKDatabase *)databaseWithDatabaseScope:(CKDatabaseScope)databaseScope;
@end
NS_ASSUME_NONNULL_END

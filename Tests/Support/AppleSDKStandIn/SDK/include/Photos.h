// Photos subset: PHAsset and what fetching it takes, declared by hand from Apple's documentation, for
// type-checking only. No Swift overlay. PHObject adopts NSCopying but not NSCoding (as on Apple platforms): a
// model stores an asset's localIdentifier rather than the asset.
#pragma once
#include "Foundation.h"
#include "CoreLocation.h"

NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, PHAssetMediaType) {
    PHAssetMediaTypeUnknown = 0,
    PHAssetMediaTypeImage = 1,
    PHAssetMediaTypeVideo = 2,
    PHAssetMediaTypeAudio = 3,
};

@interface PHObject : NSObject <NSCopying>
@property (nonatomic, copy, readonly) NSString *localIdentifier;
@end

@interface PHFetchOptions : NSObject <NSCopying>
@property (nonatomic, strong, nullable) NSPredicate *predicate;
@property (nonatomic, strong, nullable) NSArray<NSSortDescriptor *> *sortDescriptors;
@property (nonatomic, assign) NSUInteger fetchLimit;
@end

@interface PHFetchResult<ObjectType> : NSObject <NSCopying, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
@property (nonatomic, readonly, nullable) ObjectType firstObject;
@property (nonatomic, readonly, nullable) ObjectType lastObject;
@end

@interface PHAsset : PHObject
@property (nonatomic, assign, readonly) PHAssetMediaType mediaType;
@property (nonatomic, assign, readonly) NSUInteger pixelWidth;
@property (nonatomic, assign, readonly) NSUInteger pixelHeight;
@property (nonatomic, strong, readonly, nullable) NSDate *creationDate;
@property (nonatomic, strong, readonly, nullable) NSDate *modificationDate;
@property (nonatomic, strong, readonly, nullable) CLLocation *location;
@property (nonatomic, assign, readonly) NSTimeInterval duration;
@property (nonatomic, assign, readonly, getter=isHidden) BOOL hidden;
@property (nonatomic, assign, readonly, getter=isFavorite) BOOL favorite;
+ (PHFetchResult<PHAsset *> *)fetchAssetsWithLocalIdentifiers:(NSArray<NSString *> *)identifiers options:(nullable PHFetchOptions *)options;
+ (PHFetchResult<PHAsset *> *)fetchAssetsWithMediaType:(PHAssetMediaType)mediaType options:(nullable PHFetchOptions *)options;
+ (PHFetchResult<PHAsset *> *)fetchAssetsWithOptions:(nullable PHFetchOptions *)options;
@end
NS_ASSUME_NONNULL_END

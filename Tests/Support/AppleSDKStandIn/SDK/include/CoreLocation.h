// Core Location subset: the location value types and classes models store (CLLocation, CLPlacemark, CLRegion,
// CLCircularRegion, CLLocationCoordinate2D), declared by hand from Apple's documentation, for type-checking only.
// No Swift overlay: Apple's Swift names all come from the importer or NS_SWIFT_NAME here.
#pragma once
#include "Foundation.h"

NS_ASSUME_NONNULL_BEGIN
// CLLocation.h: scalar types and constants.
typedef double CLLocationDegrees;
typedef double CLLocationAccuracy;
typedef double CLLocationSpeed;
typedef double CLLocationSpeedAccuracy;
typedef double CLLocationDirection;
typedef double CLLocationDirectionAccuracy;
typedef double CLLocationDistance;

typedef struct CLLocationCoordinate2D {
    CLLocationDegrees latitude;
    CLLocationDegrees longitude;
} CLLocationCoordinate2D;

extern const CLLocationDistance kCLDistanceFilterNone;
extern const CLLocationAccuracy kCLLocationAccuracyBestForNavigation;
extern const CLLocationAccuracy kCLLocationAccuracyBest;
extern const CLLocationAccuracy kCLLocationAccuracyNearestTenMeters;
extern const CLLocationAccuracy kCLLocationAccuracyHundredMeters;
extern const CLLocationAccuracy kCLLocationAccuracyKilometer;
extern const CLLocationAccuracy kCLLocationAccuracyThreeKilometers;
extern const CLLocationAccuracy kCLLocationAccuracyReduced;
extern const CLLocationDistance CLLocationDistanceMax;
extern const NSTimeInterval CLTimeIntervalMax;
extern const CLLocationCoordinate2D kCLLocationCoordinate2DInvalid;

BOOL CLLocationCoordinate2DIsValid(CLLocationCoordinate2D coord);
CLLocationCoordinate2D CLLocationCoordinate2DMake(CLLocationDegrees latitude, CLLocationDegrees longitude);

@interface CLFloor : NSObject <NSCopying, NSSecureCoding>
@property (readonly, nonatomic) NSInteger level;
@end

@interface CLLocation : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithLatitude:(CLLocationDegrees)latitude longitude:(CLLocationDegrees)longitude;
- (instancetype)initWithCoordinate:(CLLocationCoordinate2D)coordinate altitude:(CLLocationDistance)altitude horizontalAccuracy:(CLLocationAccuracy)hAccuracy verticalAccuracy:(CLLocationAccuracy)vAccuracy timestamp:(NSDate *)timestamp;
- (instancetype)initWithCoordinate:(CLLocationCoordinate2D)coordinate altitude:(CLLocationDistance)altitude horizontalAccuracy:(CLLocationAccuracy)hAccuracy verticalAccuracy:(CLLocationAccuracy)vAccuracy course:(CLLocationDirection)course speed:(CLLocationSpeed)speed timestamp:(NSDate *)timestamp;
@property (readonly, nonatomic) CLLocationCoordinate2D coordinate;
@property (readonly, nonatomic) CLLocationDistance altitude;
@property (readonly, nonatomic) CLLocationDistance ellipsoidalAltitude;
@property (readonly, nonatomic) CLLocationAccuracy horizontalAccuracy;
@property (readonly, nonatomic) CLLocationAccuracy verticalAccuracy;
@property (readonly, nonatomic) CLLocationDirection course;
@property (readonly, nonatomic) CLLocationDirectionAccuracy courseAccuracy;
@property (readonly, nonatomic) CLLocationSpeed speed;
@property (readonly, nonatomic) CLLocationSpeedAccuracy speedAccuracy;
@property (readonly, nonatomic, copy) NSDate *timestamp;
@property (readonly, nonatomic, copy, nullable) CLFloor *floor;
- (CLLocationDistance)distanceFromLocation:(const CLLocation *)location;
@end

// CLRegion.h
typedef NS_ENUM(NSInteger, CLRegionState) {
    CLRegionStateUnknown,
    CLRegionStateInside,
    CLRegionStateOutside
};

@interface CLRegion : NSObject <NSCopying, NSSecureCoding>
@property (readonly, nonatomic, copy) NSString *identifier;
@property (nonatomic, assign) BOOL notifyOnEntry;
@property (nonatomic, assign) BOOL notifyOnExit;
@end

// CLCircularRegion.h
@interface CLCircularRegion : CLRegion
- (instancetype)initWithCenter:(CLLocationCoordinate2D)center radius:(CLLocationDistance)radius identifier:(NSString *)identifier;
@property (readonly, nonatomic) CLLocationCoordinate2D center;
@property (readonly, nonatomic) CLLocationDistance radius;
- (BOOL)containsCoordinate:(CLLocationCoordinate2D)coordinate;
@end

// CLPlacemark.h
@interface CLPlacemark : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithPlacemark:(CLPlacemark *)placemark;
@property (nonatomic, readonly, copy, nullable) CLLocation *location;
@property (nonatomic, readonly, copy, nullable) CLRegion *region;
@property (nonatomic, readonly, copy, nullable) NSString *name;
@property (nonatomic, readonly, copy, nullable) NSString *thoroughfare;
@property (nonatomic, readonly, copy, nullable) NSString *subThoroughfare;
@property (nonatomic, readonly, copy, nullable) NSString *locality;
@property (nonatomic, readonly, copy, nullable) NSString *subLocality;
@property (nonatomic, readonly, copy, nullable) NSString *administrativeArea;
@property (nonatomic, readonly, copy, nullable) NSString *subAdministrativeArea;
@property (nonatomic, readonly, copy, nullable) NSString *postalCode;
@property (nonatomic, readonly, copy, nullable) NSString *ISOcountryCode NS_SWIFT_NAME(isoCountryCode);
@property (nonatomic, readonly, copy, nullable) NSString *country;
@property (nonatomic, readonly, copy, nullable) NSString *inlandWater;
@property (nonatomic, readonly, copy, nullable) NSString *ocean;
@property (nonatomic, readonly, copy, nullable) NSArray<NSString *> *areasOfInterest;
@end
NS_ASSUME_NONNULL_END

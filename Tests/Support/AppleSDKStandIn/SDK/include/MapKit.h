// MapKit subset: map geometry and the model-level MapKit classes (shapes and overlays such as MKPolyline,
// MKPlacemark, MKMapItem), declared by hand from Apple's documentation, for type-checking only. No views
// (deviation: Apple's MapKit also brings in UIKit or AppKit for MKMapView; this one imports only Foundation and
// Core Location). No Swift overlay.
#pragma once
#include "Foundation.h"
#include "CoreLocation.h"

NS_ASSUME_NONNULL_BEGIN
// MKGeometry.h
typedef struct {
    CLLocationDegrees latitudeDelta;
    CLLocationDegrees longitudeDelta;
} MKCoordinateSpan;

typedef struct {
    CLLocationCoordinate2D center;
    MKCoordinateSpan span;
} MKCoordinateRegion;

typedef struct {
    double x;
    double y;
} MKMapPoint;

typedef struct {
    double width;
    double height;
} MKMapSize;

typedef struct {
    MKMapPoint origin;
    MKMapSize size;
} MKMapRect;

MKCoordinateRegion MKCoordinateRegionMakeWithDistance(CLLocationCoordinate2D centerCoordinate, CLLocationDistance latitudinalMeters, CLLocationDistance longitudinalMeters) NS_SWIFT_NAME(MKCoordinateRegion.init(center:latitudinalMeters:longitudinalMeters:));
MKCoordinateRegion MKCoordinateRegionForMapRect(MKMapRect rect) NS_SWIFT_NAME(MKCoordinateRegion.init(_:));
MKMapPoint MKMapPointForCoordinate(CLLocationCoordinate2D coordinate) NS_SWIFT_NAME(MKMapPoint.init(_:));
CLLocationCoordinate2D MKCoordinateForMapPoint(MKMapPoint mapPoint) NS_SWIFT_NAME(getter:MKMapPoint.coordinate(self:));
CLLocationDistance MKMetersBetweenMapPoints(MKMapPoint a, MKMapPoint b) NS_SWIFT_NAME(MKMapPoint.distance(self:to:));
extern const MKMapSize MKMapSizeWorld NS_SWIFT_NAME(MKMapSize.world);
extern const MKMapRect MKMapRectWorld NS_SWIFT_NAME(MKMapRect.world);
extern const MKMapRect MKMapRectNull NS_SWIFT_NAME(MKMapRect.null);

// MKAnnotation.h, MKOverlay.h
@protocol MKAnnotation <NSObject>
@property (nonatomic, readonly) CLLocationCoordinate2D coordinate;
@optional
@property (nonatomic, readonly, copy, nullable) NSString *title;
@property (nonatomic, readonly, copy, nullable) NSString *subtitle;
- (void)setCoordinate:(CLLocationCoordinate2D)newCoordinate;
@end

@protocol MKOverlay <MKAnnotation>
@required
@property (nonatomic, readonly) CLLocationCoordinate2D coordinate;
@property (nonatomic, readonly) MKMapRect boundingMapRect;
@optional
- (BOOL)intersectsMapRect:(MKMapRect)mapRect;
@property (nonatomic, readonly) BOOL canReplaceMapContent;
@end

// MKShape.h, MKPointAnnotation.h, MKMultiPoint.h, MKPolyline.h, MKPolygon.h, MKCircle.h
@interface MKShape : NSObject <MKAnnotation>
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, copy, nullable) NSString *subtitle;
@end

@interface MKPointAnnotation : MKShape
- (instancetype)initWithCoordinate:(CLLocationCoordinate2D)coordinate;
- (instancetype)initWithCoordinate:(CLLocationCoordinate2D)coordinate title:(nullable NSString *)title subtitle:(nullable NSString *)subtitle;
@property (nonatomic, assign) CLLocationCoordinate2D coordinate;
@end

@interface MKMultiPoint : MKShape
- (MKMapPoint *)points NS_RETURNS_INNER_POINTER;
@property (nonatomic, readonly) NSUInteger pointCount;
- (void)getCoordinates:(CLLocationCoordinate2D *)coords range:(NSRange)range;
@end

@interface MKPolyline : MKMultiPoint <MKOverlay>
+ (instancetype)polylineWithPoints:(const MKMapPoint *)points count:(NSUInteger)count;
+ (instancetype)polylineWithCoordinates:(const CLLocationCoordinate2D *)coords count:(NSUInteger)count;
@end

@interface MKPolygon : MKMultiPoint <MKOverlay>
+ (instancetype)polygonWithPoints:(const MKMapPoint *)points count:(NSUInteger)count;
+ (instancetype)polygonWithCoordinates:(const CLLocationCoordinate2D *)coords count:(NSUInteger)count;
+ (instancetype)polygonWithCoordinates:(const CLLocationCoordinate2D *)coords count:(NSUInteger)count interiorPolygons:(nullable NSArray<MKPolygon *> *)interiorPolygons;
@property (readonly, nullable) NSArray<MKPolygon *> *interiorPolygons;
@end

@interface MKCircle : MKShape <MKOverlay>
+ (instancetype)circleWithCenterCoordinate:(CLLocationCoordinate2D)coord radius:(CLLocationDistance)radius;
+ (instancetype)circleWithMapRect:(MKMapRect)mapRect;
@property (nonatomic, readonly) CLLocationCoordinate2D coordinate;
@property (nonatomic, readonly) CLLocationDistance radius;
@property (nonatomic, readonly) MKMapRect boundingMapRect;
@end

// MKPlacemark.h
@interface MKPlacemark : CLPlacemark <MKAnnotation>
- (instancetype)initWithCoordinate:(CLLocationCoordinate2D)coordinate;
- (instancetype)initWithCoordinate:(CLLocationCoordinate2D)coordinate addressDictionary:(nullable NSDictionary<NSString *, id> *)addressDictionary;
@property (nonatomic, readonly, nullable) NSString *countryCode;
@end

// MKMapItem.h
@interface MKMapItem : NSObject
+ (MKMapItem *)mapItemForCurrentLocation;
- (instancetype)initWithPlacemark:(MKPlacemark *)placemark;
@property (nonatomic, readonly) MKPlacemark *placemark;
@property (nonatomic, readonly) BOOL isCurrentLocation;
@property (nonatomic, copy, nullable) NSString *name;
@property (nonatomic, copy, nullable) NSString *phoneNumber;
@property (nonatomic, strong, nullable) NSURL *url;
- (BOOL)openInMapsWithLaunchOptions:(nullable NSDictionary<NSString *, id> *)launchOptions;
@end
@interface MKMapItem (MKMapItemSerialization) <NSSecureCoding>
@end
extern NSString * const MKLaunchOptionsDirectionsModeKey;
extern NSString * const MKLaunchOptionsDirectionsModeDriving;
extern NSString * const MKLaunchOptionsDirectionsModeWalking;
NS_ASSUME_NONNULL_END

// CoreFoundation subset: the Core Graphics scalar and geometry types that current SDKs declare in
// CoreFoundation (CGFloat, CGPoint, CGSize, CGRect, CGVector). Written from Apple's documentation.
// The Swift struct CGFloat is declared in overlays/CoreFoundation.swift; the importer maps the C typedef to it.
#pragma once

typedef double CGFloat;
#define CGFLOAT_IS_DOUBLE 1
#define CGFLOAT_MIN 2.2250738585072014e-308
#define CGFLOAT_MAX 1.7976931348623157e+308

#define CF_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define CF_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define CF_SWIFT_NAME(x) __attribute__((swift_name(#x)))

CF_ASSUME_NONNULL_BEGIN
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

extern const CGPoint CGPointZero CF_SWIFT_NAME(CGPoint.zero);
extern const CGSize CGSizeZero CF_SWIFT_NAME(CGSize.zero);
extern const CGRect CGRectZero CF_SWIFT_NAME(CGRect.zero);
extern const CGRect CGRectNull CF_SWIFT_NAME(CGRect.null);
extern const CGRect CGRectInfinite CF_SWIFT_NAME(CGRect.infinite);

CGFloat CGRectGetMinX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.minX(self:));
CGFloat CGRectGetMidX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.midX(self:));
CGFloat CGRectGetMaxX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.maxX(self:));
CGFloat CGRectGetMinY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.minY(self:));
CGFloat CGRectGetMidY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.midY(self:));
CGFloat CGRectGetMaxY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.maxY(self:));
CGFloat CGRectGetWidth(CGRect rect) CF_SWIFT_NAME(getter:CGRect.width(self:));
CGFloat CGRectGetHeight(CGRect rect) CF_SWIFT_NAME(getter:CGRect.height(self:));
_Bool CGRectIsEmpty(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isEmpty(self:));
_Bool CGRectIsNull(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isNull(self:));
_Bool CGRectContainsPoint(CGRect rect, CGPoint point) CF_SWIFT_NAME(CGRect.contains(self:_:));
CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy) CF_SWIFT_NAME(CGRect.insetBy(self:dx:dy:));
_Bool CGPointEqualToPoint(CGPoint point1, CGPoint point2) CF_SWIFT_NAME(CGPoint.equalTo(self:_:));
CF_ASSUME_NONNULL_END

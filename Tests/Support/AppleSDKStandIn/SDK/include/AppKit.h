// AppKit subset: the value classes models name as a Transformable attribute's class (NSColor, NSImage, NSFont,
// NSBezierPath), declared by hand from Apple's documentation, for type-checking only. Swift names are those the
// importer derives from the Objective-C names (as on Apple platforms) or, where Apple renames, NS_SWIFT_NAME.
// overlays/AppKit.swift adds AppKit's Swift-only API (IndexPath's item/section).
#pragma once
#include "Foundation.h"
#include "CoreGraphics.h"

NS_ASSUME_NONNULL_BEGIN
// Foundation's NSGeometry.h declares these on macOS (deviation: here they come with AppKit, not Foundation).
typedef CGPoint NSPoint;
typedef CGSize NSSize;
typedef CGRect NSRect;

// NSColor.h. AppKit keeps the "Color" suffix in the Swift names of its semantic (UI element) colors.
typedef NSString * NSColorName NS_SWIFT_BRIDGED_TYPEDEF NS_SWIFT_NAME(NSColor.Name);

@interface NSColor : NSObject <NSCopying, NSSecureCoding>
+ (NSColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (NSColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
+ (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithDisplayP3Red:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithCalibratedWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (NSColor *)colorWithCalibratedRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithDeviceRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (nullable NSColor *)colorNamed:(NSColorName)name;
@property (class, strong, readonly) NSColor *blackColor;
@property (class, strong, readonly) NSColor *darkGrayColor;
@property (class, strong, readonly) NSColor *lightGrayColor;
@property (class, strong, readonly) NSColor *whiteColor;
@property (class, strong, readonly) NSColor *grayColor;
@property (class, strong, readonly) NSColor *redColor;
@property (class, strong, readonly) NSColor *greenColor;
@property (class, strong, readonly) NSColor *blueColor;
@property (class, strong, readonly) NSColor *cyanColor;
@property (class, strong, readonly) NSColor *yellowColor;
@property (class, strong, readonly) NSColor *magentaColor;
@property (class, strong, readonly) NSColor *orangeColor;
@property (class, strong, readonly) NSColor *purpleColor;
@property (class, strong, readonly) NSColor *brownColor;
@property (class, strong, readonly) NSColor *clearColor;
@property (class, strong, readonly) NSColor *labelColor NS_SWIFT_NAME(labelColor);
@property (class, strong, readonly) NSColor *secondaryLabelColor NS_SWIFT_NAME(secondaryLabelColor);
@property (class, strong, readonly) NSColor *textColor NS_SWIFT_NAME(textColor);
@property (class, strong, readonly) NSColor *textBackgroundColor NS_SWIFT_NAME(textBackgroundColor);
@property (class, strong, readonly) NSColor *windowBackgroundColor NS_SWIFT_NAME(windowBackgroundColor);
@property (class, strong, readonly) NSColor *controlAccentColor NS_SWIFT_NAME(controlAccentColor);
@property (class, strong, readonly) NSColor *systemRedColor;
@property (class, strong, readonly) NSColor *systemGreenColor;
@property (class, strong, readonly) NSColor *systemBlueColor;
@property (class, strong, readonly) NSColor *systemOrangeColor;
@property (class, strong, readonly) NSColor *systemYellowColor;
@property (class, strong, readonly) NSColor *systemGrayColor;
@property (readonly) CGFloat redComponent;
@property (readonly) CGFloat greenComponent;
@property (readonly) CGFloat blueComponent;
@property (readonly) CGFloat hueComponent;
@property (readonly) CGFloat saturationComponent;
@property (readonly) CGFloat brightnessComponent;
@property (readonly) CGFloat whiteComponent;
@property (readonly) CGFloat alphaComponent;
- (NSColor *)colorWithAlphaComponent:(CGFloat)alpha;
- (nullable NSColor *)blendedColorWithFraction:(CGFloat)fraction ofColor:(NSColor *)color NS_SWIFT_NAME(blended(withFraction:of:));
- (void)set;
- (void)setFill;
- (void)setStroke;
@end

// NSImage.h
typedef NSString * NSImageName NS_SWIFT_BRIDGED_TYPEDEF NS_SWIFT_NAME(NSImage.Name);

@interface NSImage : NSObject <NSCopying, NSSecureCoding>
+ (nullable NSImage *)imageNamed:(NSImageName)name;
+ (nullable instancetype)imageWithSystemSymbolName:(NSString *)name accessibilityDescription:(nullable NSString *)description;
- (instancetype)initWithSize:(NSSize)size NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithData:(NSData *)data;
- (nullable instancetype)initWithContentsOfFile:(NSString *)fileName;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
@property NSSize size;
@property (getter=isTemplate) BOOL template;
@property (readonly, getter=isValid) BOOL valid;
@property (nullable, copy) NSString *accessibilityDescription;
@property (nullable, readonly, copy) NSData *TIFFRepresentation;
- (void)lockFocus;
- (void)unlockFocus;
- (void)drawInRect:(NSRect)rect;
@end

// NSFontDescriptor.h
typedef CGFloat NSFontWeight NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(NSFont.Weight);
extern const NSFontWeight NSFontWeightUltraLight;
extern const NSFontWeight NSFontWeightThin;
extern const NSFontWeight NSFontWeightLight;
extern const NSFontWeight NSFontWeightRegular;
extern const NSFontWeight NSFontWeightMedium;
extern const NSFontWeight NSFontWeightSemibold;
extern const NSFontWeight NSFontWeightBold;
extern const NSFontWeight NSFontWeightHeavy;
extern const NSFontWeight NSFontWeightBlack;

typedef NSString * NSFontTextStyle NS_TYPED_ENUM NS_SWIFT_NAME(NSFont.TextStyle);
extern NSFontTextStyle const NSFontTextStyleLargeTitle;
extern NSFontTextStyle const NSFontTextStyleTitle1;
extern NSFontTextStyle const NSFontTextStyleTitle2;
extern NSFontTextStyle const NSFontTextStyleTitle3;
extern NSFontTextStyle const NSFontTextStyleHeadline;
extern NSFontTextStyle const NSFontTextStyleSubheadline;
extern NSFontTextStyle const NSFontTextStyleBody;
extern NSFontTextStyle const NSFontTextStyleCallout;
extern NSFontTextStyle const NSFontTextStyleFootnote;
extern NSFontTextStyle const NSFontTextStyleCaption1;
extern NSFontTextStyle const NSFontTextStyleCaption2;

// NSFont.h
@interface NSFont : NSObject <NSCopying, NSSecureCoding>
+ (nullable NSFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
+ (nullable NSFont *)userFontOfSize:(CGFloat)fontSize;
+ (nullable NSFont *)userFixedPitchFontOfSize:(CGFloat)fontSize;
+ (NSFont *)systemFontOfSize:(CGFloat)fontSize;
+ (NSFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (NSFont *)labelFontOfSize:(CGFloat)fontSize;
+ (NSFont *)systemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight;
+ (NSFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight;
+ (NSFont *)monospacedSystemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight;
@property (class, readonly) CGFloat systemFontSize;
@property (class, readonly) CGFloat smallSystemFontSize;
@property (class, readonly) CGFloat labelFontSize;
@property (readonly, copy) NSString *fontName;
@property (readonly) CGFloat pointSize;
@property (nullable, readonly, copy) NSString *familyName;
@property (nullable, readonly, copy) NSString *displayName;
@property (readonly) CGFloat ascender;
@property (readonly) CGFloat descender;
@property (readonly) CGFloat capHeight;
@property (readonly) CGFloat xHeight;
@property (readonly) CGFloat leading;
@property (readonly, getter=isFixedPitch) BOOL fixedPitch;
@end

// NSBezierPath.h
@interface NSBezierPath : NSObject <NSCopying, NSSecureCoding>
+ (NSBezierPath *)bezierPath;
+ (NSBezierPath *)bezierPathWithRect:(NSRect)rect;
+ (NSBezierPath *)bezierPathWithOvalInRect:(NSRect)rect;
+ (NSBezierPath *)bezierPathWithRoundedRect:(NSRect)rect xRadius:(CGFloat)xRadius yRadius:(CGFloat)yRadius;
- (void)moveToPoint:(NSPoint)point;
- (void)lineToPoint:(NSPoint)point;
- (void)curveToPoint:(NSPoint)endPoint controlPoint1:(NSPoint)controlPoint1 controlPoint2:(NSPoint)controlPoint2;
- (void)relativeMoveToPoint:(NSPoint)point;
- (void)relativeLineToPoint:(NSPoint)point;
- (void)closePath;
- (void)removeAllPoints;
- (void)appendBezierPath:(NSBezierPath *)path;
- (void)appendBezierPathWithRect:(NSRect)rect;
- (void)appendBezierPathWithOvalInRect:(NSRect)rect;
@property (readonly, copy) NSBezierPath *bezierPathByReversingPath NS_SWIFT_NAME(reversed);
@property CGFloat lineWidth;
@property CGFloat miterLimit;
@property CGFloat flatness;
@property (readonly, getter=isEmpty) BOOL empty;
@property (readonly) NSPoint currentPoint;
@property (readonly) NSRect bounds;
@property (readonly) NSRect controlPointBounds;
@property (readonly) NSInteger elementCount;
- (BOOL)containsPoint:(NSPoint)point;
- (void)fill;
- (void)stroke;
- (void)addClip;
@end
NS_ASSUME_NONNULL_END

// Foundation subset: the Objective-C declarations Apple documents, written by hand for type-checking only.
// Swift names come from NS_SWIFT_NAME where Apple applies them through API notes.
// Deviation: methods with an NSError** out-parameter are NOT declared here (Linux's stdlib lacks
// AutoreleasingUnsafeMutablePointer, so the importer cannot import them); their Swift form
// (`throws`) is declared in overlays/Foundation.swift as @objc extension members with Apple's selector.
#pragma once
#include "objc.h"
#include "Darwin.h"
#include "CoreGraphics.h" // CGFloat, CGPoint, CGSize, CGRect: Foundation exposes them (NSGeometry.h), as on Apple platforms

NS_ASSUME_NONNULL_BEGIN
typedef double NSTimeInterval;
typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
static const NSInteger NSNotFound = 0x7fffffffffffffffL;

@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSSet<ObjectType>, NSData, NSDate, NSURL, NSUUID,
       NSIndexPath, NSIndexSet, NSNumber, NSError, NSPredicate, NSExpression, NSSortDescriptor, NSOrderedSet<ObjectType>,
       NSMutableDictionary<KeyType, ObjectType>, NSNotification, NSLocale;

@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end
@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable void *)zone;
@end
@protocol NSCoding @end
@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end
@protocol NSFastEnumeration @end

NS_SWIFT_BRIDGE(Swift.String) NS_SWIFT_SENDABLE
@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)aString;
- (NSString *)stringByAppendingString:(NSString *)aString;
@property (readonly) NSInteger integerValue;
@property (readonly) double doubleValue;
@end
@interface NSMutableString : NSString
- (void)appendString:(NSString *)aString;
@end

// NSAttributedString.h (Foundation; not bridged to Swift's AttributedString). Added for models whose transformable
// attributes name it as customClassName.
@class NSAttributedString;
typedef NSString *NSAttributedStringKey NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(NSAttributedString.Key);
@interface NSAttributedString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy) NSString *string;
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)str;
- (instancetype)initWithString:(NSString *)str attributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
- (instancetype)initWithAttributedString:(NSAttributedString *)attrStr;
- (BOOL)isEqualToAttributedString:(NSAttributedString *)other;
@end
@interface NSMutableAttributedString : NSAttributedString
@property (readonly, retain) NSMutableString *mutableString;
- (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)str;
- (void)setAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs range:(NSRange)range;
- (void)appendAttributedString:(NSAttributedString *)attrString;
@end

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
@end

typedef struct NS_SWIFT_NAME(Decimal) {
    signed int _exponent:8;
    unsigned int _length:4;
    unsigned int _isNegative:1;
    unsigned int _isCompact:1;
    unsigned int _reserved:18;
    unsigned short _mantissa[8];
} NSDecimal;

NS_SWIFT_SENDABLE
@interface NSNumber : NSValue
- (instancetype)initWithChar:(char)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithUnsignedChar:(unsigned char)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithShort:(short)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithUnsignedShort:(unsigned short)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithInt:(int)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithUnsignedInt:(unsigned int)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithLongLong:(long long)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithUnsignedLongLong:(unsigned long long)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithFloat:(float)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithDouble:(double)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithBool:(BOOL)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithInteger:(NSInteger)value NS_SWIFT_NAME(init(value:));
- (instancetype)initWithUnsignedInteger:(NSUInteger)value NS_SWIFT_NAME(init(value:));
@property (readonly) char charValue NS_SWIFT_NAME(int8Value);
@property (readonly) unsigned char unsignedCharValue NS_SWIFT_NAME(uint8Value);
@property (readonly) short shortValue NS_SWIFT_NAME(int16Value);
@property (readonly) unsigned short unsignedShortValue NS_SWIFT_NAME(uint16Value);
@property (readonly) int intValue NS_SWIFT_NAME(int32Value);
@property (readonly) unsigned int unsignedIntValue NS_SWIFT_NAME(uint32Value);
@property (readonly) long long longLongValue NS_SWIFT_NAME(int64Value);
@property (readonly) unsigned long long unsignedLongLongValue NS_SWIFT_NAME(uint64Value);
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue NS_SWIFT_NAME(intValue);
@property (readonly) NSUInteger unsignedIntegerValue NS_SWIFT_NAME(uintValue);
@property (readonly, copy) NSString *stringValue;
- (BOOL)isEqualToNumber:(NSNumber *)number;
@property (readonly) NSDecimal decimalValue;
@end

NS_SWIFT_SENDABLE
@interface NSDecimalNumber : NSNumber
- (instancetype)initWithDecimal:(NSDecimal)dcm NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithString:(nullable NSString *)numberValue;
- (instancetype)initWithMantissa:(unsigned long long)mantissa exponent:(short)exponent isNegative:(BOOL)flag;
@property (class, readonly, copy) NSDecimalNumber *zero;
@property (class, readonly, copy) NSDecimalNumber *one;
@property (class, readonly, copy) NSDecimalNumber *notANumber;
- (NSDecimalNumber *)decimalNumberByAdding:(NSDecimalNumber *)decimalNumber NS_SWIFT_NAME(adding(_:));
@end

NS_SWIFT_BRIDGE(Foundation.Date) NS_SWIFT_SENDABLE
@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
- (instancetype)initWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti NS_DESIGNATED_INITIALIZER;
@end

NS_SWIFT_BRIDGE(Foundation.Data) NS_SWIFT_SENDABLE
@interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@end
@interface NSMutableData : NSData @end

NS_SWIFT_BRIDGE(Foundation.UUID) NS_SWIFT_SENDABLE
@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
- (nullable instancetype)initWithUUIDString:(NSString *)string;
@property (readonly, copy) NSString *UUIDString;
@end

NS_SWIFT_BRIDGE(Foundation.URL) NS_SWIFT_SENDABLE
@interface NSURL : NSObject <NSSecureCoding, NSCopying>
- (nullable instancetype)initWithString:(NSString *)URLString;
- (instancetype)initFileURLWithPath:(NSString *)path;
@property (nullable, readonly, copy) NSString *absoluteString;
@property (nullable, readonly, copy) NSString *path;
@end

NS_SWIFT_BRIDGE(Foundation.IndexPath) NS_SWIFT_SENDABLE
@interface NSIndexPath : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)indexPathWithIndex:(NSUInteger)index;
@property (readonly) NSUInteger length;
@end

NS_SWIFT_BRIDGE(Foundation.IndexSet) NS_SWIFT_SENDABLE
@interface NSIndexSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
+ (instancetype)indexSetWithIndex:(NSUInteger)value;
- (instancetype)initWithIndex:(NSUInteger)value;
@property (readonly) NSUInteger count;
@end
@interface NSMutableIndexSet : NSIndexSet
- (void)addIndex:(NSUInteger)value;
@end

NS_SWIFT_BRIDGE(Swift.Array)
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (BOOL)containsObject:(ObjectType)anObject;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
@end
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
- (void)removeAllObjects;
@end

NS_SWIFT_BRIDGE(Swift.Dictionary)
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
@property (readonly, copy) NSArray<KeyType> *allKeys;
@property (readonly, copy) NSArray<ObjectType> *allValues;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
@end
@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)removeObjectForKey:(KeyType)aKey;
- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey;
- (void)setObject:(nullable ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
- (void)removeAllObjects;
@end

NS_SWIFT_BRIDGE(Swift.Set)
@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
- (nullable ObjectType)anyObject;
- (BOOL)containsObject:(ObjectType)anObject;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
@end
@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
- (void)addObject:(ObjectType)object;
- (void)removeObject:(ObjectType)object;
@end

@interface NSOrderedSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)idx;
- (NSUInteger)indexOfObject:(ObjectType)object;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
@property (readonly, strong) NSArray<ObjectType> *array;
@property (readonly, strong) NSSet<ObjectType> *set;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
- (BOOL)containsObject:(ObjectType)object;
@end
@interface NSMutableOrderedSet<ObjectType> : NSOrderedSet<ObjectType>
- (void)addObject:(ObjectType)object;
- (void)insertObject:(ObjectType)object atIndex:(NSUInteger)idx;
- (void)removeObject:(ObjectType)object;
@end

// DEVIATION: imported under the Swift name _NSErrorClass; overlays/Foundation.swift adds `typealias NSError = _NSErrorClass`.
// This hides the class from the compiler's known-type lookup of `Foundation.NSError`, which otherwise makes
// every `@objc ... throws` declaration crash swiftc on Linux (no AutoreleasingUnsafeMutablePointer in the
// Linux stdlib). Cost: the bridging coercion `error as NSError` is rejected (use `as?`/`catch let e as NSError`).
NS_SWIFT_NAME(_NSErrorClass)
@interface NSError : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(nullable NSDictionary<NSString *, id> *)dict NS_DESIGNATED_INITIALIZER;
@property (readonly, copy) NSString *domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSString *, id> *userInfo;
@property (readonly, copy) NSString *localizedDescription;
@end

@interface NSPredicate : NSObject <NSSecureCoding, NSCopying>
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(nullable NSArray *)arguments;
+ (NSPredicate *)predicateWithValue:(BOOL)value;
@property (readonly, copy) NSString *predicateFormat;
- (instancetype)predicateWithSubstitutionVariables:(NSDictionary<NSString *, id> *)variables NS_SWIFT_NAME(withSubstitutionVariables(_:));
- (BOOL)evaluateWithObject:(nullable id)object NS_SWIFT_NAME(evaluate(with:));
@end

typedef NS_ENUM(NSUInteger, NSCompoundPredicateType) {
    NSNotPredicateType = 0,
    NSAndPredicateType,
    NSOrPredicateType,
};
@interface NSCompoundPredicate : NSPredicate
- (instancetype)initWithType:(NSCompoundPredicateType)type subpredicates:(NSArray<NSPredicate *> *)subpredicates NS_DESIGNATED_INITIALIZER;
@property (readonly) NSCompoundPredicateType compoundPredicateType;
@property (readonly, copy) NSArray *subpredicates;
+ (NSCompoundPredicate *)andPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates NS_SWIFT_NAME(init(andPredicateWithSubpredicates:));
+ (NSCompoundPredicate *)orPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates NS_SWIFT_NAME(init(orPredicateWithSubpredicates:));
+ (NSCompoundPredicate *)notPredicateWithSubpredicate:(NSPredicate *)predicate NS_SWIFT_NAME(init(notPredicateWithSubpredicate:));
@end

@interface NSExpression : NSObject <NSSecureCoding, NSCopying>
+ (NSExpression *)expressionWithFormat:(NSString *)expressionFormat argumentArray:(NSArray *)arguments;
+ (NSExpression *)expressionForConstantValue:(nullable id)obj;
+ (NSExpression *)expressionForKeyPath:(NSString *)keyPath;
+ (NSExpression *)expressionForFunction:(NSString *)name arguments:(NSArray *)parameters;
@property (readonly, copy) NSString *keyPath;
@end

@interface NSSortDescriptor : NSObject <NSSecureCoding, NSCopying>
+ (instancetype)sortDescriptorWithKey:(nullable NSString *)key ascending:(BOOL)ascending;
- (instancetype)initWithKey:(nullable NSString *)key ascending:(BOOL)ascending;
@property (nullable, readonly, copy) NSString *key;
@property (readonly) BOOL ascending;
@property (readonly, strong) id reversedSortDescriptor;
@end

@protocol NSLocking
- (void)lock;
- (void)unlock;
@end
NS_SWIFT_SENDABLE
@interface NSLock : NSObject <NSLocking>
- (BOOL)tryLock;
@property (nullable, copy) NSString *name;
@end
NS_SWIFT_SENDABLE
@interface NSRecursiveLock : NSObject <NSLocking>
@end

NS_SWIFT_NAME(Thread)
@interface NSThread : NSObject
@property (class, readonly, strong) NSThread *currentThread NS_SWIFT_NAME(current);
@property (class, readonly) BOOL isMainThread;
@property (readonly) BOOL isMainThread;
@property (readonly, retain) NSMutableDictionary *threadDictionary;
@property (nullable, copy) NSString *name;
+ (void)sleepForTimeInterval:(NSTimeInterval)ti;
+ (void)sleepUntilDate:(NSDate *)date;
@end

NS_SWIFT_NAME(FileManager)
@interface NSFileManager : NSObject
@property (class, readonly, strong) NSFileManager *defaultManager NS_SWIFT_NAME(default);
- (BOOL)fileExistsAtPath:(NSString *)path;
@end

NS_SWIFT_NAME(Bundle)
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle NS_SWIFT_NAME(main);
- (nullable NSURL *)URLForResource:(nullable NSString *)name withExtension:(nullable NSString *)ext;
- (nullable NSURL *)URLForResource:(nullable NSString *)name withExtension:(nullable NSString *)ext subdirectory:(nullable NSString *)subpath;
@property (readonly, copy) NSString *bundlePath;
- (nullable NSString *)pathForResource:(nullable NSString *)name ofType:(nullable NSString *)ext;
@end

NS_SWIFT_NAME(UndoManager)
@interface NSUndoManager : NSObject
@end

typedef NSString *NSNotificationName NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(NSNotification.Name);
NS_SWIFT_BRIDGE(Foundation.Notification)
@interface NSNotification : NSObject <NSCopying, NSCoding>
@property (readonly, copy) NSNotificationName name;
@property (nullable, readonly, retain) id object;
@property (nullable, readonly, copy) NSDictionary *userInfo;
@end

NS_SWIFT_NAME(ValueTransformer)
@interface NSValueTransformer : NSObject
@end
@interface NSSecureUnarchiveFromDataTransformer : NSValueTransformer
@end
NS_ASSUME_NONNULL_END

// objc/NSObject.h, objc/runtime.h subset. Declarations written from Apple's documentation.
#pragma once
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_SWIFT_NAME(x) __attribute__((swift_name(#x)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_SWIFT_UNAVAILABLE(msg) __attribute__((availability(swift, unavailable, message=msg)))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONSENDABLE __attribute__((swift_attr("@_nonSendable")))
#define NS_SWIFT_BRIDGE(T) __attribute__((swift_bridge(#T)))
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; enum __attribute__((enum_extensibility(closed))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum,enum_extensibility(open))) _name : _type _name; enum __attribute__((flag_enum,enum_extensibility(open))) _name : _type
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_TYPED_ENUM __attribute__((swift_wrapper(enum)))
#define NS_SWIFT_BRIDGED_TYPEDEF __attribute__((swift_bridged_typedef))
#define NS_RETURNS_INNER_POINTER __attribute__((objc_returns_inner_pointer))
#define NS_NOESCAPE __attribute__((noescape))
#define API_DEPRECATED_SWIFT(msg) __attribute__((deprecated(msg)))

typedef signed char BOOL;
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef unsigned long uintptr_t;
#define YES ((BOOL)1)
#define NO ((BOOL)0)

NS_ASSUME_NONNULL_BEGIN
@class NSString;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (id)copy;
- (id)mutableCopy;
+ (Class)class;
@end

typedef NS_ENUM(uintptr_t, objc_AssociationPolicy) {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403
};
void objc_setAssociatedObject(id object, const void *key, id _Nullable value, objc_AssociationPolicy policy);
id _Nullable objc_getAssociatedObject(id object, const void *key);
void objc_removeAssociatedObjects(id object);
NS_ASSUME_NONNULL_END

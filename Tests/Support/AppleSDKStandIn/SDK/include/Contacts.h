// Contacts subset: the contact value classes models store (CNContact, CNPostalAddress, CNPhoneNumber,
// CNLabeledValue), declared by hand from Apple's documentation, for type-checking only. No Swift overlay.
#pragma once
#include "Foundation.h"

NS_ASSUME_NONNULL_BEGIN
@class CNPostalAddress, CNPhoneNumber;

// CNLabeledValue.h
@interface CNLabeledValue<ValueType : id<NSCopying, NSSecureCoding>> : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)labeledValueWithLabel:(nullable NSString *)label value:(ValueType)value;
- (instancetype)initWithLabel:(nullable NSString *)label value:(ValueType)value;
@property (readonly, copy, nonatomic) NSString *identifier;
@property (readonly, copy, nonatomic, nullable) NSString *label;
@property (readonly, copy, nonatomic) ValueType value;
- (instancetype)labeledValueBySettingLabel:(nullable NSString *)label;
- (instancetype)labeledValueBySettingValue:(ValueType)value;
+ (NSString *)localizedStringForLabel:(NSString *)label;
@end
extern NSString * const CNLabelHome;
extern NSString * const CNLabelWork;
extern NSString * const CNLabelSchool;
extern NSString * const CNLabelOther;
extern NSString * const CNLabelPhoneNumberMobile;
extern NSString * const CNLabelPhoneNumberMain;

// CNPhoneNumber.h
@interface CNPhoneNumber : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)phoneNumberWithStringValue:(NSString *)stringValue;
- (instancetype)initWithStringValue:(NSString *)string;
@property (readonly, copy, nonatomic) NSString *stringValue;
@end

// CNPostalAddress.h
@interface CNPostalAddress : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy, nonatomic) NSString *street;
@property (readonly, copy, nonatomic) NSString *subLocality;
@property (readonly, copy, nonatomic) NSString *city;
@property (readonly, copy, nonatomic) NSString *subAdministrativeArea;
@property (readonly, copy, nonatomic) NSString *state;
@property (readonly, copy, nonatomic) NSString *postalCode;
@property (readonly, copy, nonatomic) NSString *country;
@property (readonly, copy, nonatomic) NSString *ISOCountryCode NS_SWIFT_NAME(isoCountryCode);
+ (NSString *)localizedStringForKey:(NSString *)key;
@end
@interface CNMutablePostalAddress : CNPostalAddress
@property (copy, nonatomic) NSString *street;
@property (copy, nonatomic) NSString *subLocality;
@property (copy, nonatomic) NSString *city;
@property (copy, nonatomic) NSString *subAdministrativeArea;
@property (copy, nonatomic) NSString *state;
@property (copy, nonatomic) NSString *postalCode;
@property (copy, nonatomic) NSString *country;
@property (copy, nonatomic) NSString *ISOCountryCode NS_SWIFT_NAME(isoCountryCode);
@end
extern NSString * const CNPostalAddressStreetKey;
extern NSString * const CNPostalAddressCityKey;
extern NSString * const CNPostalAddressStateKey;
extern NSString * const CNPostalAddressPostalCodeKey;
extern NSString * const CNPostalAddressCountryKey;

// CNContact.h
typedef NS_ENUM(NSInteger, CNContactType) {
    CNContactTypePerson,
    CNContactTypeOrganization
};

@interface CNContact : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy, nonatomic) NSString *identifier;
@property (readonly, nonatomic) CNContactType contactType;
@property (readonly, copy, nonatomic) NSString *namePrefix;
@property (readonly, copy, nonatomic) NSString *givenName;
@property (readonly, copy, nonatomic) NSString *middleName;
@property (readonly, copy, nonatomic) NSString *familyName;
@property (readonly, copy, nonatomic) NSString *previousFamilyName;
@property (readonly, copy, nonatomic) NSString *nameSuffix;
@property (readonly, copy, nonatomic) NSString *nickname;
@property (readonly, copy, nonatomic) NSString *organizationName;
@property (readonly, copy, nonatomic) NSString *departmentName;
@property (readonly, copy, nonatomic) NSString *jobTitle;
@property (readonly, copy, nonatomic) NSString *note;
@property (readonly, copy, nonatomic, nullable) NSData *imageData;
@property (readonly, copy, nonatomic, nullable) NSData *thumbnailImageData;
@property (readonly, nonatomic) BOOL imageDataAvailable;
@property (readonly, copy, nonatomic) NSArray<CNLabeledValue<CNPhoneNumber *> *> *phoneNumbers;
@property (readonly, copy, nonatomic) NSArray<CNLabeledValue<NSString *> *> *emailAddresses;
@property (readonly, copy, nonatomic) NSArray<CNLabeledValue<CNPostalAddress *> *> *postalAddresses;
@property (readonly, copy, nonatomic) NSArray<CNLabeledValue<NSString *> *> *urlAddresses;
- (BOOL)isKeyAvailable:(NSString *)key;
- (BOOL)isUnifiedWithContactWithIdentifier:(NSString *)contactIdentifier;
+ (NSString *)localizedStringForKey:(NSString *)key;
@end

@interface CNMutableContact : CNContact
@property (nonatomic) CNContactType contactType;
@property (copy, nonatomic) NSString *namePrefix;
@property (copy, nonatomic) NSString *givenName;
@property (copy, nonatomic) NSString *middleName;
@property (copy, nonatomic) NSString *familyName;
@property (copy, nonatomic) NSString *nameSuffix;
@property (copy, nonatomic) NSString *nickname;
@property (copy, nonatomic) NSString *organizationName;
@property (copy, nonatomic) NSString *departmentName;
@property (copy, nonatomic) NSString *jobTitle;
@property (copy, nonatomic) NSString *note;
@property (copy, nonatomic, nullable) NSData *imageData;
@property (copy, nonatomic) NSArray<CNLabeledValue<CNPhoneNumber *> *> *phoneNumbers;
@property (copy, nonatomic) NSArray<CNLabeledValue<NSString *> *> *emailAddresses;
@property (copy, nonatomic) NSArray<CNLabeledValue<CNPostalAddress *> *> *postalAddresses;
@property (copy, nonatomic) NSArray<CNLabeledValue<NSString *> *> *urlAddresses;
@end
extern NSString * const CNContactIdentifierKey;
extern NSString * const CNContactGivenNameKey;
extern NSString * const CNContactFamilyNameKey;
extern NSString * const CNContactOrganizationNameKey;
extern NSString * const CNContactPhoneNumbersKey;
extern NSString * const CNContactEmailAddressesKey;
extern NSString * const CNContactPostalAddressesKey;
extern NSString * const CNContactImageDataKey;
extern NSString * const CNContactNoteKey;
NS_ASSUME_NONNULL_END

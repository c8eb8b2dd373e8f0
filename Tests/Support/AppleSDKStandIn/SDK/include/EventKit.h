// EventKit subset: calendar items (EKEvent, EKReminder) and their store, declared by hand from Apple's
// documentation, for type-checking only. No Swift overlay. None of these classes adopts NSCoding (as on Apple
// platforms), so a model can name them but not archive them.
#pragma once
#include "Foundation.h"

NS_ASSUME_NONNULL_BEGIN
@class EKEventStore;

@interface EKObject : NSObject
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic, readonly) BOOL isNew;
- (void)reset;
- (void)rollback;
- (BOOL)refresh;
@end

@interface EKCalendarItem : EKObject
@property (nonatomic, readonly) NSString *calendarItemIdentifier;
@property (nonatomic, readonly) NSString *calendarItemExternalIdentifier;
@property (nonatomic, copy, null_resettable) NSString *title;
@property (nonatomic, copy, nullable) NSString *location;
@property (nonatomic, copy, nullable) NSString *notes;
@property (nonatomic, copy, nullable) NSURL *URL;
@property (nonatomic, readonly, nullable) NSDate *lastModifiedDate;
@property (nonatomic, readonly, nullable, strong) NSDate *creationDate;
@property (nonatomic, readonly) BOOL hasAlarms;
@property (nonatomic, readonly) BOOL hasRecurrenceRules;
@property (nonatomic, readonly) BOOL hasAttendees;
@property (nonatomic, readonly) BOOL hasNotes;
@end

@interface EKEvent : EKCalendarItem
+ (EKEvent *)eventWithEventStore:(EKEventStore *)eventStore;
@property (nonatomic, readonly, nullable) NSString *eventIdentifier;
@property (nonatomic, getter=isAllDay) BOOL allDay;
@property (nonatomic, copy, null_unspecified) NSDate *startDate;
@property (nonatomic, copy, null_unspecified) NSDate *endDate;
@property (nonatomic, readonly, nullable) NSDate *occurrenceDate;
@property (nonatomic, readonly) BOOL isDetached;
@end

@interface EKReminder : EKCalendarItem
+ (EKReminder *)reminderWithEventStore:(EKEventStore *)eventStore;
@property (nonatomic, getter=isCompleted) BOOL completed;
@property (nonatomic, copy, nullable) NSDate *completionDate;
@property (nonatomic) NSUInteger priority;
@end

@interface EKEventStore : NSObject
- (instancetype)init;
@property (nonatomic, readonly) NSString *eventStoreIdentifier;
- (nullable EKEvent *)eventWithIdentifier:(NSString *)identifier;
- (nullable EKCalendarItem *)calendarItemWithIdentifier:(NSString *)identifier;
@end
NS_ASSUME_NONNULL_END

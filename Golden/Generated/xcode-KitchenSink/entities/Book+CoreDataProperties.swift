//
//  Book+CoreDataProperties.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData


public typealias BookCoreDataPropertiesSet = NSSet

extension Book {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {
        return NSFetchRequest<Book>(entityName: "Book")
    }

    @NSManaged public var pageCount: Int16
    @NSManaged public var wordCount: Int32
    @NSManaged public var isbn13: Int64
    @NSManaged public var price: NSDecimalNumber?
    @NSManaged public var rating: Double
    @NSManaged public var weight: Float
    @NSManaged public var isFavorite: Bool
    @NSManaged public var cover: Data?
    @NSManaged public var website: URL?
    @NSManaged public var colors: [String]?
    @NSManaged public var summary: String?
    @NSManaged public var titleLength: Int64
    @NSManaged public var scratch: NSObject?
    @NSManaged public var objectRef: NSManagedObjectID?
    @NSManaged public var shelfPosition: NSObject?
    @NSManaged public var author: Author
    @NSManaged public var chapters: NSOrderedSet?
    @NSManaged public var loans: NSSet?
    @NSManaged public var cachedNeighbour: Book?

}

// MARK: Generated accessors for chapters
extension Book {

    @objc(insertObject:inChaptersAtIndex:)
    @NSManaged public func insertIntoChapters(_ value: Chapter, at idx: Int)

    @objc(removeObjectFromChaptersAtIndex:)
    @NSManaged public func removeFromChapters(at idx: Int)

    @objc(insertChapters:atIndexes:)
    @NSManaged public func insertIntoChapters(_ values: [Chapter], at indexes: NSIndexSet)

    @objc(removeChaptersAtIndexes:)
    @NSManaged public func removeFromChapters(at indexes: NSIndexSet)

    @objc(replaceObjectInChaptersAtIndex:withObject:)
    @NSManaged public func replaceChapters(at idx: Int, with value: Chapter)

    @objc(replaceChaptersAtIndexes:withChapters:)
    @NSManaged public func replaceChapters(at indexes: NSIndexSet, with values: [Chapter])

    @objc(addChaptersObject:)
    @NSManaged public func addToChapters(_ value: Chapter)

    @objc(removeChaptersObject:)
    @NSManaged public func removeFromChapters(_ value: Chapter)

    @objc(addChapters:)
    @NSManaged public func addToChapters(_ values: NSOrderedSet)

    @objc(removeChapters:)
    @NSManaged public func removeFromChapters(_ values: NSOrderedSet)

}

// MARK: Generated accessors for loans
extension Book {

    @objc(addLoansObject:)
    @NSManaged public func addToLoans(_ value: Loan)

    @objc(removeLoansObject:)
    @NSManaged public func removeFromLoans(_ value: Loan)

    @objc(addLoans:)
    @NSManaged public func addToLoans(_ values: NSSet)

    @objc(removeLoans:)
    @NSManaged public func removeFromLoans(_ values: NSSet)

}

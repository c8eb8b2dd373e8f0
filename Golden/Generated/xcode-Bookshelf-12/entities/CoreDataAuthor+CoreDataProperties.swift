//
//  CoreDataAuthor+CoreDataProperties.swift
//  
//
//  Created by shale from Bookshelf.xcdatamodeld.
//
//

import Foundation
import CoreData


extension CoreDataAuthor {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<CoreDataAuthor> {
        return NSFetchRequest<CoreDataAuthor>(entityName: "Author")
    }

    @NSManaged public var id: UUID?
    @NSManaged public var name: String?
    @NSManaged public var born: Date?
    @NSManaged public var books: NSSet?

}

// MARK: Generated accessors for books
extension CoreDataAuthor {

    @objc(addBooksObject:)
    @NSManaged public func addToBooks(_ value: CoreDataBook)

    @objc(removeBooksObject:)
    @NSManaged public func removeFromBooks(_ value: CoreDataBook)

    @objc(addBooks:)
    @NSManaged public func addToBooks(_ values: NSSet)

    @objc(removeBooks:)
    @NSManaged public func removeFromBooks(_ values: NSSet)

}

extension CoreDataAuthor : Identifiable {

}

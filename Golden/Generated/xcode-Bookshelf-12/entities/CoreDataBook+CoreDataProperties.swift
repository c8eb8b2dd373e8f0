//
//  CoreDataBook+CoreDataProperties.swift
//  
//
//  Created by shale from Bookshelf.xcdatamodeld.
//
//

import Foundation
import CoreData


extension CoreDataBook {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<CoreDataBook> {
        return NSFetchRequest<CoreDataBook>(entityName: "Book")
    }

    @NSManaged public var id: UUID?
    @NSManaged public var title: String?
    @NSManaged public var pageCount: Int32
    @NSManaged public var genre: String?
    @NSManaged public var rating: NSNumber?
    @NSManaged public var author: CoreDataAuthor?

}

extension CoreDataBook : Identifiable {

}

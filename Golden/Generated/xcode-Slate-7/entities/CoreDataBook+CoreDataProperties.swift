//
//  CoreDataBook+CoreDataProperties.swift
//  
//
//  Created by shale from Slate.xcdatamodel.
//
//
//  Choose "Create NSManagedObject Subclass…" from the Core Data editor menu
//  to delete and recreate this implementation file for your updated model.
//

import Foundation
import CoreData

extension CoreDataBook {

    @NSManaged var id: String?
    @NSManaged var title: String?
    @NSManaged var pageCount: Int64
    @NSManaged var rating: NSNumber?
    @NSManaged var published: NSDate?
    @NSManaged var author: CoreDataAuthor?
    @NSManaged var readers: NSOrderedSet?

}

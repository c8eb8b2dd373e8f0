//
//  CoreDataAuthor+CoreDataProperties.swift
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

extension CoreDataAuthor {

    @NSManaged var id: String?
    @NSManaged var name: String?
    @NSManaged var genre: String?
    @NSManaged var status: Int16
    @NSManaged var address_street: String?
    @NSManaged var address_city: String?
    @NSManaged var address_zip: String?
    @NSManaged var address_has: Bool
    @NSManaged var social_handle: String?
    @NSManaged var books: NSSet?

}

//
//  CoreDataReader+CoreDataProperties.swift
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

extension CoreDataReader {

    @NSManaged var nickname: String?
    @NSManaged var booksRead: Int32
    @NSManaged var favorites: NSSet?

}

//
//  CoreDataAuthor+CoreDataClass.swift
//  
//
//  Created by shale from Bookshelf.xcdatamodeld.
//
//

import Foundation
import CoreData

@objc(CoreDataAuthor)
public class CoreDataAuthor: NSManagedObject {

}

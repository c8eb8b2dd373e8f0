//
//  CoreDataBook+CoreDataClass.swift
//  
//
//  Created by shale from Bookshelf.xcdatamodeld.
//
//

import Foundation
import CoreData

@objc(CoreDataBook)
public class CoreDataBook: NSManagedObject {

}

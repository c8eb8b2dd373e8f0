//
//  CoreDataBook.swift
//  
//
//  Created by shale from Slate.xcdatamodel.
//
//

import Foundation
import CoreData

@objc(CoreDataBook)
class CoreDataBook: NSManagedObject {

// Insert code here to add functionality to your managed object subclass

}

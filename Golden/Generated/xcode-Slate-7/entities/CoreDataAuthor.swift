//
//  CoreDataAuthor.swift
//  
//
//  Created by shale from Slate.xcdatamodel.
//
//

import Foundation
import CoreData

@objc(CoreDataAuthor)
class CoreDataAuthor: NSManagedObject {

// Insert code here to add functionality to your managed object subclass

}

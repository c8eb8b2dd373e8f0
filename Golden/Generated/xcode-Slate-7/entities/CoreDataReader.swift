//
//  CoreDataReader.swift
//  
//
//  Created by shale from Slate.xcdatamodel.
//
//

import Foundation
import CoreData

@objc(CoreDataReader)
class CoreDataReader: NSManagedObject {

// Insert code here to add functionality to your managed object subclass

}

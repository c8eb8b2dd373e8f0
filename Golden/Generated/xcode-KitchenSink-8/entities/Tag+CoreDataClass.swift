//
//  Tag+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData

@objc(Tag)
public class Tag: NSManagedObject {

}

//
//  Item+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData

@objc(Item)
public class Item: NSManagedObject {

}

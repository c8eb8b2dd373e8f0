//
//  Item+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//

public import Foundation
public import CoreData

public typealias ItemCoreDataClassSet = NSSet

@objc(Item)
public class Item: NSManagedObject {

}

//
//  Tag+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//

public import Foundation
public import CoreData

public typealias TagCoreDataClassSet = NSSet

@objc(Tag)
public class Tag: NSManagedObject {

}

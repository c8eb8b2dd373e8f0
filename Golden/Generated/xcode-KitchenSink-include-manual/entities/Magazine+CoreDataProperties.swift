//
//  Magazine+CoreDataProperties.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//

public import Foundation
public import CoreData


public typealias MagazineCoreDataPropertiesSet = NSSet

extension Magazine {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Magazine> {
        return NSFetchRequest<Magazine>(entityName: "Magazine")
    }

    @NSManaged public var issue: Int32

}

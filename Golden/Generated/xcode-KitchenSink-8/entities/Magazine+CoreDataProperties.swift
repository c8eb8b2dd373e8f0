//
//  Magazine+CoreDataProperties.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData


extension Magazine {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Magazine> {
        return NSFetchRequest<Magazine>(entityName: "Magazine");
    }

    @NSManaged public var issue: Int32

}

//
//  Chapter+CoreDataProperties.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData


extension Chapter {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Chapter> {
        return NSFetchRequest<Chapter>(entityName: "Chapter");
    }

    @NSManaged public var number: Int16
    @NSManaged public var book: Book?

}

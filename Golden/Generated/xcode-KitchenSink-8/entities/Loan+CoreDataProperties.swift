//
//  Loan+CoreDataProperties.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData


extension Loan {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Loan> {
        return NSFetchRequest<Loan>(entityName: "Loan");
    }

    @NSManaged public var due: NSDate?
    @NSManaged public var book: Book?

}

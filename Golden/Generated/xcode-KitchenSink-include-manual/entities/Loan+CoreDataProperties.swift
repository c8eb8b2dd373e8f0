//
//  Loan+CoreDataProperties.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//

public import Foundation
public import CoreData


public typealias LoanCoreDataPropertiesSet = NSSet

extension Loan {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Loan> {
        return NSFetchRequest<Loan>(entityName: "Loan")
    }

    @NSManaged public var due: Date
    @NSManaged public var book: Book

}

extension Loan : Identifiable {

}

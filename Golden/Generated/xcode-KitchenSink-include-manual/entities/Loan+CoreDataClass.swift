//
//  Loan+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//

public import Foundation
public import CoreData

public typealias LoanCoreDataClassSet = NSSet

@objc(Loan)
public class Loan: NSManagedObject {

}

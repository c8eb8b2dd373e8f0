//
//  Loan+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData

@objc(Loan)
public class Loan: NSManagedObject {

}

//
//  Chapter+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData

@objc(Chapter)
public class Chapter: NSManagedObject {

}

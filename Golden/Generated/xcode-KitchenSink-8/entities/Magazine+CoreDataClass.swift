//
//  Magazine+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//

import Foundation
import CoreData

@objc(Magazine)
public class Magazine: Item {

}

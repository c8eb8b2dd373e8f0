//
//  Magazine+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//

public import Foundation
public import CoreData

public typealias MagazineCoreDataClassSet = NSSet

@objc(Magazine)
public class Magazine: Item {

}

//
//  Chapter+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//

public import Foundation
public import CoreData

public typealias ChapterCoreDataClassSet = NSSet

@objc(Chapter)
public class Chapter: NSManagedObject {

}

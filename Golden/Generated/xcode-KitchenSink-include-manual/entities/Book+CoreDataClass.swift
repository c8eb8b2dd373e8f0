//
//  Book+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//  This file was automatically generated and should not be edited.
//

public import Foundation
public import CoreData

public typealias BookCoreDataClassSet = NSSet


public class Book: Item {

}

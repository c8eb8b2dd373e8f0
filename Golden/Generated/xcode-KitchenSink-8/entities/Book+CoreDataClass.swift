//
//  Book+CoreDataClass.swift
//  
//
//  Created by shale from KitchenSink.xcdatamodeld.
//
//  This file was automatically generated and should not be edited.
//

import Foundation
import CoreData


public class Book: Item {

}

@_exported import CoreData
@_exported import Foundation
// Swift overlay for the UIKit clang module (include/UIKit.h: UIColor, UIImage, UIFont, UIBezierPath):
// UIKit's Swift-only API that Slate and generated code reach.
@_exported import UIKit

extension IndexPath {
    // UIKit (UITableView/UICollectionView) adds these to Foundation's IndexPath.
    public init(item: Int, section: Int) { fatalError() }
    public var item: Int {
        get { fatalError() }
        set { fatalError() }
    }
    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

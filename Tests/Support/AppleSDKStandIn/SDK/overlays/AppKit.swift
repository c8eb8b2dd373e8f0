// Swift overlay for the AppKit clang module (include/AppKit.h: NSColor, NSImage, NSFont, NSBezierPath):
// AppKit's Swift-only API that Slate and generated code reach.
@_exported import AppKit
@_exported import CoreData
@_exported import Foundation

extension IndexPath {
    // AppKit (NSCollectionView) adds these to Foundation's IndexPath.
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

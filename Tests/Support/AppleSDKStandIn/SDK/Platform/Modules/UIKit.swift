// UIKit, as far as the package's sources can reach it: Foundation, which UIKit re-exports, and the members UIKit
// adds to IndexPath for table and collection views (developer.apple.com/documentation/foundation/indexpath:
// init(row:section:), init(item:section:), row, item, section; iOS 2.0 and 6.0).
@_exported import Foundation

extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }
    public var item: Int {
        get { fatalError() }
        set { fatalError() }
    }
    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

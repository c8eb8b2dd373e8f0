// AppKit, as far as the package's sources can reach it: Foundation, which AppKit re-exports, and the members
// AppKit adds to IndexPath for collection views (developer.apple.com/documentation/foundation/indexpath:
// init(item:section:), item, section; macOS 10.11).
@_exported import Foundation

extension IndexPath {
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

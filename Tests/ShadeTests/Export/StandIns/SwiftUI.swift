// A stand-in for SwiftUI on Linux: only Color made from a platform color, and the platform
// color made back from it (as SwiftUI declares them), so a harness can resolve a Color.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

public struct Color: Sendable {
    #if canImport(UIKit)
    fileprivate let platform: UIColor
    public init(uiColor: UIColor) { platform = uiColor }
    #elseif canImport(AppKit)
    fileprivate let platform: NSColor
    public init(nsColor: NSColor) { platform = nsColor }
    #endif
}

#if canImport(UIKit)
extension UIColor {
    public convenience init(_ color: Color) {
        self.init(dynamicProvider: { color.platform.resolvedColor(with: $0) })
    }
}
#elseif canImport(AppKit)
extension NSColor {
    public convenience init(_ color: Color) {
        self.init(name: nil, dynamicProvider: { _ in color.platform })
    }
}
#endif

// A stand-in for UIKit on Linux: only the API the Swift export uses, declared as Apple documents
// it, so the generated file compiles and resolves here as it would on iOS.
@_exported import Foundation

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Normal or increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified, normal, high
}

/// The traits a dynamic color resolves against.
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast

    public init() {
        userInterfaceStyle = .unspecified
        accessibilityContrast = .unspecified
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        accessibilityContrast = .unspecified
    }

    public init(accessibilityContrast: UIAccessibilityContrast) {
        userInterfaceStyle = .unspecified
        self.accessibilityContrast = accessibilityContrast
    }

    /// Later collections' specified traits win.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        userInterfaceStyle =
            traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        accessibilityContrast =
            traitCollections.last { $0.accessibilityContrast != .unspecified }?.accessibilityContrast ?? .unspecified
    }
}

/// A color, fixed or resolved per trait collection.
public class UIColor: @unchecked Sendable {
    private let components: (CGFloat, CGFloat, CGFloat, CGFloat)?
    private let provider: ((UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
    }

    /// A Display P3 color; `getRed` answers its extended sRGB components, as UIKit does.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = standInExtendedSRGB(fromDisplayP3: [red, green, blue])
        self.init(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: alpha)
    }

    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = nil
        provider = dynamicProvider
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// The components, resolved with unspecified traits when the color is dynamic.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components else {
            return resolvedColor(with: UITraitCollection()).getRed(red, green: green, blue: blue, alpha: alpha)
        }
        red?.pointee = components.0
        green?.pointee = components.1
        blue?.pointee = components.2
        alpha?.pointee = components.3
        return true
    }
}

/// Describes a font by attributes.
public final class UIFontDescriptor: @unchecked Sendable {
    public struct AttributeName: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    public struct TraitKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any]) {
        fontAttributes = attributes
    }
}

/// A font.
public final class UIFont: @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public let familyName: String
    public let pointSize: CGFloat
    public let fontDescriptor: UIFontDescriptor

    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        familyName = descriptor.fontAttributes[.family] as? String ?? "System Font"
        self.pointSize = pointSize
        fontDescriptor = descriptor
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            descriptor: UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue]]
            ), size: fontSize)
    }
}

/// Scales fonts for Dynamic Type; at the default content size the size is kept.
public final class UIFontMetrics: @unchecked Sendable {
    public static let `default` = UIFontMetrics()

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
}

extension UITraitCollection {
    /// The traits of the code running now; here, every trait unspecified.
    public class var current: UITraitCollection { UITraitCollection() }
}

// MARK: - Appearance proxies

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

/// A type whose instances can contain views that take appearance from a proxy.
@MainActor public protocol UIAppearanceContainer: NSObjectProtocol {}

/// A type with appearance proxies: what is set on a proxy is given to every instance (inside
/// instances of the containers, nearest first).
@MainActor public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// An object that responds to events.
@MainActor open class UIResponder: NSObject {}

/// A view. Here its appearance proxies are instances of the class itself, one per class and
/// containment, so each records the values set on it as the proxy of that containment.
@MainActor open class UIView: UIResponder, UIAppearance {
    open var tintColor: UIColor!

    public required override init() { super.init() }

    open class func appearance() -> Self { appearance(whenContainedInInstancesOf: []) }

    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let key = ([self] + containerTypes.map { $0 as AnyClass }).map { String(reflecting: $0) }.joined(
            separator: " in ")
        if let proxy = appearanceProxies[key] as? Self { return proxy }
        let proxy = self.init()
        appearanceProxies[key] = proxy
        return proxy
    }
}

/// The proxy of every class and containment asked for so far.
@MainActor private var appearanceProxies: [String: UIView] = [:]

/// A view controller: a container for appearance.
@MainActor open class UIViewController: UIResponder, UIAppearanceContainer {}

/// A navigation bar, with the legacy customizations the export sets.
@MainActor open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

// A stand-in for AppKit on Linux: only the API the Swift export uses, declared as Apple documents it.
@_exported import Foundation

/// A system appearance.
public final class NSAppearance: @unchecked Sendable {
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityDarkAqua")
    }

    public let name: Name
    nonisolated(unsafe) public static var currentDrawing = NSAppearance(named: .aqua)!

    public init?(named name: Name) { self.name = name }

    public class func currentDrawingAppearance() -> NSAppearance { currentDrawing }

    public func performAsCurrentDrawingAppearance(_ block: () -> Void) {
        let saved = NSAppearance.currentDrawing
        NSAppearance.currentDrawing = self
        block()
        NSAppearance.currentDrawing = saved
    }

    /// The name itself when listed, else aqua's.
    public func bestMatch(from appearances: [Name]) -> Name? {
        appearances.contains(name) ? name : appearances.first
    }
}

/// A color, fixed or resolved with the current drawing appearance.
public class NSColor: @unchecked Sendable {
    public typealias Name = String
    private let components: (CGFloat, CGFloat, CGFloat, CGFloat)?
    private let provider: ((NSAppearance) -> NSColor)?

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
    }

    /// A Display P3 color; `getRed` answers its extended sRGB components.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = standInExtendedSRGB(fromDisplayP3: [red, green, blue])
        self.init(srgbRed: srgb[0], green: srgb[1], blue: srgb[2], alpha: alpha)
    }

    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
        components = nil
        provider = dynamicProvider
    }

    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) {
        guard let components else {
            return provider!(NSAppearance.currentDrawingAppearance()).getRed(
                red, green: green, blue: blue, alpha: alpha)
        }
        red?.pointee = components.0
        green?.pointee = components.1
        blue?.pointee = components.2
        alpha?.pointee = components.3
    }
}

/// Describes a font by attributes.
public final class NSFontDescriptor: @unchecked Sendable {
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

    public init(fontAttributes attributes: [AttributeName: Any]?) {
        fontAttributes = attributes ?? [:]
    }
}

/// A font.
public final class NSFont: @unchecked Sendable {
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

    public let familyName: String?
    public let pointSize: CGFloat
    public let fontDescriptor: NSFontDescriptor

    /// Every family is taken as installed here.
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        familyName = fontDescriptor.fontAttributes[.family] as? String ?? "System Font"
        pointSize = fontSize
        self.fontDescriptor = fontDescriptor
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(
            descriptor: NSFontDescriptor(fontAttributes: [.traits: [NSFontDescriptor.TraitKey.weight: weight.rawValue]]
            ), size: fontSize)!
    }
}

import ShadeCore
import ShadeSyntax

/// The file-private helpers at the end of every Swift export: reading the appearance from a
/// trait collection or an appearance, colors from RGBA bytes, fonts scaled for Dynamic Type,
/// and the lock that guards the current value of a declared axis. They extend the platform
/// types (or are file-private), so no name of the theme can hide them.
enum SwiftExportSupport {
    /// The helpers; the current-value box only when the theme declares axes.
    /// - Parameter contrastLevels: the contrast axis's values; an extended axis (`normal,
    ///   medium, high`) gets its cases, which Apple platforms never report but `high`.
    package static func code(declaredAxes: Bool, contrastLevels: [String] = Appearance.AxisDefinition.contrast.values)
        -> String
    {
        var out = common(contrastLevels: contrastLevels)
        if declaredAxes { out += currentValue }
        return out + platforms + swiftUI
    }

    package static func common(contrastLevels: [String]) -> String {
        """

        // MARK: - Support (file-private)

        /// The `scheme` axis: an unspecified style resolves as light.
        private enum ShadeScheme { case light, dark }

        /// The `contrast` axis: an unspecified contrast resolves as normal.
        private enum ShadeContrast { case \(contrastLevels.map(ExportNaming.swift).joined(separator: ", ")) }

        """
    }

    static let currentValue = """

        /// A value any thread may read and set, guarded by a lock.
        private final class ShadeCurrentValue<Value: Sendable>: @unchecked Sendable {
            private let lock = NSLock()
            private var stored: Value

            init(_ value: Value) { stored = value }

            var value: Value {
                get { lock.lock(); defer { lock.unlock() }; return stored }
                set { lock.lock(); defer { lock.unlock() }; stored = newValue }
            }
        }

        """

    package static let platforms = """

        #if canImport(UIKit)
        private typealias ShadeColor = UIKit.UIColor
        private typealias ShadeFont = UIKit.UIFont
        private typealias ShadeTraits = UIKit.UITraitCollection

        extension UIKit.UITraitCollection {
            fileprivate var shadeScheme: ShadeScheme { userInterfaceStyle == .dark ? .dark : .light }
            fileprivate var shadeContrast: ShadeContrast { accessibilityContrast == .high ? .high : .normal }

            /// A value that varies: a function of the trait collection.
            fileprivate static func shadeFunction<Value>(
                _ value: @escaping @Sendable (UIKit.UITraitCollection) -> Value
            ) -> @Sendable (UIKit.UITraitCollection) -> Value { value }

            /// A font that varies: a function of the trait collection.
            fileprivate static func shadeFonts(
                _ font: @escaping @Sendable (UIKit.UITraitCollection) -> UIKit.UIFont
            ) -> @Sendable (UIKit.UITraitCollection) -> UIKit.UIFont { font }
        }

        extension UIKit.UIColor {
            /// A color that varies: resolved by UIKit for each trait collection.
            fileprivate static func shadeDynamic(
                _ provider: @escaping @Sendable (UIKit.UITraitCollection) -> UIKit.UIColor
            ) -> UIKit.UIColor { UIKit.UIColor(dynamicProvider: provider) }

            /// An sRGB color from its bytes, red first, alpha last (`0x3c64f4ff`).
            fileprivate static func shadeRGBA(_ rgba: UInt32) -> UIKit.UIColor {
                UIKit.UIColor(
                    red: CGFloat(rgba >> 24 & 0xff) / 255, green: CGFloat(rgba >> 16 & 0xff) / 255,
                    blue: CGFloat(rgba >> 8 & 0xff) / 255, alpha: CGFloat(rgba & 0xff) / 255)
            }

            /// A color in Display P3, by its components.
            fileprivate static func shadeP3(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> \
        UIKit.UIColor {
                UIKit.UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
        }

        extension UIKit.UIFont {
            /// The family names that mean the system font, which apps cannot ask for by name.
            private static let shadeSystemFamilies: Set<Swift.String> = ["system", "System", "SF Pro", "SF Pro Text", \
        "SF Pro Display"]

            /// A font of `family` at `size` points and `weight`, scaled for Dynamic Type: set
            /// `adjustsFontForContentSizeCategory` on the view to follow size changes.
            fileprivate static func shadeFont(
                _ family: Swift.String, size: CGFloat, weight: UIKit.UIFont.Weight, compatibleWith traits: \
        UIKit.UITraitCollection? = nil
            ) -> UIKit.UIFont {
                let font: UIKit.UIFont
                if shadeSystemFamilies.contains(family) {
                    font = UIKit.UIFont.systemFont(ofSize: size, weight: weight)
                } else {
                    let descriptor = UIKit.UIFontDescriptor(fontAttributes: [
                        .family: family, .traits: [UIKit.UIFontDescriptor.TraitKey.weight: weight.rawValue],
                    ])
                    font = UIKit.UIFont(descriptor: descriptor, size: size)
                }
                return UIKit.UIFontMetrics.default.scaledFont(for: font, compatibleWith: traits)
            }
        }
        \(appearanceColors("UIKit.UIColor"))
        #elseif canImport(AppKit)
        private typealias ShadeColor = AppKit.NSColor
        private typealias ShadeFont = AppKit.NSFont
        private typealias ShadeTraits = AppKit.NSAppearance

        extension AppKit.NSAppearance {
            /// A value that varies: a function of the appearance.
            fileprivate static func shadeFunction<Value>(
                _ value: @escaping @Sendable (AppKit.NSAppearance) -> Value
            ) -> @Sendable (AppKit.NSAppearance) -> Value { value }

            /// A font that varies: a function of the appearance.
            fileprivate static func shadeFonts(
                _ font: @escaping @Sendable (AppKit.NSAppearance) -> AppKit.NSFont
            ) -> @Sendable (AppKit.NSAppearance) -> AppKit.NSFont { font }

            private var shadeMatch: AppKit.NSAppearance.Name? {
                bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])
            }
            fileprivate var shadeScheme: ShadeScheme {
                let match = shadeMatch
                return match == .darkAqua || match == .accessibilityHighContrastDarkAqua ? .dark : .light
            }
            fileprivate var shadeContrast: ShadeContrast {
                let match = shadeMatch
                return match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua ? .high \
        : .normal
            }
        }

        extension AppKit.NSColor {
            /// A color that varies: resolved by AppKit for each appearance (aqua, darkAqua and
            /// their high-contrast variants).
            fileprivate static func shadeDynamic(
                _ provider: @escaping @Sendable (AppKit.NSAppearance) -> AppKit.NSColor
            ) -> AppKit.NSColor { AppKit.NSColor(name: nil, dynamicProvider: provider) }

            /// An sRGB color from its bytes, red first, alpha last (`0x3c64f4ff`).
            fileprivate static func shadeRGBA(_ rgba: UInt32) -> AppKit.NSColor {
                AppKit.NSColor(
                    srgbRed: CGFloat(rgba >> 24 & 0xff) / 255, green: CGFloat(rgba >> 16 & 0xff) / 255,
                    blue: CGFloat(rgba >> 8 & 0xff) / 255, alpha: CGFloat(rgba & 0xff) / 255)
            }

            /// A color in Display P3, by its components.
            fileprivate static func shadeP3(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> \
        AppKit.NSColor {
                AppKit.NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
        }

        extension AppKit.NSFont {
            /// The family names that mean the system font, which apps cannot ask for by name.
            private static let shadeSystemFamilies: Set<Swift.String> = ["system", "System", "SF Pro", "SF Pro Text", \
        "SF Pro Display"]

            /// A font of `family` at `size` points and `weight`; the system font where the family
            /// is the system's or is not installed. (`traits` is unused: macOS has no Dynamic Type.)
            fileprivate static func shadeFont(
                _ family: Swift.String, size: CGFloat, weight: AppKit.NSFont.Weight, compatibleWith traits: \
        AppKit.NSAppearance? = nil
            ) -> AppKit.NSFont {
                if !shadeSystemFamilies.contains(family) {
                    let descriptor = AppKit.NSFontDescriptor(fontAttributes: [
                        .family: family, .traits: [AppKit.NSFontDescriptor.TraitKey.weight: weight.rawValue],
                    ])
                    if let font = AppKit.NSFont(descriptor: descriptor, size: size) { return font }
                }
                return AppKit.NSFont.systemFont(ofSize: size, weight: weight)
            }
        }
        \(appearanceColors("AppKit.NSColor"))
        #endif

        """

    /// The colors that vary only on the appearance, in terms of the platform's `shadeDynamic`
    /// and `shadeRGBA`, for `color`: `UIKit.UIColor` or `AppKit.NSColor`.
    private static func appearanceColors(_ color: String) -> String {
        """
        extension \(color) {
            /// A color with one value in light mode and one in dark mode (RGBA bytes).
            fileprivate static func shadeDynamic(light: UInt32, dark: UInt32) -> \(color) {
                shadeDynamic(light: light, lightHigh: light, dark: dark, darkHigh: dark)
            }

            /// A color with one value at normal contrast and one at high contrast (RGBA bytes).
            fileprivate static func shadeDynamic(normal: UInt32, high: UInt32) -> \(color) {
                shadeDynamic(light: normal, lightHigh: high, dark: normal, darkHigh: high)
            }

            /// A color with a value for each scheme and contrast (RGBA bytes).
            fileprivate static func shadeDynamic(light: UInt32, lightHigh: UInt32, dark: UInt32, darkHigh: UInt32) -> \
        \(color) {
                shadeDynamic { traits in
                    switch (traits.shadeScheme, traits.shadeContrast == .high) {
                    case (.light, false): shadeRGBA(light)
                    case (.light, true): shadeRGBA(lightHigh)
                    case (.dark, false): shadeRGBA(dark)
                    case (.dark, true): shadeRGBA(darkHigh)
                    }
                }
            }
        }
        """
    }

    static let swiftUI = """

        #if canImport(SwiftUI) && canImport(UIKit)
        extension SwiftUI.Color {
            fileprivate init(shadePlatform color: UIKit.UIColor) { self.init(uiColor: color) }
        }
        #elseif canImport(SwiftUI) && canImport(AppKit)
        extension SwiftUI.Color {
            fileprivate init(shadePlatform color: AppKit.NSColor) { self.init(nsColor: color) }
        }
        #endif

        """
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import ShadeSyntax

/// The color spaces of CSS Color 4 that Shade converts between (docs/color.md, Conversions). Every conversion
/// goes through CIE XYZ (D65) with the matrices CSS Color 4 publishes; Lab and LCH are CIE's, on
/// D50, reached through the Bradford adaptation, as CSS defines `lab()` and `lch()`.
package enum ColorSpace: String, Sendable, CaseIterable {
    /// sRGB, gamma-encoded: Shade's own colors.
    case srgb
    /// sRGB with linear light.
    case srgbLinear = "srgb-linear"
    /// Display P3, gamma-encoded with the sRGB transfer function.
    case displayP3 = "display-p3"
    /// CIE Lab (D50): L 0…100, a and b about ±125.
    case lab
    /// CIE LCH (D50): L 0…100, chroma ≥ 0, hue in degrees.
    case lch
    /// OKLab: L 0…1, a and b about ±0.4.
    case oklab
    /// OKLCH: L 0…1, chroma ≥ 0, hue in degrees.
    case oklch
    /// CIE XYZ with the D65 white.
    case xyzD65 = "xyz-d65"

    /// The space as a number below 128 (``ThemeColor`` keeps it in one byte with a flag).
    var code: UInt8 {
        switch self {
        case .srgb: 0
        case .srgbLinear: 1
        case .displayP3: 2
        case .lab: 3
        case .lch: 4
        case .oklab: 5
        case .oklch: 6
        case .xyzD65: 7
        }
    }

    /// The space of a ``code``.
    init(code: UInt8) {
        switch code {
        case 1: self = .srgbLinear
        case 2: self = .displayP3
        case 3: self = .lab
        case 4: self = .lch
        case 5: self = .oklab
        case 6: self = .oklch
        case 7: self = .xyzD65
        default: self = .srgb
        }
    }

    /// Whether the third component is a hue (degrees).
    public var isPolar: Bool { self == .lch || self == .oklch }

    /// The three components of a (possibly out-of-gamut) sRGB color in this space. A hue that
    /// does not exist (an achromatic color) is NaN, CSS's "none".
    public func components(of color: ThemeColor) -> [Double] {
        let vector = self.vector(of: color)
        return [vector.x, vector.y, vector.z]
    }

    /// The sRGB color (extended: channels may lie outside 0…1) with these components in this space.
    public func color(_ components: [Double], alpha: Double = 1) -> ThemeColor {
        color(Vector3(components[0], components[1], components[2]), alpha: alpha)
    }

    /// ``components(of:)`` as a value.
    package func vector(of color: ThemeColor) -> Vector3 {
        if self == .srgb { return Vector3(color.red, color.green, color.blue) }
        return components(
            fromXYZ: ColorMatrices.xyz(
                fromLinearSRGB: ColorMatrices.linear(Vector3(color.red, color.green, color.blue))))
    }

    /// ``color(_:alpha:)`` of a value.
    package func color(_ components: Vector3, alpha: Double = 1) -> ThemeColor {
        let rgb =
            self == .srgb ? components : ColorMatrices.gamma(ColorMatrices.linearSRGB(fromXYZ: xyz(from: components)))
        return ThemeColor(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }

    package func components(fromXYZ xyz: Vector3) -> Vector3 {
        switch self {
        case .xyzD65: return xyz
        case .srgbLinear: return ColorMatrices.linearSRGB(fromXYZ: xyz)
        case .srgb: return ColorMatrices.gamma(ColorMatrices.linearSRGB(fromXYZ: xyz))
        case .displayP3: return ColorMatrices.gamma(ColorMatrices.linearP3(fromXYZ: xyz))
        case .lab: return CIELab.lab(fromXYZD50: ColorMatrices.d50(fromD65: xyz))
        case .lch: return Polar.polar(CIELab.lab(fromXYZD50: ColorMatrices.d50(fromD65: xyz)), achromaticBelow: 1e-4)
        case .oklab: return OKLab.oklab(fromXYZ: xyz)
        case .oklch: return Polar.polar(OKLab.oklab(fromXYZ: xyz), achromaticBelow: 1e-6)
        }
    }

    package func xyz(from components: Vector3) -> Vector3 {
        switch self {
        case .xyzD65: return components
        case .srgbLinear: return ColorMatrices.xyz(fromLinearSRGB: components)
        case .srgb: return ColorMatrices.xyz(fromLinearSRGB: ColorMatrices.linear(components))
        case .displayP3: return ColorMatrices.xyz(fromLinearP3: ColorMatrices.linear(components))
        case .lab: return ColorMatrices.d65(fromD50: CIELab.xyzD50(fromLab: components))
        case .lch: return ColorMatrices.d65(fromD50: CIELab.xyzD50(fromLab: Polar.rectangular(components)))
        case .oklab: return OKLab.xyz(fromOKLab: components)
        case .oklch: return OKLab.xyz(fromOKLab: Polar.rectangular(components))
        }
    }
}

/// Lightness, chroma and hue from rectangular coordinates, and back.
enum Polar {
    /// `(l, a, b)` as `(l, c, h)`, h in 0…360; a chroma below `achromaticBelow` has no hue (NaN).
    static func polar(_ lab: Vector3, achromaticBelow threshold: Double) -> Vector3 {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        guard chroma >= threshold else { return Vector3(lab.x, chroma, .nan) }
        var hue = atan2(lab.z, lab.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        return Vector3(lab.x, chroma, hue)
    }

    /// `(l, c, h)` as `(l, a, b)`; a missing hue (NaN) counts as 0, and a negative chroma as 0.
    static func rectangular(_ lch: Vector3) -> Vector3 {
        let chroma = max(lch.y, 0), hue = lch.z.isNaN ? 0 : lch.z * .pi / 180
        return Vector3(lch.x, chroma * cos(hue), chroma * sin(hue))
    }
}

import Foundation

/// The color spaces of CSS Color 4 that Shade converts between (DESIGN.md §9). Every conversion
/// goes through CIE XYZ (D65) with the matrices CSS Color 4 publishes; Lab and LCH are CIE's, on
/// D50, reached through the Bradford adaptation, as CSS defines `lab()` and `lch()`.
public enum ColorSpace: String, Sendable, CaseIterable {
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

    /// Whether the third component is a hue (degrees).
    public var isPolar: Bool { self == .lch || self == .oklch }

    /// The three components of a (possibly out-of-gamut) sRGB color in this space. A hue that
    /// does not exist (an achromatic color) is NaN, CSS's "none".
    public func components(of color: Color) -> [Double] {
        let xyz = ColorMatrices.xyz(fromLinearSRGB: [color.red, color.green, color.blue].map(ColorMatrices.linear))
        return components(fromXYZ: xyz)
    }

    /// The sRGB color (extended: channels may lie outside 0…1) with these components in this space.
    public func color(_ components: [Double], alpha: Double = 1) -> Color {
        let rgb = ColorMatrices.linearSRGB(fromXYZ: xyz(from: components)).map(ColorMatrices.gamma)
        return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    func components(fromXYZ xyz: [Double]) -> [Double] {
        switch self {
        case .xyzD65: return xyz
        case .srgbLinear: return ColorMatrices.linearSRGB(fromXYZ: xyz)
        case .srgb: return ColorMatrices.linearSRGB(fromXYZ: xyz).map(ColorMatrices.gamma)
        case .displayP3: return ColorMatrices.linearP3(fromXYZ: xyz).map(ColorMatrices.gamma)
        case .lab: return CIELab.lab(fromXYZD50: ColorMatrices.d50(fromD65: xyz))
        case .lch: return Polar.polar(CIELab.lab(fromXYZD50: ColorMatrices.d50(fromD65: xyz)), achromaticBelow: 1e-4)
        case .oklab: return OKLab.oklab(fromXYZ: xyz)
        case .oklch: return Polar.polar(OKLab.oklab(fromXYZ: xyz), achromaticBelow: 1e-6)
        }
    }

    func xyz(from components: [Double]) -> [Double] {
        switch self {
        case .xyzD65: return components
        case .srgbLinear: return ColorMatrices.xyz(fromLinearSRGB: components)
        case .srgb: return ColorMatrices.xyz(fromLinearSRGB: components.map(ColorMatrices.linear))
        case .displayP3: return ColorMatrices.xyz(fromLinearP3: components.map(ColorMatrices.linear))
        case .lab: return ColorMatrices.d65(fromD50: CIELab.xyzD50(fromLab: components))
        case .lch: return ColorMatrices.d65(fromD50: CIELab.xyzD50(fromLab: Polar.rectangular(components)))
        case .oklab: return OKLab.xyz(fromOKLab: components)
        case .oklch: return OKLab.xyz(fromOKLab: Polar.rectangular(components))
        }
    }
}

/// Lightness, chroma and hue from rectangular coordinates, and back.
enum Polar {
    /// `[l, a, b]` as `[l, c, h]`, h in 0…360; a chroma below `achromaticBelow` has no hue (NaN).
    static func polar(_ lab: [Double], achromaticBelow threshold: Double) -> [Double] {
        let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
        guard chroma >= threshold else { return [lab[0], chroma, .nan] }
        var hue = atan2(lab[2], lab[1]) * 180 / .pi
        if hue < 0 { hue += 360 }
        return [lab[0], chroma, hue]
    }

    /// `[l, c, h]` as `[l, a, b]`; a missing hue (NaN) counts as 0, and a negative chroma as 0.
    static func rectangular(_ lch: [Double]) -> [Double] {
        let chroma = max(lch[1], 0), hue = lch[2].isNaN ? 0 : lch[2] * .pi / 180
        return [lch[0], chroma * cos(hue), chroma * sin(hue)]
    }
}

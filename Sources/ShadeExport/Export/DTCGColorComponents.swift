import ShadeCore
import ShadeSyntax

/// How the DTCG export writes a color's components (the format's color module, 2025.10): in the
/// space the color was written in, within the ranges the format's schema gives each space.
enum DTCGColorComponents {
    /// The space and components to write. sRGB colors as output clamps them; `oklch`, `oklab`,
    /// `lab` and `lch` as they are (lightness within its range, chroma at least 0, hue in
    /// 0…360, a grey's hue `none` — NaN here); `display-p3` mapped into P3 when outside it;
    /// `srgb-linear` and `xyz-d65` (mixes in those spaces), whose components the format bounds
    /// to 0…1, as they are when inside, else in OKLCH.
    package static func written(_ color: ThemeColor) -> (ColorSpace, [Double]) {
        let (space, components) = unrounded(color)
        // Conversions leave noise in the last digits (0.6999999999999998): twelve decimals are
        // far below any visible difference. sRGB keeps every digit, so its bytes round-trip.
        guard space != .srgb else { return (space, components) }
        var rounded = components.map { ($0 * 1e12).rounded() / 1e12 }
        // The format wants 0 ≤ h < 360: 359.9999999999999 rounds to 360, which is 0.
        if space.isPolar, rounded[2] >= 360 { rounded[2] = 0 }
        return (space, rounded)
    }

    private static func unrounded(_ color: ThemeColor) -> (ColorSpace, [Double]) {
        switch color.space {
        case .srgb:
            return (.srgb, [color.red, color.green, color.blue].map(\.clamped01))
        case .displayP3:
            return (.displayP3, color.displayP3Components)
        case .srgbLinear, .xyzD65:
            let components = color.space.components(of: color)
            if components.allSatisfy({ $0 >= 0 && $0 <= 1 }) { return (color.space, components) }
            return unrounded(color.written(in: .oklch))
        case .oklab, .lab, .oklch, .lch:
            var components = color.space.components(of: color)
            let lightness: ClosedRange<Double> = color.space == .lab || color.space == .lch ? 0...100 : 0...1
            components[0] = min(max(components[0], lightness.lowerBound), lightness.upperBound)
            if color.space.isPolar {
                components[1] = max(components[1], 0)
                if !components[2].isNaN {
                    let hue = components[2].truncatingRemainder(dividingBy: 360)
                    components[2] = hue < 0 ? hue + 360 : hue
                }
            }
            return (color.space, components)
        }
    }
}

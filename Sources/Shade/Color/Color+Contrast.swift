import Foundation

extension Color {
    /// WCAG 2.x relative luminance of the clamped channels (alpha is ignored: WCAG defines
    /// contrast for opaque colors): 0.2126 R + 0.7152 G + 0.0722 B of the linearized channels,
    /// c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4.
    var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let c = c.clamped01
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1…21.
    func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }
}

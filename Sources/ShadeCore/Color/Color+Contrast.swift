import Foundation
import ShadeSyntax

extension ThemeColor {
    /// WCAG 2.x relative luminance of the clamped channels (alpha is ignored: WCAG defines
    /// contrast for opaque colors): 0.2126 R + 0.7152 G + 0.0722 B of the linearized channels,
    /// c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4. A color outside sRGB is measured as
    /// sRGB outputs show it (``inSRGB``).
    var relativeLuminance: Double {
        let shown = inSRGB
        func linear(_ c: Double) -> Double {
            let c = c.clamped01
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(shown.red) + 0.7152 * linear(shown.green) + 0.0722 * linear(shown.blue)
    }

    /// WCAG 2.x contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1…21.
    func contrastRatio(with other: ThemeColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }
}

extension ThemeColor {
    /// The color closest to `self` whose contrast with `background` is at least `ratio`, measured
    /// on the output bytes (so the printed color really passes).
    ///
    /// If `self` passes it is returned unchanged. Otherwise `self` is mixed toward black and toward
    /// white, `mix(self, pole, t)`, finding by bisection the least t that passes; the pole needing
    /// the smaller t wins (black on a tie). If neither pole reaches the ratio, the pole with the
    /// higher contrast is returned.
    ///
    /// Contrast ignores alpha, so the search runs on the opaque color and the result gets `self`'s
    /// alpha back: a translucent or fully transparent color reaches the ratio as ``contrastRatio(with:)``
    /// measures it (mixing the transparent color itself would lose its channels).
    func ensuringContrast(_ ratio: Double, against background: ThemeColor) -> ThemeColor {
        var result = ThemeColor(red: red, green: green, blue: blue, space: space).ensuringOpaqueContrast(
            ratio, against: background)
        result.alpha = alpha
        return result
    }

    private func ensuringOpaqueContrast(_ ratio: Double, against background: ThemeColor) -> ThemeColor {
        let background = background.quantized
        func passes(_ color: ThemeColor) -> Bool { color.quantized.contrastRatio(with: background) >= ratio }
        if passes(self) { return self }
        let poles = [
            ThemeColor(red: 0, green: 0, blue: 0, alpha: alpha), ThemeColor(red: 1, green: 1, blue: 1, alpha: alpha)
        ]
        var best: (t: Double, color: ThemeColor)?
        for pole in poles where passes(pole) {
            var low = 0.0, high = 1.0
            for _ in 0..<48 {
                let middle = (low + high) / 2
                if passes(mixed(with: pole, by: middle)) { high = middle } else { low = middle }
            }
            if best == nil || high < best!.t { best = (high, mixed(with: pole, by: high).quantized) }
        }
        if let best { return best.color }
        return poles.max { $0.contrastRatio(with: background) < $1.contrastRatio(with: background) }!
    }

    /// The color its output bytes stand for.
    var quantized: ThemeColor {
        let (r, g, b, a) = bytes
        return ThemeColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }
}

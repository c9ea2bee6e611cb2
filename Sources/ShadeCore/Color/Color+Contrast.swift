#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
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

extension ThemeColor {
    /// The UIKit extension `darkened(amount:)` teams ship: HSB brightness × (1 − a), a = clamp(t, 0, 1);
    /// hue, saturation and alpha kept. Scaling brightness at fixed hue and saturation scales
    /// every RGB channel by the same factor, which is how it is computed.
    func darkened(by amount: Double) -> ThemeColor {
        scaled(by: 1 - amount.clamped01)
    }

    /// Its companion `lightened(amount:)`: HSB brightness × (1 + a), clamped to at most 1;
    /// equivalently RGB × min(1 + a, 1 / max channel). Black stays black.
    func lightened(by amount: Double) -> ThemeColor {
        let brightness = Swift.max(red, green, blue)
        guard brightness > 0 else { return self }
        return scaled(by: Swift.min(1 + amount.clamped01, 1 / brightness))
    }

    private func scaled(by factor: Double) -> ThemeColor {
        ThemeColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha, space: space)
    }

    /// CSS `color-mix(in srgb, self, other t)`: t is the share of `other`, clamped to 0…1;
    /// interpolation is of premultiplied channels, then divided by the mixed alpha. The result is
    /// written in the first space of the two that is not sRGB (so it keeps a wide value).
    package func mixed(with other: ThemeColor, by t: Double) -> ThemeColor {
        let t = t.clamped01
        let alpha = self.alpha * (1 - t) + other.alpha * t
        guard alpha > 0 else { return ThemeColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ a: Double, _ b: Double) -> Double {
            (a * self.alpha * (1 - t) + b * other.alpha * t) / alpha
        }
        return ThemeColor(
            red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue),
            alpha: alpha, space: space == .srgb ? other.space : space)
    }
}

extension ThemeColor {
    /// This color drawn over `background`: Porter–Duff source-over on straight (unpremultiplied)
    /// sRGB channels, as a browser composites one layer on another (Compositing and Blending
    /// Level 1, §5.1): αo = αs + αb × (1 − αs), Co = (Cs × αs + Cb × αb × (1 − αs)) / αo; fully
    /// transparent when αo is 0. Compositing is sRGB's: a color outside sRGB is mapped into it first.
    func composited(over background: ThemeColor) -> ThemeColor {
        let (top, background) = (inSRGB, background.inSRGB)
        let source = top.alpha.clamped01, below = background.alpha.clamped01
        let alpha = source + below * (1 - source)
        guard alpha > 0 else { return ThemeColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top.clamped01 * source + bottom.clamped01 * below * (1 - source)) / alpha
        }
        return ThemeColor(
            red: channel(top.red, background.red), green: channel(top.green, background.green),
            blue: channel(top.blue, background.blue), alpha: alpha)
    }
}

import ShadeSyntax

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

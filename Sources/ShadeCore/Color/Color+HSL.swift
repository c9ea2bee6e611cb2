import ShadeSyntax

extension ThemeColor {
    /// HSL to sRGB (CSS Color 4 §7.1): h in degrees (any value, taken modulo 360), s and l in 0…1.
    package init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let s = saturation.clamped01, l = lightness.clamped01
        let h = Self.normalizedHue(hue)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * Swift.min(l, 1 - l)
            return l - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
        }
        self.init(red: f(0), green: f(8), blue: f(4), alpha: alpha)
    }

    /// HSB (HSV) to sRGB, as UIKit's `init(hue:saturation:brightness:alpha:)` but with h in degrees.
    package init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let s = saturation.clamped01, v = brightness.clamped01
        let h = Self.normalizedHue(hue)
        func f(_ n: Double) -> Double {
            let k = (n + h / 60).truncatingRemainder(dividingBy: 6)
            return v - v * s * Swift.max(0, Swift.min(k, 4 - k, 1))
        }
        self.init(red: f(5), green: f(3), blue: f(1), alpha: alpha)
    }

    private static func normalizedHue(_ hue: Double) -> Double {
        let h = hue.truncatingRemainder(dividingBy: 360)
        return h < 0 ? h + 360 : h
    }
}

extension ThemeColor {
    /// Hue in degrees (0 ≤ h < 360), saturation and lightness in 0…1 of the clamped channels
    /// (CSS Color 4 §7.2, the inverse of ``init(hue:saturation:lightness:alpha:)``). HSL is
    /// sRGB's: a color outside sRGB is read as mapped into it (``inSRGB``).
    package var hsl: (hue: Double, saturation: Double, lightness: Double) {
        let shown = inSRGB
        let r = shown.red.clamped01, g = shown.green.clamped01, b = shown.blue.clamped01
        let high = Swift.max(r, g, b), low = Swift.min(r, g, b)
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 0 else { return (0, 0, lightness) }
        let saturation = delta / (1 - abs(2 * lightness - 1))
        var hue: Double
        switch high {
        case r: hue = 60 * ((g - b) / delta).truncatingRemainder(dividingBy: 6)
        case g: hue = 60 * ((b - r) / delta + 2)
        default: hue = 60 * ((r - g) / delta + 4)
        }
        if hue < 0 { hue += 360 }
        return (hue, saturation, lightness)
    }

    /// HSL saturation + t, clamped to 0…1 (Sass `saturate`, with t a fraction); hue, lightness and
    /// alpha kept. A negative t desaturates.
    func saturated(by t: Double) -> ThemeColor {
        let (h, s, l) = hsl
        return ThemeColor(hue: h, saturation: (s + t).clamped01, lightness: l, alpha: alpha)
    }

    /// The hue turned by `degrees` on the HSL wheel; saturation, lightness and alpha kept.
    func rotatingHue(by degrees: Double) -> ThemeColor {
        let (h, s, l) = hsl
        return ThemeColor(hue: h + degrees, saturation: s, lightness: l, alpha: alpha)
    }

    /// HSL saturation 0: the gray of the same lightness (Sass `grayscale`).
    var grayscale: ThemeColor {
        ThemeColor(hue: 0, saturation: 0, lightness: hsl.lightness, alpha: alpha)
    }

    /// Each channel c → 1 − c of the color as sRGB shows it; alpha kept.
    var inverted: ThemeColor {
        let shown = inSRGB
        return ThemeColor(
            red: 1 - shown.red.clamped01, green: 1 - shown.green.clamped01, blue: 1 - shown.blue.clamped01, alpha: alpha
        )
    }
}

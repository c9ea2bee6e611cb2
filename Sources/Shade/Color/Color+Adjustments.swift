extension Color {
    /// Hue in degrees (0 ≤ h < 360), saturation and lightness in 0…1 of the clamped channels
    /// (CSS Color 4 §7.2, the inverse of ``init(hue:saturation:lightness:alpha:)``).
    var hsl: (hue: Double, saturation: Double, lightness: Double) {
        let r = red.clamped01, g = green.clamped01, b = blue.clamped01
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
    func saturated(by t: Double) -> Color {
        let (h, s, l) = hsl
        return Color(hue: h, saturation: (s + t).clamped01, lightness: l, alpha: alpha)
    }

    /// The hue turned by `degrees` on the HSL wheel; saturation, lightness and alpha kept.
    func rotatingHue(by degrees: Double) -> Color {
        let (h, s, l) = hsl
        return Color(hue: h + degrees, saturation: s, lightness: l, alpha: alpha)
    }

    /// HSL saturation 0: the gray of the same lightness (Sass `grayscale`).
    var grayscale: Color {
        Color(hue: 0, saturation: 0, lightness: hsl.lightness, alpha: alpha)
    }

    /// Each channel c → 1 − c; alpha kept.
    var inverted: Color {
        Color(red: 1 - red.clamped01, green: 1 - green.clamped01, blue: 1 - blue.clamped01, alpha: alpha)
    }
}

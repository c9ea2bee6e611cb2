extension Color {
    /// HSL to sRGB (CSS Color 4 §7.1): h in degrees (any value, taken modulo 360), s and l in 0…1.
    init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
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
    init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
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

import ShadeSyntax

/// A color's HCT (hue, chroma, tone) as Material 3 reads it: CAM16 hue (degrees) and chroma under
/// Material's default viewing conditions, and CIE L* as the tone (docs/color.md, HCT).
package struct HCT: Sendable, Equatable {
    /// CAM16 hue, degrees in 0…360.
    package var hue: Double
    /// CAM16 chroma, 0 to about 150 at sRGB's most saturated.
    package var chroma: Double
    /// CIE L*, 0 (black) … 100 (white).
    package var tone: Double
}

extension ThemeColor {
    /// `Hct.from(hue, chroma, tone)`: the sRGB color of that HCT, or the one nearest it in chroma
    /// that sRGB shows (tone and hue kept), in 8 bits as Material gives it; alpha as given.
    init(hct: HCT, alpha: Double = 1) {
        let (red, green, blue) = HCTSolver.solve(hue: hct.hue, chroma: hct.chroma, tone: hct.tone)
        self.init(bytes: Int(red), Int(green), Int(blue), alpha: alpha)
    }

    /// The HCT of the color's sRGB output bytes (``bytes``), as Material's `Hct.fromInt` reads them.
    package var hct: HCT {
        let bytes = self.bytes
        let red = MaterialRGB.linearized(bytes.red), green = MaterialRGB.linearized(bytes.green)
        let blue = MaterialRGB.linearized(bytes.blue)
        let (hue, chroma) = CAM16.hueAndChroma(linear: red, green, blue)
        let tone = MaterialRGB.lstar(fromY: 0.2126 * red + 0.7152 * green + 0.0722 * blue)
        return HCT(hue: hue, chroma: chroma, tone: tone)
    }

    /// The color with tone `tone`, its HCT hue and chroma kept, as Material's tonal palettes
    /// solve it; alpha kept.
    func withTone(_ tone: Double) -> ThemeColor {
        var hct = self.hct
        hct.tone = tone
        return ThemeColor(hct: hct, alpha: alpha)
    }

    /// `self × (1 − t) + other × t` in HCT: hue by `hue` (degrees, as CSS interpolates a hue;
    /// a grey keeps the hue CAM16 gives it), chroma, tone and alpha linearly, then solved.
    func mixedInHCT(with other: ThemeColor, by t: Double, hue rule: HueInterpolation) -> ThemeColor {
        let t = t.clamped01
        let first = hct, second = other.hct
        let (firstHue, secondHue) = rule.fixup(first.hue, second.hue)
        let mixed = HCT(
            hue: firstHue * (1 - t) + secondHue * t, chroma: first.chroma * (1 - t) + second.chroma * t,
            tone: first.tone * (1 - t) + second.tone * t)
        return ThemeColor(hct: mixed, alpha: alpha * (1 - t) + other.alpha * t)
    }
}

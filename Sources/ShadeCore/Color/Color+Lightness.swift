import ShadeSyntax

/// The spaces whose lightness Shade can set while keeping hue and chroma: OKLCH (L 0…1), CIE
/// LCH (L* 0…100) and HCT (tone, Material's L* 0…100, solved as Material solves it,
/// docs/color.md, HCT). OKLab and Lab share OKLCH's and LCH's lightnesses.
enum LightnessSpace: Sendable {
    case oklch, lch, hct

    /// The space named by a `in:` argument (`oklch`, `oklab`, `lch`, `lab`, `hct`).
    package init?(name: String) {
        switch name {
        case "oklch", "oklab": self = .oklch
        case "lch", "lab": self = .lch
        case "hct": self = .hct
        default: return nil
        }
    }

    /// Black's and white's lightness.
    package var range: ClosedRange<Double> { self == .oklch ? 0...1 : 0...100 }

    /// The color's lightness in this space (HCT's tone for `.hct`).
    package func lightness(of color: ThemeColor) -> Double {
        switch self {
        case .oklch: ColorSpace.oklch.vector(of: color).x
        case .lch: ColorSpace.lch.vector(of: color).x
        case .hct: color.hct.tone
        }
    }
}

extension ThemeColor {
    /// The color with lightness `lightness` in `space`, hue and chroma kept (a grey stays grey);
    /// alpha kept. The result is written in that space: outside sRGB, an sRGB output maps it.
    func withLightness(_ lightness: Double, in space: LightnessSpace) -> ThemeColor {
        let polar: ColorSpace
        switch space {
        case .hct: return withTone(lightness)
        case .oklch: polar = .oklch
        case .lch: polar = .lch
        }
        var components = polar.vector(of: self)
        components.x = lightness
        if components.z.isNaN { components.z = 0 }
        return polar.color(components, alpha: alpha).written(in: polar)
    }

    /// The color closest in lightness to `self` whose contrast with `background` is at least
    /// `ratio`, moving only its lightness in `space` (hue and chroma kept, as Material's contrast
    /// levels move tone): the least change of L toward black and toward white that passes, found
    /// by bisection, measured both as `contrast` measures the two colors and on their output
    /// bytes (so the assertion and the printed colors pass); the smaller change wins (darker on a
    /// tie). If neither end passes, the end with the higher contrast. `self` if it passes; alpha kept.
    func ensuringContrast(_ ratio: Double, against background: ThemeColor, byLightnessIn space: LightnessSpace)
        -> ThemeColor
    {
        let printed = background.quantized
        let opaque = ThemeColor(red: red, green: green, blue: blue, space: self.space)
        func passes(_ color: ThemeColor) -> Bool {
            color.contrastRatio(with: background) >= ratio && color.quantized.contrastRatio(with: printed) >= ratio
        }
        if passes(opaque) { return self }
        let start = space.lightness(of: opaque)
        var best: (change: Double, color: ThemeColor)?
        for end in [space.range.lowerBound, space.range.upperBound] where passes(opaque.withLightness(end, in: space)) {
            var low = 0.0, high = 1.0
            for _ in 0..<48 {
                let middle = (low + high) / 2
                if passes(opaque.withLightness(start + (end - start) * middle, in: space)) {
                    high = middle
                } else {
                    low = middle
                }
            }
            let change = abs(end - start) * high
            if best == nil || change < best!.change {
                best = (change, opaque.withLightness(start + (end - start) * high, in: space))
            }
        }
        var result =
            best?.color ?? [space.range.lowerBound, space.range.upperBound]
            .map { opaque.withLightness($0, in: space) }
            .max { $0.contrastRatio(with: background) < $1.contrastRatio(with: background) }!
        result.alpha = alpha
        return result
    }
}

import ShadeSyntax

/// How a hue is interpolated (CSS Color 4 §12.4): which way round the wheel.
package enum HueInterpolation: String, Sendable, CaseIterable {
    /// The shorter arc (the default).
    case shorter
    /// The longer arc.
    case longer
    /// Hue only grows.
    case increasing
    /// Hue only shrinks.
    case decreasing

    /// The two hues (degrees, 0…360) adjusted so that a straight line between them takes this way.
    func fixup(_ first: Double, _ second: Double) -> (Double, Double) {
        var (a, b) = (first, second)
        let difference = b - a
        switch self {
        case .shorter:
            if difference > 180 { a += 360 } else if difference < -180 { b += 360 }
        case .longer:
            if difference > 0 && difference < 180 { a += 360 } else if difference > -180 && difference <= 0 { b += 360 }
        case .increasing:
            if b < a { b += 360 }
        case .decreasing:
            if a < b { a += 360 }
        }
        return (a, b)
    }
}

extension ThemeColor {
    /// CSS `color-mix(in SPACE [HUE hue], self, other t)` (CSS Color 5 §2, interpolation by CSS
    /// Color 4 §12): both colors in `space`; a missing component (the hue of a grey) takes the
    /// other color's; hues adjusted by `hue`; components other than a hue premultiplied by alpha;
    /// `self × (1 − t) + other × t`; divided by the mixed alpha. The result is written in `space`,
    /// so an sRGB output maps it into sRGB. `t` is clamped to 0…1. (`.srgb` is ``mixed(with:by:)``.)
    package func mixed(with other: ThemeColor, by t: Double, in space: ColorSpace, hue: HueInterpolation = .shorter)
        -> ThemeColor
    {
        let t = t.clamped01
        var first = space.vector(of: self), second = space.vector(of: other)
        let alpha = self.alpha * (1 - t) + other.alpha * t
        guard alpha > 0 else { return ThemeColor(red: 0, green: 0, blue: 0, alpha: 0, space: space) }
        var mixed = (first * self.alpha * (1 - t) + second * other.alpha * t) / alpha
        if space.isPolar {
            if first.z.isNaN { first.z = second.z }
            if second.z.isNaN { second.z = first.z }
            if !first.z.isNaN { (first.z, second.z) = hue.fixup(first.z, second.z) }
            // The hue is not premultiplied.
            let value = first.z * (1 - t) + second.z * t
            mixed.z = value.isNaN ? .nan : value.truncatingRemainder(dividingBy: 360)
        }
        return space.color(mixed, alpha: alpha).written(in: space)
    }
}

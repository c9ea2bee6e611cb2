#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import ShadeSyntax

/// Gamut mapping by CSS Color 4's binary search (§ "CSS gamut mapping to an RGB destination"):
/// hold OKLCH lightness and hue, and reduce chroma until the color clipped into the gamut is
/// within a just-noticeable difference (deltaEOK 0.02) of it. White and black stand in for
/// colors lighter or darker than the gamut.
package enum ColorGamut: String, Sendable, CaseIterable {
    /// sRGB.
    case srgb
    /// Display P3.
    case displayP3 = "display-p3"

    static let justNoticeable = 0.02
    static let epsilon = 0.0001

    private var space: ColorSpace { self == .srgb ? .srgb : .displayP3 }

    /// Whether the color lies in the gamut (within a rounding error).
    public func contains(_ color: ThemeColor) -> Bool {
        if self == .srgb { return color.isInsideSRGB }
        return Self.isInside(space.vector(of: color), within: 0.000001)
    }

    private static func isInside(_ components: Vector3, within tolerance: Double = 0) -> Bool {
        components.min() >= -tolerance && components.max() <= 1 + tolerance
    }

    /// The gamut's linear-light RGB from XYZ (D65), and back.
    private var fromXYZ: Matrix3 { self == .srgb ? ColorMatrices.xyzToLinearSRGB : ColorMatrices.xyzToLinearP3 }
    private var toXYZ: Matrix3 { self == .srgb ? ColorMatrices.linearSRGBToXYZ : ColorMatrices.linearP3ToXYZ }

    /// The color mapped into the gamut, as sRGB; alpha kept.
    ///
    /// The search runs on linear light: the transfer function is monotonic and keeps 0 and 1, so
    /// a channel is inside 0…1 encoded exactly when it is linear, and clipping either gives the
    /// same color; only the result is encoded. Lightness and hue are fixed, so the OKLab point of
    /// a chroma is (L, C cos h, C sin h).
    public func map(_ color: ThemeColor) -> ThemeColor {
        let origin = ColorSpace.oklch.vector(of: color)
        if origin.x >= 1 { return ThemeColor(red: 1, green: 1, blue: 1, alpha: color.alpha) }
        if origin.x <= 0 { return ThemeColor(red: 0, green: 0, blue: 0, alpha: color.alpha) }
        if contains(color) { return color }
        let (fromXYZ, toXYZ) = (self.fromXYZ, self.toXYZ)
        let hue = origin.z.isNaN ? 0 : origin.z * .pi / 180
        let direction = Vector3(0, cos(hue), sin(hue)), lightness = Vector3(origin.x, 0, 0)
        let zero = Vector3(repeating: 0), one = Vector3(repeating: 1)
        func oklab(_ chroma: Double) -> Vector3 { lightness + direction * chroma }
        func linear(_ oklab: Vector3) -> Vector3 { fromXYZ * OKLab.xyz(fromOKLab: oklab) }
        /// deltaEOK between a clipped (linear) color and the OKLab point it was clipped from.
        func difference(_ clipped: Vector3, _ oklab: Vector3) -> Double {
            ColorDifference.deltaEOK(OKLab.oklab(fromXYZ: toXYZ * clipped), oklab)
        }
        var clipped = linear(oklab(origin.y)).clamped(lowerBound: zero, upperBound: one)
        if difference(clipped, oklab(origin.y)) < Self.justNoticeable {
            return Self.finite(encoded(clipped, alpha: color.alpha), else: color)
        }
        var low = 0.0, high = origin.y, lowInGamut = true
        while high - low > Self.epsilon {
            let chroma = (low + high) / 2
            let point = oklab(chroma)
            let candidate = linear(point)
            if lowInGamut && Self.isInside(candidate) {
                low = chroma
                continue
            }
            clipped = candidate.clamped(lowerBound: zero, upperBound: one)
            let delta = difference(clipped, point)
            if delta < Self.justNoticeable {
                if Self.justNoticeable - delta < Self.epsilon { break }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return Self.finite(encoded(clipped, alpha: color.alpha), else: color)
    }

    /// The (extended) sRGB color of linear-light components of this gamut.
    private func encoded(_ linear: Vector3, alpha: Double) -> ThemeColor {
        let rgb = ColorMatrices.gamma(self == .srgb ? linear : ColorMatrices.linearSRGB(fromXYZ: toXYZ * linear))
        return ThemeColor(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }

    /// A mapped color, or for a color too far out to convert (a NaN on the way) the color clamped.
    private static func finite(_ mapped: ThemeColor, else color: ThemeColor) -> ThemeColor {
        guard mapped.red.isFinite, mapped.green.isFinite, mapped.blue.isFinite else {
            return ThemeColor(
                red: color.red.clamped01, green: color.green.clamped01, blue: color.blue.clamped01, alpha: color.alpha)
        }
        return mapped
    }
}

/// Color differences: deltaE OK (Euclidean in OKLab) and CIEDE2000 (Sharma, Wu and Dalal, 2005).
package enum ColorDifference {
    /// deltaE OK between two colors.
    public static func deltaEOK(_ a: ThemeColor, _ b: ThemeColor) -> Double {
        deltaEOK(ColorSpace.oklab.vector(of: a), ColorSpace.oklab.vector(of: b))
    }

    static func deltaEOK(_ a: Vector3, _ b: Vector3) -> Double {
        let difference = a - b
        return (difference * difference).sum().squareRoot()
    }

    /// CIEDE2000 between two colors, on CIE Lab (D50, as CSS's `lab()`).
    public static func deltaE2000(_ first: ThemeColor, _ second: ThemeColor) -> Double {
        let lab1 = ColorSpace.lab.components(of: first), lab2 = ColorSpace.lab.components(of: second)
        let c1 = hypot(lab1[1], lab1[2]), c2 = hypot(lab2[1], lab2[2])
        let meanC = (c1 + c2) / 2
        let g = 0.5 * (1 - (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * lab1[1], a2 = (1 + g) * lab2[1]
        let cp1 = hypot(a1, lab1[2]), cp2 = hypot(a2, lab2[2])
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(lab1[2], a1), h2 = hue(lab2[2], a2)
        let dL = lab2[0] - lab1[0], dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(dh * .pi / 360)
        let meanL = (lab1[0] + lab2[0]) / 2, meanCp = (cp1 + cp2) / 2
        var meanH = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) > 180 { meanH += h1 + h2 < 360 ? 360 : -360 }
            meanH /= 2
        }
        let t =
            1 - 0.17 * cos((meanH - 30) * .pi / 180) + 0.24 * cos(2 * meanH * .pi / 180)
            + 0.32 * cos((3 * meanH + 6) * .pi / 180) - 0.20 * cos((4 * meanH - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * (pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanCp, sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        return (pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh)).squareRoot()
    }
}

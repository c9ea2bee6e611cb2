import Foundation

/// Gamut mapping by CSS Color 4's binary search (§ "CSS gamut mapping to an RGB destination"):
/// hold OKLCH lightness and hue, and reduce chroma until the color clipped into the gamut is
/// within a just-noticeable difference (deltaEOK 0.02) of it. White and black stand in for
/// colors lighter or darker than the gamut.
public enum ColorGamut: String, Sendable, CaseIterable {
    /// sRGB.
    case srgb
    /// Display P3.
    case displayP3 = "display-p3"

    static let justNoticeable = 0.02
    static let epsilon = 0.0001

    private var space: ColorSpace { self == .srgb ? .srgb : .displayP3 }

    /// Whether the color lies in the gamut (within a rounding error).
    public func contains(_ color: Color) -> Bool {
        if self == .srgb { return color.isInsideSRGB }
        return space.components(of: color).allSatisfy { $0 >= -0.000001 && $0 <= 1.000001 }
    }

    /// The color mapped into the gamut, as sRGB; alpha kept.
    public func map(_ color: Color) -> Color {
        let destination = space
        let oklch = ColorSpace.oklch.components(of: color)
        if oklch[0] >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: color.alpha) }
        if oklch[0] <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: color.alpha) }
        if contains(color) { return color }
        func clip(_ components: [Double]) -> [Double] { components.map { min(max($0, 0), 1) } }
        func inGamut(_ components: [Double]) -> Bool { components.allSatisfy { $0 >= 0 && $0 <= 1 } }
        func inDestination(_ lch: [Double]) -> [Double] { destination.components(fromXYZ: ColorSpace.oklch.xyz(from: lch)) }
        var current = oklch
        var clipped = clip(inDestination(current))
        if ColorDifference.deltaEOK(ColorSpace.oklab.components(fromXYZ: destination.xyz(from: clipped)),
                                    ColorSpace.oklab.components(fromXYZ: ColorSpace.oklch.xyz(from: current))) < Self.justNoticeable {
            return destination.color(clipped, alpha: color.alpha)
        }
        var low = 0.0, high = oklch[1], lowInGamut = true
        while high - low > Self.epsilon {
            let chroma = (low + high) / 2
            current[1] = chroma
            let candidate = inDestination(current)
            if lowInGamut && inGamut(candidate) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = ColorDifference.deltaEOK(ColorSpace.oklab.components(fromXYZ: destination.xyz(from: clipped)),
                                                     ColorSpace.oklab.components(fromXYZ: ColorSpace.oklch.xyz(from: current)))
            if difference < Self.justNoticeable {
                if Self.justNoticeable - difference < Self.epsilon { break }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return destination.color(clipped, alpha: color.alpha)
    }
}

/// Color differences: deltaE OK (Euclidean in OKLab) and CIEDE2000 (Sharma, Wu and Dalal, 2005).
public enum ColorDifference {
    /// deltaE OK between two colors.
    public static func deltaEOK(_ a: Color, _ b: Color) -> Double {
        deltaEOK(ColorSpace.oklab.components(of: a), ColorSpace.oklab.components(of: b))
    }

    static func deltaEOK(_ a: [Double], _ b: [Double]) -> Double {
        ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2])).squareRoot()
    }

    /// CIEDE2000 between two colors, on CIE Lab (D50, as CSS's `lab()`).
    public static func deltaE2000(_ first: Color, _ second: Color) -> Double {
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
        let t = 1 - 0.17 * cos((meanH - 30) * .pi / 180) + 0.24 * cos(2 * meanH * .pi / 180)
            + 0.32 * cos((3 * meanH + 6) * .pi / 180) - 0.20 * cos((4 * meanH - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * (pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanCp, sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        return (pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh)).squareRoot()
    }
}

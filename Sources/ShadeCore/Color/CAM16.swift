#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif

/// CAM16 under Material's default viewing conditions, as material-color-utilities computes it for
/// HCT (docs/color.md, HCT): a D65 white, an adapting luminance of 200/π × Y(L* 50) / 100, a
/// mid-grey background (L* 50), an average surround (2) and no discounting of the illuminant.
/// Material works on 8-bit sRGB with linear channels in 0…100 and its own sRGB → XYZ matrix, so
/// this file keeps those too: a color's hue and chroma are the same numbers Material reads.
enum CAM16 {
    /// The viewing conditions' derived constants (CIE 248:2022's CAM16 steps with Material's inputs).
    struct ViewingConditions: Sendable {
        let n, aw, nbb, ncb, c, nc, fl, flRoot, z: Double
        let rgbD: (Double, Double, Double)

        static let materialDefault = ViewingConditions()

        private init() {
            let white = (95.047, 100.0, 108.883)
            let adaptingLuminance = 200 / Double.pi * MaterialRGB.y(fromLstar: 50) / 100
            let cone = CAM16.cone(white.0, white.1, white.2)
            let f = 0.8 + 2.0 / 10  // average surround: f = 1.0, so c interpolates between 0.59 and 0.69
            c = CAM16.lerp(0.59, 0.69, (f - 0.9) * 10)
            let degree = min(max(f * (1 - (1 / 3.6) * exp((-adaptingLuminance - 42) / 92)), 0), 1)
            nc = f
            rgbD = (
                degree * (100 / cone.0) + 1 - degree, degree * (100 / cone.1) + 1 - degree,
                degree * (100 / cone.2) + 1 - degree
            )
            let k = 1 / (5 * adaptingLuminance + 1)
            let k4 = k * k * k * k
            let k4F = 1 - k4
            fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * cbrt(5 * adaptingLuminance)
            n = MaterialRGB.y(fromLstar: 50) / white.1
            z = 1.48 + n.squareRoot()
            nbb = 0.725 / pow(n, 0.2)
            ncb = nbb
            let fl = self.fl, rgbD = self.rgbD
            func adapted(_ value: Double) -> Double {
                let factor = pow(fl * value / 100, 0.42)
                return 400 * factor / (factor + 27.13)
            }
            let rA = adapted(rgbD.0 * cone.0), gA = adapted(rgbD.1 * cone.1), bA = adapted(rgbD.2 * cone.2)
            aw = (2 * rA + gA + 0.05 * bA) * nbb
            flRoot = pow(fl, 0.25)
        }
    }

    /// Hue (degrees, 0…360) and chroma of linear sRGB channels in 0…100.
    static func hueAndChroma(linear red: Double, _ green: Double, _ blue: Double) -> (hue: Double, chroma: Double) {
        let conditions = ViewingConditions.materialDefault
        let x = 0.41233895 * red + 0.35762064 * green + 0.18051042 * blue
        let y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        let z = 0.01932141 * red + 0.11916382 * green + 0.95034478 * blue
        let cone = Self.cone(x, y, z)
        func adapted(_ value: Double) -> Double {
            let factor = pow(conditions.fl * abs(value) / 100, 0.42)
            return sign(value) * 400 * factor / (factor + 27.13)
        }
        let rA = adapted(conditions.rgbD.0 * cone.0)
        let gA = adapted(conditions.rgbD.1 * cone.1)
        let bA = adapted(conditions.rgbD.2 * cone.2)
        let a = (11 * rA + -12 * gA + bA) / 11
        let b = (rA + gA - 2 * bA) / 9
        let u = (20 * rA + 20 * gA + 21 * bA) / 20
        let p2 = (40 * rA + 20 * gA + bA) / 20
        let hue = sanitizedDegrees(atan2(b, a) * 180 / .pi)
        let achromatic = p2 * conditions.nbb
        let j = 100 * pow(achromatic / conditions.aw, conditions.c * conditions.z)
        let huePrime = hue < 20.14 ? hue + 360 : hue
        let eccentricity = 0.25 * (cos(huePrime * .pi / 180 + 2) + 3.8)
        let p1 = 50000 / 13 * eccentricity * conditions.nc * conditions.ncb
        let t = p1 * (a * a + b * b).squareRoot() / (u + 0.305)
        let alpha = pow(t, 0.9) * pow(1.64 - pow(0.29, conditions.n), 0.73)
        return (hue, alpha * (j / 100).squareRoot())
    }

    /// CAM16's cone responses (the M16 matrix) of XYZ.
    static func cone(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        (
            0.401288 * x + 0.650173 * y - 0.051461 * z,
            -0.250268 * x + 1.204414 * y + 0.045854 * z,
            -0.002079 * x + 0.048952 * y + 0.953127 * z
        )
    }

    static func lerp(_ start: Double, _ stop: Double, _ amount: Double) -> Double {
        (1 - amount) * start + amount * stop
    }

    /// -1, 0 or 1.
    static func sign(_ value: Double) -> Double { value < 0 ? -1 : value == 0 ? 0 : 1 }

    /// Degrees in 0…360.
    static func sanitizedDegrees(_ degrees: Double) -> Double {
        let rest = degrees.truncatingRemainder(dividingBy: 360)
        return rest < 0 ? rest + 360 : rest
    }
}

/// 8-bit sRGB as material-color-utilities reads and writes it: linear channels in 0…100, L* from
/// the luminance Y, and bytes rounded half up.
enum MaterialRGB {
    /// Linear light (0…100) of a channel byte.
    static func linearized(_ byte: UInt8) -> Double { linearized(normalized: Double(byte) / 255) }

    /// Linear light (0…100) of a gamma-encoded channel in 0…1.
    static func linearized(normalized: Double) -> Double {
        return normalized <= 0.040449936 ? normalized / 12.92 * 100 : pow((normalized + 0.055) / 1.055, 2.4) * 100
    }

    /// The gamma-encoded channel, 0…255 unrounded, of linear light (0…100).
    static func delinearized(_ linear: Double) -> Double {
        let normalized = linear / 100
        let encoded = normalized <= 0.0031308 ? normalized * 12.92 : 1.055 * pow(normalized, 1 / 2.4) - 0.055
        return encoded * 255
    }

    /// The byte of linear light (0…100): rounded half up, clamped to 0…255.
    static func byte(_ linear: Double) -> UInt8 {
        UInt8(min(max((delinearized(linear) + 0.5).rounded(.down), 0), 255))
    }

    /// The luminance Y (0…100) of an L* (0…100).
    static func y(fromLstar lstar: Double) -> Double {
        let ft = (lstar + 16) / 116
        let cube = ft * ft * ft
        return 100 * (cube > 216.0 / 24389 ? cube : (116 * ft - 16) / (24389.0 / 27))
    }

    /// The L* (0…100) of a luminance Y (0…100).
    static func lstar(fromY y: Double) -> Double {
        let t = y / 100
        let f = t > 216.0 / 24389 ? pow(t, 1.0 / 3) : (24389.0 / 27 * t + 16) / 116
        return 116 * f - 16
    }
}

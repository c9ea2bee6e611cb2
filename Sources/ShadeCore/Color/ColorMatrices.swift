#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import ShadeSyntax

/// The published constants of CSS Color 4 (§ "Sample code for color conversions"): the sRGB
/// transfer function, the RGB ↔ XYZ (D65) matrices of sRGB and Display P3, and the Bradford
/// chromatic adaptation between D65 and D50.
enum ColorMatrices {
    typealias Matrix = Matrix3

    /// Linear light from a gamma-encoded sRGB (or P3) channel, extended to negative values by sign.
    package static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// Gamma-encoded from linear light, extended to negative values by sign.
    static func gamma(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
        return value < 0 ? -result : result
    }

    /// The three channels linearized.
    package static func linear(_ rgb: Vector3) -> Vector3 { Vector3(linear(rgb.x), linear(rgb.y), linear(rgb.z)) }
    /// The three channels gamma-encoded.
    static func gamma(_ rgb: Vector3) -> Vector3 { Vector3(gamma(rgb.x), gamma(rgb.y), gamma(rgb.z)) }

    static let linearSRGBToXYZ: Matrix = Matrix3(
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270]
    )
    static let xyzToLinearSRGB: Matrix = Matrix3(
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667]
    )
    static let linearP3ToXYZ: Matrix = Matrix3(
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0, 32229 / 714400, 5220557 / 5000800]
    )
    static let xyzToLinearP3: Matrix = Matrix3(
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415]
    )
    static let bradfordD65ToD50: Matrix = Matrix3(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]
    )
    static let bradfordD50ToD65: Matrix = Matrix3(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
    )

    package static func xyz(fromLinearSRGB rgb: Vector3) -> Vector3 { linearSRGBToXYZ * rgb }
    static func linearSRGB(fromXYZ xyz: Vector3) -> Vector3 { xyzToLinearSRGB * xyz }
    package static func xyz(fromLinearP3 rgb: Vector3) -> Vector3 { linearP3ToXYZ * rgb }
    static func linearP3(fromXYZ xyz: Vector3) -> Vector3 { xyzToLinearP3 * xyz }
    static func d50(fromD65 xyz: Vector3) -> Vector3 { bradfordD65ToD50 * xyz }
    package static func d65(fromD50 xyz: Vector3) -> Vector3 { bradfordD50ToD65 * xyz }
}

/// Three components (of a color in some space): a value, so conversions allocate nothing.
package typealias Vector3 = SIMD3<Double>

/// A 3 × 3 matrix by rows.
struct Matrix3: Sendable {
    package let rows: (Vector3, Vector3, Vector3)

    package init(_ first: [Double], _ second: [Double], _ third: [Double]) {
        rows = (
            Vector3(first[0], first[1], first[2]), Vector3(second[0], second[1], second[2]),
            Vector3(third[0], third[1], third[2])
        )
    }

    package static func * (matrix: Matrix3, vector: Vector3) -> Vector3 {
        Vector3((matrix.rows.0 * vector).sum(), (matrix.rows.1 * vector).sum(), (matrix.rows.2 * vector).sum())
    }
}

/// CIE Lab on the D50 white (CSS Color 4's `lab()`), with CIE's ε = 216/24389 and κ = 24389/27.
enum CIELab {
    package static let white = Vector3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    static let epsilon = 216.0 / 24389, kappa = 24389.0 / 27

    package static func lab(fromXYZD50 xyz: Vector3) -> Vector3 {
        func f(_ value: Double) -> Double { value > epsilon ? cbrt(value) : (kappa * value + 16) / 116 }
        let scaled = xyz / white
        let f0 = f(scaled.x), f1 = f(scaled.y), f2 = f(scaled.z)
        return Vector3(116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
    }

    static func xyzD50(fromLab lab: Vector3) -> Vector3 {
        let f1 = (lab[0] + 16) / 116, f0 = lab[1] / 500 + f1, f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return Vector3(x, y, z) * white
    }
}

/// OKLab (Björn Ottosson, 2020) with the matrices CSS Color 4 gives, from XYZ (D65).
package enum OKLab {
    static let xyzToLMS: ColorMatrices.Matrix = Matrix3(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]
    )
    static let lmsToOKLab: ColorMatrices.Matrix = Matrix3(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]
    )
    static let okLabToLMS: ColorMatrices.Matrix = Matrix3(
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092]
    )
    static let lmsToXYZ: ColorMatrices.Matrix = Matrix3(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]
    )

    package static func oklab(fromXYZ xyz: Vector3) -> Vector3 {
        let lms = xyzToLMS * xyz
        return lmsToOKLab * Vector3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
    }

    package static func xyz(fromOKLab lab: Vector3) -> Vector3 {
        let lms = okLabToLMS * lab
        return lmsToXYZ * (lms * lms * lms)
    }
}

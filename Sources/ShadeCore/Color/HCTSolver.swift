#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif

/// The sRGB color of an HCT hue, chroma and tone, found as material-color-utilities' `HctSolver`
/// finds it (docs/color.md, HCT): the tone is exact (it fixes the luminance Y); CAM16's J is
/// refined by Newton's method for the requested hue and chroma; when that color is outside sRGB,
/// the answer is the color of the same Y and hue on the gamut's edge, found by bisecting the
/// plane of constant Y (``HCTSolver/edge(y:hue:)``). Results are 8-bit, as Material's are.
enum HCTSolver {
    /// The bytes of `Hct.from(hue, chroma, tone)`.
    static func solve(hue: Double, chroma: Double, tone: Double) -> (UInt8, UInt8, UInt8) {
        if chroma < 0.0001 || tone < 0.0001 || tone > 99.9999 {
            let grey = MaterialRGB.byte(MaterialRGB.y(fromLstar: tone))
            return (grey, grey, grey)
        }
        let hueRadians = CAM16.sanitizedDegrees(hue) / 180 * .pi
        let y = MaterialRGB.y(fromLstar: tone)
        if let exact = byJ(hueRadians: hueRadians, chroma: chroma, y: y) { return bytes(exact) }
        return bytes(edge(y: y, hue: hueRadians))
    }

    static func bytes(_ linear: Vector3) -> (UInt8, UInt8, UInt8) {
        (MaterialRGB.byte(linear.x), MaterialRGB.byte(linear.y), MaterialRGB.byte(linear.z))
    }

    /// Linear sRGB (0…100) from CAM16's post-adaptation responses over the discount, and back:
    /// M16⁻¹ and the sRGB matrix folded with the default viewing conditions, as
    /// material-color-utilities publishes them.
    static let linearFromScaledDiscount = Matrix3(
        [1373.2198709594231, -1100.4251190754821, -7.278681089101213],
        [-271.815969077903, 559.6580465940733, -32.46047482791194],
        [1.9622899599665666, -57.173814538844006, 308.7233197812385]
    )
    static let scaledDiscountFromLinear = Matrix3(
        [0.001200833568784504, 0.002389694492170889, 0.0002795742885861124],
        [0.0005891086651375999, 0.0029785502573438758, 0.0003270666104008398],
        [0.00010146692491640572, 0.0005364214359186694, 0.0032979401770712076]
    )

    /// The luminance weights of linear sRGB.
    static let yWeights = (0.2126, 0.7152, 0.0722)

    /// The row-by-row product, summed left to right as Material sums it.
    static func multiply(_ matrix: Matrix3, _ v: Vector3) -> Vector3 {
        let (r0, r1, r2) = matrix.rows
        return Vector3(
            v.x * r0.x + v.y * r0.y + v.z * r0.z, v.x * r1.x + v.y * r1.y + v.z * r1.z,
            v.x * r2.x + v.y * r2.y + v.z * r2.z)
    }

    static func luminance(_ linear: Vector3) -> Double {
        yWeights.0 * linear.x + yWeights.1 * linear.y + yWeights.2 * linear.z
    }

    /// The color of this hue and chroma whose luminance is `y`, by Newton's method on J (five
    /// rounds at most, stopping within 0.002 of Y); nil when it leaves sRGB.
    static func byJ(hueRadians: Double, chroma: Double, y: Double) -> Vector3? {
        let conditions = CAM16.ViewingConditions.materialDefault
        var j = y.squareRoot() * 11
        let tInner = 1 / pow(1.64 - pow(0.29, conditions.n), 0.73)
        let eccentricity = 0.25 * (cos(hueRadians + 2) + 3.8)
        let p1 = eccentricity * (50000 / 13) * conditions.nc * conditions.ncb
        let hueSin = sin(hueRadians), hueCos = cos(hueRadians)
        for round in 0..<5 {
            let jNormalized = j / 100
            let alpha = chroma == 0 || j == 0 ? 0 : chroma / jNormalized.squareRoot()
            let t = pow(alpha * tInner, 1 / 0.9)
            let achromatic = conditions.aw * pow(jNormalized, 1 / conditions.c / conditions.z)
            let p2 = achromatic / conditions.nbb
            let gamma = 23 * (p2 + 0.305) * t / (23 * p1 + 11 * t * hueCos + 108 * t * hueSin)
            let a = gamma * hueCos, b = gamma * hueSin
            let rA = (460 * p2 + 451 * a + 288 * b) / 1403
            let gA = (460 * p2 - 891 * a - 261 * b) / 1403
            let bA = (460 * p2 - 220 * a - 6300 * b) / 1403
            let scaled = Vector3(unadapted(rA), unadapted(gA), unadapted(bA))
            let linear = multiply(linearFromScaledDiscount, scaled)
            if linear.x < 0 || linear.y < 0 || linear.z < 0 { return nil }
            let fnj = luminance(linear)
            if fnj <= 0 { return nil }
            if round == 4 || abs(fnj - y) < 0.002 {
                if linear.x > 100.01 || linear.y > 100.01 || linear.z > 100.01 { return nil }
                return linear
            }
            j -= (fnj - y) * j / (2 * fnj)
        }
        return nil
    }

    /// CAM16's chromatic adaptation undone (a post-adaptation response to a scaled cone response).
    static func unadapted(_ adapted: Double) -> Double {
        let magnitude = abs(adapted)
        let base = max(0, 27.13 * magnitude / (400 - magnitude))
        return CAM16.sign(adapted) * pow(base, 1 / 0.42)
    }

    /// CAM16's chromatic adaptation of a scaled cone response.
    static func adapted(_ component: Double) -> Double {
        let factor = pow(abs(component), 0.42)
        return CAM16.sign(component) * 400 * factor / (factor + 27.13)
    }

    /// The CAM16 hue (radians, −π…π) of linear sRGB (0…100).
    static func hue(of linear: Vector3) -> Double {
        let scaled = multiply(scaledDiscountFromLinear, linear)
        let rA = adapted(scaled.x), gA = adapted(scaled.y), bA = adapted(scaled.z)
        let a = (11 * rA + -12 * gA + bA) / 11
        let b = (rA + gA - 2 * bA) / 9
        return atan2(b, a)
    }
}

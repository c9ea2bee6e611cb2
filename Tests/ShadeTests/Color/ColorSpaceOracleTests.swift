import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Color-space math against coloraide's values (`Oracle/make-fixtures.py` wrote the fixture):
/// conversions both ways for every space, gamut mapping into sRGB and Display P3, and deltaE.
@Suite("Color spaces against coloraide")
struct ColorSpaceOracleTests {
    struct Fixture: Decodable {
        struct Entry: Decodable, CustomTestStringConvertible {
            let source: String
            let components: [String: [Double?]]
            let fitSRGB: [Double], fitP3: [Double]
            let inSRGB: Bool, inP3: Bool
            var testDescription: String { source }

            enum Keys: String, CodingKey {
                case source, fitSRGB = "fit-srgb", fitP3 = "fit-display-p3", inSRGB = "in-srgb", inP3 = "in-display-p3"
            }
            struct AnyKey: CodingKey {
                var stringValue: String, intValue: Int? = nil
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            init(from decoder: Decoder) throws {
                let keyed = try decoder.container(keyedBy: Keys.self)
                source = try keyed.decode(String.self, forKey: .source)
                fitSRGB = try keyed.decode([Double].self, forKey: .fitSRGB)
                fitP3 = try keyed.decode([Double].self, forKey: .fitP3)
                inSRGB = try keyed.decode(Bool.self, forKey: .inSRGB)
                inP3 = try keyed.decode(Bool.self, forKey: .inP3)
                let any = try decoder.container(keyedBy: AnyKey.self)
                var components: [String: [Double?]] = [:]
                for space in ColorSpace.allCases {
                    components[space.rawValue] = try any.decode(
                        [Double?].self, forKey: AnyKey(stringValue: space.rawValue))
                }
                self.components = components
            }

            var color: ThemeColor {
                let rgb = components["srgb"]!.map { $0 ?? 0 }
                return ThemeColor(red: rgb[0], green: rgb[1], blue: rgb[2])
            }
        }
        struct Pair: Decodable {
            let a: [Double], b: [Double], ok: Double, e2000: Double
            enum CodingKeys: String, CodingKey { case a, b, ok, e2000 = "2000" }
        }
        let colors: [Entry]
        let deltaE: [Pair]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Oracle/color-spaces.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    /// How far apart two components may be: 1e-6 of the component's scale (100 for Lab's L).
    static func close(_ a: Double, _ b: Double, scale: Double) -> Bool { abs(a - b) <= 1e-6 * scale }

    @Test("from sRGB into every space, and back", arguments: fixture.colors)
    func conversions(_ entry: Fixture.Entry) {
        for space in ColorSpace.allCases {
            let expected = entry.components[space.rawValue]!.map { $0 ?? .nan }
            let actual = space.components(of: entry.color)
            let scale = space == .lab || space == .lch ? 100.0 : 1.0
            #expect(
                Self.close(actual[0], expected[0], scale: scale),
                "\(space) L of \(entry.source): \(actual) vs \(expected)")
            if space.isPolar {
                #expect(Self.close(actual[1], expected[1], scale: scale), "\(space) C of \(entry.source)")
                // A hue is compared where there is one: chroma large enough to carry it.
                if expected[1] > 1e-4 * scale {
                    let difference = abs(actual[2] - expected[2]).truncatingRemainder(dividingBy: 360)
                    #expect(
                        min(difference, 360 - difference) < 1e-4,
                        "\(space) h of \(entry.source): \(actual[2]) vs \(expected[2])")
                }
            } else {
                #expect(
                    Self.close(actual[1], expected[1], scale: scale)
                        && Self.close(actual[2], expected[2], scale: scale),
                    "\(space) of \(entry.source): \(actual) vs \(expected)")
            }
            let back = space.color(expected.map { $0.isNaN ? 0 : $0 })
            #expect(
                Self.close(back.red, entry.color.red, scale: 1) && Self.close(back.green, entry.color.green, scale: 1)
                    && Self.close(back.blue, entry.color.blue, scale: 1), "\(space) back to sRGB for \(entry.source)")
        }
    }

    @Test("gamut membership and CSS Color 4 gamut mapping into sRGB and Display P3", arguments: fixture.colors)
    func gamutMapping(_ entry: Fixture.Entry) {
        #expect(ColorGamut.srgb.contains(entry.color) == entry.inSRGB, "\(entry.source)")
        #expect(ColorGamut.displayP3.contains(entry.color) == entry.inP3, "\(entry.source)")
        // Within a fifth of a byte step: the search stops within 0.0001 of chroma.
        for (gamut, expected) in [(ColorGamut.srgb, entry.fitSRGB), (.displayP3, entry.fitP3)] {
            let mapped = gamut.map(entry.color)
            let channels = [mapped.red, mapped.green, mapped.blue]
            #expect(
                zip(channels, expected).allSatisfy { abs($0 - $1) < 0.0008 },
                "\(gamut) \(entry.source): \(channels) vs \(expected)")
        }
    }

    @Test("deltaE OK and CIEDE2000")
    func deltaE() {
        for pair in Self.fixture.deltaE {
            let a = ThemeColor(red: pair.a[0], green: pair.a[1], blue: pair.a[2]),
                b = ThemeColor(red: pair.b[0], green: pair.b[1], blue: pair.b[2])
            #expect(abs(ColorDifference.deltaEOK(a, b) - pair.ok) < 1e-9)
            #expect(
                abs(ColorDifference.deltaE2000(a, b) - pair.e2000) < 1e-6,
                "\(pair.a) \(pair.b): \(ColorDifference.deltaE2000(a, b)) vs \(pair.e2000)")
        }
    }

    @Test("a grey has no hue; a published value: sRGB red in CIE Lab (D50)")
    func edges() {
        #expect(ColorSpace.oklch.components(of: ThemeColor(red: 0.5, green: 0.5, blue: 0.5))[2].isNaN)
        #expect(ColorSpace.lch.components(of: ThemeColor(red: 0.2, green: 0.2, blue: 0.2))[2].isNaN)
        // CSS Color 4's own example: rgb(100% 0 0) is lab(54.29% 80.8 69.89) (rounded as printed).
        let lab = ColorSpace.lab.components(of: ThemeColor(red: 1, green: 0, blue: 0))
        #expect(abs(lab[0] - 54.29) < 0.01 && abs(lab[1] - 80.80) < 0.01 && abs(lab[2] - 69.89) < 0.01, "\(lab)")
    }
}

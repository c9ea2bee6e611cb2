import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The built-ins of colors beyond sRGB against coloraide (`Oracle/make-fixtures.py` wrote
/// `Oracle/color-operations.json`): constructors in every space, `mix` in every interpolation
/// space and hue interpolation, and lightness set in OKLCH and CIE LCH. Each call goes through
/// ``Builtin/apply(_:)`` with the values the checker would hand it.
@Suite("Color operations against coloraide")
struct ColorOperationOracleTests {
    struct Written: Decodable, Sendable {
        let space: String, components: [Double], alpha: Double

        /// The color as Shade builds it: sRGB by channels, other spaces by their constructor.
        var color: ThemeColor {
            if space == "srgb" {
                return ThemeColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
            }
            return ColorOperationOracleTests.construct(space, components, alpha: alpha)!
        }
    }
    struct Constructed: Decodable, Sendable, CustomTestStringConvertible {
        let space: String, components: [Double], alpha: Double, srgb: [Double], fit: [Double]
        enum CodingKeys: String, CodingKey { case space, components, alpha, srgb, fit = "fit-srgb" }
        var testDescription: String {
            "\(space)(\(components.map { String(format: "%.4g", $0) }.joined(separator: ", ")))"
        }
    }
    struct Mixed: Decodable, Sendable {
        let a: Written, b: Written, t: Double, space: String, hue: String, srgb: [Double], alpha: Double
        enum CodingKeys: String, CodingKey { case a, b, t, space = "in", hue, srgb, alpha }
    }
    struct Lightness: Decodable, Sendable {
        let color: Written, space: String, l: Double, srgb: [Double]
        enum CodingKeys: String, CodingKey { case color, space = "in", l, srgb }
    }
    struct Fixture: Decodable, Sendable {
        let constructed: [Constructed], mixed: [Mixed], lightness: [Lightness]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Oracle/color-operations.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    static let constructors: [String: Builtin] = [
        "oklch": .oklch, "oklab": .oklab, "lab": .lab, "lch": .lch, "display-p3": .displayP3
    ]

    static func construct(_ space: String, _ components: [Double], alpha: Double) -> ThemeColor? {
        constructors[space]?.apply((components + [alpha]).map(Value.number))?.colorValue
    }

    static func channels(_ color: ThemeColor) -> [Double] { [color.red, color.green, color.blue] }

    static func close(_ actual: [Double], _ expected: [Double], within tolerance: Double = 1e-6) -> Bool {
        zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($1)) }
    }

    @Test("a constructor keeps the exact color, and sRGB output maps it by CSS Color 4", arguments: fixture.constructed)
    func constructed(_ entry: Constructed) throws {
        let color = try #require(Self.construct(entry.space, entry.components, alpha: entry.alpha))
        #expect(Self.close(Self.channels(color), entry.srgb), "\(Self.channels(color)) vs \(entry.srgb)")
        #expect(color.alpha == entry.alpha)
        #expect(color.space.rawValue == entry.space)
        // Within a fifth of a byte step: the search stops within 0.0001 of chroma.
        let shown = color.inSRGB
        #expect(Self.close(Self.channels(shown), entry.fit, within: 0.0008), "\(Self.channels(shown)) vs \(entry.fit)")
        #expect(
            color.isMappedForSRGB == !Self.close(entry.srgb.map { min(max($0, 0), 1) }, entry.srgb, within: 0.000001))
    }

    @Test("mix in every space and hue interpolation, as CSS color-mix")
    func mixed() throws {
        var failures: [String] = []
        for entry in Self.fixture.mixed {
            let arguments: [Value] = [
                .color(entry.a.color), .color(entry.b.color), .number(entry.t), .string(entry.space), .string(entry.hue)
            ]
            let result = try #require(Builtin.mix.apply(arguments)?.colorValue)
            if !Self.close(Self.channels(result), entry.srgb) || abs(result.alpha - entry.alpha) > 1e-9 {
                failures.append(
                    "mix(\(entry.a), \(entry.b), \(entry.t), in: \(entry.space), hue: \(entry.hue)) = \(Self.channels(result)) vs \(entry.srgb)"
                )
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(Self.fixture.mixed.count): \(failures.prefix(5).joined(separator: "\n"))")
        #expect(Self.fixture.mixed.count > 900)
    }

    @Test("withLightness sets OKLCH L or CIE L*, keeping hue and chroma")
    func lightness() throws {
        var failures: [String] = []
        for entry in Self.fixture.lightness {
            let arguments: [Value] = [.color(entry.color.color), .number(entry.l), .string(entry.space)]
            let result = try #require(Builtin.withLightness.apply(arguments)?.colorValue)
            if !Self.close(Self.channels(result), entry.srgb) {
                failures.append(
                    "withLightness(\(entry.color), \(entry.l), in: \(entry.space)) = \(Self.channels(result)) vs \(entry.srgb)"
                )
            }
            #expect(result.space.rawValue == entry.space)
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(5).joined(separator: "\n"))")
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Colors written wide or outside sRGB in the exports that take wide gamut (Swift, asset
/// catalogs) and in those that do not (Android: the sRGB mapping). Expected Display P3 components are coloraide's
/// (`Color("oklch", [0.9, 0.35, 140]).convert("display-p3").fit("display-p3", method="minde-chroma")`).
@Suite struct WideColorExportTests {
    static let source = """
        color p3Red = displayP3(1, 0, 0)
        color lime = oklch(0.9, 0.35, 140)
        color inside = oklch(0.6, 0.1, 250)
        color accent = dynamic(light: displayP3(1, 0, 0, 0.5), dark: #0a84ff)
        """

    func swift() throws -> String {
        guard
            case let .success(.file(bytes)) = load(Self.source).export(to: .swift, options: ExportTarget.Options()).map(
                \.output)
        else {
            throw ExportError.invalidNames([])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The numbers of a line's `shadeP3(…)` call.
    static func p3(in line: Substring) -> [Double] {
        guard let start = line.range(of: "shadeP3(") else { return [] }
        return line[start.upperBound...].prefix { $0 != ")" }.split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test("Swift writes colors outside sRGB as Display P3, mapped into P3 when outside it too")
    func swiftDisplayP3() throws {
        let lines = try swift().split(separator: "\n")
        let p3Red = try #require(lines.first { $0.contains("static let p3Red") })
        #expect(Self.p3(in: p3Red) == [1, 0, 0, 1])
        let lime = Self.p3(in: try #require(lines.first { $0.contains("static let lime") }))
        #expect(
            lime.count == 4 && zip(lime, [0.532207, 1.0, 0.262192, 1]).allSatisfy { abs($0 - $1) < 0.0002 }, "\(lime)")
        // The doc comment shows the color as written, not its sRGB mapping.
        #expect(lines.contains { $0.contains("/// `lime`: oklch(0.9, 0.35, 140).") })
        // A color written in another space keeps its value inside sRGB too (coloraide:
        // Color("oklch", [0.6, 0.1, 250]).convert("display-p3") is 0.358249, 0.512925, 0.7107).
        let inside = Self.p3(in: try #require(lines.first { $0.contains("static let inside") }))
        #expect(
            inside.count == 4 && zip(inside, [0.358249, 0.512925, 0.7107, 1]).allSatisfy { abs($0 - $1) < 0.000002 },
            "\(inside)")
    }

    @Test("a varying color with a wide value switches on the traits, with the P3 value in its case")
    func swiftDynamic() throws {
        let text = try swift()
        #expect(!text.contains("accent = ShadeColor.shadeDynamic(light:"))
        #expect(text.contains("case .light: ShadeColor.shadeP3(1, 0, 0, 0.5)"))
    }

    @Test("asset catalogs write colors outside sRGB in display-p3")
    func assetCatalog() throws {
        guard
            case let .success(.folder(files)) = load(Self.source).export(to: .xcassets, options: ExportTarget.Options())
                .map(
                    \.output)
        else {
            Issue.record("no export")
            return
        }
        func text(_ name: String) throws -> String {
            String(
                decoding: try #require(files.first { $0.path == name + ".colorset/Contents.json" }).bytes, as: UTF8.self
            )
        }
        let lime = try text("lime")
        #expect(lime.contains("\"color-space\" : \"display-p3\""))
        for (key, value) in [("red", "0.532"), ("green", "1.000"), ("blue", "0.262"), ("alpha", "1.000")] {
            #expect(lime.contains("\"\(key)\" : \"\(value)\""), "\(key) in \(lime)")
        }
        // Inside sRGB, written in OKLCH: in display-p3 too (coloraide: 0.358249, 0.512925, 0.7107).
        let inside = try text("inside")
        #expect(inside.contains("\"color-space\" : \"display-p3\""))
        for (key, value) in [("red", "0.358"), ("green", "0.513"), ("blue", "0.711"), ("alpha", "1.000")] {
            #expect(inside.contains("\"\(key)\" : \"\(value)\""), "\(key) in \(inside)")
        }
        // The light entry is wide, the dark one sRGB: each entry has its own space.
        let accent = try text("accent")
        #expect(accent.components(separatedBy: "\"display-p3\"").count == 2 && accent.contains("\"srgb\""))
    }

    /// Colors at the edges of the DTCG schema's ranges.
    static let dtcgEdges =
        source + """

            color bright = oklch(1.2, 0.1, 20)
            color grey = oklch(0.5, 0, 0)
            color negativeChroma = lch(50, -5, 20)
            color white = mix(#ffffff, #ffffff, in: xyz)
            color darkLinear = mix(#000000, #000000, in: srgbLinear)
            color outsideLinear = mix(displayP3(0, 1, 0), #ffffff, 0.1, in: srgbLinear)
            color hue = dynamic(light: lch(60, 40, 359.9999999999999), dark: oklab(0.5, 0.1, -0.1))
            """

    @Test("DTCG writes each color in its own space, within the format's ranges")
    func dtcg() throws {
        guard
            case let .success(.folder(files)) = load(Self.dtcgEdges).export(to: .dtcg, options: ExportTarget.Options())
                .map(
                    \.output)
        else {
            Issue.record("no export")
            return
        }
        let light = try #require(files.first { $0.path == "base.tokens.json" })
        let json = try #require(JSONSerialization.jsonObject(with: Data(light.bytes)) as? [String: [String: Any]])
        func value(_ name: String) -> [String: Any] { json[name]?["$value"] as? [String: Any] ?? [:] }
        func numbers(_ name: String) -> [Double] {
            (value(name)["components"] as? [Any] ?? []).map { ($0 as? Double) ?? .nan }
        }
        #expect(value("lime")["colorSpace"] as? String == "oklch")
        #expect(numbers("lime") == [0.9, 0.35, 140])
        // coloraide: Color("oklch", [0.9, 0.35, 140]).fit("srgb", method="minde-chroma")
        #expect(value("lime")["hex"] as? String == "#62ff30")
        #expect(value("p3Red")["colorSpace"] as? String == "display-p3" && numbers("p3Red") == [1, 0, 0])
        #expect(value("accent")["alpha"] as? Double == 0.5)
        #expect(numbers("bright")[0] == 1)
        #expect((value("grey")["components"] as? [Any])?.last as? String == "none")
        #expect(numbers("negativeChroma")[1] == 0)
        // XYZ's white has Z above 1, past the format's range: written in OKLCH instead.
        #expect(value("white")["colorSpace"] as? String == "oklch")
        #expect(value("darkLinear")["colorSpace"] as? String == "srgb-linear")
        #expect(value("outsideLinear")["colorSpace"] as? String == "oklch")
        #expect(numbers("hue")[2] == 0 || numbers("hue")[2] < 360)
    }

    @Test("Android resources hold the sRGB mapping, as eval's JSON does")
    func androidMapped() throws {
        let theme = load(Self.source)
        guard
            case let .success(.folder(files)) = theme.export(to: .android, options: ExportTarget.Options()).map(
                \.output)
        else {
            Issue.record("no export")
            return
        }
        let colors = try #require(files.first { $0.path == "values/colors.xml" })
        let text = String(decoding: colors.bytes, as: UTF8.self)
        // coloraide: Color("display-p3", [1, 0, 0]).fit("srgb", method="minde-chroma") is #ff0b0c.
        #expect(text.contains("<color name=\"p3_red\">#FFFF0B0C</color>"), "\(text)")
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// A color written in Display P3 (or OKLCH, Lab…) keeps that value in every wide-gamut output —
/// CSS under `@media (color-gamut: p3)`, asset catalogs, Swift — inside sRGB too, beside its sRGB
/// fallback (docs/color.md, Written wide). The steps are Radix's blue scale (dark) as Radix
/// publishes it in Display P3 (`blueDarkP3` in `@radix-ui/colors`); the sRGB fallbacks are
/// coloraide's (Fixtures/make-wide-gamut.py).
@Suite("Export: colors written wide keep their value")
struct WrittenWideTests {
    /// Expressions and whether their color is written wide.
    static let tracking: [(expression: String, wide: Bool)] = [
        ("displayP3(0.195, 0.361, 0.6)", true),
        ("oklch(0.6, 0.1, 250)", true),
        ("oklab(0.6, -0.02, -0.09)", true),
        ("lab(50, 10, -30)", true),
        ("lch(50, 30, 250)", true),
        ("#205d9e", false),
        ("rgb(32, 93, 158)", false),
        ("hsl(211, 0.66, 0.37)", false),
        ("hct(250, 40, 50)", false),
        // Computed from sRGB colors only, even in another space: not written wide.
        ("mix(#ffffff, #000000, 0.5, in: oklch)", false),
        ("withLightness(#205d9e, 0.5)", false),
        // Computed from a color written wide: written wide, whatever the space of the computation.
        ("mix(displayP3(0.247, 0.556, 0.969), #ffffff, 0.2)", true),
        ("mix(#ffffff, displayP3(0.247, 0.556, 0.969), 0.2, in: hct)", true),
        ("alpha(displayP3(0.247, 0.556, 0.969), 0.5)", true),
        ("darken(oklch(0.6, 0.1, 250), 0.1)", true),
        ("withLightness(lab(50, 10, -30), 0.3)", true),
        ("ensureContrast(displayP3(0.195, 0.361, 0.6), #000000, 4.5)", true),
        ("over(displayP3(0.195, 0.361, 0.6, 0.5), #ffffff)", true),
        ("if dark then displayP3(0.195, 0.361, 0.6) else #ffffff", true)
    ]

    @Test(
        "a color is written wide when built in a wide space or computed from such a color, through references too",
        arguments: tracking)
    func written(_ row: (expression: String, wide: Bool)) throws {
        let theme = load("color a = \(row.expression)\ncolor b = a\nshadow s = shadow(b, 0pt, 1pt)")
        #expect(!theme.hasErrors)
        let appearance = theme.appearance(settings: ["scheme": "dark"])
        #expect(theme.value(of: "a", in: appearance)?.colorValue?.isWrittenWide == row.wide)
        #expect(theme.value(of: "b", in: appearance)?.colorValue?.isWrittenWide == row.wide)
        guard case let .shadow(shadow)? = theme.value(of: "s", in: appearance) else {
            Issue.record("no shadow")
            return
        }
        #expect(shadow.layers[0].color.isWrittenWide == row.wide)
    }

    /// A Radix step: its Display P3 components as published (text and numbers) and coloraide's sRGB hex.
    struct Step: Sendable, CustomStringConvertible {
        let name: String, p3: String, components: [Double], hex: String
        var description: String { name }
    }

    static let radix: [Step] = [
        Step(name: "blue7", p3: "0.195 0.361 0.6", components: [0.195, 0.361, 0.6], hex: "#205d9e"),
        Step(name: "blue8", p3: "0.239 0.434 0.72", components: [0.239, 0.434, 0.72], hex: "#2870bd"),
        Step(name: "blue9", p3: "0.247 0.556 0.969", components: [0.247, 0.556, 0.969], hex: "#0190ff"),
        Step(name: "blue11", p3: "0.49 0.72 1", components: [0.49, 0.72, 1], hex: "#6abaff")
    ]

    static func source(_ step: Step) -> String {
        "color step = displayP3(" + step.components.map { Value.format($0) }.joined(separator: ", ") + ")\n"
    }

    static func file(_ theme: Theme, _ target: ExportTarget) throws -> String {
        guard case let .file(bytes) = try theme.export(to: target).get().output else {
            throw ExportError.invalidNames([])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("CSS: the sRGB fallback, then the value as written in @media (color-gamut: p3)", arguments: radix)
    func css(_ step: Step) throws {
        let css = try Self.file(load(Self.source(step)), .css)
        let parts = css.components(separatedBy: "@media (color-gamut: p3) {")
        try #require(parts.count == 2, "\(css)")
        #expect(parts[0].contains("  --step: \(step.hex);\n"), "\(css)")
        #expect(parts[1].contains("    --step: color(display-p3 \(step.p3));\n"), "\(css)")
    }

    @Test("asset catalog: a display-p3 entry with the components as written", arguments: radix)
    func assetCatalog(_ step: Step) throws {
        guard case let .folder(files) = try load(Self.source(step)).export(to: .xcassets).get().output else {
            Issue.record("no folder")
            return
        }
        let file = try #require(files.first { $0.path == "step.colorset/Contents.json" })
        let json = try #require(JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
        let colors = try #require(json["colors"] as? [[String: Any]])
        #expect(colors.count == 1)
        let color = try #require(colors.first?["color"] as? [String: Any])
        #expect(color["color-space"] as? String == "display-p3")
        let components = try #require(color["components"] as? [String: String])
        let expected = step.components.map { String(format: "%.3f", $0) } + ["1.000"]
        #expect([components["red"], components["green"], components["blue"], components["alpha"]] == expected)
    }

    @Test("Swift: a Display P3 literal with the components as written", arguments: radix)
    func swift(_ step: Step) throws {
        let swift = try Self.file(load(Self.source(step)), .swift)
        let line = try #require(swift.split(separator: "\n").first { $0.contains("static let step") })
        #expect(WideColorExportTests.p3(in: line) == step.components + [1], "\(line)")
    }

    @Test("README's Radix example: its CSS is the export's, line for line in order")
    func readme() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "for every step; write it as published:").last)
        func block(_ language: String) throws -> [String] {
            let start = try #require(section.range(of: "```\(language)\n"))
            let end = try #require(section.range(of: "```", range: start.upperBound..<section.endIndex))
            return section[start.upperBound..<end.lowerBound].split(separator: "\n").map {
                String($0.dropFirst(2))
            }.filter { !$0.isEmpty }
        }
        let theme = load(try block("shade").joined(separator: "\n"))
        #expect(!theme.hasErrors)
        var lines = try Self.file(theme, .css).split(separator: "\n").map(String.init)[...]
        for line in try block("css") where line != "/* … */" {
            let found = try #require(lines.firstIndex(of: line), "\(line) is not in the export, in order")
            lines = lines[(found + 1)...]
        }
    }

    @Test("a hex beside a color written wide stays hex; only the wide one is set again")
    func hexStaysHex() throws {
        let css = try Self.file(load("color plain = #0090ff\ncolor step = displayP3(0.195, 0.361, 0.6)"), .css)
        let wide = try #require(css.components(separatedBy: "@media (color-gamut: p3) {").last)
        #expect(!wide.contains("--plain") && wide.contains("--step: color(display-p3 0.195 0.361 0.6);"))
    }
}

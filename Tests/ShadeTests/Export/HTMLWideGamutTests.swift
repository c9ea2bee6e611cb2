import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Wide colors in the swatch sheet (docs/color.md): a color an sRGB screen cannot show is marked
/// in its cell (the mapped hex, the form it was written in, "outside sRGB"), and its swatch paints
/// the hex on an sRGB screen and the color mapped into Display P3 on a P3 one. The theme and the
/// expected P3 values are the CSS wide-gamut test's (coloraide's, Fixtures/wide-gamut.json).
@Suite("Export: swatch sheet, wide gamut")
struct HTMLWideGamutTests {
    func html(_ source: String) throws -> String {
        guard case let .file(bytes) = try load(source).export(to: .html).get().output else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "a color outside sRGB is marked with its mapped hex and written form; one inside is not",
        arguments: [
            ("oklch(0.7, 0.3, 30)", "#ff5843", true),
            ("displayP3(0, 1, 0, 0.5)", "#00fb2980", true),
            ("lab(60, 80, -90)", "#c36fff", true),
            ("oklch(0.6, 0.1, 250)", "#4f84ba", false),
            ("#3c64f4", "#3c64f4", false),
            ("rgb(300, 100, 0)", "#ff6400", false)
        ])
    func mark(_ row: (expression: String, hex: String, marked: Bool)) throws {
        // The hexes are coloraide's sRGB mapping (Fixtures/wide-gamut.json) or plain clamping.
        let text = try html("color c = \(row.expression)")
        let cell = try #require(text.components(separatedBy: "<td data-token=\"c\"").dropFirst().first)
        #expect(cell.contains(row.hex))
        #expect(cell.contains("outside sRGB") == row.marked)
        #expect(cell.contains("color(display-p3 ") == row.marked)
        // The hex an sRGB screen shows, and the form written in another space, in or out of sRGB.
        #expect(cell.contains("<code>\(row.hex)</code>"))
        let otherSpace = !row.expression.hasPrefix("#") && !row.expression.hasPrefix("rgb")
        #expect(cell.contains("<code class=\"written\">") == otherSpace)
        if row.marked {
            #expect(cell.contains("<code class=\"written\">\(row.expression)</code>"))
        }
    }

    /// Reads each color cell's swatch as the browser paints it.
    static let reader = HTMLExportTests.reader

    @Test(
        "in Chromium a swatch paints eval's hex on an sRGB screen and coloraide's P3 mapping on a P3 one",
        .enabled(if: Chromium.path != nil || TestTools.areRequired), arguments: ["srgb", "p3"])
    func inChromium(gamut: String) throws {
        let chromium = try #require(
            Chromium.path, "Chromium is required here (SHADE_REQUIRE_TOOLS=1) but not installed")
        let theme = load(CSSWideGamutBrowserTests.source)
        let page = try html(CSSWideGamutBrowserTests.source)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-wide-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
        try Data(Self.reader.utf8).write(to: folder.appendingPathComponent("reader.js"))
        try Data("[{\"scheme\": \"light\", \"contrast\": \"no-preference\", \"gamut\": \"\(gamut)\"}]".utf8)
            .write(to: folder.appendingPathComponent("states.json"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let data = try CSSBrowserTests.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path, folder.appendingPathComponent("reader.js").path
        ])
        let swatches = try #require((JSONSerialization.jsonObject(with: data) as? [[String: String]])?.first)
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        let hexes = Dictionary(
            uniqueKeysWithValues: try #require(json["tokens"] as? [[String: Any]]).compactMap { token in
                (token["name"] as? String).map { ($0, token["values"] as? [String: String] ?? [:]) }
            })
        let fixture = try CSSWideGamutBrowserTests.fixture()
        var wideSeen = 0
        #expect(swatches.count == CSSWideGamutBrowserTests.tokens.count * theme.appearances.count)
        for appearance in theme.appearances {
            for token in CSSWideGamutBrowserTests.tokens {
                let painted = try #require(
                    swatches["\(token.name)|\(appearance.name)"], "\(token.name) in \(appearance.name)")
                let expected = try #require(fixture[token.expression(under: appearance.settings)])
                if gamut == "srgb" || expected.inSRGB {
                    #expect(
                        CSSBrowserTests.hex(painted) == hexes[token.name]?[appearance.name],
                        "\(token.name) in \(appearance.name)")
                    continue
                }
                wideSeen += 1
                let wide = try #require(
                    CSSWideGamutBrowserTests.displayP3(painted), "\(token.name) in \(appearance.name): \(painted)")
                #expect(
                    zip(wide.channels, expected.displayP3).allSatisfy {
                        abs($0 - $1) <= CSSWideGamutBrowserTests.tolerance
                    },
                    "\(token.name) in \(appearance.name): \(painted), coloraide \(expected.displayP3)")
                #expect(abs(wide.alpha - expected.alpha) < 1e-6)
            }
        }
        #expect(gamut == "srgb" ? wideSeen == 0 : wideSeen > 0)
    }
}

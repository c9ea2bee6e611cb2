import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `shade export --to html`: a self-contained swatch sheet with every token in every appearance
/// and the contrast pairs the theme asserts; loaded in Chromium, every swatch shows its value.
@Suite("Export: swatch sheet")
struct HTMLExportTests {
    static let cases = ["dynamic-button.shade", "semantic-colors.shade", "system-palette.shade", "brands.shade"]

    func page(_ example: String) throws -> (Theme, String) {
        let theme = ThemeLoader().load(files: [AssetCatalogExportTests.examples.appendingPathComponent(example).path])
        guard case let .file(bytes) = try theme.export(to: .html).get().output else { return (theme, "") }
        return (theme, String(decoding: bytes, as: UTF8.self))
    }

    @Test("a cell per token and appearance, nothing fetched, no script", arguments: cases)
    func shape(example: String) throws {
        let (theme, html) = try page(example)
        #expect(html.components(separatedBy: " data-token=").count - 1 == theme.tokens.count * theme.appearances.count)
        for appearance in theme.appearances { #expect(html.contains("<th>\(appearance.name)</th>")) }
        #expect(!html.contains("<script"))
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("url("))
    }

    @Test("every contrast assertion is a pair with its ratio and verdict in each appearance")
    func contrastPairs() throws {
        let theme = load(
            """
            color fg = dynamic(light: #000000, dark: #777777)
            color bg = dynamic(light: #ffffff, dark: #666666)
            assert contrast(fg, bg) >= 1.2
            """)
        guard case let .file(bytes) = try theme.export(to: .html).get().output else { return }
        let html = String(decoding: bytes, as: UTF8.self)
        // Where the assertion is written names the row.
        #expect(
            html.contains(
                "<th scope=\"row\">fg on bg<p class=\"note\">theme.shade:3</p></th><td class=\"type\">&gt;= 1.2</td>"))
        // 21:1 in light; #777777 on #666666 is 1.28:1 in dark (WCAG 2 relative luminance,
        // computed in Python). A
        // theme whose assertion fails has an error, and exports nothing.
        #expect(html.contains("<code>21:1</code> <span class=\"pass\">pass</span>"))
        #expect(html.contains("<code>1.28:1</code> <span class=\"pass\">pass</span>"))
    }

    /// Reads each color cell's swatch as the browser paints it.
    static let reader = """
        window.readColors = () => Object.fromEntries([...document.querySelectorAll('td[data-token]')]
          .filter(cell => cell.querySelector('.swatch > span'))
          .map(cell => [cell.dataset.token + '|' + cell.dataset.column, getComputedStyle(cell.querySelector('.swatch > span')).backgroundColor]));
        """

    @Test(
        "in Chromium every swatch shows eval's value; a screenshot is written",
        .enabled(if: Chromium.path != nil || TestTools.areRequired),
        arguments: cases)
    func inChromium(example: String) throws {
        let chromium = try #require(
            Chromium.path, "Chromium is required here (SHADE_REQUIRE_TOOLS=1) but not installed")
        let (theme, html) = try page(example)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(html.utf8).write(to: folder.appendingPathComponent("page.html"))
        try Data(Self.reader.utf8).write(to: folder.appendingPathComponent("reader.js"))
        try Data("[{\"scheme\": \"light\", \"contrast\": \"no-preference\", \"gamut\": \"srgb\"}]".utf8).write(
            to: folder.appendingPathComponent("states.json"))
        let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../.build/test-output").standardizedFileURL
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let screenshot = output.appendingPathComponent(
            "swatches-" + example.replacingOccurrences(of: ".shade", with: ".png"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let data = try CSSBrowserTests.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path,
            folder.appendingPathComponent("reader.js").path, screenshot.path
        ])
        let swatches = try #require((JSONSerialization.jsonObject(with: data) as? [[String: String]])?.first).mapValues(
            CSSBrowserTests.hex)
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        var expected: [String: String] = [:]
        for token in try #require(json["tokens"] as? [[String: Any]]) where token["type"] as? String == "color" {
            for (column, value) in try #require(token["values"] as? [String: String]) {
                expected["\(try #require(token["name"] as? String))|\(column)"] = value
            }
        }
        #expect(swatches == expected)
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }
}

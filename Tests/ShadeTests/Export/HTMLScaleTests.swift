import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeTools
import Shade

/// The swatch sheet at a design system's scale: 500 tokens in 16 appearances, and the nine
/// listed appearances of Examples/product-modes.shade. In Chromium at 1280 × 800 nothing scrolls
/// sideways whichever appearances are picked, every painted swatch is eval's value, and each
/// contrast pair paints eval's values of its two tokens in every appearance.
@Suite("Export: swatch sheet at scale")
struct HTMLScaleTests {
    /// A theme of `groups` × 42 tokens over `scheme`, `contrast` and a four-valued `tone`: hex,
    /// `dynamic`, OKLCH inside and outside sRGB, overrides per tone and for high contrast,
    /// shadows, durations, lengths and fonts, and a contrast assertion per group.
    static func designSystem(groups: Int = 12) -> String {
        var lines = ["axis tone { standard, dimmed, tritanopia, protanopia }", ""]
        var overrides: [String: [String]] = [:]
        for group in 0..<groups {
            lines.append("group g\(group) {")
            lines.append("  /// Text on the group's background.")
            lines.append("  color fg = dynamic(light: #1f2328, dark: #f0f3f6)")
            lines.append("  color bg = dynamic(light: #ffffff, dark: #0d1117)")
            for index in 0..<30 {
                let seed = group * 97 + index * 31
                let hex = String(format: "#%06x", (seed * 2_654_435_761) & 0xffffff)
                let other = String(format: "#%06x", (seed * 40503 + 12345) & 0xffffff)
                switch index % 5 {
                case 0: lines.append("  color c\(index) = \(hex)")
                case 1: lines.append("  color c\(index) = dynamic(light: \(hex), dark: \(other))")
                case 2:
                    lines.append("  color c\(index) = oklch(0.\(3 + index % 6), 0.0\(1 + index % 8), \(seed % 360))")
                case 3: lines.append("  color c\(index) = mix(c\(index - 1), \(hex), 0.5)")
                default: lines.append("  color c\(index) = oklch(0.7, 0.3, \(seed % 360))")
                }
                let when = ["dimmed", "tritanopia", "protanopia", "high"][(group + index) % 4]
                overrides[when, default: []].append("  g\(group).c\(index) = \(other)")
            }
            lines.append("  dimension fast = \(80 + group * 20)ms")
            lines.append("  dimension slow = 0.\(group % 9 + 1)s")
            lines.append("  dimension gap = \(4 + group * 2)pt")
            lines.append("  dimension radius = \(2 + group)pt")
            lines.append("  font body = font(\"Inter\", \(12 + group % 6)pt)")
            lines.append("  font title = font(\"Inter\", \(20 + group % 6)pt, weight: semibold)")
            lines.append("  shadow raised = dynamic(")
            lines.append("    light: shadow(#1f232826, 0pt, 1pt, 3pt),")
            lines.append("    dark: shadow(#ffffff14, 0pt, 0pt, 0pt, 1pt) + shadow(#00000099, 0pt, 8pt, 24pt)")
            lines.append("  )")
            lines.append("  color border = alpha(fg, 0.2)")
            lines.append("  color accent = dynamic(light: #0969da, dark: #4493f8)")
            lines.append("  color onAccent = #ffffff")
            lines.append("}")
            lines.append("assert contrast(g\(group).fg, g\(group).bg) >= 7, \"body text \(group)\"")
        }
        for when in ["dimmed", "tritanopia", "protanopia", "high"] {
            lines.append("when \(when) {")
            lines += overrides[when] ?? []
            lines.append("}")
        }
        lines.append("when dimmed { g0.bg = dynamic(light: #f6f8fa, dark: #212830) }")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Run in the page: the page's width with the appearances shown at first, with each run of
    /// six appearances picked, and with all of them; every swatch painted in some run (by token
    /// and column); every contrast pair's painted colors. The checkboxes are left as they were.
    static let reader = """
        window.readColors = () => {
          const boxes = [...document.querySelectorAll('.picker input')];
          const first = boxes.map(box => box.checked);
          const width = () => document.scrollingElement.scrollWidth;
          const shown = element => element.getClientRects().length > 0;
          const result = { first: width(), runs: [], all: 0, swatches: {}, pairs: {} };
          const read = () => {
            for (const cell of document.querySelectorAll('td[data-token], td[data-property]')) {
              const swatch = cell.querySelector('.swatch > span');
              if (!swatch || !shown(swatch)) continue;
              const key = (cell.dataset.token || cell.dataset.context + '/' + cell.dataset.property);
              result.swatches[key + '|' + cell.dataset.column] = getComputedStyle(swatch).backgroundColor;
            }
            for (const row of document.querySelectorAll('section:last-of-type tbody tr')) {
              const pair = row.querySelector('th').firstChild.textContent;
              for (const cell of row.querySelectorAll('td[data-column]')) {
                const sample = cell.querySelector('.sample');
                if (!sample || !shown(sample)) continue;
                const style = getComputedStyle(sample);
                result.pairs[pair + '|' + cell.dataset.column] = [style.color, style.backgroundColor];
              }
            }
          };
          read();
          for (let start = 0; start < boxes.length || start == 0; start += 6) {
            boxes.forEach((box, index) => { box.checked = index >= start && index < start + 6; });
            result.runs.push(width());
            read();
            if (boxes.length == 0) break;
          }
          boxes.forEach(box => { box.checked = true; });
          result.all = width();
          boxes.forEach((box, index) => { box.checked = first[index]; });
          return result;
        };
        """

    /// Three listed appearances and a token that varies on the tone alone: in `dark-dimmed` eval
    /// gives it its `dimmed` value, which the token's own combinations (tone × nothing) would
    /// look up in the unlisted `light-dimmed`, whose fallback is `light`.
    static let listedTone = """
        axis tone { standard, dimmed }
        appearances { light, dark, dark-dimmed }
        color fg = dynamic(light: #1f2328, dark: #f0f3f6)
        color bg = dynamic(light: #ffffff, dark: #0d1117)
        color ink = #000000
        when dimmed { bg = #212830  ink = #ffffff }
        assert contrast(fg, bg) >= 7
        assert contrast(ink, bg) >= 1
        """

    static let cases = ["design-system", "product-modes.shade", "listed-tone"]

    func theme(_ name: String) -> Theme {
        switch name {
        case "design-system": load(Self.designSystem())
        case "listed-tone": load(Self.listedTone)
        default: ThemeLoader().load(files: [AssetCatalogExportTests.examples.appendingPathComponent(name).path])
        }
    }

    @Test("a cell and a contrast pair show eval's value in a listed appearance, not a fallback's")
    func listedValues() throws {
        let theme = theme("listed-tone")
        try #require(theme.errorMessages == [])
        #expect(theme.appearances.map(\.name) == ["light", "dark", "dark-dimmed"])
        #expect(theme.value(of: "ink", in: theme.appearances[2])?.color?.hex == "#ffffff")
        let page = try html(theme)
        #expect(
            page.contains(
                "<td data-token=\"ink\" data-column=\"dark-dimmed\"><span class=\"swatch\"><span style=\"background: #ffffff\">"
            ))
        #expect(
            page.contains(
                "<td data-column=\"dark-dimmed\"><span class=\"sample\" style=\"color: #ffffff; background: #212830\">")
        )
    }

    @Test("the generated theme has design-system scale: 500 tokens in 16 appearances, no error")
    func scale() {
        let theme = theme("design-system")
        #expect(theme.errorMessages == [])
        #expect(theme.tokens.count >= 500)
        #expect(theme.appearances.count == 16)
    }

    func html(_ theme: Theme) throws -> String {
        guard case let .file(bytes) = try theme.export(to: .html).get().output else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "durations are clocks, a shadow sits on its scheme's page, headings as written, components' rows are properties"
    )
    func samples() throws {
        let page = try html(
            load(
                """
                group motion { dimension fast = 120ms  dimension slow = 0.4s  dimension gap = 8pt }
                shadow raised = dynamic(light: shadow(#1f232826, 0pt, 1pt, 3pt), dark: shadow(#00000099, 0pt, 8pt, 24pt))
                """))
        // A clock face filled for the share of a second (0.12 and 0.4 turns); a length a bar, 2 px a unit.
        #expect(page.contains("data-column=\"light\"><span class=\"clock\" style=\"--turn: 0.12\""))
        #expect(page.contains("data-column=\"light\"><span class=\"clock\" style=\"--turn: 0.4\""))
        #expect(
            page.contains("data-column=\"light\"><span class=\"bar\" style=\"width: 16px\"></span><code>8pt</code>"))
        // The dark shadow on a dark page, the light one on a light page.
        #expect(
            page.contains(
                "data-column=\"dark\"><span class=\"stage dark\"><span style=\"box-shadow: 0px 8px 24px 0px #00000099"))
        #expect(
            page.contains(
                "data-column=\"light\"><span class=\"stage\"><span style=\"box-shadow: 0px 1px 3px 0px #1f232826"))
        #expect(page.contains("<h2>motion</h2>") && !page.contains("text-transform"))
        let styled = try html(load(StyledThemeExportTests.tokens + "\n" + StyledThemeExportTests.styles))
        #expect(
            styled.contains("<h2>UINavigationBar in SettingsController</h2>\n<table>\n<thead><tr><th>property</th>"))
        #expect(styled.contains("<h2>Tokens</h2>\n<table>\n<thead><tr><th>token</th>"))
    }

    @Test("every table has the name, the type and one column per appearance; a checkbox per appearance")
    func columns() throws {
        let theme = theme("product-modes.shade")
        let page = try html(theme)
        let head = "<th>" + theme.appearances.map(\.name).joined(separator: "</th><th>") + "</th></tr></thead>"
        #expect(theme.appearances.count == 9)
        let tables = page.components(separatedBy: "<table>").count - 1
        #expect(tables > 10)
        #expect(page.components(separatedBy: head).count - 1 == tables)
        #expect(page.components(separatedBy: "<input type=\"checkbox\"").count - 1 == 9)
        // Six shown at first: the listed ones with the fewest axes off their defaults besides the scheme.
        let checked = theme.appearances.indices.filter { page.contains("id=\"show-\($0)\" checked") }
        #expect(
            checked.map { theme.appearances[$0].name } == [
                "light", "dark", "dark-dimmed", "light-high", "dark-high", "light-tritanopia"
            ])
    }

    @Test(
        "in Chromium at 1280 px nothing scrolls sideways, every swatch and contrast pair paints eval's values",
        .enabled(if: Chromium.path != nil || TestTools.areRequired), arguments: cases)
    func inChromium(name: String) throws {
        let chromium = try #require(
            Chromium.path, "Chromium is required here (SHADE_REQUIRE_TOOLS=1) but not installed")
        let theme = theme(name)
        try #require(theme.errorMessages == [])
        guard case let .file(bytes) = try theme.export(to: .html).get().output else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent("page.html"))
        try Data(Self.reader.utf8).write(to: folder.appendingPathComponent("reader.js"))
        try Data("[{\"scheme\": \"light\", \"contrast\": \"no-preference\", \"gamut\": \"srgb\"}]".utf8).write(
            to: folder.appendingPathComponent("states.json"))
        let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../.build/test-output").standardizedFileURL
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let screenshot = output.appendingPathComponent(
            "swatches-1280-" + name.replacingOccurrences(of: ".shade", with: "") + ".png")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let data = try CSSBrowserTests.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path, folder.appendingPathComponent("reader.js").path,
            screenshot.path
        ])
        let read = try #require((JSONSerialization.jsonObject(with: data) as? [[String: Any]])?.first)
        // The window is 1280 px wide: the page is no wider in any run of appearances.
        let widths = [read["first"] as? Int, read["all"] as? Int] + (read["runs"] as? [Int] ?? []).map { $0 }
        #expect(widths.count >= 3 && widths.allSatisfy { ($0 ?? .max) <= 1280 }, "\(widths)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        var expected: [String: String] = [:]
        for token in try #require(json["tokens"] as? [[String: Any]]) where token["type"] as? String == "color" {
            for (column, value) in try #require(token["values"] as? [String: String]) {
                expected["\(try #require(token["name"] as? String))|\(column)"] = value
            }
        }
        let painted = try #require(read["swatches"] as? [String: String]).mapValues(CSSBrowserTests.hex)
        #expect(painted.count == expected.count)
        #expect(painted == expected)
        // Each pair's sample paints eval's values of its two tokens, in every appearance.
        let pairs = try #require(read["pairs"] as? [String: [String]])
        let assertions = theme.program.assertions.count
        #expect(pairs.count == assertions * theme.appearances.count, "\(pairs.count) samples")
        for (key, colors) in pairs {
            let parts = key.split(separator: "|").map(String.init)
            let names = parts[0].components(separatedBy: " on ")
            let wanted = names.map { expected["\($0)|\(parts[1])"] }
            #expect(colors.map { Optional(CSSBrowserTests.hex($0)) } == wanted, "\(key)")
        }
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }
}

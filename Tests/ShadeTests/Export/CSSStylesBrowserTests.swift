import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The component styles of `shade export --to css` in a real browser: a page nests each
/// component in the containers of each context (`<div class="SettingsController"><div
/// class="UINavigationBar">`), and elements inside read every property through `var()`. Under
/// every system scheme and contrast, every root switch and every declared-axis value, each
/// computed color, width and font equals the property's value in ``Theme/styles``.
@Suite(
    "Export: CSS component styles in Chromium",
    .enabled(
        if: Chromium.path != nil || TestTools.areRequired,
        "Chromium is not installed: the browser comparison is skipped"))
struct CSSStylesBrowserTests {
    static let cases: [(name: String, source: String?)] = [
        ("navigation-bar.shade", nil), ("styles with an axis, a dimension and fonts", CSSStylesTests.navigationBar)
    ]

    /// Reads each probe as the browser computes it, keyed `CONTEXT|PROPERTY` (`|parts` for a
    /// font read through its family, size and weight properties).
    static let reader = """
        window.readColors = () => Object.fromEntries([...document.querySelectorAll('[data-property]')].map(probe => {
          const style = getComputedStyle(probe);
          const kind = probe.dataset.type;
          const value = kind === 'color' ? style.color : kind === 'dimension' ? style.width
            : `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const key = probe.closest('[data-context]').dataset.context + '|' + probe.dataset.property;
          return [kind === 'font-parts' ? key + '|parts' : key, value];
        }));
        """

    /// CSS font weights, written here rather than taken from the export.
    static let weights: [Value.FontSpec.Weight: Int] = [
        .ultraLight: 100, .thin: 200, .light: 300, .regular: 400, .medium: 500, .semibold: 600, .bold: 700, .heavy: 800,
        .black: 900
    ]

    @Test(
        "every property of every context computes to Theme.styles' value in every emulated appearance", arguments: cases
    )
    func computedValues(_ row: (name: String, source: String?)) throws {
        let chromium = try #require(
            Chromium.path, "Chromium is required here (SHADE_REQUIRE_TOOLS=1) but not installed")
        let theme =
            row.source.map { load($0) }
            ?? ThemeLoader().load(files: [AssetCatalogExportTests.examples.appendingPathComponent(row.name).path])
        #expect(theme.errorMessages.isEmpty)
        guard case let .file(css) = try theme.export(to: .css).get().output else { return }
        let styles = theme.styles
        try #require(!styles.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-css-styles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(css).write(to: folder.appendingPathComponent("theme.css"))
        try Data(Self.reader.utf8).write(to: folder.appendingPathComponent("reader.js"))
        try Data(Self.page(styles).utf8).write(to: folder.appendingPathComponent("page.html"))

        let all = BrowserStates.all(for: theme)
        let states = all.map(\.browser)
        let expected = try all.map { state in
            try Self.expected(
                styles,
                column: try #require(theme.appearances.firstIndex(of: theme.appearance(settings: state.settings))))
        }
        try JSONSerialization.data(withJSONObject: states).write(to: folder.appendingPathComponent("states.json"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let output = try CSSBrowserTests.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path,
            folder.appendingPathComponent("reader.js").path
        ])
        let results = try #require(JSONSerialization.jsonObject(with: output) as? [[String: String]])
        #expect(results.count == states.count)
        for (index, result) in results.enumerated() {
            let computed = result.mapValues { $0.hasPrefix("rgb") ? CSSBrowserTests.hex($0) : $0 }
            #expect(computed == expected[index], "\(states[index])")
        }
    }

    /// The page: per context, the component inside its containers (farthest outside), holding a
    /// probe per property; an unrelated wrapper around all of them changes nothing.
    static func page(_ styles: [ComponentStyle]) -> String {
        var page =
            "<!doctype html><html><head><meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"theme.css\"></head><body>\n"
        page += "<div class=\"App\">\n"
        for style in styles {
            page += style.context.reversed().map { "<div class=\"\($0)\">" }.joined()
            page += "<div class=\"\(style.component)\" data-context=\"\(style.title)\">"
            for property in style.properties {
                let variable =
                    "--" + ExportNaming.lowercaseWords(of: style.component + "." + property.name, joinedBy: "-")
                switch property.type {
                case .color:
                    page +=
                        "<span data-property=\"\(property.name)\" data-type=\"color\" style=\"color: var(\(variable))\"></span>"
                case .dimension:
                    page +=
                        "<span data-property=\"\(property.name)\" data-type=\"dimension\" style=\"display: inline-block; width: var(\(variable))\"></span>"
                case .font:
                    page +=
                        "<span data-property=\"\(property.name)\" data-type=\"font\" style=\"font: var(\(variable))\"></span>"
                    page +=
                        "<span data-property=\"\(property.name)\" data-type=\"font-parts\" style=\"font-family: var(\(variable)-family); "
                        + "font-size: var(\(variable)-size); font-weight: var(\(variable)-weight)\"></span>"
                default:
                    break
                }
            }
            page += "</div>" + String(repeating: "</div>", count: style.context.count) + "\n"
        }
        page += "</div></body></html>\n"
        return page
    }

    /// What the probes of every context must read in the theme's `column`th appearance.
    static func expected(_ styles: [ComponentStyle], column: Int) throws -> [String: String] {
        var expected: [String: String] = [:]
        for style in styles {
            for property in style.properties {
                let key = style.title + "|" + property.name
                switch try #require(property.values.indices.contains(column) ? property.values[column] : nil) {
                case let .color(color):
                    expected[key] = color.hex
                case let .dimension(number, _):
                    expected[key] = Value.format(number) + "px"
                case let .font(font):
                    let text = "\(try #require(weights[font.weight])) \(Value.format(font.size))px \"\(font.family)\""
                    expected[key] = text
                    expected[key + "|parts"] = text
                default:
                    break
                }
            }
        }
        return expected
    }
}

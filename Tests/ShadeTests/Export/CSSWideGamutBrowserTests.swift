import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The wide-gamut CSS in Chromium, with `color-gamut` emulated (DevTools'
/// `Emulation.setEmulatedMedia`): as an sRGB screen, every token's computed color equals
/// `shade eval --format json` (the mapped hex); as a P3 screen, a token whose color is written
/// wide (in Display P3, OKLCH, Lab…, inside sRGB or not, or computed from such a color) computes to
/// `color(display-p3 …)` with the components coloraide maps it to (Fixtures/wide-gamut.json), and
/// every hex token to eval's hex — in every system scheme and contrast, root switch and
/// declared-axis value.
@Suite(
    "Export: CSS wide gamut in Chromium",
    .enabled(
        if: Chromium.path != nil || TestTools.areRequired,
        "Chromium is not installed: the browser comparison is skipped"))
struct CSSWideGamutBrowserTests {
    /// A token of the test theme: its value for each value of the axis it varies on (one value
    /// under "" for a token that does not vary).
    struct WideToken: Sendable {
        let name: String
        let axis: String?
        let values: [(axisValue: String, expression: String)]

        var declaration: String {
            guard axis != nil else { return "color \(name) = \(values[0].expression)" }
            return "color \(name) = dynamic("
                + values.map { "\($0.axisValue): \($0.expression)" }.joined(separator: ", ") + ")"
        }

        /// The expression that holds under the axis settings.
        func expression(under settings: [String: String]) -> String {
            guard let axis else { return values[0].expression }
            return values.first { $0.axisValue == settings[axis] }?.expression ?? values[0].expression
        }
    }

    /// Dynamic between a P3 color and an sRGB one, an oklch color, a translucent wide color, a
    /// mix in oklch, wide colors varying by contrast and by a declared axis, an oklch color inside
    /// sRGB, Radix's blue steps as Radix publishes them in Display P3 (inside sRGB), a mix of one
    /// with white, and a hex.
    static let tokens: [WideToken] = [
        WideToken(name: "vivid", axis: "scheme", values: [("light", "displayP3(1, 0, 0)"), ("dark", "#336699")]),
        WideToken(name: "glow", axis: nil, values: [("", "oklch(0.7, 0.3, 30)")]),
        WideToken(name: "veil", axis: nil, values: [("", "displayP3(0, 1, 0, 0.5)")]),
        WideToken(
            name: "blend", axis: nil, values: [("", "mix(oklch(0.7, 0.3, 30), displayP3(0, 1, 0), 0.5, in: oklch)")]),
        WideToken(
            name: "strong", axis: "contrast",
            values: [("normal", "lab(60, 80, -90)"), ("high", "oklch(0.5, 0.25, 145)")]),
        WideToken(name: "branded", axis: "brand", values: [("acme", "oklch(0.6, 0.3, 330)"), ("globex", "#0f7c7a")]),
        WideToken(name: "calm", axis: nil, values: [("", "oklch(0.6, 0.1, 250)")]),
        WideToken(
            name: "blue9", axis: "scheme",
            values: [("light", "displayP3(0.247, 0.556, 0.969)"), ("dark", "displayP3(0.344, 0.612, 0.973)")]),
        WideToken(
            name: "blue7", axis: "contrast",
            values: [("normal", "displayP3(0.195, 0.361, 0.6)"), ("high", "displayP3(0.239, 0.434, 0.72)")]),
        WideToken(name: "blue11", axis: nil, values: [("", "displayP3(0.49, 0.72, 1)")]),
        WideToken(name: "tint", axis: nil, values: [("", "mix(displayP3(0.247, 0.556, 0.969), #ffffff, 0.2)")]),
        WideToken(name: "plain", axis: nil, values: [("", "#3c64f4")])
    ]

    static let source = "axis brand { acme, globex }\n" + tokens.map(\.declaration).joined(separator: "\n") + "\n"

    /// One color of Fixtures/wide-gamut.json: coloraide's mapping into Display P3.
    struct Expected {
        let displayP3: [Double]
        let alpha: Double
        let inSRGB: Bool
    }

    static func fixture() throws -> [String: Expected] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/wide-gamut.json")
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let colors = try #require(json["colors"] as? [String: [String: Any]])
        return try colors.mapValues { entry in
            Expected(
                displayP3: try #require(entry["display-p3"] as? [Double]),
                alpha: try #require(entry["alpha"] as? Double),
                inSRGB: try #require(entry["in-srgb"] as? Bool))
        }
    }

    /// `color(display-p3 0.1 0.2 0.3)` or `color(display-p3 0.1 0.2 0.3 / 0.5)` as its
    /// components and alpha; nil for anything else.
    static func displayP3(_ computed: String) -> (channels: [Double], alpha: Double)? {
        guard computed.hasPrefix("color(display-p3 "), computed.hasSuffix(")") else { return nil }
        let parts = computed.dropFirst(17).dropLast().split(separator: "/")
        let channels = parts[0].split(separator: " ").compactMap { Double($0) }
        guard channels.count == 3 else { return nil }
        return (channels, parts.count > 1 ? Double(parts[1].trimmingCharacters(in: .whitespaces)) ?? .nan : 1)
    }

    /// Both searches stop when the chroma interval is below 0.0001 and the CSS prints six
    /// decimals: a channel may differ by far less than a byte step (0.0039).
    static let tolerance = 0.001

    @Test(
        "as an sRGB screen every token is eval's hex; as a P3 screen those written wide are coloraide's P3 values",
        arguments: ["srgb", "p3"])
    func computedColors(gamut: String) throws {
        let chromium = try #require(
            Chromium.path, "Chromium is required here (SHADE_REQUIRE_TOOLS=1) but not installed")
        let theme = load(Self.source)
        #expect(!theme.hasErrors)
        guard case let .file(css) = try theme.export(to: .css).get().output else { return }
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        let evaluated = try #require(json["tokens"] as? [[String: Any]])
        let hexes = Dictionary(
            uniqueKeysWithValues: try evaluated.map { token in
                (try #require(token["name"] as? String), try #require(token["values"] as? [String: String]))
            })
        let fixture = try Self.fixture()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-wide-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(css).write(to: folder.appendingPathComponent("theme.css"))
        var page =
            "<!doctype html><html><head><meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"theme.css\"></head><body>\n"
        for token in Self.tokens {
            page +=
                "<div data-token=\"\(token.name)\" style=\"color: var(--\(ExportNaming.lowercaseWords(of: token.name, joinedBy: "-")))\">\(token.name)</div>\n"
        }
        page += """
            <script>window.readColors = () => Object.fromEntries([...document.querySelectorAll('[data-token]')]
              .map(element => [element.dataset.token, getComputedStyle(element).color]));</script></body></html>
            """
        try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
        let all = BrowserStates.all(for: theme)
        let states = all.map { $0.browser.merging(["gamut": gamut] as [String: Any]) { $1 } }
        try JSONSerialization.data(withJSONObject: states).write(to: folder.appendingPathComponent("states.json"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let output = try CSSBrowserTests.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path
        ])
        let results = try #require(JSONSerialization.jsonObject(with: output) as? [[String: String]])
        try #require(results.count == states.count)
        var wideSeen = 0, insideSeen = 0
        for (state, result) in zip(all, results) {
            let column = theme.appearance(settings: state.settings).name
            for token in Self.tokens {
                let computed = try #require(result[token.name])
                let expression = token.expression(under: state.settings)
                let expected = try #require(fixture[expression], "\(expression) is not in Fixtures/wide-gamut.json")
                if gamut == "srgb" || expression.hasPrefix("#") {
                    #expect(
                        CSSBrowserTests.hex(computed) == hexes[token.name]?[column], "\(token.name) in \(state.browser)"
                    )
                    continue
                }
                wideSeen += 1
                if expected.inSRGB { insideSeen += 1 }
                let wide = try #require(Self.displayP3(computed), "\(token.name) in \(state.browser): \(computed)")
                #expect(
                    zip(wide.channels, expected.displayP3).allSatisfy { abs($0 - $1) <= Self.tolerance },
                    "\(token.name) in \(state.browser): \(computed), coloraide \(expected.displayP3)")
                #expect(abs(wide.alpha - expected.alpha) < 1e-6, "\(token.name) in \(state.browser): \(computed)")
            }
        }
        #expect(gamut == "srgb" ? wideSeen == 0 : wideSeen > 0 && insideSeen > 0)
    }
}

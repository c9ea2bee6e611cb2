import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Wide gamut in `shade export --to css` as text (docs/color.md, Where wide colors go): after the sRGB fallback, an
/// `@media (color-gamut: p3)` block sets the tokens holding colors outside sRGB again, through the
/// same selectors, as `color(display-p3 …)`. The browser test proves the values.
@Suite("Export: CSS wide gamut")
struct CSSWideGamutTests {
    func css(_ source: String) throws -> String {
        guard case let .file(bytes) = try load(source).export(to: .css).get().output else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Display P3's primaries and its green at half alpha are exact in `display-p3`, and lie
    /// outside sRGB.
    static let blocks: [(source: String, block: String)] = [
        (
            "color a = displayP3(1, 0, 0)\ncolor plain = #3c64f4",
            """
            @media (color-gamut: p3) {
              :root {
                --a: color(display-p3 1 0 0);
              }
            }

            """
        ),
        (
            "color b = dynamic(light: #ffffff, dark: displayP3(0, 1, 0, 0.5))",
            """
            @media (color-gamut: p3) {
              :root {
                --b: light-dark(#ffffff, color(display-p3 0 1 0 / 0.5));
              }
            }

            """
        ),
        (
            "color c = dynamic(normal: #777777, high: displayP3(0, 0, 1))\ncolor d = #000000",
            """
            @media (color-gamut: p3) {
              :root {
                --c: #777777;
              }
              @media (prefers-contrast: more) {
                :root:not([data-contrast="normal"]) {
                  --c: color(display-p3 0 0 1);
                }
              }
              :root[data-contrast="high"] {
                --c: color(display-p3 0 0 1);
              }
            }

            """
        ),
        (
            "axis brand { acme, globex }\ncolor e = dynamic(acme: #0f7c7a, globex: displayP3(1, 0, 0, 0.25))",
            """
            @media (color-gamut: p3) {
              :root {
                --e: #0f7c7a;
              }
              :root[data-brand="globex"] {
                --e: color(display-p3 1 0 0 / 0.25);
              }
            }

            """
        )
    ]

    @Test(
        "a wide color is set again in @media (color-gamut: p3), after the fallback, by the same rules",
        arguments: blocks)
    func block(_ row: (source: String, block: String)) throws {
        let text = try css(row.source)
        #expect(text.hasSuffix(row.block))
        // The fallback before it is the sRGB output, as without wide colors.
        let fallback = String(text.dropLast(row.block.count))
        #expect(!fallback.contains("display-p3") && !fallback.isEmpty)
    }

    @Test("the wide colors inside shadows, borders and gradients are set again too; the others stay hex")
    func composites() throws {
        let css = try css(
            """
            shadow s = shadow(displayP3(1, 0, 0), 0pt, 1pt, 2pt) + shadow(#000000, 0pt, 4pt)
            border b = border(displayP3(0, 1, 0, 0.5), 1pt)
            gradient g = gradient(#ffffff, displayP3(0, 0, 1))
            shadow plain = shadow(#000000, 0pt, 1pt)
            """)
        let wide = try #require(css.components(separatedBy: "@media (color-gamut: p3) {").last)
        #expect(wide.contains("--s: 0px 1px 2px 0px color(display-p3 1 0 0), 0px 4px 0px 0px #000000;"))
        #expect(wide.contains("--b: 1px solid color(display-p3 0 1 0 / 0.5);"))
        #expect(wide.contains("--g: linear-gradient(#ffffff 0%, color(display-p3 0 0 1) 100%);"))
        #expect(!wide.contains("--plain"))
    }

    @Test(
        "colors written in sRGB, or computed from such colors only, get nothing extra",
        arguments: [
            "color a = rgb(300, 100, 0)",
            "color a = hct(250, 40, 50)",
            "color a = mix(#ffffff, #000000, 0.5, in: oklch)",
            "color a = dynamic(light: #3c64f4, dark: #ffffff)",
            "dimension gap = 4pt\ncolor a = mix(#ff0000, #0000ff)"
        ])
    func nothingExtra(source: String) throws {
        #expect(!(try css(source)).contains("color-gamut"))
    }

    @Test(
        "numbers: six decimals at most, no exponent, no negative zero",
        arguments: [
            (0.5, "0.5"), (1, "1"), (0, "0"), (0.000123, "0.000123"), (1e-9, "0"), (-1e-9, "0"),
            (0.1234567, "0.123457"), (0.99999999, "1")
        ])
    func number(_ row: (value: Double, text: String)) {
        #expect(CSSWideGamut.number(row.value) == row.text)
    }

    @Test(
        "a component property's wide color is set again inside the context's own layer",
        arguments: [
            ("style Bar { tint = displayP3(1, 0, 0) }", ".Bar"),
            ("style Bar in Sheet { tint = dynamic(light: #222222, dark: displayP3(1, 0, 0)) }", ".Sheet .Bar")
        ])
    func componentStyle(_ row: (style: String, scope: String)) throws {
        let text = try css("component Bar { color tint = #111111 }\n" + row.style)
        let layer = try #require(text.components(separatedBy: "@layer {").last)
        #expect(
            layer.contains(
                """
                  @media (color-gamut: p3) {
                    \(row.scope) {
                """))
        #expect(layer.contains("color(display-p3 1 0 0)"))
        #expect(!text.components(separatedBy: "@layer {").dropLast().joined().contains("display-p3"))
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Reading colors (issue "real design systems", item 7): channels, HSL, source-over compositing
/// and a color as a string. The expected HSL values are Python's `colorsys.rgb_to_hls` on the
/// same bytes (hue × 360), rounded to 6 places; the compositing ones were worked out with the
/// Compositing and Blending Level 1 source-over formula, by hand.
@Suite("Reading colors")
struct ColorReadingTests {
    @Test(arguments: [
        ("#3c64f4", 226.956522, 0.893204, 0.596078),
        ("#34c759", 135.102041, 0.585657, 0.492157),
        ("#808080", 0, 0, 0.501961),  // a grey has no hue: 0
        ("#ff0000", 0, 1, 0.5),
        ("#00ff7f", 149.882353, 1, 0.5),
        ("#1c1c1e", 240, 0.034483, 0.113725)
    ])
    func hueSaturationAndLightnessAreHSL(hex: String, hue: Double, saturation: Double, lightness: Double) throws {
        let theme = load(
            """
            color c = \(hex)
            number h = c.hue
            number s = c.saturation
            number l = c.lightness
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        for (name, expected) in [("h", hue), ("s", saturation), ("l", lightness)] {
            let value = try #require(theme.value(of: name, in: theme.appearances[0])?.magnitude)
            #expect(abs(value - expected) < 1e-6, "\(name) of \(hex): \(value)")
        }
    }

    @Test func channelsReadAsRgbaTakesThem() {
        let theme = load(
            """
            color c = #3c64f480
            color back = rgba(c.red, c.green, c.blue, c.alpha)
            number r = c.red
            number a = c.alpha
            color varying = dynamic(light: #ff0000, dark: #0000ff)
            number redness = varying.red
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string("r") == "60")
        #expect(theme.string("a") == Value.number(128.0 / 255).description)
        #expect(theme.string("back") == "#3c64f480")
        #expect(theme.strings("redness") == ["light": "255", "dark": "0"])
    }

    @Test(arguments: [
        ("#ff000080", "#0000ff", "#80007f"),
        ("#ffffff80", "#00000080", "#aaaaaac0"),  // 0x80 is 128/255, not one half
        ("#00000000", "#00000000", "#00000000"),
        ("#336699", "#ffffff", "#336699"),
        ("rgba(0, 0, 0, 0.3)", "#ffffff", "#b3b3b3")
    ])
    func overCompositesSourceOver(foreground: String, background: String, expected: String) {
        let theme = load("color c = over(\(foreground), \(background))")
        #expect(theme.string("c") == expected)
    }

    @Test func aColorBecomesAStringInItsOutputForm() {
        let theme = load(
            """
            color brand = dynamic(light: #3c64f4, dark: #3c64f480)
            string shadow = "0 1px 2px " + string(brand)
            """)
        #expect(theme.strings("shadow") == ["light": #""0 1px 2px #3c64f4""#, "dark": #""0 1px 2px #3c64f480""#])
    }

    @Test(arguments: [
        ("number n = 3\nnumber x = n.red", "a number has no member 'red'"),
        ("font f = font(\"A\", 12pt)\nnumber x = f.alpha", "a font has no member 'alpha'"),
        ("color c = #000000\nnumber x = c.family", "a color has no member 'family'")
    ])
    func aMemberOfTheWrongTypeIsAnError(source: String, message: String) {
        let theme = load(source)
        #expect(theme.errorMessages.first?.hasPrefix(message) == true, "\(theme.errorMessages)")
    }
}

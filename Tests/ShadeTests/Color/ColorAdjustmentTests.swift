import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The adjustments beyond the core built-ins (docs/language.md, Built-in semantics). HSL
/// expectations come from Python's `colorsys` (an independent implementation of the same
/// conversions), the rest by hand as noted.
@Suite("Color adjustments")
struct ColorAdjustmentTests {
    static let cases: [(expression: String, expected: String)] = [
        // colorsys: rgb_to_hls, adjust, hls_to_rgb, round half up
        ("saturate(#8c3333, 0.2)", "#9f2020"),
        ("desaturate(#8c3333, 0.2)", "#794646"),
        ("desaturate(#3c64f4, 0.5)", "#6f81c1"),
        ("saturate(#3c64f4, 0.5)", "#315eff"),
        ("saturate(#5e637a, 0.3)", "#3e4e9a"),
        ("rotateHue(#ff0000, 120)", "#00ff00"),
        // 180°: each channel → max + min − c = (304 − 60, 304 − 100, 304 − 244) → #f4cc3c
        ("rotateHue(#3c64f4, 180)", "#f4cc3c"),
        ("rotateHue(#3c64f4, -90)", "#3cf470"),
        ("rotateHue(#2aab3f, 30)", "#2aab80"),
        // lightness (max + min) / 2 = (244 + 60) / 2 = 152 → #989898
        ("grayscale(#3c64f4)", "#989898"),
        ("grayscale(#db3643)", "#898989"),
        ("grayscale(#8c93ad)", "#9d9d9d"),
        // 255 − channel: (195, 155, 11); alpha kept
        ("invert(#3c64f4)", "#c39b0b"),
        ("invert(#3c64f480)", "#c39b0b80"),
        // already 21:1 → unchanged
        ("ensureContrast(#000000, #ffffff)", "#000000"),
        // #777777 is 4.478:1 on white; one step darker, #767676, is 4.542:1 (hand: see ColorMathTests)
        ("ensureContrast(#777777, #ffffff)", "#767676"),
        // on black the way is toward white: #777777 is 4.69:1 on black already
        ("ensureContrast(#777777, #000000)", "#777777"),
        // nothing reaches 21:1 against mid gray: the better pole
        ("ensureContrast(#808080, #808080, 21)", "#000000")
    ]

    @Test("adjustments", arguments: cases)
    func adjustment(_ row: (expression: String, expected: String)) {
        let theme = load("color c = \(row.expression)")
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string("c") == row.expected)
    }

    static let pairs: [(foreground: String, background: String, ratio: Double)] = [
        ("#8c93ad", "#ffffff", 4.5), ("#8c93ad", "#000000", 7), ("#3c64f4", "#1c1c1e", 4.5),
        ("#db3643", "#20222a", 3), ("#5e637a", "#000000", 4.5), ("#ffcc00", "#ffffff", 3)
    ]

    @Test("ensureContrast's output passes, and is the least change that does", arguments: pairs)
    func ensureContrastIsMinimal(_ pair: (foreground: String, background: String, ratio: Double)) throws {
        let fg = try #require(ThemeColor(hex: pair.foreground)), bg = try #require(ThemeColor(hex: pair.background))
        let result = fg.ensuringContrast(pair.ratio, against: bg)
        #expect(result.quantized.contrastRatio(with: bg) >= pair.ratio)
        // Undoing one byte of the change (along the same line, back toward the original) fails.
        guard result.hex != fg.hex else { return }
        let distance = max(abs(result.red - fg.red), abs(result.green - fg.green), abs(result.blue - fg.blue))
        let back = result.mixed(with: fg, by: (1.0 / 255) / distance)
        #expect(back.quantized.contrastRatio(with: bg) < pair.ratio || back.hex == result.hex)
    }

    @Test("adjustments of dynamic colors stay dynamic")
    func dynamic() {
        let theme = load(
            """
            color bg = dynamic(light: #ffffff, dark: #000000)
            color text = ensureContrast(#777777, bg, 4.5)
            color muted = grayscale(dynamic(light: #3c64f4, dark: #db3643))
            """)
        #expect(theme.strings("text") == ["light": "#767676", "dark": "#777777"])
        #expect(theme.strings("muted") == ["light": "#989898", "dark": "#898989"])
    }
}

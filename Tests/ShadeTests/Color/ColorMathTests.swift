import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Every expected value here is computed by hand from the formulas in docs/language.md, Built-in semantics (worked in
/// the comments), never from Shade's own output.
@Suite("Color math")
struct ColorMathTests {
    static let staticCases: [(expression: String, expected: String)] = [
        // darken: RGB × (1 − a). (60, 100, 244) × 0.8 = (48, 80, 195.2) → #3050c3
        ("darken(#3c64f4, 0.2)", "#3050c3"),
        // (49, 52, 64) × 0.8 = (39.2, 41.6, 51.2) → #272a33
        ("darken(#313440, 0.2)", "#272a33"),
        // amount clamped to 0…1: −0.5 → 0 (unchanged); 2 → 1 (black, alpha kept)
        ("darken(#3c64f4, -0.5)", "#3c64f4"),
        ("darken(#3c64f480, 2)", "#00000080"),
        // lighten: RGB × min(1 + a, 1 / max). (49, 52, 64) × 1.2 = (58.8, 62.4, 76.8) → #3b3e4d
        ("lighten(#313440, 0.2)", "#3b3e4d"),
        // max 244: factor min(1.2, 255/244 = 1.04508) → (62.70, 104.51, 255) → #3f69ff
        ("lighten(#3c64f4, 0.2)", "#3f69ff"),
        // amount 5 clamps to 1: min(2, 255/128 = 1.9922) → 255 → white
        ("lighten(#808080, 5)", "#ffffff"),
        // brightness 0 stays 0
        ("lighten(#000000, 0.5)", "#000000"),
        // alpha: 0.7 × 255 = 178.5 → 179 = b3 (half away from zero)
        ("alpha(#3c64f4, 0.7)", "#3c64f4b3"),
        ("alpha(#3c64f4, 1)", "#3c64f4"),
        ("alpha(#3c64f4, 70%)", "#3c64f4b3"),
        // mix, opaque: a + (b − a) t. 255 × 0.5 = 127.5 → 128 = 80
        ("mix(#ff0000, #0000ff)", "#800080"),
        // t = 0.25: red 255 × 0.75 = 191.25 → bf, blue 63.75 → 40
        ("mix(#ff0000, #0000ff, 0.25)", "#bf0040"),
        ("mix(#ff0000, #0000ff, t: 1)", "#0000ff"),
        // premultiplied: transparent red contributes no color; alpha 0.5 → 127.5 → 80
        ("mix(#ff000000, #0000ff)", "#0000ff80"),
        // α = 0.5·0.5 + 1·0.5 = 0.75; red = 0.25/0.75 → 85 = 55; blue = 0.5/0.75 → 170 = aa; α 191.25 → bf
        ("mix(alpha(#ff0000, 0.5), #0000ff)", "#5500aabf"),
        // rgb / rgba: channels 0–255, alpha 0–1; 127.5 rounds away from zero to 128
        ("rgb(60, 100, 244)", "#3c64f4"),
        ("rgba(60, 100, 244, 0.5)", "#3c64f480"),
        ("rgb(127.5, 0, 0)", "#800000"),
        ("rgb(300, -5, 0)", "#ff0000"),
        // hsl: CSS Color 4. (210°, .5, .6): C = 0.4, X = 0.2, m = 0.4 → (0.4, 0.6, 0.8) → #6699cc
        ("hsl(210, 0.5, 0.6)", "#6699cc"),
        ("hsl(0, 1, 0.5)", "#ff0000"),
        ("hsl(120, 1, 0.25)", "#008000"),
        ("hsl(-120, 1, 0.5)", "#0000ff"),
        ("hsl(480, 1, 0.5)", "#00ff00"),
        // hsb: (30°, .5, .8): C = 0.4, X = 0.2, m = 0.4 → (0.8, 0.6, 0.4) → #cc9966
        ("hsb(30, 0.5, 0.8)", "#cc9966"),
        ("hsb(240, 1, 1)", "#0000ff"),
        // hex forms
        ("#abc", "#aabbcc"),
        ("#abcd", "#aabbccdd"),
        ("#AABBCC", "#aabbcc"),
        ("0x3c64f4", "#3c64f4"),
        ("0x3c64f480", "#3c64f480")
    ]

    @Test("built-in color functions on static colors", arguments: staticCases)
    func staticColor(_ row: (expression: String, expected: String)) {
        let theme = load("color c = \(row.expression)")
        // Literals out of range resolve (clamped) with a warning (ConstantArgumentWarningTests).
        #expect(!theme.hasErrors, "\(rendered(theme))")
        #expect(theme.string("c") == row.expected)
    }

    static let dynamicCases: [(expression: String, light: String, dark: String)] = [
        // light (60, 100, 244) × 0.8 → #3050c3; dark (245, 247, 250) × 0.8 = (196, 197.6, 200) → #c4c6c8
        ("darken(dynamic(light: #3c64f4, dark: #f5f7fa), 0.2)", "#3050c3", "#c4c6c8"),
        // light (49, 52, 64) × 1.2 → #3b3e4d; dark white stays white
        ("lighten(dynamic(light: #313440, dark: #ffffff), 0.2)", "#3b3e4d", "#ffffff"),
        ("alpha(dynamic(light: #ffffff, dark: #000000), 0.7)", "#ffffffb3", "#000000b3"),
        // mix of a static and a dynamic color is dynamic: (255+0)/2, (0+255)/2
        ("mix(#ff0000, dynamic(light: #0000ff, dark: #00ff00))", "#800080", "#808000"),
        // the amount itself may be dynamic
        ("darken(#ffffff, dynamic(light: 0.5, dark: 0.25))", "#808080", "#bfbfbf"),
        // if dark then … else … is the same as dynamic
        ("if dark then #000000 else #ffffff", "#ffffff", "#000000"),
        // freezing: x.light is the light value in every appearance
        ("darken(dynamic(light: #3c64f4, dark: #f5f7fa), 0.2).light", "#3050c3", "#3050c3"),
        ("dynamic(light: #3c64f4, dark: #f5f7fa).dark", "#f5f7fa", "#f5f7fa")
    ]

    @Test("derivations of dynamic colors stay dynamic", arguments: dynamicCases)
    func dynamicColor(_ row: (expression: String, light: String, dark: String)) {
        let theme = load("color c = dynamic(light: #010101, dark: #020202)\ncolor d = \(row.expression)")
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.strings("d") == ["light": row.light, "dark": row.dark])
    }

    static let numberCases: [(expression: String, expected: Double)] = [
        ("contrast(#000000, #ffffff)", 21),
        ("contrast(#ffffff, #000000)", 21),
        ("contrast(#3c64f4, #3c64f4)", 1),
        // 0x76 = 0.46275 → ((0.46275 + 0.055) / 1.055)^2.4 = 0.18116; 1.05 / 0.23116 = 4.5423
        ("contrast(#767676, #ffffff)", 4.5423),
        // 0x77 → 0.18447; 1.05 / 0.23447 = 4.4782
        ("contrast(#777777, #ffffff)", 4.4782),
        ("luminance(#ff0000)", 0.2126),
        ("luminance(#00ff00)", 0.7152),
        ("luminance(#0000ff)", 0.0722),
        ("luminance(#ffffff)", 1),
        // below the 0.04045 threshold the curve is linear: 10/255 / 12.92 = 0.0030353
        ("luminance(#0a0a0a)", 0.0030353)
    ]

    @Test("WCAG luminance and contrast", arguments: numberCases)
    func wcag(_ row: (expression: String, expected: Double)) throws {
        let theme = load("number n = \(row.expression)")
        guard case let .number(value) = try #require(theme.value(of: "n", in: theme.appearances[0])) else {
            Issue.record("not a number")
            return
        }
        #expect(abs(value - row.expected) < 0.0005)
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Colors beyond sRGB in themes (docs/color.md): what the built-ins give through the language,
/// how outputs show a color outside sRGB, and the messages for bad input. The math itself is
/// checked against coloraide in ``ColorOperationOracleTests`` and ``ColorSpaceOracleTests``.
@Suite("Colors beyond sRGB in themes")
struct WideColorTests {
    /// Expected hex values from coloraide 8.13.1 (`Color(…).fit("srgb", method="minde-chroma")`).
    static let mapped: [(source: String, hex: String)] = [
        ("oklch(0.7, 0.3, 30)", "#ff5843"),
        ("displayP3(1, 0, 0)", "#ff0b0c"),
        ("mix(#ff0000, #0000ff, in: oklch)", "#b700be"),
        ("mix(#ff0000, #0000ff, 0.5, in: oklch, hue: longer)", "#008a0e"),
        ("withLightness(#3c64f4, 50, in: lch)", "#4a6dfe"),
        ("mix(#ff0000, #0000ff, in: \"display-p3\")", "#800a91"),
        ("oklch(1.2, 0.1, 20)", "#ffffff"),
        ("oklch(0, 0.1, 20)", "#000000")
    ]

    @Test("sRGB outputs show a wide color mapped by CSS Color 4", arguments: mapped)
    func sRGBOutput(_ row: (source: String, hex: String)) throws {
        let theme = load("color c = \(row.source)")
        #expect(theme.errorMessages.isEmpty)
        let value = try #require(theme.value(of: "c", in: theme.appearances[0])?.colorValue)
        #expect(value.hex == row.hex)
    }

    @Test("a color written in sRGB is clamped, never mapped: existing themes keep their values")
    func sRGBStaysClamped() throws {
        let theme = load("color c = rgb(300, 100, 0)\ncolor d = mix(#ff0000, #0000ff)")
        #expect(theme.value(of: "c", in: theme.appearances[0])?.colorValue?.hex == "#ff6400")
        #expect(theme.value(of: "d", in: theme.appearances[0])?.colorValue?.space == .srgb)
    }

    @Test("a wide value is kept exactly through darken, mix and alpha, and dynamic in every appearance")
    func keptThroughOperations() throws {
        let theme = load(
            """
            color accent = dynamic(light: displayP3(1, 0, 0), dark: oklch(0.75, 0.25, 145))
            color hover  = darken(accent, 0.1)
            color faded  = alpha(accent, 0.5)
            """)
        #expect(theme.errorMessages.isEmpty)
        let light = try #require(theme.value(of: "hover", in: theme.appearances[0])?.colorValue)
        #expect(light.space == .displayP3)
        // P3 red is (1.0930, −0.2267, −0.1501) in extended sRGB: darken scales it, still outside.
        #expect(abs(light.red - 1.09299 * 0.9) < 1e-4 && light.green < -0.2)
        let dark = try #require(theme.value(of: "faded", in: theme.appearances[1])?.colorValue)
        #expect(dark.space == .oklch && dark.alpha == 0.5)
        #expect(abs(ColorSpace.oklch.components(of: dark)[1] - 0.25) < 1e-9)
    }

    static let components: [(source: String, value: Double)] = [
        ("oklch(0.7, 0.3, 30).oklch.l", 0.7),
        ("oklch(0.7, 0.3, 30).oklch.c", 0.3),
        ("oklch(0.7, 0.3, 30).oklch.h", 30),
        ("lab(50, 20, -30).lab.b", -30),
        ("lch(50, 20, 300).lch.h", 300),
        ("displayP3(0.2, 0.4, 0.6).displayP3.g", 0.4),
        ("#808080.oklch.h", 0),  // a grey has no hue: it reads as 0
        // coloraide: Color("#ff0000").convert("lab")[0] (D50)
        ("#ff0000.lab.l", 54.29054140467191)
    ]

    @Test("components in any space", arguments: components)
    func readComponents(_ row: (source: String, value: Double)) throws {
        let theme = load("number n = \(row.source)")
        #expect(theme.errorMessages.isEmpty, "\(theme.errorMessages)")
        let value = try #require(theme.value(of: "n", in: theme.appearances[0])?.magnitude)
        #expect(abs(value - row.value) < 1e-6, "\(value)")
    }

    static let predicateRows: [(source: String, value: String)] = [
        ("inGamut(#3c64f4)", "true"),
        ("inGamut(displayP3(1, 0, 0))", "false"),
        ("inGamut(displayP3(1, 0, 0), gamut: displayP3)", "true"),
        ("inGamut(oklch(0.7, 0.35, 145), gamut: displayP3)", "false"),
        // coloraide: Color("#ff0000").delta_e("#fe0000", method="2000", space="lab") (D50)
        ("deltaE2000(#ff0000, #fe0000) > 0.2 && deltaE2000(#ff0000, #fe0000) < 0.21", "true"),
        ("deltaEOK(#ffffff, #000000) > 0.99999 && deltaEOK(#ffffff, #000000) < 1.00001", "true")
    ]

    @Test("gamut tests and color differences", arguments: predicateRows)
    func predicates(_ row: (source: String, value: String)) {
        let theme = load("bool b = \(row.source)")
        #expect(theme.errorMessages.isEmpty, "\(theme.errorMessages)")
        #expect(theme.string("b") == row.value)
    }

    static let contrastCases: [(foreground: String, background: String, ratio: Double, space: String)] = [
        ("#3c64f4", "#000000", 7, "lch"), ("#3c64f4", "#ffffff", 7, "oklch"), ("#e53935", "#121212", 4.5, "lch"),
        ("#7cb342", "#ffffff", 4.5, "oklch"), ("oklch(0.6, 0.2, 145)", "#ffffff", 4.5, "oklch"),
        ("#777777", "#777777", 3, "lch")
    ]

    @Test("ensureContrast by lightness reaches the ratio keeping hue and chroma", arguments: contrastCases)
    func contrastByLightness(_ row: (foreground: String, background: String, ratio: Double, space: String)) throws {
        let theme = load(
            """
            color fg = \(row.foreground)
            color bg = \(row.background)
            color fixed = ensureContrast(fg, bg, \(row.ratio), in: \(row.space))
            color mixed = ensureContrast(fg, bg, \(row.ratio))
            """)
        #expect(theme.errorMessages.isEmpty, "\(theme.errorMessages)")
        let appearance = theme.appearances[0]
        let fg = try #require(theme.value(of: "fg", in: appearance)?.colorValue)
        let bg = try #require(theme.value(of: "bg", in: appearance)?.colorValue)
        let fixed = try #require(theme.value(of: "fixed", in: appearance)?.colorValue)
        // The printed color passes.
        #expect(fixed.quantized.contrastRatio(with: bg.quantized) >= row.ratio)
        let space: ColorSpace = row.space == "lch" ? .lch : .oklch
        let before = space.components(of: fg), after = space.components(of: fixed)
        // Hue and chroma kept as written (an sRGB output may map the result: that is the output's).
        #expect(abs(after[1] - before[1]) < 1e-6 * (space == .lch ? 100 : 1))
        if before[1] > 0.01 { #expect(abs(after[2] - before[2]) < 1e-6) }
        // The least change: a tenth of a step less does not pass.
        let step = (after[0] - before[0]) * 0.9
        var less = before
        less[0] += step
        let closer = space.color(less).written(in: space)
        #expect(closer.quantized.contrastRatio(with: bg.quantized) < row.ratio)
    }

    @Test("a table marks a color mapped into sRGB; JSON writes the mapped hex; the REPL's value shows the space")
    func outputsMarkMapping() throws {
        let theme = load("color wide = oklch(0.7, 0.3, 30)\ncolor inside = oklch(0.5, 0.05, 250)")
        let table = theme.render(.table)
        #expect(table.contains("#ff5843 (mapped from oklch(0.7, 0.3, 30))"))
        #expect(!table.contains("(mapped from oklch(0.5"))
        let json = theme.render(.json)
        #expect(json.contains("\"values\": {\"default\": \"#ff5843\"}"))
        #expect(theme.string("wide") == "oklch(0.7, 0.3, 30)")
    }

    static let messages: [(source: String, rendered: String)] = [
        (
            "color c = mix(#fff, #000, in: okclh)",
            """
            theme.shade:1:31: error: unknown color space 'okclh'; use one of srgb, srgbLinear, displayP3, lab, lch, oklab, oklch, xyz, hct
              color c = mix(#fff, #000, in: okclh)
                                            ^~~~~
              = help: did you mean 'oklch'?
            """
        ),
        (
            "color c = mix(#fff, #000, hue: shortr)",
            """
            theme.shade:1:32: error: unknown hue interpolation 'shortr'; use one of shorter, longer, increasing, decreasing
              color c = mix(#fff, #000, hue: shortr)
                                             ^~~~~~
              = help: did you mean 'shorter'?
            """
        ),
        (
            "color c = oklch(0.6 0.1 250)",
            """
            theme.shade:1:11: error: 'oklch(0.6 0.1 250)' is CSS's syntax; Shade separates arguments with commas: oklch(0.6, 0.1, 250)
              color c = oklch(0.6 0.1 250)
                        ^~~~~~~~~~~~~~~~~~
              = help: did you mean 'oklch(0.6, 0.1, 250)'?
            """
        ),
        (
            "color c = color(display-p3 1 0 0)",
            """
            theme.shade:1:11: error: 'color(display-p3 1 0 0)' is CSS's syntax; Shade separates arguments with commas: displayP3(1, 0, 0)
              color c = color(display-p3 1 0 0)
                        ^~~~~~~~~~~~~~~~~~~~~~~
              = help: did you mean 'displayP3(1, 0, 0)'?
            """
        ),
        (
            "color c = rgb(255 0 0 / 50%)",
            """
            theme.shade:1:11: error: 'rgb(255 0 0 / 50%)' is CSS's syntax; Shade separates arguments with commas: rgba(255, 0, 0, 50%)
              color c = rgb(255 0 0 / 50%)
                        ^~~~~~~~~~~~~~~~~~
              = help: did you mean 'rgba(255, 0, 0, 50%)'?
            """
        ),
        (
            "color c = oklch(60, 0.1, 250)",
            """
            theme.shade:1:17: warning: the lightness of 'oklch' is a fraction 0–1 (or a percentage), but this is 60
              color c = oklch(60, 0.1, 250)
                              ^~
              = help: did you mean 'oklch(0.6, 0.1, 250)'?
            """
        ),
        (
            "color c = lch(50%, 30, 20)",
            """
            theme.shade:1:15: warning: the lightness of 'lch' is 0–100 (CIE L*), but this is 50%
              color c = lch(50%, 30, 20)
                            ^~~
              = help: did you mean 'lch(50, 30, 20)'?
            """
        ),
        (
            "color c = oklch(0.6, -0.1, 250)",
            """
            theme.shade:1:22: warning: the chroma of 'oklch' is 0 or more, but this is -0.1; it is treated as 0
              color c = oklch(0.6, -0.1, 250)
                                   ^~~~
              = help: did you mean 'oklch(0.6, 0, 250)'?
            """
        ),
        (
            "number n = #fff.oklch",
            """
            theme.shade:1:12: error: '.oklch' reads a color's oklch components: add one of '.oklch.l', '.oklch.c', '.oklch.h'
              number n = #fff.oklch
                         ^~~~~~~~~~
            """
        ),
        (
            "number n = #fff.oklch.x",
            """
            theme.shade:1:23: error: oklch has no component 'x'; its components are l, c, h
              number n = #fff.oklch.x
                                    ^
              = help: did you mean 'c', 'h' or 'l'?
            """
        )
    ]

    @Test("bad input: one located message with the Shade form", arguments: messages)
    func badInput(_ row: (source: String, rendered: String)) {
        #expect(rendered(load(row.source)) == row.rendered + "\n")
    }

    @Test("no NaN reaches an output: a component that overflows is an error, a grey's hue is 0")
    func noNaN() {
        let big = Array(repeating: "1000000000000000", count: 20).joined(separator: " * ")  // 10^300
        let theme = load(
            "number big = \(big)\ncolor c = lab(big, big, 0)\ncolor g = oklch(0.5, 0, 0)\nnumber h = mix(#808080, #808080, in: oklch).oklch.h"
        )
        #expect(theme.errorMessages.count == 1)
        #expect(theme.string("g") == "oklch(0.5, 0, 0)")
        #expect(theme.string("h") == "0")
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

@Suite("Appearances and axes")
struct AppearanceTests {
    @Test("only the axes a theme varies on produce columns")
    func columns() {
        #expect(load("color c = #fff").appearances.map(\.name) == ["default"])
        #expect(load("color c = systemRed").appearances.map(\.name) == ["light", "dark"])
        #expect(load("color c = if highContrast then #000 else #333").appearances.map(\.name) == ["normal", "high"])
        #expect(
            load("color c = dynamic(light: #fff, dark: if highContrast then #000 else #111)").appearances.map(\.name)
                == ["light-normal", "light-high", "dark-normal", "dark-high"])
    }

    @Test("a private token's variation does not make columns")
    func privateVariation() {
        #expect(load("private color p = systemRed\ncolor c = p.light").appearances.map(\.name) == ["default"])
    }

    @Test("the contrast axis: dynamic(normal:, high:), the highContrast flag and freezing")
    func contrastAxis() {
        let theme = load(
            """
            color text = dynamic(light: dynamic(normal: #555555, high: #000000), dark: dynamic(normal: #aaaaaa, high: #ffffff))
            color boosted = if highContrast then darken(text, 0.5) else text
            color normalText = text.normal
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(
            theme.strings("text") == [
                "light-normal": "#555555", "light-high": "#000000", "dark-normal": "#aaaaaa", "dark-high": "#ffffff"
            ])
        #expect(theme.strings("boosted")["dark-high"] == "#808080")
        #expect(
            theme.strings("normalText") == [
                "light-normal": "#555555", "light-high": "#555555", "dark-normal": "#aaaaaa", "dark-high": "#aaaaaa"
            ])
    }

    @Test("a declared axis: default first, dynamic over its values, names in columns")
    func declaredAxis() {
        let theme = load(
            """
            axis brand { acme, globex }
            color accent = dynamic(acme: #ff0000, globex: #0000ff)
            color background = dynamic(light: #ffffff, dark: #000000)
            color acmeOnly = accent.acme
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.appearances.map(\.name) == ["light-acme", "light-globex", "dark-acme", "dark-globex"])
        #expect(theme.axes.map(\.name) == ["scheme", "contrast", "brand"])
        #expect(theme.strings("accent")["dark-globex"] == "#0000ff")
        #expect(theme.strings("acmeOnly")["dark-globex"] == "#ff0000")
        #expect(
            theme.appearance(named: "dark-globex")?.settings == [
                "scheme": "dark", "contrast": "normal", "brand": "globex"
            ])
    }

    @Test("a left-out variant falls back to the axis default")
    func fallback() {
        let theme = load("axis brand { acme, globex, initech }\ncolor c = dynamic(acme: #111111, initech: #333333)")
        #expect(theme.strings("c") == ["acme": "#111111", "globex": "#111111", "initech": "#333333"])
        #expect(load("color c = dynamic(light: #fff)").appearances.map(\.name) == ["light", "dark"])
    }

    @Test("axis errors")
    func axisErrors() {
        #expect(
            load("axis brand { dark, x }").errorMessages == ["appearance value 'dark' is already used by another axis"])
        #expect(load("axis brand { acme }").errorMessages == ["axis 'brand' needs at least two values"])
        #expect(
            load("color c = dynamic(light: #fff, high: #000)").errorMessages
                == ["'dynamic' mixes the axes 'scheme' and 'contrast'; nest one 'dynamic' inside another"])
        #expect(
            load("color c = dynamic(lite: #fff)").errorMessages
                == ["'lite' is not an appearance value; label the values of 'dynamic' with the values of one axis"])
        #expect(
            load("color c = dynamic(#fff)").errorMessages == [
                "every argument of 'dynamic' needs a label ('light:', 'dark:', …)"
            ])
    }

    @Test("assertions hold in every appearance; each failing one is named")
    func assertions() {
        let theme = load(
            """
            color bg = dynamic(light: #ffffff, dark: #000000)
            color fg = dynamic(light: #000000, dark: #222222)
            assert contrast(fg, bg) >= 4.5
            assert contrast(fg.light, bg.light) >= 4.5
            """)
        #expect(theme.errorMessages == ["assertion failed in dark"])
        #expect(
            theme.diagnostics[0].notes.map(\.message) == [
                // 0x22 → luminance ((34/255 + 0.055) / 1.055)^2.4 = 0.015996; (0.065996) / 0.05 = 1.3199…, printed at 12 digits
                "contrast(fg, bg) = 1.31992586731", "fg = #222222", "bg = #000000"
            ])
    }
}

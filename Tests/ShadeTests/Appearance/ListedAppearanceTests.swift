import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `appearances { … }` (docs/language.md, Listed appearances): only the listed combinations are
/// computed, asserted and emitted, under their names; a combination the theme does not list
/// shows its fallback.
@Suite("Listed appearances")
struct ListedAppearanceTests {
    static let source = """
        axis dim { off, dimmed }
        appearances { light, dark, dimmed-dark, light-high, dark-high }
        color fg = dynamic(light: #000000, dark: dynamic(off: #ffffff, dimmed: #cccccc))
        color hc = if highContrast then #ff0000 else fg
        number plain = 1
        """

    @Test func theColumnsAreTheListedAppearancesNamedInAxisOrder() {
        let theme = load(Self.source)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.appearances.map(\.name) == ["light", "dark", "dark-dimmed", "light-high", "dark-high"])
        #expect(
            theme.tokens.map { $0.values.map(\.description) } == [
                ["#000000", "#ffffff", "#cccccc", "#000000", "#ffffff"],
                ["#000000", "#ffffff", "#cccccc", "#ff0000", "#ff0000"],
                ["1", "1", "1", "1", "1"]
            ])
        #expect(
            theme.render(.json).hasPrefix(
                #"{\#n  "appearances": ["light", "dark", "dark-dimmed", "light-high", "dark-high"],"#))
    }

    /// An unlisted combination shows the listed one reached by putting axes back to their
    /// defaults, last axis first.
    @Test(arguments: [
        (["scheme": "light", "dim": "dimmed"], "#000000", "#000000"),  // light-dimmed → light
        (["scheme": "dark", "contrast": "high", "dim": "dimmed"], "#ffffff", "#ff0000"),  // → dark-high
        (["scheme": "dark", "dim": "dimmed"], "#cccccc", "#cccccc")  // listed
    ])
    func anUnlistedCombinationShowsItsFallback(settings: [String: String], fg: String, hc: String) {
        let theme = load(Self.source)
        let index = theme.program.space.index(of: settings)
        #expect(theme.evaluator.value(ofToken: 0, in: index)?.description == fg)
        #expect(theme.evaluator.value(ofToken: 1, in: index)?.description == hc)
    }

    @Test func onlyListedAppearancesAreComputedAndAsserted() {
        let theme = load(
            """
            axis dim { off, dimmed }
            appearances { light, dark, dark-dimmed }
            number n = 1 / dynamic(light: 1, dark: dynamic(normal: 1, high: 0))
            number m = 1 / dynamic(off: 1, dimmed: dynamic(light: 0, dark: 1))
            assert dynamic(normal: true, high: false)
            assert dynamic(off: true, dimmed: false), "dimmed is listed"
            """)
        #expect(theme.errorMessages == ["assertion failed in dark-dimmed: dimmed is listed"])
    }

    @Test(arguments: [
        (
            "appearances { light, drak }",
            """
            theme.shade:1:22: error: 'drak' is no value of any axis; an appearance is axis values joined by '-' (dark-high)
              appearances { light, drak }
                                   ^~~~
              = help: did you mean 'dark'?
            """
        ),
        (
            "appearances { light, dark-light }",
            """
            theme.shade:1:22: error: appearance 'dark-light' gives axis 'scheme' two values
              appearances { light, dark-light }
                                   ^~~~~~~~~~
            """
        ),
        (
            "appearances { light, dark, high-dark, dark-high }",
            """
            theme.shade:1:39: error: appearance 'dark-high' is listed twice
              appearances { light, dark, high-dark, dark-high }
                                                    ^~~~~~~~~
            theme.shade:1:28: note: first listed here
              appearances { light, dark, high-dark, dark-high }
                                         ^~~~~~~~~
            """
        ),
        (
            "appearances { dark, dark-high }",
            """
            theme.shade:1:1: error: the appearances must include 'light', every axis at its default: it is what an app shows when nothing is chosen, and what an unlisted combination falls back to
              appearances { dark, dark-high }
              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """
        ),
        (
            "appearances { light }\nappearances { light }",
            """
            theme.shade:2:1: error: a theme lists its appearances once
              appearances { light }
              ^~~~~~~~~~~~~~~~~~~~~
            theme.shade:1:1: note: first listed here
              appearances { light }
              ^~~~~~~~~~~~~~~~~~~~~
            """
        )
    ])
    func badListsAreLocatedErrors(source: String, expected: String) {
        #expect(rendered(load(source)) == expected + "\n")
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Literal arguments outside a built-in's range (habits of UIKit, CSS and Sass) are warnings at
/// the argument, with the call the user most likely meant; the theme still resolves.
@Suite("Constant argument warnings")
struct ConstantArgumentWarningTests {
    static let warned: [(call: String, rendered: String)] = [
        (
            "rgb(300, 0, 0)",
            """
            theme.shade:2:15: warning: channels of 'rgb' are 0–255, so 300 is clamped to 255
              color x = rgb(300, 0, 0)
                            ^~~
              = help: did you mean 'rgb(255, 0, 0)'?
            """
        ),
        (
            "rgb(-20, 0, 0)",
            """
            theme.shade:2:15: warning: channels of 'rgb' are 0–255, so -20 is clamped to 0
              color x = rgb(-20, 0, 0)
                            ^~~
              = help: did you mean 'rgb(0, 0, 0)'?
            """
        ),
        (
            "rgb(1.0, 0.5, 0)",
            """
            theme.shade:2:20: warning: channels of 'rgb' are 0–255, not 0–1: this color is almost black
              color x = rgb(1.0, 0.5, 0)
                                 ^~~
              = help: did you mean 'rgb(255, 128, 0)'?
            """
        ),
        (
            "rgb(r: 0.2, g: 0.4, b: 0.6)",
            """
            theme.shade:2:18: warning: channels of 'rgb' are 0–255, not 0–1: this color is almost black
              color x = rgb(r: 0.2, g: 0.4, b: 0.6)
                               ^~~
              = help: did you mean 'rgb(51, 102, 153)'?
            """
        ),
        (
            "rgba(255, 0, 0, 128)",
            """
            theme.shade:2:27: warning: the alpha of 'rgba' is a fraction 0–1 (or a percentage), but this is 128
              color x = rgba(255, 0, 0, 128)
                                        ^~~
              = help: did you mean 'rgba(255, 0, 0, 0.5)'?
            """
        ),
        (
            "rgba(0.5, 0.5, 0.5, 1)",
            """
            theme.shade:2:16: warning: channels of 'rgba' are 0–255, not 0–1: this color is almost black
              color x = rgba(0.5, 0.5, 0.5, 1)
                             ^~~
              = help: did you mean 'rgba(128, 128, 128, 1)'?
            """
        ),
        (
            "hsl(220, 75, 50)",
            """
            theme.shade:2:20: warning: the saturation of 'hsl' is a fraction 0–1 (or a percentage), but this is 75
              color x = hsl(220, 75, 50)
                                 ^~
              = help: did you mean 'hsl(220, 0.75, 0.5)'?
            """
        ),
        (
            "hsb(220, 0.5, 80)",
            """
            theme.shade:2:25: warning: the brightness of 'hsb' is a fraction 0–1 (or a percentage), but this is 80
              color x = hsb(220, 0.5, 80)
                                      ^~
              = help: did you mean 'hsb(220, 0.5, 0.8)'?
            """
        ),
        (
            "rgb(100%, 0%, 0%)",
            """
            theme.shade:2:15: warning: channels of 'rgb' are 0–255, and 100% is only 1
              color x = rgb(100%, 0%, 0%)
                            ^~~~
              = help: did you mean 'rgb(255, 0, 0)'?
            """
        ),
        (
            "rgba(50%, 20, 0, 0.5)",
            """
            theme.shade:2:16: warning: channels of 'rgba' are 0–255, and 50% is only 0.5
              color x = rgba(50%, 20, 0, 0.5)
                             ^~~
              = help: did you mean 'rgba(128, 20, 0, 0.5)'?
            """
        ),
        (
            "darken(c, 20)",
            """
            theme.shade:2:21: warning: the amount of 'darken' is a fraction 0–1 (or a percentage), but this is 20
              color x = darken(c, 20)
                                  ^~
              = help: did you mean 'darken(c, 0.2)'?
            """
        ),
        (
            "lighten(c, 150)",
            """
            theme.shade:2:22: warning: the amount of 'lighten' is a fraction 0–1 (or a percentage), but this is 150
              color x = lighten(c, 150)
                                   ^~~
              = help: did you mean 'lighten(c, 1)'?
            """
        ),
        (
            "darken(c, 1.5)",
            """
            theme.shade:2:21: warning: the amount of 'darken' is a fraction 0–1 (or a percentage), but this is 1.5
              color x = darken(c, 1.5)
                                  ^~~
              = help: did you mean 'darken(c, 1)'?
            """
        ),
        (
            "alpha(c, 300)",
            """
            theme.shade:2:20: warning: the alpha of 'alpha' is a fraction 0–1 (or a percentage), but this is 300
              color x = alpha(c, 300)
                                 ^~~
              = help: did you mean 'alpha(c, 1)'?
            """
        ),
        (
            "lighten(c, -0.2)",
            """
            theme.shade:2:22: warning: the amount of 'lighten' is a fraction 0–1 (or a percentage), but this is -0.2
              color x = lighten(c, -0.2)
                                   ^~~~
              = help: did you mean 'darken(c, 0.2)'?
            """
        ),
        (
            "darken(c, -20)",
            """
            theme.shade:2:21: warning: the amount of 'darken' is a fraction 0–1 (or a percentage), but this is -20
              color x = darken(c, -20)
                                  ^~~
              = help: did you mean 'lighten(c, 0.2)'?
            """
        ),
        (
            "saturate(c, 30)",
            """
            theme.shade:2:23: warning: the amount of 'saturate' is a fraction 0–1 (or a percentage), but this is 30
              color x = saturate(c, 30)
                                    ^~
              = help: did you mean 'saturate(c, 0.3)'?
            """
        ),
        (
            "desaturate(c, 120%)",
            """
            theme.shade:2:25: warning: the amount of 'desaturate' is a fraction 0–1 (or a percentage), but this is 120%
              color x = desaturate(c, 120%)
                                      ^~~~
              = help: did you mean 'desaturate(c, 1)'?
            """
        ),
        (
            "alpha(c, 70)",
            """
            theme.shade:2:20: warning: the alpha of 'alpha' is a fraction 0–1 (or a percentage), but this is 70
              color x = alpha(c, 70)
                                 ^~
              = help: did you mean 'alpha(c, 0.7)'?
            """
        ),
        (
            "alpha(c, -1)",
            """
            theme.shade:2:20: warning: the alpha of 'alpha' is a fraction 0–1 (or a percentage), but this is -1
              color x = alpha(c, -1)
                                 ^~
              = help: did you mean 'alpha(c, 0)'?
            """
        ),
        (
            "mix(c, #fff, 30)",
            """
            theme.shade:2:24: warning: the share 't' of 'mix' is a fraction 0–1 (or a percentage), but this is 30
              color x = mix(c, #fff, 30)
                                     ^~
              = help: did you mean 'mix(c, #fff, 0.3)'?
            """
        ),
        (
            "mix(c, #000, t: -1)",
            """
            theme.shade:2:27: warning: the share 't' of 'mix' is a fraction 0–1 (or a percentage), but this is -1
              color x = mix(c, #000, t: -1)
                                        ^~
              = help: did you mean 'mix(c, #000, 0)'?
            """
        ),
        (
            "ensureContrast(c, #fff, 45)",
            """
            theme.shade:2:35: warning: contrast ratios are 1–21, so 45 can never be reached; 'ensureContrast' returns black or white
              color x = ensureContrast(c, #fff, 45)
                                                ^~
            """
        ),
        (
            "ensureContrast(c, #fff, 0.5)",
            """
            theme.shade:2:35: warning: contrast ratios are 1–21, so every color reaches 0.5; 'ensureContrast' changes nothing
              color x = ensureContrast(c, #fff, 0.5)
                                                ^~~
            """
        )
    ]

    @Test("a literal out of range is one located warning with the likely fix", arguments: warned)
    func warning(_ row: (call: String, rendered: String)) {
        let theme = load("color c = #3c64f4\ncolor x = \(row.call)\n")
        #expect(!theme.hasErrors)
        #expect(theme.diagnostics.map(\.severity) == [.warning])
        #expect(rendered(theme) == row.rendered + "\n")
        #expect(theme.string("x") != nil)
    }

    static let quiet = [
        "rgb(255, 128, 0)", "rgb(0, 0, 0)", "rgb(1, 1, 1)", "rgba(255, 0, 0, 0.5)", "rgba(255, 0, 0, 50%)",
        "hsl(220, 0.75, 0.5)", "hsl(-40, 75%, 50%)", "hsb(400, 1, 1)", "darken(c, 20%)", "darken(c, 0.2)",
        "lighten(c, 1)", "alpha(c, 0.7)", "mix(c, #fff)", "mix(c, #fff, 0)", "ensureContrast(c, #fff)",
        "ensureContrast(c, #fff, 21)", "darken(c, n)", "darken(c, n * 100)", "f(c, 20)"
    ]

    @Test("in-range literals, computed arguments and defaults warn about nothing", arguments: quiet)
    func noWarning(_ call: String) {
        let theme = load(
            """
            color c = #3c64f4
            number n = 30
            fn f(c: color, t: number) -> color = darken(c, t / 100)
            color x = \(call)
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
    }

    @Test("warnings of several calls come in source order")
    func sourceOrder() {
        let theme = load(
            """
            color c = #3c64f4
            color late = darken(early, 20)
            color early = rgb(1.0, 0.5, 0)
            """)
        #expect(theme.diagnostics.compactMap(\.location?.start.line) == [2, 3])
    }
}

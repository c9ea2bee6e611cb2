import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

@Suite struct CommandTests {
    @Test func helpListsEveryCommand() {
        let output = run(":help\n").standardOutput
        for command in Command.allCases {
            #expect(output.contains("  " + command.usage + " "))
        }
        #expect(output.hasSuffix("Keys: Tab completes, Ctrl-C clears the entry, Ctrl-D on an empty line leaves.\n"))
    }

    @Test func aColorOutsideSRGBShowsAsWrittenAndAsSRGBShowsIt() {
        let result = run("oklch(0.7, 0.3, 30)\noklch(0.6, 0.1, 250)\n#3c64f4\n")
        // coloraide maps oklch(0.7 0.3 30) into sRGB as #ff5843; oklch(0.6 0.1 250) lies inside.
        #expect(
            result.standardOutput
                == "oklch(0.7, 0.3, 30)  #ff5843 (outside sRGB, mapped)\noklch(0.6, 0.1, 250)  #4f84ba\n#3c64f4\n")
    }

    @Test func quitStopsReading() {
        let result = run(":quit\n1 + 1\n")
        #expect(result.transcript == "")
        #expect(result.status == 0)
    }

    @Test(arguments: [
        (":q\n1 + 1\n", ""),
        (":h\n", "Type a declaration"),
        (":ty 2 * 3pt\n", "dimension\n"),
        (":ta\n", "no tokens\n"),
        (":ap dark\n", "showing dark\n"),
        (":d on\n", "dark mode on, system style unspecified: showing dark\n"),
        (":sy dark\n", "dark mode auto, system style dark: showing dark\n"),
        (":rel\n", "no token changed\n"),
        (":res\n", "the session is empty\n")
    ])
    func commandsAnswerToUniquePrefixes(script: String, expected: String) {
        let result = run(script)
        #expect(result.standardOutput.hasPrefix(expected))
        #expect(result.standardError == "")
    }

    @Test(arguments: [
        (":t x\n", "error: ambiguous command ':t': :type, :table\n"),
        (":re\n", "error: ambiguous command ':re': :reload, :reset\n"),
        (":frobnicate\n", "error: unknown command ':frobnicate'; type :help for the list\n"),
        (":load\n", "error: usage: :load FILE\n"),
        (":explain\n", "error: usage: :explain NAME\n"),
        (":help me\n", "error: :help takes no argument\n"),
        (":dark-mode maybe\n", "error: usage: :dark-mode auto|on|off\n"),
        (":system-style blue\n", "error: usage: :system-style unspecified|light|dark\n"),
        (
            ":appearance dusk\n",
            "error: unknown appearance 'dusk'; use all, or values of different axes joined by '-' (light, dark, normal, high)\n"
        ),
        (
            ":appearance light-dark\n",
            "error: unknown appearance 'light-dark'; use all, or values of different axes joined by '-' (light, dark, normal, high)\n"
        )
    ])
    func commandMistakesAreErrors(script: String, expected: String) {
        let result = run(script)
        #expect(result.standardError == expected)
        #expect(result.status == 1)
    }

    @Test func typeShowsTheAxesAValueVariesOn() {
        let (result, folder) = runWithTheme(
            ":type Semantic.overlay\n:type Semantic.gutter * 2\n:type if highContrast then 1 else 2\n")
        #expect(
            result.standardOutput.hasSuffix(
                """
                color, varies on scheme
                dimension
                number, varies on contrast

                """))
        _ = folder
    }

    @Test func typeOfAFunctionShowsItsSignature() {
        let result = run("fn soft(c: color, by: number = 0.5) -> color = alpha(c, by)\n:type soft\n:type soft(#fff)\n")
        #expect(result.standardOutput == "no token changed\nfn soft(c: color, by: number = 0.5) -> color\ncolor\n")
    }

    @Test func typeOfABuiltInShowsItsSignature() {
        let result = run(":type mix\n:type font\n:type max\n")
        #expect(
            result.standardOutput == """
                fn mix(a: color, b: color, t: number = 0.5, in: color space = srgb, hue: hue interpolation = shorter) -> color  (built in)
                fn font(family: string, size: dimension, weight: string = "regular") -> font  (built in)
                fn max(a: number or dimension, b: number or dimension) -> the same  (built in)

                """)
    }

    @Test func explainShowsTheDerivationWithValues() {
        let (result, folder) = runWithTheme(":explain Semantic.border\n")
        #expect(
            result.standardOutput.hasSuffix(
                """
                Semantic.border = darken(primaryText, 0.2)  → light #272a33  dark #c4c6c8
                └─ Semantic.primaryText = dynamic(light: Essentials.grey70, dark: Essentials.grey10)  → light #313440  dark #f5f7fa
                   ├─ Essentials.grey70 = #313440  → #313440
                   └─ Essentials.grey10 = #f5f7fa  → #f5f7fa

                """))
        _ = folder
    }

    @Test func explainMarksWhatWasShownAlready() {
        let result = run(
            """
            color a = #ffffff
            color b = mix(a, #000000)
            color c = mix(a, b)
            :explain c

            """)
        #expect(
            result.standardOutput.hasSuffix(
                """
                c = mix(a, b)  → #bfbfbf
                ├─ a = #ffffff  → #ffffff
                └─ b = mix(a, #000000)  → #808080
                   └─ a = #ffffff  → #ffffff  (see above)

                """))
    }

    @Test func explainOfALongChainStopsAtTheDepthLimit() {
        var source = "number n0 = 0\n"
        for index in 1...5000 { source += "number n\(index) = n\(index - 1) + 1\n" }
        var repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
        var output = TranscriptOutput()
        _ = repl.handle(source, output: &output)
        _ = repl.handle(":explain n5000", output: &output)
        let lines = output.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("n5000 = ") }
        #expect(lines.count == ThemeSession.maximumExplanationDepth + 1)
        #expect(lines.last?.hasSuffix("n4968 = n4967 + 1  → 4968  (… more inputs, too deep to show)") == true)
    }

    @Test func explainOfAnUnknownTokenSuggests() {
        let (result, folder) = runWithTheme(":explain Semantic.bordr\n")
        #expect(
            result.standardError
                == "shade: error: unknown token 'Semantic.bordr'\n  = help: did you mean 'Semantic.border'?\n")
        _ = folder
    }

    @Test func tableOfAGroupInOneAppearance() {
        let (result, folder) = runWithTheme(":appearance dark\n:table Semantic\n")
        #expect(
            result.standardOutput.hasSuffix(
                """
                showing dark
                token                 type       dark
                Semantic.background   color      #000000
                Semantic.overlay      color      #000000b3
                Semantic.primaryText  color      #f5f7fa
                Semantic.border       color      #c4c6c8
                Semantic.gutter       dimension  16pt

                """))
        _ = folder
    }

    @Test func tableOfAnUnknownGroupIsAnError() {
        let (result, folder) = runWithTheme(":table Semantc\n")
        #expect(result.standardError == "shade: error: unknown group 'Semantc'\n  = help: did you mean 'Semantic'?\n")
        _ = folder
    }

    @Test(arguments: [
        ("auto", "unspecified", "light"), ("auto", "light", "light"), ("auto", "dark", "dark"),
        ("on", "unspecified", "dark"), ("on", "light", "dark"), ("on", "dark", "dark"),
        ("off", "unspecified", "light"), ("off", "light", "light"), ("off", "dark", "light")
    ])
    func darkModeDecisionPicksTheShownAppearance(option: String, style: String, scheme: String) {
        let result = run(
            """
            color background = dynamic(light: #ffffff, dark: #000000)
            :dark-mode \(option)
            :system-style \(style)
            background

            """)
        let shown = scheme == "light" ? "#ffffff" : "#000000"
        #expect(
            result.standardOutput.hasSuffix(
                """
                dark mode \(option), system style \(style): showing \(scheme)
                \(scheme)  \(shown)

                """))
    }

    /// `:appearance NAME` filters the columns by the rule of `shade eval --appearance`: every
    /// column with all of NAME's axis values, over the axes each value varies on.
    @Test func appearanceFiltersColumnsByAxisValues() {
        let result = run(
            """
            axis brand { acme, globex }
            color c = dynamic(light: #000000, dark: #ffffff)
            color b = dynamic(acme: #111111, globex: #222222)
            :appearance dark
            c
            b
            :appearance dark-globex
            b
            :appearance globex
            c

            """)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput.hasSuffix(
                """
                showing dark-acme, dark-globex
                dark  #ffffff
                dark-acme    #111111
                dark-globex  #222222
                showing dark-globex
                dark-globex  #222222
                showing light-globex, dark-globex
                light-globex  #000000
                dark-globex   #ffffff

                """), "\(result.standardOutput)")
    }

    /// `:appearance` with a combination the session does not list shows its fallback, as
    /// `shade eval --appearance` does (docs/exports.md, One fallback).
    @Test func appearanceOfAnUnlistedCombinationShowsItsFallback() {
        let result = run(
            """
            axis tone { standard, dimmed }
            appearances { light, dark, dark-dimmed, dark-high }
            color c = dynamic(light: #000000, dark: dynamic(normal: dynamic(standard: #ffffff, dimmed: #cccccc), high: #eeeeee))
            :appearance dark-high-dimmed
            c
            :appearance dark-dimmed
            c

            """)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput.hasSuffix(
                """
                showing dark-high ('dark-high-dimmed' is not listed; it shows its fallback 'dark-high')
                dark-high  #eeeeee
                showing dark-dimmed
                dark-dimmed  #cccccc

                """), "\(result.standardOutput)")
    }

    @Test func appearanceAllShowsEveryColumnAgain() {
        let result = run(
            """
            color background = dynamic(light: #ffffff, dark: #000000)
            :appearance dark
            background
            :appearance all
            background

            """)
        #expect(
            result.standardOutput.hasSuffix(
                """
                showing dark
                dark  #000000
                showing all appearances
                light  #ffffff
                dark   #000000

                """))
    }

    @Test func resetForgetsEverything() {
        let result = run("number x = 1\n:reset\nx\n")
        #expect(result.standardOutput.hasSuffix("the session is empty\n"))
        #expect(result.standardError.hasPrefix("<repl>:3:1: error: unknown name 'x'\n"))
    }
}

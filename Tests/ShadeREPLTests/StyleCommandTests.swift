import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// The REPL with component styles: typed `component` and `style` entries, `:explain` of a
/// property in a context, and `:table` with a section per context.
@Suite struct StyleCommandTests {
    /// The navigation-bar example typed in, then `commands`.
    func runExample(_ commands: String) -> Run {
        run(navigationBarEntries.joined(separator: "\n") + "\n" + commands)
    }

    @Test(arguments: [
        (
            ":explain UINavigationBar.tintColor\n",
            "UINavigationBar.tintColor = systemGreen  → light #34c759  dark #30d158  — from style UINavigationBar\n"
        ),
        (
            ":explain UINavigationBar.tintColor in CNContactViewController\n",
            "UINavigationBar.tintColor in CNContactViewController = systemBlue  → light #007aff  dark #0a84ff"
                + "  — from the component's default (reset)\n"
        ),
        (
            ":explain UINavigationBar.titleFont in SettingsController\n",
            "UINavigationBar.titleFont in SettingsController = font(\"Marker Felt\", 24pt)"
                + "  → font(\"Marker Felt\", 24pt, weight: regular)  — from style UINavigationBar\n"
        ),
        (
            "style UINavigationBar in SettingsController { tintColor = darken(brand, 0.1) }\n:ex UINavigationBar.tintColor in SettingsController\n",
            "UINavigationBar.tintColor in SettingsController = darken(brand, 0.1)  → light #1c6e34  dark #2bbc4f"
                + "  — from style UINavigationBar in SettingsController\n"
                + "└─ brand = dynamic(light: #1f7a3a, dark: #30d158)  → light #1f7a3a  dark #30d158\n"
        )
    ])
    func explainSaysWhichStyleSuppliedTheValue(commands: String, expected: String) {
        let result = runExample(commands)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasSuffix(expected), "\(result.standardOutput)")
    }

    @Test(arguments: [
        (
            ":explain UINavigationBar.tintColr\n",
            "shade: error: component 'UINavigationBar' has no property 'tintColr'\n  = help: did you mean 'UINavigationBar.tintColor'?\n"
        ),
        (
            ":explain UINavigationBar.tintColor in SettingsControler\n",
            "shade: error: no style of 'UINavigationBar' in SettingsControler; it is styled in CNContactViewController; SettingsController\n"
                + "  = help: did you mean 'UINavigationBar.tintColor in SettingsController'?\n"
        )
    ])
    func explainNamesWhatIsMissing(commands: String, expected: String) {
        #expect(runExample(commands).standardError == expected)
    }

    @Test func tableShowsTheTokensThenASectionPerContext() {
        let output = runExample(":appearance dark\n:table\n").standardOutput
        let table = output[output.range(of: "showing dark\n")!.upperBound...]
        #expect(
            table == """
                token  type   dark
                brand  color  #30d158

                UINavigationBar (plain style)
                property      type   dark
                barTintColor  color  #30d158
                tintColor     color  #30d158
                titleFont     font   font("Marker Felt", 24pt, weight: regular)

                UINavigationBar in CNContactViewController
                property      type   dark
                barTintColor  color  #1c1c1e
                tintColor     color  #0a84ff
                titleFont     font   font("SF Pro Text", 17pt, weight: semibold)

                UINavigationBar in SettingsController
                property      type   dark
                barTintColor  color  #30d158
                tintColor     color  #ffffff
                titleFont     font   font("Marker Felt", 24pt, weight: regular)

                """)
    }

    @Test func tableOfAComponentShowsOnlyItsStyles() {
        let output = run("component Bar { color tint = #000000 }\nstyle Bar in Sheet { tint = #ffffff }\n:table Bar\n")
            .standardOutput
        #expect(
            output.hasSuffix(
                """
                Bar (plain style)
                property  type   default
                tint      color  #000000

                Bar in Sheet
                property  type   default
                tint      color  #ffffff

                """), "\(output)")
    }

    @Test func typedStylesReportTheirPropertiesPerContext() {
        let output = run("component Bar { color tint = #000000 }\nstyle Bar in Sheet { tint = #ffffff }\n")
            .standardOutput
        #expect(
            output == """
                + Bar.tint  default  #000000
                + Bar.tint in Sheet  default  #ffffff

                """)
    }
}

import Testing
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools

@Suite("Dark-mode decision table")
struct DarkModeDecisionTests {
    /// The dark-mode decision table (docs/color.md, Dark-mode decision): option × system style →
    /// scheme; auto with unspecified is the default, light.
    static let table: [(Appearance.DarkMode, Appearance.SystemStyle, String)] = [
        (.auto, .unspecified, "light"), (.on, .unspecified, "dark"), (.off, .unspecified, "light"),
        (.auto, .light, "light"), (.on, .light, "dark"), (.off, .light, "light"),
        (.auto, .dark, "dark"), (.on, .dark, "dark"), (.off, .dark, "light")
    ]

    @Test("each cell decides the table's scheme", arguments: table)
    func cell(_ row: (Appearance.DarkMode, Appearance.SystemStyle, String)) {
        #expect(darkModeDecision(option: row.0, systemStyle: row.1) == row.2)
    }

    @Test("the decision picks the theme's column", arguments: table)
    func column(_ row: (Appearance.DarkMode, Appearance.SystemStyle, String)) {
        let theme = ThemeLoader().load(source: "color c = dynamic(light: #ffffff, dark: #000000)")
        let appearance = theme.appearance(scheme: darkModeDecision(option: row.0, systemStyle: row.1))
        #expect(appearance?.name == row.2)
        #expect(
            appearance.flatMap { theme.value(of: "c", in: $0) }?.description
                == (row.2 == "dark" ? "#000000" : "#ffffff"))
    }
}

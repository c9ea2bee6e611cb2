import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `when VALUE, … { NAME = EXPR }` (docs/language.md, Overrides): the most specific override that holds wins,
/// the later between equally specific ones, the token's own definition elsewhere.
@Suite("Overrides")
struct OverrideTests {
    static let source = """
        axis dim { off, dimmed }
        group fgColor { color muted = #111111 }
        when dark { fgColor.muted = #222222 }
        when dark, dimmed { fgColor.muted = #333333 }
        when dimmed { fgColor.muted = #444444 }
        when dark, high { fgColor.muted = #555555 }
        when dark { fgColor.muted = #666666 }      // equally specific as the first: later wins
        """

    /// Per appearance, worked out by hand from the precedence.
    @Test(arguments: [
        (["scheme": "light"], "#111111"),
        (["scheme": "dark"], "#666666"),
        (["scheme": "light", "dim": "dimmed"], "#444444"),
        (["scheme": "dark", "dim": "dimmed"], "#333333"),
        (["scheme": "dark", "contrast": "high"], "#555555"),
        (["scheme": "dark", "contrast": "high", "dim": "dimmed"], "#555555"),  // two of two values each: later wins
        (["scheme": "light", "contrast": "high"], "#111111")
    ])
    func theMostSpecificOverrideThatHoldsWins(settings: [String: String], expected: String) {
        let theme = load(Self.source)
        #expect(theme.errorMessages.isEmpty, "\(rendered(theme))")
        #expect(theme.value(of: "fgColor.muted", in: theme.appearance(settings: settings))?.description == expected)
    }

    @Test func overridesDependOnTokensAndAreOrderedAndCycleChecked() {
        let theme = load(
            """
            color base = dynamic(light: #ffffff, dark: #000000)
            color a = #123456
            color b = a
            when dark { a = darken(base, 0.1) }
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.strings("b") == ["light": "#123456", "dark": "#000000"])
        let cycle = load("color a = #000000\ncolor b = a\nwhen dark { a = b }")
        #expect(cycle.errorMessages == ["dependency cycle: a → b → a"])
    }

    /// A file per mode, the way design systems keep them: later imports win between equally
    /// specific overrides.
    @Test func overrideFilesPerModeApplyInImportOrder() throws {
        let folder = try temporaryFolder([
            "theme.shade": "import \"base.shade\"\nimport \"dark.shade\"\nimport \"dark-vivid.shade\"\n",
            "base.shade": "color fg = #111111\ncolor bg = #ffffff\n",
            "dark.shade": "when dark {\n  fg = #eeeeee\n  bg = #000000\n}\n",
            "dark-vivid.shade": "when dark { fg = #ffffff }\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(files: [folder.appendingPathComponent("theme.shade").path])
        // The same condition in two files: the later wins, and says so (InheritedOverrideTests).
        #expect(
            theme.diagnostics.map(\.message) == [
                "'fg' is overridden by 'when dark' in two files: the one imported later wins wherever it holds; keep "
                    + "one, or build on the other with 'inherited'"
            ])
        #expect(theme.strings("fg") == ["light": "#111111", "dark": "#ffffff"])
        #expect(theme.strings("bg") == ["light": "#ffffff", "dark": "#000000"])
    }

    @Test(arguments: [
        (
            "color a = #000000\nwhen dark { a = 3 }",
            """
            theme.shade:2:17: error: 'a' is declared as color, but this override is number
              when dark { a = 3 }
                              ^
            """
        ),
        (
            "group g { color key = #000000 }\nwhen dark { g.kye = #ffffff }",
            """
            theme.shade:2:13: error: no token named 'g.kye' to override
              when dark { g.kye = #ffffff }
                          ^~~~~
              = help: did you mean 'g.key'?
            """
        ),
        (
            "color a = #000000\nwhen dark, light { a = #ffffff }",
            """
            theme.shade:2:12: error: this 'when' gives axis 'scheme' two values: it could never hold
              when dark, light { a = #ffffff }
                         ^~~~~
            """
        ),
        (
            "color a = #000000\nwhen dark { a = #ffffff\n a = #eeeeee }",
            """
            theme.shade:3:2: error: 'a' is overridden twice in this block
               a = #eeeeee }
               ^
            theme.shade:2:13: note: first overridden here
              when dark { a = #ffffff
                          ^
            """
        ),
        (
            "color a = #000000\nwhen dark { a = #ffffff }\nwhen high { a = #eeeeee }",
            """
            theme.shade:3:17: warning: 'a' has two equally specific overrides, 'when dark' and 'when high', that both hold in dark-high: the later one wins there; list all the values (when dark, high) to say which
              when high { a = #eeeeee }
                              ^~~~~~~
            """
        )
    ])
    func badOverridesAreLocated(source: String, expected: String) {
        #expect(rendered(load(source)) == expected + "\n")
    }

    @Test func explainSaysWhichOverrideAppliedWhere() throws {
        var session = ThemeSession()
        _ = session.define(Self.source)
        let derivation = try session.explain("fgColor.muted").get()
        #expect(
            derivation.origin == """
                when dimmed (<repl>:5): #444444 in light-normal-dimmed, light-high-dimmed; when dark (<repl>:7): #666666 in dark-normal-off; \
                when dark, dimmed (<repl>:4): #333333 in dark-normal-dimmed; when dark, high (<repl>:6): #555555 in dark-high-off, dark-high-dimmed
                """)
        // Only the meeting of `dark, dimmed` and `dark, high` is left to file order.
        let theme = load(Self.source)
        #expect(
            theme.diagnostics.map(\.message) == [
                "'fgColor.muted' has two equally specific overrides, 'when dark, dimmed' and 'when dark, high', that both hold in dark-high-dimmed: the later one wins there; list all the values (when dark, high, dimmed) to say which"
            ])
    }
}

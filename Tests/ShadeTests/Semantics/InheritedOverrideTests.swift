import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeTools
import Shade

/// `inherited` in a `when` block (docs/language.md, Overrides): the value the token has without
/// the override. Primer's dark themes keep the base tokens and change only their alpha.
@Suite("Overrides reading the value they replace")
struct InheritedOverrideTests {
    static let source = """
        axis dim { off, dimmed }
        color accentMuted = #0969da66
        when dark { accentMuted = alpha(inherited, 0.2) }
        when dark, dimmed { accentMuted = alpha(inherited, inherited.alpha / 2) }
        color border = accentMuted
        """

    /// Worked out by hand: alpha 0.2 is byte 51 (0x33); half of it, 0.1, is byte 26 (0x1a,
    /// 25.5 rounded half away from zero); without an override the base's 0x66.
    @Test(arguments: [
        (["scheme": "light"], "#0969da66"),
        (["scheme": "light", "dim": "dimmed"], "#0969da66"),
        (["scheme": "dark"], "#0969da33"),
        (["scheme": "dark", "contrast": "high"], "#0969da33"),
        (["scheme": "dark", "dim": "dimmed"], "#0969da1a")
    ])
    func inheritedIsTheNextLessSpecificValue(settings: [String: String], expected: String) {
        let theme = load(Self.source)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let appearance = theme.appearance(settings: settings)
        #expect(theme.value(of: "accentMuted", in: appearance)?.description == expected)
        #expect(theme.value(of: "border", in: appearance)?.description == expected)
    }

    /// A token's value in another appearance stays reachable as before: `x.light` freezes the
    /// token that the override does not read.
    @Test func anotherTokensFrozenValueStillWorks() {
        let theme = load(
            """
            color base = dynamic(light: #ffffff, dark: #000000)
            color surface = #eeeeee
            when dark { surface = mix(inherited, base.light, 0.5) }
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.strings("surface") == ["light": "#eeeeee", "dark": "#f7f7f7"])
    }

    @Test(arguments: [
        (
            "color a = #000000\nwhen dark { a = a.light }",
            "dependency cycle: a → a"
        ),
        (
            "color a = #000000\ncolor b = inherited",
            """
            theme.shade:2:11: error: unknown name 'inherited'
              color b = inherited
                        ^~~~~~~~~
              = note: 'inherited' is the value an override replaces, inside a 'when' block: when dark { x = alpha(inherited, 0.5) }
            """
        ),
        (
            "color a = #000000\nwhen dark { a = inherited.light }",
            """
            theme.shade:2:17: error: 'inherited' is the value this override replaces in the appearance being computed; it cannot be frozen to another appearance
              when dark { a = inherited.light }
                              ^~~~~~~~~
            """
        ),
        (
            "color a = #000000\nwhen dark { a = inherited + 1 }",
            """
            theme.shade:2:17: error: operator '+' cannot combine color and number
              when dark { a = inherited + 1 }
                              ^~~~~~~~~~~~~
            """
        )
    ])
    func misusesAreLocated(source: String, expected: String) {
        let theme = load(source)
        if expected.hasPrefix("dependency") {
            #expect(theme.errorMessages.first?.hasPrefix(expected) == true, "\(rendered(theme))")
        } else {
            #expect(rendered(theme) == expected + "\n")
        }
    }

    /// A token named `inherited` is still reachable in an override as `$.inherited`.
    @Test func aTokenNamedInheritedIsTopLevel() {
        let theme = load("color inherited = #ff0000\ncolor a = #000000\nwhen dark { a = mix(inherited, $.inherited) }")
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.strings("a") == ["light": "#000000", "dark": "#800000"])
    }

    /// Equally specific overrides of one token in two files: a warning naming both places,
    /// unless the later builds on the earlier with `inherited`.
    @Test(arguments: [
        (
            "when dark { fg = #ffffff }\n",
            "#ffffff",
            """
            vivid.shade:1:18: warning: 'fg' is overridden by 'when dark' in two files: the one imported later wins wherever it holds; keep one, or build on the other with 'inherited'
              when dark { fg = #ffffff }
                               ^~~~~~~
            dark.shade:1:18: note: also overridden here
              when dark { fg = #eeeeee }
                               ^~~~~~~

            """
        ),
        ("when dark { fg = alpha(inherited, 0.5) }\n", "#eeeeee80", "")
    ])
    func equallySpecificOverridesInTwoFilesWarn(vivid: String, dark: String, expected: String) throws {
        let folder = try temporaryFolder([
            "theme.shade": "import \"base.shade\"\nimport \"dark.shade\"\nimport \"vivid.shade\"\n",
            "base.shade": "color fg = #111111\n",
            "dark.shade": "when dark { fg = #eeeeee }\n",
            "vivid.shade": vivid
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(files: [folder.appendingPathComponent("theme.shade").path])
        #expect(rendered(theme).replacingOccurrences(of: folder.path + "/", with: "") == expected)
        #expect(theme.strings("fg") == ["light": "#111111", "dark": dark])
    }

    /// The REPL's `:explain` shows the override with `inherited` and where it applied.
    @Test func explainShowsTheOverrideReadingInherited() throws {
        var session = ThemeSession()
        _ = session.define(Self.source)
        let derivation = try session.explain("accentMuted").get()
        #expect(
            derivation.origin == """
                when dark (<repl>:3): alpha(inherited, 0.2) (inherited: #0969da66) in dark-off; \
                when dark, dimmed (<repl>:4): alpha(inherited, inherited.alpha / 2) (inherited: #0969da33) in \
                dark-dimmed
                """)
    }

    /// `fmt` keeps `inherited` as written.
    @Test func formatRoundTrips() throws {
        let source = "color a = #000000\n\nwhen dark {\n  a = alpha(inherited, 0.5)\n}\n"
        #expect(try ThemeFormatter.format(source).get() == source)
    }
}

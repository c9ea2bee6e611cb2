import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeTools
import Shade

/// Tokens declared in a `when` block exist only where it holds (docs/language.md, Tokens of
/// some appearances), as Primer defines some tokens in its dark themes only.
@Suite("Tokens of some appearances")
struct PartialTokenTests {
    /// Where each token of ``PartialTokenThemes/axes`` exists, worked out from its block, and
    /// its value there (nil: absent).
    @Test(
        arguments: [
            ("shadow.highlight", ["scheme": "light"], nil),
            ("shadow.highlight", ["scheme": "dark"], "#ffffff1a"),
            ("shadow.highlight", ["scheme": "dark", "contrast": "high", "dim": "dimmed"], "#ffffff1a"),
            ("outline", ["scheme": "light"], nil),
            ("outline", ["scheme": "dark", "contrast": "high"], "#000000"),
            ("paper", ["scheme": "light", "dim": "dimmed"], "#fefefe"),
            ("paper", ["scheme": "dark"], nil),
            ("dimGlow", ["scheme": "dark"], nil),
            ("dimGlow", ["scheme": "light", "dim": "dimmed"], nil),
            ("dimGlow", ["scheme": "dark", "dim": "dimmed"], "#33669980"),
            ("muted", ["scheme": "light", "dim": "dimmed"], "#1a334d"),
            ("muted", ["scheme": "dark", "contrast": "high", "dim": "dimmed"], "#101010"),
            ("muted", ["scheme": "dark", "contrast": "high"], nil),
            ("border", ["scheme": "light"], "#d0d7de"),
            ("border", ["scheme": "dark"], "#d4dbe18d")
        ] as [(String, [String: String], String?)])
    func presentWhereTheBlockHolds(token: String, settings: [String: String], expected: String?) {
        let theme = load(PartialTokenThemes.axes)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.value(of: token, in: theme.appearance(settings: settings))?.description == expected)
    }

    /// With listed appearances, presence follows the appearance a combination shows.
    @Test(
        arguments: [
            (["scheme": "dark", "dim": "dimmed"], "#222222"),
            (["scheme": "dark", "contrast": "high", "dim": "dimmed"], nil),  // shows dark-high
            (["scheme": "light", "dim": "dimmed"], nil)  // shows light
        ] as [([String: String], String?)])
    func presenceFollowsTheShownAppearance(settings: [String: String], expected: String?) {
        let theme = load(PartialTokenThemes.listed)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let space = theme.program.space
        let combination = space.index(of: settings)
        #expect(theme.evaluator.isPresent(token: 0, in: combination) == (expected != nil))
        #expect(theme.value(of: "dimOnly", in: theme.appearance(settings: settings))?.description == expected)
    }

    @Test(arguments: [
        (
            "when dark { color glow = #ffffff1a }\ncolor border = glow",
            """
            theme.shade:2:16: error: 'glow' does not exist in light: it is declared only 'when dark'
              color border = glow
                             ^~~~
            """
        ),
        (
            "axis dim { off, dimmed }\nwhen dark, dimmed { color glow = #ffffff1a }\nwhen dark { color edge = glow }",
            """
            theme.shade:3:26: error: 'glow' does not exist in dark-off: it is declared only 'when dark, dimmed'
              when dark { color edge = glow }
                                       ^~~~
            """
        ),
        (
            "when dusk { color glow = #ffffff1a\ncolor edge = #000000 }",
            """
            theme.shade:1:6: error: 'dusk' is no value of any axis; an appearance is axis values joined by '-' (dark-high)
              when dusk { color glow = #ffffff1a
                   ^~~~
            """
        ),
        (
            "group g {\n  when dark { g2.x = #000000 }\n}",
            """
            theme.shade:2:3: error: a 'when' block inside a group only declares tokens; override tokens at the top level, naming them by their qualified names
                when dark { g2.x = #000000 }
                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """
        ),
        (
            "when dark { color glow = #ffffff1a }\nassert contrast(glow, #000000) > 1",
            """
            theme.shade:2:17: error: 'glow' does not exist in light: it is declared only 'when dark'
              assert contrast(glow, #000000) > 1
                              ^~~~
            """
        )
    ])
    func absentReadsAreLocatedErrors(source: String, expected: String) {
        #expect(rendered(load(source)) == expected + "\n")
    }

    /// A token read only where it exists is fine: `if dark then glow else …`.
    @Test func readingOnlyWhereItExistsIsFine() {
        let theme = load("when dark { color glow = #ffffff1a }\ncolor edge = if dark then glow else #000000")
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.strings("edge") == ["light": "#000000", "dark": "#ffffff1a"])
    }

    /// eval: `(absent)` in the table, no entry in JSON (docs/exports.md, JSON shape).
    @Test func evalShowsItAbsent() throws {
        let theme = load("color bg = #ffffff\nwhen dark { color glow = #ffffff1a }")
        #expect(
            theme.render(.table) == """
                token  type   light     dark
                bg     color  #ffffff   #ffffff
                glow   color  (absent)  #ffffff1a

                """)
        #expect(
            theme.render(.json).contains(##"{"name": "glow", "type": "color", "values": {"dark": "#ffffff1a"}}"##))
        #expect(theme.render(.csv).contains("glow,color,,#ffffff1a\r\n"))
        let token = try #require(theme.tokens["glow"])
        #expect(token.presence == [false, true])
        #expect(token.value(at: 0) == nil)
        #expect(token.value(at: 1)?.description == "#ffffff1a")
    }

    /// Targets that keep appearances per file or per rule leave the token out where it is absent;
    /// Swift, asset catalogs and Android cannot, and leave it out, saying so.
    @Test func exportsLeaveItOutWhereAbsent() throws {
        let theme = load("color bg = #ffffff\nwhen dark {\n  /// Dark only.\n  color glow = #ffffff1a\n}")
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let dtcg = try theme.export(to: .dtcg).get()
        guard case let .folder(files) = dtcg.output else { return }
        // Never in the base set (a later set cannot take it away), in the set of each context where it exists.
        let base = try #require(files.first { $0.path == "base.tokens.json" })
        let dark = try #require(files.first { $0.path == "dark.tokens.json" })
        #expect(!String(decoding: base.bytes, as: UTF8.self).contains("glow"))
        #expect(files.first { $0.path == "light.tokens.json" } == nil)
        #expect(String(decoding: dark.bytes, as: UTF8.self).contains("\"glow\""))
        guard case let .file(html) = try theme.export(to: .html).get().output else { return }
        #expect(
            String(decoding: html, as: UTF8.self).contains(
                ##"<td data-token="glow" data-column="light"><span class="note">absent</span></td>"##))
        for target in [ExportTarget.swift, .xcassets, .android] {
            let product = try theme.export(to: target).get()
            let text: String
            switch product.output {
            case let .file(bytes): text = String(decoding: bytes, as: UTF8.self)
            case let .folder(files): text = files.map { $0.path + String(decoding: $0.bytes, as: UTF8.self) }.joined()
            }
            #expect(!text.contains("glow"), "\(target)")
            #expect(
                product.leftOutSummary(target: target)
                    == "left out: 1 token of some appearances only — \(target.rawValue) has no place for it (README, Exports)"
            )
        }
    }

    /// The REPL's `:explain` and `:table` know where it is absent (the Presenter shows `absent`).
    @Test func explainAndTableKnowWhereItIsAbsent() throws {
        var session = ThemeSession()
        _ = session.define("when dark { color glow = #ffffff1a }\ncolor a = #000000")
        let derivation = try session.explain("glow").get()
        #expect(derivation.appearances.map(\.name) == ["light", "dark"])
        #expect(derivation.presence == [false, true])
        let table = try session.table(group: nil).get()
        #expect(table.tokens.first { $0.name == "glow" }?.presence == [false, true])
        #expect(table.tokens.first { $0.name == "a" }?.presence == [])
    }

    /// The REPL's change report names a token of some appearances only where it exists: no
    /// line for an appearance where it is absent (it held a placeholder value there).
    @Test func changeReportShowsOnlyWhereItExists() {
        var session = ThemeSession()
        _ = session.define("color a = #000000")
        let added = session.define("when dark { color glow = #ffffff1a }")
        #expect(added.changes.map(\.name) == ["glow"])
        #expect(added.changes.first?.steps.map { $0.appearance.name } == ["dark"])
        #expect(added.changes.first?.steps.map { $0.after?.description } == ["#ffffff1a"])
    }

    /// Redefining in the REPL a token declared after a token of some appearances, or that token
    /// itself, finds the right declaration (the fuzzer found the session indexing past its
    /// list of declarations when a `when` block declared a token; typing the `when` block again
    /// was refused as a duplicate, or dropped).
    @Test(arguments: [
        ("color border = #ffffff", "border", ["default #ffffff"]),
        ("group shadow { when dark { color highlight = #000000 } }", "shadow.highlight", ["dark #000000"])
    ])
    func redefinesAroundATokenOfSomeAppearances(entry: String, name: String, steps: [String]) {
        var session = ThemeSession()
        let loaded = session.define(
            """
            group shadow { when dark { color highlight = #ffffff1a } }
            when dark { color glow = #ffffff1a }
            color border = #d0d7de
            """)
        #expect(loaded.diagnostics.isEmpty)
        let update = session.define(entry)
        #expect(update.diagnostics.isEmpty)
        #expect(update.changes.map(\.name) == [name])
        let shown = update.changes.first?.steps.map { "\($0.appearance.name) \($0.after?.description ?? "-")" }
        #expect(shown == steps)
    }

    /// `fmt` keeps a declaration in a `when` block as written, documentation included.
    @Test func formatRoundTrips() throws {
        let source = """
            group shadow {
              when dark {
                /// The top edge of raised surfaces.
                color highlight = #ffffff1a
              }
            }

            """
        #expect(try ThemeFormatter.format(source).get() == source)
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `shade fmt`: the layout of a table of inputs, written out by hand; idempotence, the same tokens
/// and the same values on every example, every valid fixture and generated sources.
@Suite("Formatter")
struct FormatterTests {
    static let layouts: [(source: String, formatted: String)] = [
        ("color   a=#000000", "color a = #000000\n"),
        (
            "color a = mix( b ,c,0.5 )\ncolor b=#fff\ncolor c=-b.red*2+ -1",
            """
            color a = mix(b, c, 0.5)
            color b = #fff
            color c = -b.red * 2 + -1

            """
        ),
        (
            "group Semantic{\ncolor background=dynamic(light:#ffffff,dark:#000000)\n    dimension gutter=16pt\n}",
            """
            group Semantic {
              color background = dynamic(light: #ffffff, dark: #000000)
              dimension gutter = 16pt
            }

            """
        ),
        (
            "color a = #000000\n\n\n\n// Note.\ncolor bb = a // trailing\n/* block */ color c = a\n",
            """
            color a = #000000

            // Note.
            color bb = a // trailing
            /* block */ color c = a

            """
        ),
        (
            "/// Doc.\n@deprecated(\"use b\")\nprivate color a = #000000\nprivate number nn = 1\ncolor b = $.a",
            """
            /// Doc.
            @deprecated("use b")
            private color a   = #000000
            private number nn = 1
            color b           = $.a

            """
        ),
        (
            "fn f(c:color,t:number=0.1)->color=darken(c,t)\nbool x = !true && 1 < 2 || a != b\ncolor d = if dark then a else b",
            """
            fn f(c: color, t: number = 0.1) -> color = darken(c, t)
            bool x  = !true && 1 < 2 || a != b
            color d = if dark then a else b

            """
        ),
        ("group G {\n\n  color a = #000000\n\n}\n", "group G {\n  color a = #000000\n}\n"),
        (
            "when dark,high { Semantic.a = #ffffff }\nappearances { light, dark }",
            """
            when dark, high { Semantic.a = #ffffff }
            appearances { light, dark }

            """
        ),
        (
            "color a = dynamic(light: mix(Essentials.blue40, Essentials.grey10, 0.25), dark: mix(Essentials.grey60, Essentials.blue40, 0.75))",
            """
            color a = dynamic(
              light: mix(Essentials.blue40, Essentials.grey10, 0.25),
              dark: mix(Essentials.grey60, Essentials.blue40, 0.75)
            )

            """
        ),
        ("color a = mix(\n  b,\n    c)\n", "color a = mix(b, c)\n"),
        (
            "style Bar { barTintColor = a\ntint = b }\nwhen dark { fg.default = a\nfg.x = b }",
            """
            style Bar {
              barTintColor = a
              tint         = b
            }
            when dark {
              fg.default = a
              fg.x       = b
            }

            """
        ),
        (
            "group gray { color `0` = #f9fafb color `3` = #afb6c0 color `4` = #8792a1 color `6` = #535c6a color `7` = #414853 }",
            """
            group gray {
              color `0` = #f9fafb
              color `3` = #afb6c0
              color `4` = #8792a1
              color `6` = #535c6a
              color `7` = #414853
            }

            """
        ),
        // Widths count characters, not bytes: `é` and `😀` are one each; `internal` keeps its place.
        (
            "color `é` = #000\ncolor `😀x` = #111\ninternal number n = 1\nprivate color longer = #222",
            """
            color `é`            = #000
            color `😀x`           = #111
            internal number n    = 1
            private color longer = #222

            """
        ),
        ("appearances { light, dark-dimmed, light - high }", "appearances { light, dark-dimmed, light-high }\n"),
        ("", ""),
        ("// Only a comment.", "// Only a comment.\n")
    ]

    @Test("a table of layouts", arguments: layouts)
    func layout(source: String, formatted: String) throws {
        #expect(try ThemeFormatter.format(source).get() == formatted)
    }

    @Test("a syntax error leaves the source unformatted and says where")
    func syntaxError() {
        guard case let .failure(error) = ThemeFormatter.format("color a = (#000000\ncolor b = a", path: "t.shade")
        else {
            Issue.record("a syntax error must not be formatted")
            return
        }
        #expect(
            error.diagnostics.map { "\($0.location?.start.line ?? 0): \($0.message)" }.first?.hasPrefix(
                "1: expected ')' to close '('") == true)
    }

    static let samples = GrammarCorpus.examples + GrammarCorpus.validFixtures

    @Test("idempotent, same tokens, same values: every example and valid fixture", arguments: samples)
    func sameTheme(_ sample: GrammarSample) throws {
        let source = try sample.text
        let once = try ThemeFormatter.format(source, path: sample.name).get()
        #expect(try ThemeFormatter.format(once).get() == once)
        #expect(ShadeSyntax.tokenTexts(of: Array(once.utf8)) == ShadeSyntax.tokenTexts(of: Array(source.utf8)))
        let folder = sample.url.deletingLastPathComponent().path
        let before = ThemeLoader().load(source: source, path: sample.name, directory: folder)
        let after = ThemeLoader().load(source: once, path: sample.name, directory: folder)
        #expect(after.render(.json) == before.render(.json))
        #expect(after.diagnostics.map(\.message) == before.diagnostics.map(\.message))
    }

    @Test("idempotent with the same tokens on generated sources the parser accepts", arguments: 0..<4)
    func generated(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var checked = 0
        for _ in 0..<3000 {
            var source = GrammarAgreementTests.beginnings[
                Int(random.next() % UInt64(GrammarAgreementTests.beginnings.count))]
            for _ in 0...(random.next() % 10) {
                source += GrammarAgreementTests.tokens[Int(random.next() % UInt64(GrammarAgreementTests.tokens.count))]
                source += ["", " ", "\n", " // c\n", "\n\n\n"][Int(random.next() % 5)]
            }
            guard case let .success(once) = ThemeFormatter.format(source) else { continue }
            checked += 1
            #expect(try ThemeFormatter.format(once).get() == once, "\(source.debugDescription)")
            #expect(
                ShadeSyntax.tokenTexts(of: Array(once.utf8)) == ShadeSyntax.tokenTexts(of: Array(source.utf8)),
                "\(source.debugDescription)")
        }
        #expect(checked > 5)
    }

    @Test("every example is formatted already")
    func examplesAreFormatted() throws {
        for sample in GrammarCorpus.examples {
            #expect(try ThemeFormatter.format(try sample.text).get() == (try sample.text), "\(sample.name)")
        }
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeTools
import Shade

/// `internal`: a palette every file of the theme sees and no output emits (docs/language.md,
/// Internal), as Primer keeps its base colors behind its functional ones.
@Suite("Internal declarations")
struct InternalTests {
    /// Primer's layout: the base palette in one file, functional colors in others.
    static let primer = [
        "theme.shade": "import \"functional/fg.shade\"\nimport \"functional/bg.shade\"\n",
        "base.shade": """
        internal group base {
          color neutral13 = #1f2328
          color blue5     = #0969da
          color unusedStep = #ddf4ff
        }
        internal color white = #ffffff

        """,
        "functional/fg.shade": """
        import "../base.shade"
        group fgColor {
          color default = base.neutral13
          color accent  = base.blue5
        }

        """,
        "functional/bg.shade": """
        import "../base.shade"
        group bgColor { color default = white }

        """
    ]

    @Test("every file of the theme uses the palette; it is never among the tokens, and no warning for unused steps")
    func visibleEverywhereEmittedNowhere() throws {
        let folder = try temporaryFolder(Self.primer)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(contentsOf: folder.appendingPathComponent("theme.shade").path)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.tokens.map(\.name) == ["fgColor.default", "fgColor.accent", "bgColor.default"])
        #expect(theme.string("bgColor.default") == "#ffffff")
        let all = theme.includingInternal()
        #expect(
            all.tokens.map(\.name) == [
                "base.neutral13", "base.blue5", "base.unusedStep", "white", "fgColor.default", "fgColor.accent",
                "bgColor.default"
            ])
        #expect(all.tokens.filter(\.isInternal).count == 4)
        #expect(all.tokens.allSatisfy { !$0.isPrivate })
    }

    @Test("internal may stand before a token, a group or a function; 'internal' stays a name elsewhere")
    func placement() {
        let theme = load(
            """
            internal fn soft(c: color) -> color = alpha(c, 0.5)
            internal color ink = #1f2328
            number internal = 2
            color wash = soft(ink)
            number twice = internal * 2
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.tokens.map(\.name) == ["internal", "wash", "twice"])
        #expect(theme.string("twice") == "4")
    }

    @Test(
        "misplaced internal is an error with the whole message",
        arguments: [
            (
                "internal private color x = #fff\ncolor y = x\n",
                """
                theme.shade:1:1: error: a declaration is 'internal' (every file of the theme) or 'private' (its \
                file or group), not both
                  internal private color x = #fff
                  ^~~~~~~~~~~~~~~~

                """
            ),
            (
                "internal group base { color blue5 = #0969da }\ncolor base = #ffffff\n",
                """
                theme.shade:2:7: error: public token 'base' would expose the internal group 'base': a group, its \
                openings and its token have one visibility; make both internal or both public
                  color base = #ffffff
                        ^~~~
                theme.shade:1:16: note: internal here
                  internal group base { color blue5 = #0969da }
                                 ^~~~

                """
            ),
            (
                "internal group fgColor { color a = #111111 }\ngroup fgColor { color b = a }\n",
                """
                theme.shade:2:7: error: public group 'fgColor' would expose the internal group 'fgColor': a group, \
                its openings and its token have one visibility; make both internal or both public
                  group fgColor { color b = a }
                        ^~~~~~~
                theme.shade:1:16: note: internal here
                  internal group fgColor { color a = #111111 }
                                 ^~~~~~~

                """
            )
        ])
    func errors(_ source: String, message: String) {
        #expect(rendered(load(source)) == message)
    }

    @Test("a private member of an internal group stays private to it")
    func privateInsideInternal() {
        #expect(
            load("internal group base { private color seed = #000000\n color a = seed }\ncolor b = base.seed\n")
                .errorMessages == ["'base.seed' is private to group 'base'"])
    }

    @Test("no exporter emits an internal token", arguments: ExportTarget.allCases)
    func exportsLeaveItOut(_ target: ExportTarget) throws {
        let theme = load(
            """
            internal group zqPalette { color zqBlue = #0969da }
            internal color zqInk = #1f2328
            group fgColor {
              color accent  = zqPalette.zqBlue
              color default = zqInk
            }
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let output = try theme.export(to: target).get().output
        let bytes: [UInt8]
        switch output {
        case let .file(file): bytes = file
        case let .folder(files): bytes = files.flatMap { Array($0.path.utf8) + $0.bytes }
        }
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        #expect(!text.contains("zq"), "\(target)")
        #expect(text.contains("accent"), "\(target)")
    }

    @Test("completion marks an internal token; the formatter aligns it like a private one")
    func editors() throws {
        let theme = load("internal color ink = #1f2328\ncolor fg = ink\n")
        let items = CompletionService(theme: theme).complete(Array("color x = i".utf8), at: 11).items
        #expect(items.first { $0.label == "ink" }?.detail == "internal color")
        let formatted = try ThemeFormatter.format("internal color ink = #1f2328\ncolor fgDefault = ink\n").get()
        #expect(formatted == "internal color ink = #1f2328\ncolor fgDefault    = ink\n")
    }
}

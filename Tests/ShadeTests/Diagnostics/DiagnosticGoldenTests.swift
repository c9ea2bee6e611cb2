import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Whole rendered diagnostics, compared with golden files in `Golden/`
/// (re-record with `SHADE_RECORD=1 swift test`).
@Suite("Rendered diagnostics")
struct DiagnosticGoldenTests {
    static let cases: [(name: String, source: String)] = [
        (
            "unknown-name",
            """
            group Semantic {
              color background = #ffffff
              color overlay = alpha(backgrund, 0.7)
            }
            """
        ),
        (
            "unknown-member",
            """
            group Semantic { color background = #ffffff }
            color c = Semantic.backgroud
            """
        ),
        (
            "type-mismatch",
            """
            color a = #ffffff
            color b = darken(a, "lots")
            number n = a
            """
        ),
        (
            "unit-mismatch",
            """
            dimension gutter = 16pt
            dimension wide = gutter + 4px
            """
        ),
        (
            "duplicate",
            """
            group Semantic {
              color background = #ffffff
              color background = #000000
            }
            """
        ),
        (
            "cycle",
            """
            color a = darken(b, 0.1)
            color b = lighten(c, 0.1)
            color c = alpha(a, 0.5)
            """
        ),
        (
            "recursion",
            """
            fn f(x: number) -> number = g(x)
            fn g(x: number) -> number = f(x) + 1
            number n = f(1)
            """
        ),
        (
            "private-group",
            """
            group Palette {
              private color blue40 = 0x3c64f4
            }
            color key = Palette.blue40
            """
        ),
        (
            "failed-assertion",
            """
            color background = dynamic(light: #ffffff, dark: #1c1c1e)
            color text = dynamic(light: #313440, dark: #5e637a)
            assert contrast(text, background) >= 4.5, "body text must be readable"
            """
        ),
        (
            "syntax-errors",
            """
            color a = rgb(1, 2
            color b = 1 +
            colr c = #fff
            color d = #12345
            color e = "unterminated
            color ok = #ffffff
            """
        ),
        (
            "call-errors",
            """
            color a = mix(#fff)
            color b = darken(#fff, 0.1, 0.2)
            color c = alpha(#fff, alfa: 0.5)
            color d = darkn(#fff, 0.1)
            font f = font("Inter", 12pt, weight: bolder)
            color g = dynamic(dark: #000)
            """
        ),
        (
            "division-by-zero",
            """
            number zero = dynamic(light: 1, dark: 0)
            number n = 10 / zero
            """
        ),
        (
            "style-errors",
            """
            component UINavigationBar {
              color tintColor = systemBlue
              color tintColor = systemGreen
            }
            style UINavigationBar { tintColr = #ff0000 }
            style UINavBar in CNContactViewController { reset }
            style UINavigationBar in A, A { tintColor = 3 }
            style UINavigationBar in B { tintColor = #000000 tintColor = #111111 }
            style UINavigationBar in B { reset reset }
            style UINavigationBar in C { reset }
            style UINavigationBar in C { }
            style UINavigationBar in D { tintColor = 3 }
            style UINavigationBar { reset }
            private style UINavigationBar in E { }
            color stuck = UINavigationBar.tintColor
            group Chrome { component UITabBar { color tintColor = systemBlue } }
            """
        ),
        (
            "style-assertions",
            """
            component UINavigationBar {
              color barTintColor = systemBackground
              color tintColor = systemBlue
            }
            component UITabBar { color tintColor = systemBlue }
            style UINavigationBar { barTintColor = systemGreen
                                    tintColor = systemGreen }
            style UINavigationBar in CNContactViewController { reset }
            assert contrast(UINavigationBar.tintColor, UINavigationBar.barTintColor) >= 3, "bar buttons readable"
            assert contrast(UINavigationBar.tintColor, UITabBar.tintColor) >= 1
            assert UINavigationBar.tint == systemBlue
            """
        )
    ]

    @Test("diagnostic", arguments: cases)
    func diagnostic(_ row: (name: String, source: String)) throws {
        let theme = load(row.source)
        #expect(theme.hasErrors)
        try Golden.check(rendered(theme), named: "\(row.name).txt")
    }

    @Test("a private name of another file is an error that names the file")
    func privateToFile() throws {
        let folder = try temporaryFolder([
            "main.shade": "import \"palette.shade\"\ncolor key = blue40\n",
            "palette.shade": "private color blue40 = 0x3c64f4\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(
            source: "import \"palette.shade\"\ncolor key = blue40\n", path: "main.shade", directory: folder.path)
        try Golden.check(rendered(theme), named: "private-file.txt")
    }

    @Test("an import cycle prints its chain")
    func importCycle() throws {
        let folder = try temporaryFolder([
            "a.shade": "import \"b.shade\"\ncolor a = #fff\n",
            "b.shade": "import \"c.shade\"\ncolor b = #fff\n",
            "c.shade": "import \"a.shade\"\ncolor c = #fff\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Tests run in parallel, so no changing the working directory: paths are made relative here.
        let theme = ThemeLoader().load(files: [folder.appendingPathComponent("a.shade").path])
        try Golden.check(
            rendered(theme).replacingOccurrences(of: folder.path + "/", with: ""), named: "import-cycle.txt")
    }
}

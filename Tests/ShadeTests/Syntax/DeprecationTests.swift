import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `@deprecated` before a token: every use warns, naming what to use instead (docs/language.md, Metadata).
@Suite("Deprecation")
struct DeprecationTests {
    /// A source and every diagnostic it gets, rendered as `LINE:COLUMN severity: message`.
    static let cases: [(source: String, diagnostics: [String])] = [
        (
            "color accent = #3c64f4\n@deprecated(\"use accent\")\ncolor brand = accent\ncolor link = brand\ncolor other = brand",
            [
                "4:14 warning: 'brand' is deprecated: use accent",
                "5:15 warning: 'brand' is deprecated: use accent"
            ]
        ),
        ("@deprecated\ncolor old = #000000\ncolor b = old", ["3:11 warning: 'old' is deprecated"]),
        (
            "@deprecated(\"gone\")\nprivate color old = #000000\ncolor b = old",
            ["3:11 warning: 'old' is deprecated: gone"]
        ),
        ("@deprecated(\"unused\")\ncolor old = #000000", []),
        (
            "@deprecated(3)\ncolor old = #000000",
            [
                "1:13 error: '@deprecated' takes a string saying what to use instead, as in @deprecated(\"use accent\")"
            ]
        ),
        ("@deprecate(\"x\")\ncolor old = #000000", ["1:1 error: unknown annotation '@deprecate'"]),
        (
            "@deprecated(\"x\")\nimport \"other.shade\"",
            ["1:1 error: 'import' cannot be deprecated; only a token or a function can"]
        ),
        (
            "@deprecated(\"use soft2\")\nfn soft(c: color) -> color = alpha(c, 0.5)\ncolor a = soft(#000000)",
            ["3:11 warning: 'soft' is deprecated: use soft2"]
        ),
        ("@deprecated\nprivate fn f() -> number = 1\nnumber n = f()", ["3:12 warning: 'f' is deprecated"]),
        (
            "@deprecated(\"x\")\ngroup g { color c = #000000 }",
            ["1:1 error: 'group' cannot be deprecated; only a token or a function can"]
        ),
        (
            "@deprecated(\"x\")\nassert true",
            ["1:1 error: 'assert' cannot be deprecated; only a token or a function can"]
        ),
        // `internal` stands between the annotation and what it deprecates.
        ("@deprecated\ninternal fn f() -> number = 1\nnumber n = f()", ["3:12 warning: 'f' is deprecated"]),
        ("@deprecated\ninternal color old = #000000\ncolor b = old", ["3:11 warning: 'old' is deprecated"]),
        // What is no declaration is said once, where it is: not as a misplaced annotation too.
        (
            "@deprecated(\"x\")\ntoken a = 1",
            [
                "2:1 error: expected a declaration (a type such as 'color', or 'group', 'fn', 'import', 'assert', 'axis'), found 'token'"
            ]
        ),
        (
            "@deprecated\n",
            [
                "2:1 error: expected a declaration (a type such as 'color', or 'group', 'fn', 'import', 'assert', 'axis'), found end of file"
            ]
        ),
        (
            "@deprecated\n}",
            [
                "2:1 error: expected a declaration (a type such as 'color', or 'group', 'fn', 'import', 'assert', 'axis'), found '}'"
            ]
        )
    ]

    @Test("uses warn and malformed annotations are errors", arguments: cases)
    func diagnostics(source: String, diagnostics: [String]) {
        let theme = load(source)
        let rendered = theme.diagnostics.filter { !$0.message.hasPrefix("cannot find imported") }.map { diagnostic in
            "\(diagnostic.location.map { "\($0.start.line):\($0.start.column) " } ?? "")\(diagnostic.severity): \(diagnostic.message)"
        }
        #expect(rendered == diagnostics)
    }

    @Test("a use's warning notes the declaration and suggests nothing")
    func note() {
        let theme = load("@deprecated(\"use accent\")\ncolor brand = #000000\ncolor b = brand")
        #expect(theme.diagnostics.first?.notes.map(\.message) == ["'brand' is declared deprecated here"])
        #expect(theme.diagnostics.first?.notes.first?.location?.start.line == 2)
    }

    @Test("the token and JSON say it is deprecated")
    func json() {
        let theme = load("/// Old.\n@deprecated(\"use a\")\ncolor b = #000000\n@deprecated\ncolor c = #000000")
        #expect(theme.tokens.map(\.deprecated) == ["use a", ""])
        #expect(theme.tokens.map(\.description) == ["Old.", nil])
        #expect(
            theme.render(.json).contains(
                """
                {"name": "b", "type": "color", "values": {"default": "#000000"}, "description": "Old.", "deprecated": "use a"},
                    {"name": "c", "type": "color", "values": {"default": "#000000"}, "deprecated": true}
                """))
    }
}

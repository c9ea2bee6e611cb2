import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `///` lines directly above a declaration are its description (docs/language.md, Metadata).
@Suite("Doc comments")
struct DocCommentTests {
    /// Whether a text has `///` anywhere: the parser looks for descriptions only then.
    @Test(arguments: [
        ("", false), ("/", false), ("//", false), ("///", true), ("a///", true), ("x///", true), ("////", true),
        ("// x\n/// y", true), ("/ / /", false), ("//a/", false), ("x//", false), ("a/b/c//d", false),
        (String(repeating: "a/", count: 5_000) + "//", true), (String(repeating: "a/", count: 5_000) + "/", false)
    ])
    func tripleSlash(_ text: String, _ expected: Bool) {
        #expect(SourceFile(path: "t", bytes: Array(text.utf8)).hasTripleSlash == expected)
    }

    /// A source and the description its token `a` (or `g.a`) gets.
    static let cases: [(source: String, name: String, description: String?)] = [
        ("/// The page.\ncolor a = #ffffff", "a", "The page."),
        ("/// First line.\n///\n///   Indented.\ncolor a = #ffffff", "a", "First line.\n\n  Indented."),
        ("  /// Indented comment.\n  color a = #ffffff", "a", "Indented comment."),
        ("///No space.\r\ncolor a = #ffffff", "a", "No space."),
        ("/// Private too.\nprivate color a = #ffffff\ncolor b = a", "b", nil),
        ("group g {\n    /// Inside a group.\n    color a = #ffffff\n}", "g.a", "Inside a group."),
        ("// A plain comment.\ncolor a = #ffffff", "a", nil),
        ("//// Four slashes are plain.\ncolor a = #ffffff", "a", nil),
        ("/// Separated.\n\ncolor a = #ffffff", "a", nil),
        ("/// Above b.\ncolor b = #000000\ncolor a = b", "a", nil),
        ("color b = #000000 /// trailing\ncolor a = b", "a", nil),
        ("/// Only the lines next to it.\n// plain\n/// Kept.\ncolor a = #ffffff", "a", "Kept."),
        ("color a = #ffffff", "a", nil)
    ]

    @Test("a token's description is the /// lines right above it", arguments: cases)
    func description(source: String, name: String, description: String?) {
        let theme = load(source)
        let token = Array(theme.tokens).first { $0.name == name }
        #expect(token != nil)
        #expect(token?.description == description)
    }

    @Test("JSON names a description only when there is one")
    func json() {
        let text = load("/// The page \"background\".\n/// Second line.\ncolor a = #ffffff\ncolor b = a").render(.json)
        #expect(
            text == """
                {
                  "appearances": ["default"],
                  "tokens": [
                    {"name": "a", "type": "color", "values": {"default": "#ffffff"}, "description": "The page \\"background\\".\\nSecond line."},
                    {"name": "b", "type": "color", "values": {"default": "#ffffff"}}
                  ]
                }

                """)
    }

    @Test(":explain carries the description")
    func explain() throws {
        var session = ThemeSession()
        _ = session.define("/// The page.\ncolor a = #ffffff")
        let derivation = try session.explain("a").get()
        #expect(derivation.description == "The page.")
    }
}

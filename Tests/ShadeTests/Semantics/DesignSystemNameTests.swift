import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The names real design systems use (docs/language.md, Names): names in backticks, integer and keyword
/// members, a group that is also a token, and `$.name` for the top level.
@Suite("Design-system names")
struct DesignSystemNameTests {
    static let source = """
        color background = #ffffff
        group gray { color `0` = #000000
                     color `10` = #1a1a1a }
        color `fg-default` = gray.0
        color accent = #3c64f4
        group accent { color onInverse = darken(accent, 0.2) }
        group `Button background` { color `if` = accent.dark }
        group Semantic {
          color background = $.background
          color tenth = $.gray.10
          color inverse = accent.onInverse
        }
        group kw { color `import` = #123456 }
        color k = kw.import
        """

    /// Per name as output shows it (no backticks), its value.
    @Test(arguments: [
        ("gray.0", "#000000"), ("gray.10", "#1a1a1a"), ("fg-default", "#000000"),
        ("accent", "#3c64f4"), ("accent.onInverse", "#3050c3"), ("Button background.if", "#3c64f4"),
        ("Semantic.background", "#ffffff"), ("Semantic.tenth", "#1a1a1a"), ("Semantic.inverse", "#3050c3"),
        ("kw.import", "#123456"), ("k", "#123456")
    ])
    func namesResolve(name: String, value: String) {
        let theme = load(Self.source)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.tokens.first { $0.name == name }?.values.first?.description == value)
    }

    @Test func aGroupThatIsAlsoATokenKeepsDeclarationOrderInOutput() {
        let theme = load("group accent { color onInverse = #000000 }\ncolor accent = #ffffff")
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.tokens.map(\.name) == ["accent.onInverse", "accent"])
        #expect(theme.string("accent") == "#ffffff")
        #expect(theme.tokens["accent"]?.values.first?.description == "#ffffff")
    }

    @Test(arguments: [
        (
            "color `a.b` = #000000",
            """
            theme.shade:1:9: error: a name in backticks cannot hold a dot: 'a.b' would not be one name; a dot separates a group from its member
              color `a.b` = #000000
                      ^
              = help: did you mean '`a`.`b`'?
            """
        ),
        (
            "color `` = #000000",
            """
            theme.shade:1:7: error: a name in backticks cannot be empty
              color `` = #000000
                    ^~
            """
        ),
        (
            "color `open = #000000",
            """
            theme.shade:1:7: error: unterminated name: '`' has no matching '`' on this line
              color `open = #000000
                    ^
            """
        ),
        (
            "color a = $",
            """
            theme.shade:1:11: error: '$' names the top level: write '$.NAME' for a top-level token or group
              color a = $
                        ^
            """
        ),
        (
            "group G { color a = $.missing }",
            """
            theme.shade:1:21: error: nothing named 'missing' at the top level
              group G { color a = $.missing }
                                  ^~~~~~~~~
            """
        ),
        (
            "color background = #fff\ngroup Semantic { color background = darken(background, 0.1) }",
            """
            theme.shade:2:44: error: 'background' here is 'Semantic.background' itself: inside group 'Semantic' the name means the group's own member, which hides the top-level 'background'; write '$.background' for the top-level one
              group Semantic { color background = darken(background, 0.1) }
                                                         ^~~~~~~~~~
              = help: did you mean '$.background'?
            """
        ),
        (
            "group bg { color subtle = #eee }\ngroup button { color bg = #fff\n color hover = darken(bg.subtle, 0.1) }",
            """
            theme.shade:3:23: error: 'bg' here is the token 'button.bg', which hides the top-level group 'bg'; write '$.bg.subtle' for its member
               color hover = darken(bg.subtle, 0.1) }
                                    ^~
              = help: did you mean '$.bg.subtle'?
            """
        ),
        (
            // A group that is also a token may be opened again; its members still may not repeat.
            "color a = #fff\ngroup a { color b = #000 }\ngroup a { color b = #111 }",
            """
            theme.shade:3:17: error: 'a.b' is declared more than once
              group a { color b = #111 }
                              ^
            theme.shade:2:17: note: first declared here
              group a { color b = #000 }
                              ^
            """
        )
    ])
    func badNamesAreLocatedErrors(source: String, expected: String) {
        #expect(rendered(load(source)) == expected + "\n")
    }
}

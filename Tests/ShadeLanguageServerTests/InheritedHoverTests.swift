import Foundation
import ShadeLanguageServer
import Testing

/// hover on `inherited` in a `when` block, and on a token of some appearances.
@Suite struct InheritedHoverTests {
    static let theme = """
        color accentMuted = #0969da66
        when dark { accentMuted = alpha(inherited, 0.2) }
        when dark { color glow = #ffffff1a }
        color edge = if dark then glow else #000000

        """

    func hover(_ line: Int, _ character: Int) throws -> String? {
        try LSPClient.hover(on: Self.theme, at: line, character)
    }

    @Test func inheritedSaysWhatItIs() throws {
        #expect(
            try hover(1, 35) == """
                ```shade
                inherited
                ```

                the value this override replaces: the token's value here without it (the next less specific \
                override, or its definition)
                """)
    }

    @Test func aTokenOfSomeAppearancesIsAbsentElsewhere() throws {
        let text = try #require(try hover(3, 27))
        #expect(text.contains("- light: absent\n- dark: `#ffffff1a`"), "\(text)")
    }
}

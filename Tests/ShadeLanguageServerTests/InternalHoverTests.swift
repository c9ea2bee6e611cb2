import Foundation
import ShadeLanguageServer
import Testing

/// hover says a token is internal; completion's detail too.
@Suite struct InternalHoverTests {
    static let theme = """
        internal color ink = #1f2328
        color fg = ink

        """

    @Test func anInternalTokenSaysSo() throws {
        let response = try LSPClient.answer("textDocument/hover", on: Self.theme, at: 1, 12)
        #expect(
            response["result"]?["contents"]?["value"]?.stringValue == """
                ```shade
                internal color ink
                ```

                Internal: every file of the theme sees it; no output emits it.

                value: `#1f2328`
                """)
    }
}

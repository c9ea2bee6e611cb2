import Foundation
import ShadeLanguageServer
import Testing

/// hover: a token's type, description and value per appearance; a function's signature.
@Suite struct HoverTests {
    static let theme = """
        /// The key color.
        color accent = dynamic(light: #3c64f4, dark: #5e81ff)
        dimension gap = 8pt
        fn soft(c: color, by: number = 0.5) -> color = alpha(c, by)
        color wash = soft(accent)
        color link = systemBlue

        """

    func hover(_ line: Int, _ character: Int) throws -> String? {
        try LSPClient.hover(on: Self.theme, at: line, character)
    }

    @Test func aTokenVaryingByAppearanceShowsEachValue() throws {
        // On the use of `accent` in line 4.
        let text = try #require(try hover(4, 19))
        #expect(text.contains("color accent"))
        #expect(text.contains("The key color."))
        #expect(text.contains("- light: `#3c64f4`"))
        #expect(text.contains("- dark: `#5e81ff`"))
    }

    @Test func valuesPerAppearanceTheTokenVariesOn() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("axes.shade")
        client.open(
            uri,
            "axis dim { off, dimmed }\ncolor accent = dynamic(light: #3c64f4, dark: #5e81ff)\ndimension gap = 8pt\nwhen dimmed { gap = 4pt }\n"
        )
        func hover(_ line: Int, _ character: Int) throws -> String {
            try client.request(
                "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": .position(line, character)])[
                    "result"]?["contents"]?["value"]?.stringValue ?? ""
        }
        let accent = try hover(1, 8)
        #expect(accent.hasSuffix("- light: `#3c64f4`\n- dark: `#5e81ff`"))
        let gap = try hover(2, 11)
        #expect(gap.hasSuffix("- off: `8pt`\n- dimmed: `4pt`"))
    }

    @Test func aConstantTokenShowsOneValueWithItsUnit() throws {
        let text = try #require(try hover(2, 11))
        #expect(text.contains("dimension (pt) gap"))
        #expect(text.contains("value: `8pt`"))
        #expect(!text.contains("- dark"))
    }

    @Test func aFunctionShowsItsSignature() throws {
        let text = try #require(try hover(4, 14))
        #expect(text.contains("fn soft(c: color, by: number = 0.5) -> color"))
    }

    @Test func aBuiltinShowsItsSignature() throws {
        // On `alpha` in the body of `soft`.
        let text = try #require(try hover(3, 48))
        #expect(text.contains("fn alpha(c: color, a: number) -> color  (built in)"))
    }

    @Test func aSystemColorShowsItsValues() throws {
        let text = try #require(try hover(5, 16))
        #expect(text.contains("color systemBlue"))
        #expect(text.contains("- light: `#"))
        #expect(text.contains("- dark: `#"))
    }

    @Test func nothingUnderTheCursorIsNull() throws {
        #expect(try hover(1, 0) == nil)
    }
}

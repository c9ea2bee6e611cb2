import Foundation
import ShadeLanguageServer
import Testing

/// documentColor, colorPresentation and formatting.
@Suite struct ColorAndFormattingTests {
    @Test func colorLiteralsWithRangesAndComponents() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "// #123456 is a comment\ncolor é = #ff000080\ncolor b = mix(#fff, 0x0000FF)\n")
        let colors = try client.request("textDocument/documentColor", ["textDocument": ["uri": .string(uri)]])["result"]
        #expect(colors == [
            ["range": .range(1, 10, 1, 19), "color": ["red": 1, "green": 0, "blue": 0, "alpha": .number(128.0 / 255)]],
            ["range": .range(2, 14, 2, 18), "color": ["red": 1, "green": 1, "blue": 1, "alpha": 1]],
            ["range": .range(2, 20, 2, 28), "color": ["red": 0, "green": 0, "blue": 1, "alpha": 1]],
        ])
        let presentation = try client.request("textDocument/colorPresentation", [
            "textDocument": ["uri": .string(uri)], "color": ["red": 0, "green": 0.5, "blue": 1, "alpha": 1], "range": .range(1, 10, 1, 19),
        ])["result"]
        #expect(presentation == [["label": "#0080ff", "textEdit": ["range": .range(1, 10, 1, 19), "newText": "#0080ff"]]])
    }

    @Test func formattingGivesTheFormattersOutput() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "color   a=#fff\ncolor bb =  darken( a,0.1 )\n")
        let edits = try client.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]])["result"]
        #expect(edits == [["range": .range(0, 0, 2, 0), "newText": "color a  = #fff\ncolor bb = darken(a, 0.1)\n"]])
        client.open(folder.uri("broken.shade"), "color a = (\n")
        let failed = try client.request("textDocument/formatting", ["textDocument": ["uri": .string(folder.uri("broken.shade"))]])
        #expect(failed["error"]?["code"] == .integer(-32803))
        #expect(failed["error"]?["message"]?.stringValue?.contains("broken.shade:") == true)
    }
}

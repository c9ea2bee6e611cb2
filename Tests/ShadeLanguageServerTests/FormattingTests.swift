import Foundation
import ShadeLanguageServer
import Testing

/// formatting: the formatter's layout as one edit; a syntax error fails the request, located.
@Suite struct FormattingTests {
    @Test func formattingGivesTheFormattersOutput() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "color   a=#fff\ncolor bb =  darken( a,0.1 )\n")
        let edits = try client.request(
            "textDocument/formatting",
            ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]])["result"]
        #expect(edits == [["range": .range(0, 0, 2, 0), "newText": "color a  = #fff\ncolor bb = darken(a, 0.1)\n"]])
        client.open(folder.uri("broken.shade"), "color a = (\n")
        let failed = try client.request(
            "textDocument/formatting", ["textDocument": ["uri": .string(folder.uri("broken.shade"))]])
        #expect(failed["error"]?["code"] == .integer(-32803))
        #expect(failed["error"]?["message"]?.stringValue?.contains("broken.shade:") == true)
    }
}

import Foundation
import ShadeLanguageServer
import Testing

/// documentColor and colorPresentation: swatches on the literals, a picked color written back.
@Suite struct ColorsTests {
    @Test func colorLiteralsWithRangesAndComponents() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "// #123456 is a comment\ncolor é = #ff000080\ncolor b = mix(#fff, 0x0000FF)\n")
        let colors = try client.request("textDocument/documentColor", ["textDocument": ["uri": .string(uri)]])["result"]
        #expect(
            colors == [
                [
                    "range": .range(1, 10, 1, 19),
                    // Six decimals: 128/255 is 0.50196…, and reads back as the byte 128.
                    "color": ["red": 1, "green": 0, "blue": 0, "alpha": .number(0.501961)]
                ],
                ["range": .range(2, 14, 2, 18), "color": ["red": 1, "green": 1, "blue": 1, "alpha": 1]],
                ["range": .range(2, 20, 2, 28), "color": ["red": 0, "green": 0, "blue": 1, "alpha": 1]]
            ])
        let presentation = try client.request(
            "textDocument/colorPresentation",
            [
                "textDocument": ["uri": .string(uri)], "color": ["red": 0, "green": 0.5, "blue": 1, "alpha": 1],
                "range": .range(1, 10, 1, 19)
            ])["result"]
        #expect(
            presentation == [["label": "#0080ff", "textEdit": ["range": .range(1, 10, 1, 19), "newText": "#0080ff"]]])
    }
}

import Foundation
import ShadeTestSupport
import ShadeLanguageServer
import Testing

/// The README's language server example ("Editors", "Language server") is what the server says:
/// the diagnostic shown, and the hover once the name is fixed.
@Suite struct ReadmeExampleTests {
    /// The fenced blocks after `marker` in the README: the theme, the diagnostic, the hover.
    static func blocks(after marker: String) throws -> [String] {
        let readme = try String(contentsOf: ShadeBinary.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: marker)).upperBound
        var blocks: [String] = []
        var rest = readme[start...]
        for fence in ["```shade\n", "```json\n", "````\n"] {
            let open = try #require(rest.range(of: fence))
            let close = try #require(
                rest[open.upperBound...].range(
                    of: "\n" + fence.trimmingCharacters(in: .letters.union(.newlines)) + "\n"))
            blocks.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    @Test func theDiagnosticAndTheHoverAreTheServers() throws {
        let blocks = try Self.blocks(after: "For this file, as typed so far,")
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, blocks[0] + "\n")
        var diagnostic = try #require(try client.diagnostics(uri).first)
        guard case var .object(members) = diagnostic else { return }
        members["relatedInformation"] = nil
        diagnostic = .object(members)
        #expect(diagnostic == (try JSONDecoder().decode(JSONValue.self, from: Data(blocks[1].utf8))))

        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [
                    ["text": .string(blocks[0].replacingOccurrences(of: "overlya", with: "overlay") + "\n")]
                ]
            ])
        #expect(try client.diagnostics(uri, version: 2).isEmpty)
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": .position(4, 8)])
        #expect(hover["result"]?["contents"]?["value"]?.stringValue == blocks[2])
    }
}

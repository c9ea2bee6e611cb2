import Foundation
import ShadeLanguageServer
import Testing

/// publishDiagnostics: ranges in UTF-16, severity, notes as related information, suggestions
/// as code actions; updated by every change, full or incremental.
@Suite struct DiagnosticsTests {
    @Test func errorsAndWarningsWithRangesAndRelatedInformation() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        // Line 2 has non-ASCII text before the error: its columns are UTF-16 units.
        client.open(uri, "color accent = #3c64f4\ncolor é😀 = #fff\ncolor accent = #000\n")
        let diagnostics = try client.diagnostics(uri)
        let duplicate = try #require(diagnostics.first { $0["message"]?.stringValue?.contains("accent") == true })
        #expect(duplicate["severity"] == 1)
        #expect(duplicate["range"] == .range(2, 6, 2, 12))
        let related = try #require(duplicate["relatedInformation"]?.arrayValue?.first)
        #expect(related["location"]?["uri"] == .string(uri))
        #expect(related["location"]?["range"] == .range(0, 6, 0, 12))
        let emoji = try #require(diagnostics.first { $0["range"]?["start"]?["character"] == 7 })
        #expect(emoji["range"] == .range(1, 7, 1, 9))
    }

    @Test func warningsHaveTheirSeverity() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "@deprecated(\"use b\")\ncolor a = #fff\ncolor b = #000\ncolor c = a\n")
        let diagnostics = try client.diagnostics(uri)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["severity"] == 2)
        #expect(diagnostics.first?["range"] == .range(3, 10, 3, 11))
    }

    @Test func problemsOfAnImportedFileShowOnTheImport() throws {
        let folder = try ScratchFolder(["palette.shade": "color key = #fff\ncolor bad = nope\ncolor worse = nada\n"])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("main.shade")
        client.open(uri, "// Colors.\nimport \"palette.shade\"\ncolor label = key\n")
        let diagnostics = try client.diagnostics(uri)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["range"] == .range(1, 0, 1, 22))
        #expect(diagnostics.first?["message"] == "palette.shade has 2 errors; the first: 2:13: unknown name 'nope'")
        #expect(
            diagnostics.first?["relatedInformation"]?.arrayValue?.first?["location"] == [
                "uri": .string(folder.uri("palette.shade")), "range": .range(1, 12, 1, 16)
            ])
    }

    @Test func suggestionsBecomeCodeActions() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "group Semantic {\n  color overlay = #0008\n}\ncolor label = Semantic.overlya\n")
        let diagnostic = try #require(try client.diagnostics(uri).first)
        #expect(diagnostic["range"] == .range(3, 23, 3, 30))
        let actions =
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": .string(uri)], "range": diagnostic["range"]!,
                    "context": ["diagnostics": [diagnostic]]
                ])["result"]?.arrayValue ?? []
        let action = try #require(actions.first)
        #expect(action["title"] == "Replace with 'Semantic.overlay'")
        #expect(action["kind"] == "quickfix")
        #expect(action["edit"]?["changes"]?[uri] == [["range": .range(3, 14, 3, 30), "newText": "Semantic.overlay"]])
    }

    @Test func aSessionOfEditsUpdatesTheDiagnostics() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "color a = #fff\ncolor b = a\n")
        #expect(try client.diagnostics(uri, version: 1).isEmpty)
        // Incremental: `a` → `c`, an unknown name.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": .range(1, 10, 1, 11), "text": "c"]]
            ])
        let unknown = try client.diagnostics(uri, version: 2)
        #expect(unknown.count == 1)
        #expect(unknown.first?["range"] == .range(1, 10, 1, 11))
        // Incremental: a declaration of `c` added at the start.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 3],
                "contentChanges": [["range": .range(0, 0, 0, 0), "text": "color c = #000\n"]]
            ])
        #expect(try client.diagnostics(uri, version: 3).isEmpty)
        // Full text.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 4], "contentChanges": [["text": "color x = 1\n"]]
            ])
        let mismatch = try client.diagnostics(uri, version: 4)
        #expect(mismatch.first?["severity"] == 1)
        #expect(mismatch.first?["range"]?["start"]?["line"] == 0)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(try client.diagnostics(uri).isEmpty)
        #expect(try client.shutdown() == 0)
    }
}

import Foundation
import ShadeLanguageServer
import Testing

/// definition, references and rename, across an imported file; an unsaved buffer of the
/// imported file wins over what is on disk.
@Suite struct NavigationTests {
    static let main =
        "import \"palette.shade\"\ncolor label = Semantic.overlay\ncolor hint = alpha(Semantic.overlay, 0.5)\n"
    static let palette = "group Semantic {\n  color overlay = #00000080\n}\n"

    func session(_ body: (LSPClient, ScratchFolder) throws -> Void) throws {
        let folder = try ScratchFolder(["main.shade": Self.main, "palette.shade": Self.palette])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        client.open(folder.uri("main.shade"), Self.main)
        try body(client, folder)
    }

    @Test func definitionAcrossAnImport() throws {
        try session { client, folder in
            let response = try client.request(
                "textDocument/definition",
                [
                    "textDocument": ["uri": .string(folder.uri("main.shade"))], "position": .position(1, 26)
                ])
            #expect(response["result"] == [["uri": .string(folder.uri("palette.shade")), "range": .range(1, 8, 1, 15)]])
            let group = try client.request(
                "textDocument/definition",
                [
                    "textDocument": ["uri": .string(folder.uri("main.shade"))], "position": .position(1, 16)
                ])
            #expect(group["result"] == [["uri": .string(folder.uri("palette.shade")), "range": .range(0, 6, 0, 14)]])
        }
    }

    @Test func definitionOfAnImportIsTheFile() throws {
        try session { client, folder in
            let response = try client.request(
                "textDocument/definition",
                [
                    "textDocument": ["uri": .string(folder.uri("main.shade"))], "position": .position(0, 12)
                ])
            #expect(response["result"] == [["uri": .string(folder.uri("palette.shade")), "range": .range(0, 0, 0, 0)]])
        }
    }

    @Test func referencesAcrossFiles() throws {
        try session { client, folder in
            let response = try client.request(
                "textDocument/references",
                [
                    "textDocument": ["uri": .string(folder.uri("main.shade"))], "position": .position(2, 30),
                    "context": ["includeDeclaration": true]
                ])
            let locations = Set(response["result"]?.arrayValue ?? [])
            #expect(
                locations == [
                    ["uri": .string(folder.uri("main.shade")), "range": .range(1, 23, 1, 30)],
                    ["uri": .string(folder.uri("main.shade")), "range": .range(2, 28, 2, 35)],
                    ["uri": .string(folder.uri("palette.shade")), "range": .range(1, 8, 1, 15)]
                ])
        }
    }

    @Test func renameEditsEveryUseAndTheDeclaration() throws {
        try session { client, folder in
            let response = try client.request(
                "textDocument/rename",
                [
                    "textDocument": ["uri": .string(folder.uri("palette.shade"))], "position": .position(1, 10),
                    "newName": "scrim"
                ])
            let changes = try #require(response["result"]?["changes"])
            #expect(
                Set(changes[folder.uri("main.shade")]?.arrayValue ?? []) == [
                    ["range": .range(1, 23, 1, 30), "newText": "scrim"],
                    ["range": .range(2, 28, 2, 35), "newText": "scrim"]
                ])
            #expect(changes[folder.uri("palette.shade")] == [["range": .range(1, 8, 1, 15), "newText": "scrim"]])
            let invalid = try client.request(
                "textDocument/rename",
                [
                    "textDocument": ["uri": .string(folder.uri("palette.shade"))], "position": .position(1, 10),
                    "newName": "no good"
                ])
            #expect(invalid["error"]?["code"] == .integer(-32803))
        }
    }

    @Test func aWatchedFileChangedOnDiskReloadsItsImporters() throws {
        try session { client, folder in
            let main = folder.uri("main.shade")
            #expect(try client.diagnostics(main).isEmpty)
            try "group Semantic {\n  color scrim = #0008\n}\n".write(
                to: folder.url.appendingPathComponent("palette.shade"), atomically: true, encoding: .utf8)
            client.notify(
                "workspace/didChangeWatchedFiles",
                ["changes": [["uri": .string(folder.uri("palette.shade")), "type": 2]]])
            #expect(try client.diagnostics(main).count == 2)
        }
    }

    @Test func theServerAsksToWatchThemeFilesWhenTheClientLetsIt() throws {
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.request(
            "initialize", ["capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]])
        client.notify("initialized")
        let registration = try client.wait(for: "registerCapability") { $0["method"] == "client/registerCapability" }
        let watcher = registration["params"]?["registrations"]?.arrayValue?.first
        #expect(watcher?["method"] == "workspace/didChangeWatchedFiles")
        #expect(watcher?["registerOptions"]?["watchers"] == [["globPattern": "**/*.shade"]])
        client.send(["jsonrpc": "2.0", "id": registration["id"]!, "result": .null])
        #expect(try client.shutdown() == 0)
    }

    @Test func anUnsavedImportWinsOverTheFile() throws {
        try session { client, folder in
            let main = folder.uri("main.shade")
            #expect(try client.diagnostics(main).isEmpty)
            // The editor moves the token down in palette.shade without saving: definitions follow the buffer.
            let palette = folder.uri("palette.shade")
            client.open(palette, "group Semantic {\n  dimension pad = 4pt\n  color overlay = #00000080\n}\n")
            let definition = try client.request(
                "textDocument/definition",
                [
                    "textDocument": ["uri": .string(main)], "position": .position(1, 26)
                ])
            #expect(definition["result"] == [["uri": .string(palette), "range": .range(2, 8, 2, 15)]])
            // Then renames it, still unsaved: main.shade's uses break, with a suggestion.
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(palette), "version": 2],
                    "contentChanges": [["range": .range(2, 15, 2, 15), "text": "s"]]
                ])
            // (Earlier loads of main.shade published no diagnostics: the first with some is this change's.)
            let broken = try client.diagnostics(main) { !$0.isEmpty }
            #expect(broken.count == 2)
            #expect(broken.first?["data"]?["suggestions"] == ["Semantic.overlays"])
        }
    }
}

import Foundation
@testable import ShadeLanguageServer
import ShadeTools
import Testing

/// initialize, shutdown, exit; malformed messages and unknown methods answered with the
/// protocol's errors while the server keeps running.
@Suite struct LifecycleTests {
    @Test func initializeListsCapabilities() throws {
        let client = try LSPClient()
        defer { client.close() }
        let result = try client.initialize()["result"]
        #expect(result?["serverInfo"] == ["name": "shade", "version": .string(ShadeVersion.current)])
        let capabilities = result?["capabilities"]
        #expect(capabilities?["positionEncoding"] == "utf-16")
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        for provider in [
            "hoverProvider", "definitionProvider", "referencesProvider", "renameProvider",
            "colorProvider", "documentFormattingProvider"
        ] {
            #expect(capabilities?[provider] == true, "\(provider)")
        }
        #expect(capabilities?["completionProvider"]?["triggerCharacters"] == ["."])
        #expect(capabilities?["codeActionProvider"]?["codeActionKinds"] == ["quickfix"])
        #expect(try client.shutdown() == 0)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let client = try LSPClient()
        defer { client.close() }
        let response = try client.request(
            "textDocument/hover", ["textDocument": ["uri": "file:///x.shade"], "position": .position(0, 0)])
        #expect(response["error"]?["code"] == .integer(-32002))
    }

    @Test(arguments: [
        ("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ", -32700, JSONValue.null),
        ("[1, 2, 3]", -32600, .null),
        ("{\"jsonrpc\": \"2.0\", \"id\": 7}", -32600, 7),
        ("{\"jsonrpc\": \"2.0\", \"id\": 8, \"method\": 3}", -32600, .null)
    ])
    func malformedMessagesAreAnsweredAndTheServerGoesOn(body: String, code: Int, id: JSONValue) throws {
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        client.sendBody(body)
        let error = try client.wait(for: "error response") { $0["error"] != nil }
        #expect(error["error"]?["code"] == .integer(code))
        #expect(error["id"] == id)
        // Still serving.
        #expect(
            try client.request("textDocument/formatting", ["textDocument": ["uri": "untitled:none"]])["error"]?["code"]
                == .integer(-32803))
        #expect(try client.shutdown() == 0)
    }

    @Test func aHeaderWithoutLengthIsAParseError() throws {
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        client.sendRaw(Array("Content-Type: json\r\n\r\n".utf8))
        #expect(try client.wait(for: "parse error") { $0["error"] != nil }["error"]?["code"] == .integer(-32700))
        #expect(try client.shutdown() == 0)
    }

    @Test func unknownMethodsAndBadParamsAreErrors() throws {
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        #expect(try client.request("textDocument/nonsense")["error"]?["code"] == .integer(-32601))
        #expect(try client.request("textDocument/hover", ["position": "here"])["error"]?["code"] == .integer(-32602))
        client.notify("$/unknownNotification")
        #expect(try client.request("shutdown", .null)["result"] == .null)
        #expect(try client.request("textDocument/hover")["error"]?["code"] == .integer(-32600))
        client.notify("exit")
        client.process.waitUntilExit()
        #expect(client.process.terminationStatus == 0)
    }

    @Test func aCrashInARequestLosesNoDocument() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient(environment: ["SHADE_LSP_CRASH_TEST": "1"])
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, "color a = #fff\n")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": .range(1, 0, 1, 0), "text": "color b = a\n"]]
            ])
        #expect(try client.diagnostics(uri, version: 2).isEmpty)
        let crash = try client.request("shade/crash")
        #expect(crash["error"]?["code"] == .integer(-32603))
        // The restarted server has the edited document, unsaved, and answers about it.
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": .position(1, 10)])
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("color a") == true)
        #expect(try client.diagnostics(uri, version: 2).isEmpty)
        #expect(try client.shutdown() == 0)
    }

    @Test func exitWithoutShutdownAndEndOfInputEndTheServer() throws {
        let client = try LSPClient()
        _ = try client.initialize()
        client.notify("exit")
        client.process.waitUntilExit()
        #expect(client.process.terminationStatus == 1)

        let other = try LSPClient()
        _ = try other.initialize()
        try FileHandle.closeInput(of: other)
        other.process.waitUntilExit()
        #expect(other.process.terminationStatus == 1)
    }
}

extension FileHandle {
    /// Closes the server's standard input: the end of its input.
    static func closeInput(of client: LSPClient) throws {
        try (client.process.standardInput as? Pipe)?.fileHandleForWriting.close()
    }
}

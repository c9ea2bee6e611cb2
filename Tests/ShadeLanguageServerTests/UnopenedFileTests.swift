import Foundation
import ShadeLanguageServer
import Testing

/// A request about a document the editor has not opened reads it from disk only when it is a
/// `.shade` file inside the workspace's folders and at most 4 MB
/// (Sources/ShadeLanguageServer/Workspace.swift); otherwise it fails with a message saying why.
@Suite struct UnopenedFileTests {
    static let theme = "color a = #123456\ncolor b = mix(a, #ffffff, 0.5)\n"

    /// Which file a hover asks about, and the whole message of the error it gets.
    struct Refusal: Sendable, CustomStringConvertible {
        var description: String
        var file: @Sendable (_ workspace: ScratchFolder, _ outside: ScratchFolder) throws -> String
        var message: @Sendable (_ uri: String) -> String
    }

    static let refusals: [Refusal] = [
        Refusal(
            description: "outside the workspace", file: { _, outside in outside.uri("theme.shade") },
            message: { "'\($0)' is not open, and is outside the workspace's folders" }),
        Refusal(
            description: "not a .shade file", file: { workspace, _ in workspace.uri("theme.txt") },
            message: { "'\($0)' is not open, and only .shade files are read from disk" }),
        Refusal(
            description: "over 4 MB",
            file: { workspace, _ in
                let padding = String(repeating: "// padding\n", count: (4 << 20) / 11 + 1)
                try (theme + padding).write(
                    to: workspace.url.appendingPathComponent("big.shade"),
                    atomically: true, encoding: .utf8)
                return workspace.uri("big.shade")
            },
            message: { "'\($0)' is not open, and is larger than 4 MB; open it in the editor to work on it" })
    ]

    /// A client whose workspace is `folder`.
    static func client(in folder: ScratchFolder) throws -> LSPClient {
        let client = try LSPClient()
        let root = JSONValue.string(folder.url.absoluteString)
        _ = try client.request("initialize", ["processId": .null, "rootUri": root, "capabilities": [:]])
        client.notify("initialized")
        return client
    }

    static func hover(_ client: LSPClient, _ uri: String) throws -> JSONValue {
        try client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": .position(1, 7)])
    }

    @Test(arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        let workspace = try ScratchFolder(["theme.txt": Self.theme])
        let outside = try ScratchFolder(["theme.shade": Self.theme])
        let client = try Self.client(in: workspace)
        defer { client.close() }
        let uri = try refusal.file(workspace, outside)
        let response = try Self.hover(client, uri)
        #expect(response["error"] == ["code": .integer(-32803), "message": .string(refusal.message(uri))])
    }

    /// The same file inside the workspace is read, and answers as it does once opened.
    @Test func readWhenInsideTheWorkspace() throws {
        let workspace = try ScratchFolder(["theme.shade": Self.theme])
        let client = try Self.client(in: workspace)
        defer { client.close() }
        let uri = workspace.uri("theme.shade")
        let unopened = try Self.hover(client, uri)
        #expect(unopened["error"] == nil)
        client.open(uri, Self.theme)
        let opened = try Self.hover(client, uri)
        #expect(unopened["result"] != nil && unopened["result"] != .null)
        #expect(unopened["result"] == opened["result"])
    }
}

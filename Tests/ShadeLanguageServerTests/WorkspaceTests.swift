import Foundation
import ShadeLanguageServer
import Testing

/// Each document loads on its own queue: a request about a small file is answered while a large
/// one is still being checked.
@Suite struct WorkspaceTests {
    @Test func aRequestDoesNotWaitForAnotherFilesLoad() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        var large = "color t0 = #3c64f4\n"
        for index in 1..<40_000 { large += "color t\(index) = mix(t\(index - 1), #ffffff, 0.5)\n" }
        let largeURI = folder.uri("large.shade"), smallURI = folder.uri("small.shade")
        client.open(largeURI, large)
        client.open(smallURI, "color a = #fff\n")
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": .string(smallURI)], "position": .position(0, 7)])
        #expect(hover["result"]?["contents"] != nil)
        // The large file's diagnostics had not come when the hover was answered.
        #expect(throws: LSPClientError.self) {
            try client.wait(for: "large diagnostics", within: 0) { $0["params"]?["uri"] == .string(largeURI) }
        }
        #expect(try client.diagnostics(largeURI).isEmpty)
    }
}

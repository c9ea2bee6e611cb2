import Foundation
import ShadeLanguageServer
import Testing

/// Random requests, edits and garbage, with positions outside the document: every request is
/// answered, none by a crashed worker, and the server still serves afterwards.
@Suite struct RobustnessTests {
    /// SplitMix64: the same sequence on every platform, for a seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }
    }

    static let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
        "textDocument/rename", "textDocument/documentColor", "textDocument/formatting", "textDocument/codeAction",
        "textDocument/colorPresentation"
    ]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomSessionsAreAnsweredWithoutACrash(seed: UInt64) throws {
        let folder = try ScratchFolder(["other.shade": "color o = #000\n"])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("f.shade")
        client.open(
            uri,
            "import \"other.shade\"\ngroup G {\n  color é😀 = #fff\n  color b = G.a\n}\ncolor c = dynamic(light: o, dark: G.b)\n"
        )
        var random = Random(state: seed)
        func number() -> JSONValue { .integer(random.pick([-5, -1, 0, 1, 2, 3, 5, 9, 13, 1_000_000])) }
        func position() -> JSONValue { ["line": number(), "character": number()] }
        var requests: [String] = []
        for version in 2..<150 {
            switch random.next(10) {
            case 0, 1:
                let text: JSONValue = .string(
                    random.pick([
                        "", "x", "é", "😀\n", "{", "}", ".", "G.", "group H {", "\"", "/*", "import \"f.shade\"\n"
                    ]))
                client.notify(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": .string(uri), "version": .integer(version)],
                        "contentChanges": [["range": ["start": position(), "end": position()], "text": text]]
                    ])
            case 2:
                client.sendBody(
                    String(decoding: (0..<random.next(20)).map { _ in UInt8(random.next(256)) }, as: UTF8.self))
            default:
                let method = random.pick(Self.methods)
                requests.append(method)
                let document: JSONValue = [
                    "uri": .string(random.pick([uri, folder.uri("missing.shade"), "untitled:x", "::"]))
                ]
                let response = try client.request(
                    method,
                    [
                        "textDocument": document, "position": position(),
                        "newName": .string(random.pick(["x", "", "a b", "é"])),
                        "context": ["includeDeclaration": true, "diagnostics": []],
                        "range": ["start": position(), "end": position()],
                        "color": ["red": 2, "green": -1, "blue": 0.5, "alpha": 0.5]
                    ])
                #expect(response["error"]?["code"] != .integer(-32603), "\(method): \(response)")
            }
        }
        #expect(requests.count > 50)
        let hover = try client.request(
            "textDocument/hover",
            ["textDocument": ["uri": .string(folder.uri("other.shade"))], "position": .position(0, 6)])
        #expect(hover["result"]?["contents"] != nil)
        #expect(try client.shutdown() == 0)
    }
}

import Foundation
import ShadeLanguageServer
import Testing

/// completion: members after a group's dot, appearance names after a token's dot, names in
/// scope and built-ins with their signatures elsewhere.
@Suite struct CompletionTests {
    static let theme = """
        group Semantic {
          color overlay = #00000080
          color key = #3c64f4
          group Text { color primary = #000 }
        }
        color x = #fff
        color a = Semantic.
        color b = x.
        color c = dar
        group Semantic {
          color more = ov
          color text = Text.
        }

        """

    func labels(_ line: Int, _ character: Int, in text: String = CompletionTests.theme) throws -> [String: JSONValue] {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, text)
        let response = try client.request(
            "textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": .position(line, character)])
        let items = response["result"]?.arrayValue ?? []
        return Dictionary(
            items.map { ($0["label"]?.stringValue ?? "", $0["detail"] ?? .null) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func groupMembersAfterADot() throws {
        let items = try labels(6, 19)
        // `group Semantic` is opened twice: the members of both openings.
        #expect(Set(items.keys) == ["overlay", "key", "Text", "more", "text"])
        #expect(items["overlay"] == "color")
    }

    @Test func appearancesAfterAToken() throws {
        let items = try labels(7, 12)
        #expect(items["light"] != nil)
        #expect(items["dark"] != nil)
        #expect(items["overlay"] == nil)
    }

    @Test func membersOfTheEnclosingGroupsAreInScope() throws {
        let items = try labels(10, 17)
        #expect(items["overlay"] == "color")
        #expect(try labels(8, 13)["overlay"] == nil)
        // `Text.` inside the group is `Semantic.Text.`.
        #expect(Set(try labels(11, 20).keys) == ["primary"])
    }

    @Test(arguments: [(100, 5), (-1, 3), (0, 500), (6, -4)])
    func positionsOutsideTheDocumentAreAnswered(line: Int, character: Int) throws {
        let items = try labels(line, character)
        #expect(items["darken"] != nil)
    }

    @Test func parametersInAFunctionBodyBeingTyped() throws {
        let text = "fn soft(c: color, by: number = 0.5) -> color =\n  alpha(c, b\ncolor d = b\n"
        let items = try labels(1, 12, in: text)
        #expect(items["by"] == "number")
        #expect(try labels(0, 10, in: text)["by"] == nil)  // in the parameter list
        #expect(try labels(2, 11, in: text)["by"] == nil)  // the next declaration
    }

    @Test func namesInScopeAndBuiltinsWithSignatures() throws {
        let items = try labels(8, 13)
        #expect(items["darken"]?.stringValue?.hasPrefix("fn darken(") == true)
        #expect(items["x"] == nil)  // filtered by what is typed
        let all = try labels(5, 10)
        #expect(all["Semantic"] == "group")
        #expect(all["x"] == "color")
        #expect(all["mix"]?.stringValue?.contains("fn mix(a: color, b: color") == true)
    }

    /// The same answers as the REPL's (CompletionServiceTests), in the protocol's shape.
    @Test func colorMembersAfterAColorToken() throws {
        let items = try labels(7, 12)
        #expect(items["oklch"] == "view: l, c, h")
        #expect(items["alpha"] == "number")
        #expect(items["dark"] == "appearance (scheme)")
        #expect(Set(try labels(1, 18, in: "color y = #fff\ncolor z = y.oklch.\n").keys) == ["l", "c", "h"])
    }

    @Test func signatureHelpOfTheCallBeingTyped() throws {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        let initialize = try client.initialize()
        #expect(
            initialize["result"]?["capabilities"]?["signatureHelpProvider"]
                == ["triggerCharacters": ["(", ","]])
        let uri = folder.uri("theme.shade")
        client.open(uri, "fn soft(c: color, by: number = 0.5) -> color = alpha(c, by)\ncolor a = soft(#fff, \n")
        let response = try client.request(
            "textDocument/signatureHelp", ["textDocument": ["uri": .string(uri)], "position": .position(1, 21)])
        #expect(
            response["result"]
                == [
                    "signatures": [
                        [
                            "label": "fn soft(c: color, by: number = 0.5) -> color",
                            "parameters": [["label": "c: color"], ["label": "by: number = 0.5"]], "activeParameter": 1
                        ]
                    ],
                    "activeSignature": 0, "activeParameter": 1
                ])
        let outside = try client.request(
            "textDocument/signatureHelp", ["textDocument": ["uri": .string(uri)], "position": .position(0, 3)])
        #expect(outside["result"] == .null)
    }
}

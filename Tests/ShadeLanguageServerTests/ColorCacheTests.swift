import Foundation
import Testing
@testable import ShadeLanguageServer

/// `textDocument/documentColor` searches a document's color literals once per version
/// (Sources/ShadeLanguageServer/Workspace.swift, `colors(of:find:)`): a second request on the same
/// version reuses the search, and an edit gives the new version's colors.
@Suite struct ColorCacheTests {
    static func message(_ method: String, id: Int? = nil, _ params: JSONValue) throws -> Data {
        var envelope: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method), "params": params]
        if let id { envelope["id"] = .integer(id) }
        return try JSONEncoder().encode(JSONValue.object(envelope))
    }

    static func color(_ line: Int, _ start: Int, _ end: Int, _ rgba: RGBA) -> ColorInformation {
        ColorInformation(
            range: DocumentRange(
                start: Position(line: line, character: start),
                end: Position(line: line, character: end)), color: rgba)
    }

    @Test func searchedOncePerVersion() throws {
        let null = try #require(FileHandle(forUpdatingAtPath: "/dev/null"))
        defer { try? null.close() }
        let server = LanguageServer(input: null.fileDescriptor, output: null.fileDescriptor)
        _ = server.handle(try Self.message("initialize", id: 1, ["processId": .null, "capabilities": [:]]))
        let uri = "untitled:colors.shade"
        let document: JSONValue = [
            "uri": .string(uri), "languageId": "shade", "version": 1,
            "text": "color a = #ff0000\n"
        ]
        _ = server.handle(try Self.message("textDocument/didOpen", ["textDocument": document]))
        let parameters = DocumentParams(textDocument: TextDocumentIdentifier(uri: uri))
        let red = [Self.color(0, 10, 17, RGBA(red: 1, green: 0, blue: 0, alpha: 1))]
        #expect(try server.documentColors(parameters) == red)
        #expect(try server.documentColors(parameters) == red)
        #expect(server.workspace.colorSearches == 1)

        let change: JSONValue = [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["text": "color a = #ff0000\ncolor b = #0000ff\n"]]
        ]
        _ = server.handle(try Self.message("textDocument/didChange", change))
        let both = red + [Self.color(1, 10, 17, RGBA(red: 0, green: 0, blue: 1, alpha: 1))]
        #expect(try server.documentColors(parameters) == both)
        #expect(try server.documentColors(parameters) == both)
        #expect(server.workspace.colorSearches == 2)
    }
}

import Foundation
import Testing
@testable import ShadeLanguageServer

/// A documentColor answer is written without JSONEncoder (Sources/ShadeLanguageServer/Colors.swift):
/// what it writes reads back as the same colors, every number exactly.
@Suite struct ColorJSONTests {
    @Test(arguments: [
        [RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)],
        [
            RGBA(red: 0.1, green: 1.0 / 3, blue: 5e-324, alpha: 1),
            RGBA(red: 0, green: 1e-7, blue: 0.999_999_9, alpha: 0)
        ],
        []
    ])
    func readsBackAsWritten(colors: [RGBA]) throws {
        let information = colors.enumerated().map { index, color in
            ColorInformation(
                range: DocumentRange(
                    start: Position(line: index, character: 10), end: Position(line: index + 100_000, character: 0)),
                color: color)
        }
        let written = ColorInformation.json(information)
        #expect(try JSONDecoder().decode([ColorInformation].self, from: Data(written)) == information)
        let body = ResponseMessage<JSONValue>.body(id: .string("a\"b"), result: written)
        let response = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        #expect(response["id"] == .string("a\"b"))
        #expect(response["jsonrpc"] == "2.0")
        #expect(response["result"]?.arrayValue?.count == colors.count)
    }
}

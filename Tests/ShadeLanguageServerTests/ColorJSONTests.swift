import Foundation
import Testing
@testable import ShadeLanguageServer

/// A documentColor answer is written without JSONEncoder (Sources/ShadeLanguageServer/Colors.swift):
/// what it writes reads back as the same ranges and colors, each component within half a
/// millionth (clamped to 0–1), every 8-bit channel exactly.
@Suite struct ColorJSONTests {
    @Test(arguments: [
        [RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)],
        [
            RGBA(red: 0.1, green: 1.0 / 3, blue: Double.leastNonzeroMagnitude, alpha: 1),
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
        let read = try JSONDecoder().decode([ColorInformation].self, from: Data(written))
        #expect(read.map(\.range) == information.map(\.range))
        for (back, given) in zip(read.map(\.color), colors) {
            for (component, original) in zip(
                [back.red, back.green, back.blue, back.alpha], [given.red, given.green, given.blue, given.alpha])
            {
                #expect(abs(component - min(max(original, 0), 1)) <= 5e-7, "\(original) read back as \(component)")
            }
        }
        let body = ResponseMessage<JSONValue>.body(id: .string("a\"b"), result: written)
        let response = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        #expect(response["id"] == .string("a\"b"))
        #expect(response["jsonrpc"] == "2.0")
        #expect(response["result"]?.arrayValue?.count == colors.count)
    }

    @Test func everyByteReadsBackExactly() throws {
        for byte in 0...255 {
            var out: [UInt8] = []
            ColorInformation.component(Double(byte) / 255, into: &out)
            let value = try #require(Double(String(decoding: out, as: UTF8.self)))
            #expect(Int((value * 255).rounded()) == byte)
        }
        var out: [UInt8] = []
        for value in [0, 1, 0.5, 0.1, 1.5, -0.2, 0.000_000_4, 0.999_999_6] {
            ColorInformation.component(value, into: &out)
            out.append(UInt8(ascii: " "))
        }
        #expect(String(decoding: out, as: UTF8.self) == "0 1 0.5 0.1 1 0 0 1 ")
    }
}

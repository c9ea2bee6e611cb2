import Testing

@testable import ShadeExport

/// `ByteWriter.append(shortest:)`: the number's shortest text that reads back exactly, written in
/// place. The expected texts are written out by hand (the digits a correctly rounded shortest
/// conversion gives, as in JavaScript's `Number.prototype.toString` apart from the exponent form).
@Suite("ByteWriter numbers")
struct ByteWriterNumberTests {
    static let cases: [(Double, String)] = [
        (0.1, "0.1"),
        (183.0 / 255, "0.7176470588235294"),
        (1.0 / 3, "0.3333333333333333"),
        (-2.5, "-2.5"),
        (123.456, "123.456"),
        (1e300, "1e+300"),
        (.leastNonzeroMagnitude, "5e-324"),
        (-2.2250738585072014e-308, "-2.2250738585072014e-308"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (-0.0, "-0.0"),
        (42, "42.0")
    ]

    @Test("writes each number's shortest exact text", arguments: cases)
    func shortest(number: Double, text: String) {
        var writer = ByteWriter(capacity: 8)
        writer.append(UInt8(ascii: "["))
        writer.append(shortest: number)
        writer.append(UInt8(ascii: "]"))
        let written = writer.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(written == "[" + text + "]")
        #expect(Double(text) == number)
    }

    @Test("a long run of numbers grows the buffer and keeps every digit")
    func many() {
        var writer = ByteWriter(capacity: 8)
        for index in 0..<1000 {
            if index > 0 { writer.append(UInt8(ascii: ",")) }
            writer.append(shortest: Double(index) / 7)
        }
        let written = writer.withBytes { String(decoding: $0, as: UTF8.self) }
        let numbers = written.split(separator: ",").map { Double($0)! }
        #expect(numbers == (0..<1000).map { Double($0) / 7 })
    }
}

import Testing
@testable import ShadeSyntax

/// Decimal number text read from its bytes (`DecimalText`), checked against the standard
/// library's own reading of the same text (`Double(String)`), an independent implementation.
@Suite("Syntax: decimal text")
struct DecimalTextTests {
    /// Text in the exact range reads as `Double(text)` does, bit for bit.
    @Test(arguments: [
        "0", "-0", "12", "0.5", "0.25", "-1.75", "100.000", "0.1", "0.2", "0.3",
        "0.7176470588235294", "0.5019607843137255", "9007199254740991", "0.0000000000000000000001",
        "123456789.123456", "-0.000001"
    ])
    func readsAsTheStandardLibraryDoes(text: String) throws {
        let value = try #require(DecimalText.value(Array(text.utf8)[...]))
        let expected = try #require(Double(text))
        #expect(value.bitPattern == expected.bitPattern)
    }

    /// Text outside the exact range or not in the plain form gets nil: the caller reads it the
    /// slow way.
    @Test(arguments: [
        "", "-", ".", "1e5", "1E-3", "+1", "--1", "1.2.3", "1-2", "9007199254740992",
        "0.12345678901234567890123", "12345678901234567890", "0x10", " 1", "1 ", "NaN"
    ])
    func leavesOtherTextToTheSlowPath(text: String) {
        #expect(DecimalText.value(Array(text.utf8)[...]) == nil)
    }

    /// Ten thousand random decimals of 1 to 20 digits, the point anywhere: each is read as
    /// `Double(text)` reads it, or left to it.
    @Test func randomDecimalsReadAsTheStandardLibraryDoes() throws {
        var generator = SplitMix64(seed: 0x5EED)
        var answered = 0
        for _ in 0..<10_000 {
            let count = Int(generator.next() % 20) + 1
            var digits = (0..<count).map { _ in Character(String(generator.next() % 10)) }
            let point = Int(generator.next() % UInt64(count + 1))
            if point < count { digits.insert(".", at: point == 0 ? 0 : point) }
            var text = String(digits)
            if text.hasPrefix(".") { text = "0" + text }
            if generator.next() % 2 == 0 { text = "-" + text }
            guard let value = DecimalText.value(Array(text.utf8)[...]) else { continue }
            answered += 1
            let expected = try #require(Double(text), "\(text)")
            #expect(value.bitPattern == expected.bitPattern, "\(text)")
        }
        #expect(answered > 5_000)
    }
}

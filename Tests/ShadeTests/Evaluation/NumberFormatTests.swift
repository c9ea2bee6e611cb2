import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Numbers print one way everywhere: 12 significant digits, then the shortest form.
@Suite("Number formatting")
struct NumberFormatTests {
    static let numbers: [(value: Double, printed: String)] = [
        (0.1 + 0.2, "0.3"),
        (12.38336596127664, "12.3833659613"),
        (1.0 / 3.0, "0.333333333333"),
        (-2.0 / 3.0, "-0.666666666667"),
        (16, "16"),
        (-4, "-4"),
        (0, "0"),
        (0.5, "0.5"),
        (1e12 + 0.4, "1000000000000"),
        (123456789012345, "123456789012000"),
        (2.5e-7, "2.5e-07")
    ]

    @Test("Value.format", arguments: numbers)
    func format(_ row: (value: Double, printed: String)) {
        #expect(Value.format(row.value) == row.printed)
        #expect(Value.dimension(row.value, .pt).description == row.printed + "pt")
    }

    static let sources: [(source: String, json: String, table: String)] = [
        ("number n = 0.1 + 0.2", "0.3", "0.3"),
        ("number n = contrast(#3c64f4, #ffffff)", "4.85961379006", "4.85961379006"),
        ("dimension n = 1pt / 3", "\"0.333333333333pt\"", "0.333333333333pt")
    ]

    @Test("JSON and tables print the same short numbers", arguments: sources)
    func outputs(_ row: (source: String, json: String, table: String)) {
        let theme = load(row.source)
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.render(.json).contains("\"values\": {\"default\": \(row.json)}"))
        #expect(theme.render(.table).contains(" \(row.table)\n"))
        #expect(theme.render(.csv).contains(",\(row.table)\r\n"))
        #expect(theme.render(.markdown).contains("| \(row.table) |"))
        #expect(theme.value(of: "n", in: theme.appearances[0])?.description == row.table)
    }
}

extension NumberFormatTests {
    /// The fast rounding agrees with `%.12g` (the reference) over many magnitudes.
    @Test("rounding to 12 digits agrees with %.12g", arguments: [-30, -12, -7, -3, -1, 0, 1, 3, 11, 12, 14, 20, 25])
    func agreesWithPrintf(exponent: Int) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let number =
                Double.random(in: 1..<10, using: &generator) * pow(10, Double(exponent))
                * (Bool.random(using: &generator) ? 1 : -1)
            let reference = Double(String(format: "%.12g", number))!
            #expect(Value.roundedToSignificantDigits(number) == reference, "\(number)")
        }
    }

    /// At every number of digits `%g` takes (1…17), as the import writes a color's channels
    /// (`DTCGExpressions.channel`): against `%.{digits}g`, the reference, on channel-sized
    /// numbers (0…255 with six decimals, as design tools write components times 255) and others.
    @Test("rounding to 1…17 digits agrees with %.{digits}g", arguments: 1...17)
    func agreesWithPrintfAtDigits(digits: Int) {
        var generator = SystemRandomNumberGenerator()
        for index in 0..<4_000 {
            let number =
                index % 2 == 0
                ? (Double(Int.random(in: 0...1_000_000, using: &generator)) / 1_000_000) * 255
                : Double.random(in: 1..<10, using: &generator) * pow(10, Double(Int.random(in: -8...8)))
            let reference = Double(String(format: "%.*g", digits, number))!
            #expect(Value.roundedToSignificantDigits(number, digits: digits) == reference, "\(number) \(digits)")
        }
    }
}

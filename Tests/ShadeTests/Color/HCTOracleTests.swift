import Foundation
import Testing
@testable import ShadeCore
import Shade

/// HCT against materialyoucolor, a port of material-color-utilities (`Oracle/make-hct-fixtures.py`
/// wrote the fixture): `Hct.from(h, c, t)` byte for byte for every tone 0…100 over a grid of hues
/// and chromas and for random fractional triples, and the HCT read from sRGB colors.
@Suite("HCT against materialyoucolor")
struct HCTOracleTests {
    struct Fixture: Decodable {
        struct Row: Decodable, CustomTestStringConvertible {
            let h: Double, c: Double, hex: String
            var testDescription: String { "h \(h) c \(c)" }
        }
        let tones: [Row]
        let solved: [[Value]]
        let read: [[Value]]
        let setTone: [[Value]]
        let mixed: [[Value]]

        /// A number or a hex string of the fixture's mixed arrays.
        enum Value: Decodable {
            case number(Double), text(String)
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) {
                    self = .number(number)
                } else {
                    self = .text(try container.decode(String.self))
                }
            }
            var number: Double {
                if case let .number(value) = self { return value }
                return .nan
            }
            var text: String {
                if case let .text(value) = self { return value }
                return ""
            }
        }
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracle/hct.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    static func hex(_ color: ThemeColor) -> String {
        let bytes = color.bytes
        return String(format: "%02x%02x%02x", bytes.red, bytes.green, bytes.blue)
    }

    @Test("every tone 0…100 of a hue and chroma", arguments: fixture.tones)
    func everyTone(_ row: Fixture.Row) {
        let actual = (0...100).map { Self.hex(ThemeColor(hct: HCT(hue: row.h, chroma: row.c, tone: Double($0)))) }
        let expected = (0...100).map { tone in
            let start = row.hex.index(row.hex.startIndex, offsetBy: tone * 6)
            return String(row.hex[start..<row.hex.index(start, offsetBy: 6)])
        }
        let wrong = (0...100).filter { actual[$0] != expected[$0] }.map {
            "tone \($0): \(actual[$0]) ≠ \(expected[$0])"
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("fractional hue, chroma and tone")
    func fractional() {
        #expect(Self.fixture.solved.count == 2000)
        let wrong = Self.fixture.solved.filter { entry in
            let color = ThemeColor(hct: HCT(hue: entry[0].number, chroma: entry[1].number, tone: entry[2].number))
            return Self.hex(color) != entry[3].text
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { $0.map(\.number) })")
    }

    @Test("HCT read from sRGB colors")
    func read() {
        #expect(Self.fixture.read.count == 1000)
        for entry in Self.fixture.read {
            let hex = entry[0].text
            let value = Int(hex, radix: 16)!
            let hct = ThemeColor(bytes: value >> 16, (value >> 8) & 0xff, value & 0xff).hct
            let (hue, chroma, tone) = (entry[1].number, entry[2].number, entry[3].number)
            // Black's hue is 0 in both; elsewhere compare the hue on the circle.
            let hueGap = min(abs(hct.hue - hue), 360 - abs(hct.hue - hue))
            #expect(
                hueGap <= 1e-9 && abs(hct.chroma - chroma) <= 1e-9 && abs(hct.tone - tone) <= 1e-9,
                "#\(hex): \(hct) vs (\(hue), \(chroma), \(tone))")
        }
    }
}

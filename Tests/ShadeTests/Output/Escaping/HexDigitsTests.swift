import Testing
@testable import ShadeCore
@testable import ShadeSyntax

/// `HexDigits`, the one source of hexadecimal digits, and a color's hex written through it.
@Suite("Escaping: hexadecimal digits")
struct HexDigitsTests {
    @Test func digits() {
        #expect((0..<16).map { HexDigits.digit(UInt8($0)) } == Array("0123456789abcdef".utf8))
        #expect((0..<16).map { HexDigits.digit(UInt8($0), uppercase: true) } == Array("0123456789ABCDEF".utf8))
    }

    @Test(arguments: [
        (3, false, "0aff9c"), (4, false, "0aff9c01"), (4, true, "0AFF9C01"), (3, true, "0AFF9C")
    ])
    func bytes(count: Int, uppercase: Bool, expected: String) {
        var out = [UInt8](repeating: 0, count: 8)
        let written = out.withUnsafeMutableBufferPointer {
            HexDigits.write((0x0A, 0xFF, 0x9C, 0x01), count: count, uppercase: uppercase, to: $0.baseAddress!)
        }
        #expect(String(decoding: out[..<written], as: UTF8.self) == expected)
    }

    @Test("every byte's two digits, in both cases", arguments: [false, true])
    func everyByte(uppercase: Bool) {
        for byte in 0...255 {
            var out = [UInt8](repeating: 0, count: 8)
            let value = UInt8(byte)
            let written = out.withUnsafeMutableBufferPointer {
                HexDigits.write((value, 0, value, value), count: 4, uppercase: uppercase, to: $0.baseAddress!)
            }
            let digits = String(byte, radix: 16, uppercase: uppercase)
            let pair = digits.count == 1 ? "0" + digits : digits
            #expect(String(decoding: out[..<written], as: UTF8.self) == pair + "00" + pair + pair)
        }
    }

    @Test(arguments: [
        (ThemeColor(bytes: 0x3C, 0x64, 0xF4), ThemeColor.HexAlpha.whenTranslucent, "3c64f4"),
        (ThemeColor(bytes: 0x3C, 0x64, 0xF4), .always, "3c64f4ff"),
        (ThemeColor(bytes: 0x3C, 0x64, 0xF4, alpha: 0.5), .whenTranslucent, "3c64f480"),
        (ThemeColor(bytes: 0x3C, 0x64, 0xF4, alpha: 0.5), .never, "3c64f4")
    ])
    func colors(color: ThemeColor, alpha: ThemeColor.HexAlpha, expected: String) {
        var out = [UInt8](repeating: 0, count: 8)
        let written = out.withUnsafeMutableBufferPointer { color.writeHexDigits(to: $0.baseAddress!, alpha: alpha) }
        #expect(String(decoding: out[..<written], as: UTF8.self) == expected)
    }
}

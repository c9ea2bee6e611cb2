import ShadeSyntax

extension ThemeColor {
    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` and `0xRRGGBB` / `0xRRGGBBAA`.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.lowercased().hasPrefix("0x"), digits.count == 8 || digits.count == 10 {
            digits = digits.dropFirst(2)
        } else {
            return nil
        }
        let nibbles = digits.compactMap(\.hexDigitValue)
        guard nibbles.count == digits.count else { return nil }
        let bytes: [Int]
        switch nibbles.count {
        case 3, 4: bytes = nibbles.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        default: return nil
        }
        self.init(
            red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// Lowercase `#rrggbb`, or `#rrggbbaa` when the alpha byte is below 255.
    public var hex: String {
        let (r, g, b, a) = bytes
        var text = "#"
        text.reserveCapacity(9)
        for byte in a == 255 ? [r, g, b] : [r, g, b, a] {
            text.append(Self.hexDigits[Int(byte >> 4)])
            text.append(Self.hexDigits[Int(byte & 0xF)])
        }
        return text
    }

    private static let hexDigits = Array("0123456789abcdef")
}

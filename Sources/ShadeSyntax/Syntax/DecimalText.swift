/// The value of decimal number text read straight from its bytes, with no `String` made: the
/// parser's number literals and the import's JSON numbers.
///
/// Exact by construction, where it answers: the digits without the point make an integer `m`
/// below 2^53 and the point sits `k` ≤ 22 digits from the end, so `m` and `10^k` are both
/// exactly a `Double` and their quotient, one correctly rounded division, is the `Double`
/// nearest the text, which is what `Double(text)` reads. Other text (an exponent, more digits)
/// gets nil, and the caller reads it the slow way.
package enum DecimalText {
    /// The value of `bytes`: an optional `-`, digits, and an optional `.` and digits; nil for any
    /// other text and for text past the exact range above.
    package static func value(_ bytes: ArraySlice<UInt8>) -> Double? {
        bytes.withUnsafeBufferPointer(value)
    }

    /// ``value(_:)-(ArraySlice<UInt8>)`` of bytes where they lie. Not generic: a generic function
    /// called from another module runs unspecialized, a protocol call per byte.
    package static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var fractionDigits = -1
        var negative = false
        var sawDigit = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                // Checked at each digit: 2^53 times ten still fits in 64 bits.
                guard mantissa < exactLimit else { return nil }
                if fractionDigits >= 0 { fractionDigits += 1 }
                sawDigit = true
            case UInt8(ascii: ".") where fractionDigits < 0:
                fractionDigits = 0
            case UInt8(ascii: "-") where !negative && !sawDigit && fractionDigits < 0:
                negative = true
            default:
                return nil
            }
        }
        guard sawDigit, fractionDigits <= 22 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[max(fractionDigits, 0)]
        return negative ? -magnitude : magnitude
    }

    /// 2^53: every integer below it is exactly a `Double`.
    private static let exactLimit: UInt64 = 1 << 53

    /// 10^0 … 10^22, each exactly a `Double` (5^22 < 2^53).
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}

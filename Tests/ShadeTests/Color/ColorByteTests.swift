import Testing
@testable import ShadeCore

/// A channel as a byte (`ThemeColor.byte`), against the standard library's own rounding half
/// away from zero: every byte's exact fraction, the halfway points beside it, and seeded random
/// channels.
@Suite("Color: channel bytes")
struct ColorByteTests {
    static func expected(_ value: Double) -> UInt8 {
        UInt8((min(max(value, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
    }

    @Test func everyByteAndEveryHalfway() {
        for byte in 0...255 {
            let exact = Double(byte) / 255
            let halfway = (Double(byte) + 0.5) / 255
            for value in [exact, exact.nextUp, exact.nextDown, halfway, halfway.nextUp, halfway.nextDown] {
                #expect(ThemeColor.byte(value) == Self.expected(value), "\(value)")
            }
        }
    }

    @Test func outOfRangeAndNaN() {
        #expect(ThemeColor.byte(-0.5) == 0)
        #expect(ThemeColor.byte(-0.0) == 0)
        #expect(ThemeColor.byte(1.5) == 255)
        #expect(ThemeColor.byte(.infinity) == 255)
        #expect(ThemeColor.byte(.nan) == 0)
    }

    @Test func randomChannels() {
        var generator = SplitMix64(seed: 0xB17E)
        for _ in 0..<100_000 {
            let value = Double.random(in: -0.01...1.01, using: &generator)
            #expect(ThemeColor.byte(value) == Self.expected(value), "\(value)")
        }
    }
}

import Testing
@testable import ShadeExport

/// The DTCG export writes components converted from another space (rounded to twelve decimals)
/// without searching for their shortest digits: its text must be the standard library's shortest
/// text for the same number (`description`, an implementation of its own), as
/// `DTCGJSON.writeExact` writes it, for every number such a component can be.
@Suite("Export: DTCG number text")
struct DTCGNumberTextTests {
    /// Rounded as `DTCGColorComponents.written` rounds.
    static func twelveDecimals(_ number: Double) -> Double {
        (number * 1e12).rounded(.toNearestOrAwayFromZero) / 1e12
    }

    static func text(_ write: (Double, inout ByteWriter) -> Void, _ number: Double) -> String {
        var out = ByteWriter(capacity: 64)
        write(number, &out)
        return String(decoding: out.finish(), as: UTF8.self)
    }

    /// The bounds of the fast text (0.0001, where `description` starts writing an exponent, and
    /// 1,000), whole numbers, k/255, negative lab axes, hues near 360, and the noise of conversions.
    static let edges: [Double] = [
        0.0001, 0.00010000000001, 0.000099999999999, 0.00009, -0.0001, -0.00009, 0.5, -0.5, 1, 0, 360, 100,
        0.2, 0.4, 51.0 / 255, 0.6999999999999998, 0.1 + 0.2, 359.9999999999999, 359.999999999999,
        999.999999999999, 1000.5, -125.123456789012, 0.123456789012, 0.000123456789, 12.000000000001,
        0.999999999999, 1e-12, 5e-13, -0.0, 0.0000999999999995, 0.00010000000000049
    ]

    @Test("matches the shortest text at the edges", arguments: edges)
    func edge(_ number: Double) {
        let rounded = Self.twelveDecimals(number)
        #expect(Self.text(DTCGJSON.writeTwelveDecimals, rounded) == Self.text(DTCGJSON.writeExact, rounded))
    }

    /// Numbers spread over every range a component takes (OKLCH lightness and chroma, Lab axes,
    /// hues), from a fixed seed: the same 20,000 on every run.
    @Test("matches the shortest text across the components' ranges", arguments: [1e-3, 1, 0.5, 150, 360, 999])
    func spread(_ scale: Double) {
        var generator = SplitMix64(seed: UInt64(scale * 1000))
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let number = Self.twelveDecimals(Double.random(in: -scale...scale, using: &generator))
            let fast = Self.text(DTCGJSON.writeTwelveDecimals, number)
            let shortest = Self.text(DTCGJSON.writeExact, number)
            if fast != shortest { mismatches.append("\(number): \(fast) vs \(shortest)") }
        }
        #expect(mismatches.prefix(5) == [])
    }
}

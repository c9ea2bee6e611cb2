import Foundation
import Testing
@testable import ShadeCore
import Shade

/// The HCT built-ins in Shade source (docs/color.md, HCT): `withLightness`, `shiftLightness`, `mix`
/// and `ensureContrast` with `in: hct`, and `c.hct.h`/`.c`/`.t`, against materialyoucolor's values
/// (`Oracle/make-hct-fixtures.py`); the checker's messages whole.
@Suite("HCT built-ins")
struct HCTBuiltinTests {
    typealias Fixture = HCTOracleTests.Fixture

    /// Evaluates one token per fixture entry and returns the entries whose value is not the
    /// expected hex (the entry's last element).
    static func wrongEntries(_ entries: [[Fixture.Value]], call: ([Fixture.Value]) -> String) -> [String] {
        let source = entries.enumerated().map { "color c\($0) = \(call($1))" }.joined(separator: "\n")
        let theme = load(source)
        #expect(theme.errorMessages.isEmpty, "\(theme.errorMessages)")
        return entries.enumerated().compactMap { index, entry in
            let actual = theme.string("c\(index)"), expected = "#" + entry.last!.text
            return actual == expected ? nil : "\(call(entry)) → \(actual ?? "nil") ≠ \(expected)"
        }
    }

    @Test("withLightness(c, t, in: hct) is Material's Hct.setTone")
    func withLightnessIsSetTone() {
        #expect(HCTOracleTests.fixture.setTone.count == 300)
        let wrong = Self.wrongEntries(HCTOracleTests.fixture.setTone) {
            "withLightness(#\($0[0].text), \($0[1].number), in: hct)"
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("mix(a, b, t, in: hct): hue the shorter way, chroma and tone linearly, solved")
    func mixInHCT() {
        #expect(HCTOracleTests.fixture.mixed.count == 300)
        let wrong = Self.wrongEntries(HCTOracleTests.fixture.mixed) {
            "mix(#\($0[0].text), #\($0[1].text), \($0[2].number), in: hct)"
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    // Expected values: materialyoucolor's Hct.from_int(seed) with its tone moved by `by`.
    @Test(
        "shiftLightness(c, by, in: hct) moves Material's tone",
        arguments: [("#6750a4", -10.0, "#4f378a"), ("#6750a4", 25, "#a890e9"), ("#00a86b", -30, "#005433")])
    func shiftLightness(color: String, by: Double, expected: String) {
        let theme = load("color c = shiftLightness(\(color), \(by), in: hct)")
        #expect(theme.string("c") == expected)
    }

    @Test("c.hct.h, c.hct.c and c.hct.t read Material's HCT")
    func components() {
        // materialyoucolor: Hct.from_int(0xff6750a4).
        let theme = load("color c = #6750a4\nnumber h = c.hct.h\nnumber k = c.hct.c\nnumber t = c.hct.t")
        let values = ["h": 298.980997210704, "k": 47.8565263749703, "t": 40.08324408746242]
        for (name, value) in values {
            guard case let .number(actual)? = theme.value(of: name, in: theme.appearances[0]) else {
                Issue.record("\(name) is no number")
                continue
            }
            #expect(abs(actual - value) < 1e-9, "\(name): \(actual)")
        }
    }

    @Test("ensureContrast(…, in: hct) moves only the tone, to the least change that passes")
    func ensureContrast() {
        let theme = load(
            """
            color bg = #fdf7ff
            color c = ensureContrast(#b69df8, bg, 4.5, in: hct)
            number ratio = contrast(c, bg)
            color slightlyLess = withLightness(#b69df8, c.hct.t + 0.5, in: hct)
            number lessRatio = contrast(slightlyLess, bg)
            number hueGap = c.hct.h - #b69df8.hct.h
            """)
        #expect(theme.errorMessages.isEmpty, "\(theme.errorMessages)")
        func number(_ name: String) -> Double {
            if case let .number(value)? = theme.value(of: name, in: theme.appearances[0]) { return value }
            return .nan
        }
        #expect(number("ratio") >= 4.5)
        #expect(number("lessRatio") < 4.5)
        #expect(abs(number("hueGap")) < 1.5)
    }

    static let messages: [(source: String, rendered: String)] = [
        (
            "color c = withLightness(#fff, 50, in: hsl)",
            """
            theme.shade:1:39: error: unknown color space 'hsl'; use one of oklch, oklab, lch, lab, hct
              color c = withLightness(#fff, 50, in: hsl)
                                                    ^~~
            """
        ),
        (
            "color c = ensureContrast(#888, #fff, in: oklab)",
            """
            theme.shade:1:42: error: unknown color space 'oklab'; use one of srgb, oklch, lch, hct
              color c = ensureContrast(#888, #fff, in: oklab)
                                                       ^~~~~
            """
        ),
        (
            "number n = #fff.hct.l",
            """
            theme.shade:1:21: error: hct has no component 'l'; its components are h, c, t
              number n = #fff.hct.l
                                  ^
              = help: did you mean 'c', 'h' or 't'?
            """
        ),
        (
            "number n = #fff.hct",
            """
            theme.shade:1:12: error: '.hct' reads a color's hct components: add one of '.hct.h', '.hct.c', '.hct.t'
              number n = #fff.hct
                         ^~~~~~~~
            """
        ),
        (
            "color c = hct(280, 36, 140)",
            """
            theme.shade:1:24: warning: the lightness of 'hct' is 0–100 (CIE L*), but this is 140
              color c = hct(280, 36, 140)
                                     ^~~
              = help: did you mean 'hct(280, 36, 100)'?
            """
        ),
        (
            "color c = hct(280, -5, 40)",
            """
            theme.shade:1:20: warning: the chroma of 'hct' is 0 or more, but this is -5; it is treated as 0
              color c = hct(280, -5, 40)
                                 ^~
              = help: did you mean 'hct(280, 0, 40)'?
            """
        ),
        (
            "color c = hct(1, 2)",
            """
            theme.shade:1:11: error: missing argument 't' in call to 'hct'
              color c = hct(1, 2)
                        ^~~~~~~~~
            """
        )
    ]

    @Test("the checker's messages", arguments: messages)
    func message(source: String, rendered expected: String) {
        #expect(rendered(load(source)).trimmingCharacters(in: .newlines) == expected)
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Large themes resolve, and resolve correctly: the fast paths (flat graph walks,
/// values shared across appearances, byte-level JSON) checked against an independent oracle.
/// Deterministic: no timing is asserted here (see Benchmarks/ for timings).
@Suite("Large themes")
struct LargeThemeTests {
    /// A 100,000-token chain, declared last-to-first so every use is a forward reference:
    /// alternately halving (darken 0.5) and doubling (lighten 1) brightness, which is exact in
    /// binary, so every value is known.
    @Test("a 100,000-token chain resolves without recursion, per appearance")
    func longChain() {
        let count = 100_000
        var lines = [String]()
        lines.reserveCapacity(count)
        for index in stride(from: count - 1, to: 0, by: -1) {
            lines.append(
                index % 2 == 1
                    ? "color t\(index) = darken(t\(index - 1), 0.5)"
                    : "color t\(index) = lighten(t\(index - 1), 1)")
        }
        lines.append("color t0 = dynamic(light: #808080, dark: #202020)")
        let theme = ThemeLoader().load(source: lines.joined(separator: "\n"), path: "chain.shade")
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.appearances.map(\.name) == ["light", "dark"])
        #expect(theme.tokens.count == count)
        let byName = Dictionary(uniqueKeysWithValues: theme.tokens.map { ($0.name, $0.values.map(\.description)) })
        #expect(byName["t0"] == ["#808080", "#202020"])
        #expect(byName["t1"] == ["#404040", "#101010"])
        #expect(byName["t99998"] == ["#808080", "#202020"])
        #expect(byName["t99999"] == ["#404040", "#101010"])
    }

    /// The generated benchmark mix at 100,000 tokens, every value compared with a direct
    /// computation of the formulas in docs/language.md, Built-in semantics.
    @Test("a 100,000-token generated theme matches an independent computation")
    func generatedTheme() {
        let (source, expected) = SyntheticOracle.theme(count: 100_000)
        let theme = ThemeLoader().load(source: source, path: "generated.shade")
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.tokens.count == expected.count)
        var mismatches = 0
        for (token, values) in zip(theme.tokens, expected) where token.values.map(\.description) != values {
            mismatches += 1
        }
        #expect(mismatches == 0)
        let json = theme.render(.json)
        #expect(json.hasPrefix("{\n  \"appearances\": [\"light\", \"dark\"],\n  \"tokens\": [\n    {\"name\": \"t0\""))
        #expect(json.hasSuffix("}}\n  ]\n}\n"))
    }
}

/// The benchmark's token mix with its expected values, computed with plain arithmetic (sRGB
/// channels in 0…1, output bytes rounded half away from zero), not with Shade's types.
enum SyntheticOracle {
    struct RGBA { var r, g, b, a: Double }

    static func theme(count: Int) -> (source: String, expected: [[String]]) {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func hex() -> (String, RGBA) {
            let value = next(0x100_0000)
            let digits = String(value, radix: 16)
            let color = RGBA(
                r: Double(value >> 16) / 255, g: Double((value >> 8) & 0xFF) / 255, b: Double(value & 0xFF) / 255, a: 1)
            return ("#" + String(repeating: "0", count: 6 - digits.count) + digits, color)
        }
        var source = ""
        var values: [(light: RGBA, dark: RGBA)] = []
        for index in 0..<count {
            let roll = next(100)
            source += "color t\(index) = "
            if index == 0 || roll < 15 {
                let (text, color) = hex()
                source += text
                values.append((color, color))
            } else if roll < 30 {
                let (light, lightColor) = hex()
                let (dark, darkColor) = hex()
                source += "dynamic(light: \(light), dark: \(dark))"
                values.append((lightColor, darkColor))
            } else {
                let base = index - 1 - next(min(index, 50))
                let amount = Double(10 + next(21)) / 100
                switch next(4) {
                case 0:
                    source += "darken(t\(base), \(amount))"
                    values.append((scale(values[base].light, 1 - amount), scale(values[base].dark, 1 - amount)))
                case 1:
                    source += "lighten(t\(base), \(amount))"
                    values.append((lighten(values[base].light, amount), lighten(values[base].dark, amount)))
                case 2:
                    source += "alpha(t\(base), \(amount))"
                    var (light, dark) = values[base]
                    light.a = amount
                    dark.a = amount
                    values.append((light, dark))
                default:
                    let other = index - 1 - next(min(index, 50))
                    let share = [0.25, 0.5, 0.75][next(3)]
                    source += "mix(t\(base), t\(other), \(share))"
                    values.append(
                        (
                            mix(values[base].light, values[other].light, share),
                            mix(values[base].dark, values[other].dark, share)
                        ))
                }
            }
            source += "\n"
        }
        return (source, values.map { [text($0.light), text($0.dark)] })
    }

    static func scale(_ c: RGBA, _ factor: Double) -> RGBA {
        RGBA(r: c.r * factor, g: c.g * factor, b: c.b * factor, a: c.a)
    }

    static func lighten(_ c: RGBA, _ amount: Double) -> RGBA {
        let brightness = max(c.r, c.g, c.b)
        return brightness > 0 ? scale(c, min(1 + amount, 1 / brightness)) : c
    }

    static func mix(_ x: RGBA, _ y: RGBA, _ t: Double) -> RGBA {
        let alpha = x.a * (1 - t) + y.a * t
        guard alpha > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        func channel(_ p: Double, _ q: Double) -> Double { (p * x.a * (1 - t) + q * y.a * t) / alpha }
        return RGBA(r: channel(x.r, y.r), g: channel(x.g, y.g), b: channel(x.b, y.b), a: alpha)
    }

    static func text(_ c: RGBA) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded(.toNearestOrAwayFromZero)) }
        let bytes = [byte(c.r), byte(c.g), byte(c.b), byte(c.a)]
        let shown = bytes[3] == 255 ? bytes.prefix(3) : bytes.prefix(4)
        let digits = Array("0123456789abcdef")
        return "#" + shown.map { String(digits[$0 >> 4]) + String(digits[$0 & 15]) }.joined()
    }
}

/// The synthetic theme of `Benchmarks/generate.py` (the Shade half), generated in process so the
/// stage benchmark needs nothing but Swift: about 15% hex literals, 15% `dynamic(light:dark:)`,
/// and 70% `darken` / `lighten` / `alpha` (amount 0.1–0.3) or `mix` (0.25, 0.5, 0.75) of a random
/// one of the 50 previous tokens. Same mix as the Python generator, not the same random stream.
struct SyntheticTheme {
    /// SplitMix64: a small, fixed generator, so every run of the benchmark sees the same text.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// The source text of a theme with `count` color tokens.
    static func source(count: Int, seed: UInt64 = 5) -> String {
        var random = Random(state: seed)
        var text = "// Synthetic theme: \(count) tokens.\n"
        text.reserveCapacity(count * 40)
        func hex() -> String {
            let digits = String(random.below(0x100_0000), radix: 16)
            return "#" + String(repeating: "0", count: 6 - digits.count) + digits
        }
        func previous(_ index: Int) -> Int { index - 1 - random.below(min(index, 50)) }
        for index in 0..<count {
            let roll = random.below(100)
            text += "color t\(index) = "
            if index == 0 || roll < 15 {
                text += hex()
            } else if roll < 30 {
                text += "dynamic(light: \(hex()), dark: \(hex()))"
            } else {
                let base = previous(index)
                switch random.below(4) {
                case 0: text += "darken(t\(base), 0.\(10 + random.below(21)))"
                case 1: text += "lighten(t\(base), 0.\(10 + random.below(21)))"
                case 2: text += "alpha(t\(base), 0.\(10 + random.below(21)))"
                default: text += "mix(t\(base), t\(previous(index)), \([0.25, 0.5, 0.75][random.below(3)]))"
                }
            }
            text += "\n"
        }
        return text
    }
}

import ShadeTestSupport
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Themes whose descriptions, string values, token, group, axis, component and container names
/// come from ``HostileCorpus`` (as far as Shade accepts them), chosen by a seeded generator, and
/// the clean twin of each: the same declarations with plain text. The property tests export
/// both and compare what the consumers (swiftc, Chromium) make of them.
struct HostileTheme {
    /// The theme's source, and that of its clean twin.
    let source: String, clean: String
    /// How many string tokens, groups and axes it declares.
    let strings: Int

    /// A generator of numbers from a seed (SplitMix64), so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func entry() -> String { HostileCorpus.all[Int(next() % UInt64(HostileCorpus.all.count))] }
    }

    /// What a backticked name may hold: no backtick, dot or control byte (README "Fitting a
    /// design system you already have"); the rest of the entry, after a tag that keeps names apart.
    static func name(_ tag: String, _ entry: String) -> String {
        let kept = entry.unicodeScalars.filter { !($0 == "`" || $0 == "." || $0.value < 0x20 || $0.value == 0x7F) }
        return "`" + tag + "_" + String(String.UnicodeScalarView(kept)) + "`"
    }

    /// `///` lines holding `text` (a line feed starts another line; the lexer ends a comment at a
    /// CR too, so a CR is left out: descriptions with one come from DTCG `$description`s).
    static func description(_ text: String) -> String {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\r" }))
        return kept.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            "/// " + String($0) + "\n"
        }.joined()
    }

    /// A theme of `count` string tokens (each with a description, half of them in a group),
    /// an axis with two values and a color varying on it; with `styles`, a component styled in a
    /// container, every name and text from the corpus.
    init(seed: UInt64, count: Int, styles: Bool = false) {
        var generator = Generator(state: seed)
        var source = "", clean = ""
        for index in 0..<count {
            // Descriptions and values walk the corpus, so seeds 1…3 of 60 tokens hold every entry.
            let all = HostileCorpus.all, walk = Int(seed % 1_000) * count + index
            let (text, described, named) = (all[(walk + 7) % all.count], all[walk % all.count], generator.entry())
            let token = "string " + Self.name("s\(index)", named) + " = " + ShadeEscaping.stringLiteral(text) + "\n"
            let plain = "string `s\(index)_plain` = \"plain \(index)\"\n"
            // As many description lines as the hostile one: the same elements in the sheet.
            let lines = described.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
            let plainDescription = Self.description(Array(repeating: "plain", count: lines).joined(separator: "\n"))
            if index % 2 == 1 {
                let group = Self.name("g\(index)", generator.entry())
                source += "group \(group) {\n" + Self.description(described) + token + "}\n"
                clean += "group `g\(index)_plain` {\n" + plainDescription + plain + "}\n"
            } else {
                source += Self.description(described) + token
                clean += plainDescription + plain
            }
        }
        let axis = Self.name("axis", generator.entry())
        let values = [Self.name("v1", generator.entry()), Self.name("v2", generator.entry())]
        source += "axis \(axis) { \(values[0]), \(values[1]) }\n"
        source += "color \(Self.name("c", generator.entry())) = dynamic(\(values[0]): #112233, \(values[1]): #445566)\n"
        clean += "axis plain { one, two }\ncolor c = dynamic(one: #112233, two: #445566)\n"
        if styles {
            let component = Self.name("C", generator.entry()), container = Self.name("X", generator.entry())
            source +=
                "component \(component) { color tint = #000000 }\nstyle \(component) in \(container) { tint = #ffffff }\n"
            clean += "component C { color tint = #000000 }\nstyle C in X { tint = #ffffff }\n"
        }
        self.source = source
        self.clean = clean
        strings = count
    }
}

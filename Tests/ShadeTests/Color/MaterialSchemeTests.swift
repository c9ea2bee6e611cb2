import Foundation
import Testing
@testable import ShadeCore
import Shade

/// Examples/material.shade derives Material 3's scheme from a seed: every role, light and dark,
/// equals SchemeTonalSpot's (specification 2021, contrast 0) as materialyoucolor computes it
/// (`Oracle/make-hct-fixtures.py` wrote the fixture), for several seeds put in the example's seed line.
@Suite("Material's scheme derived in Shade")
struct MaterialSchemeTests {
    struct Fixture: Decodable {
        struct Seed: Decodable, CustomTestStringConvertible {
            let seed: String
            let light: [String: String], dark: [String: String]
            var testDescription: String { "#" + seed }
        }
        let spec: String
        let seeds: [Seed]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Oracle/material-schemes.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    static let example: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/material.shade")
        return try! String(contentsOf: url, encoding: .utf8)
    }()

    @Test("every role in light and dark", arguments: fixture.seeds)
    func everyRole(_ seed: Fixture.Seed) throws {
        #expect(Self.fixture.spec == "2021")
        let line = "color seed = #6750a4"
        #expect(Self.example.contains(line))
        let theme = load(Self.example.replacingOccurrences(of: line, with: "color seed = #" + seed.seed))
        #expect(theme.errorMessages.isEmpty, "\(theme.errorMessages)")
        #expect(seed.light.count == 49 && Set(seed.light.keys) == Set(seed.dark.keys))
        var wrong: [String] = []
        for (role, expected) in seed.light.sorted(by: { $0.key < $1.key }) {
            let values = theme.strings("Material." + role)
            let want = ["light": "#" + expected, "dark": "#" + seed.dark[role]!]
            if values != want { wrong.append("\(role): \(values) ≠ \(want)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}

/// README's "Material 3 colors (HCT)" example gives the values the README states, which are
/// materialyoucolor's for seed #6750a4 (material-schemes.json).
@Suite("README Material example")
struct ReadmeMaterialTests {
    @Test func theExampleGivesMaterialsValues() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let heading = try #require(text.range(of: "### Material 3 colors (HCT)"))
        let open = try #require(text.range(of: "```\n", range: heading.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "```", range: open.upperBound..<text.endIndex))
        let theme = load(String(text[open.upperBound..<close.lowerBound]))
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let seed = try #require(MaterialSchemeTests.fixture.seeds.first { $0.seed == "6750a4" })
        for role in ["primary", "primaryContainer", "onPrimary"] {
            #expect(theme.strings(role) == ["light": "#" + seed.light[role]!, "dark": "#" + seed.dark[role]!])
        }
        #expect(theme.strings("primary") == ["light": "#65558f", "dark": "#cfbdfe"])
        #expect(theme.strings("primaryContainer") == ["light": "#e9ddff", "dark": "#4d3d75"])
        // materialyoucolor: Hct.from_int(0xff65558f) with its tone lowered by 10, and of 0xffcfbdfe.
        #expect(theme.strings("hover") == ["light": "#4d3d75", "dark": "#b3a2e1"])
    }
}

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

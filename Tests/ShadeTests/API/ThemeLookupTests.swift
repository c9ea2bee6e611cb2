import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Reading a theme by name and by appearance, with typed values.
@Suite("Theme lookup")
struct ThemeLookupTests {
    static let source = """
        group Semantic {
            color overlay = dynamic(light: #ffffffb3, dark: #000000b3)
            group Text { dimension size = 16pt }
        }
        private color hidden = #123456
        private group Palette { color blue = #0000ff }
        number ratio = 0.5
        string label = "Hi"
        bool flag = true
        font body = font("Inter", 17pt, weight: bold)
        """

    @Test(
        "tokens by qualified name",
        arguments: [
            ("Semantic.overlay", ["#ffffffb3", "#000000b3"]),
            ("Semantic.Text.size", ["16pt", "16pt"]),
            ("ratio", ["0.5", "0.5"])
        ])
    func byName(_ row: (String, [String])) throws {
        let theme = load(Self.source)
        let token = try #require(theme.tokens[row.0])
        #expect(token.name == row.0)
        #expect(token.values.map(\.description) == row.1)
        #expect(token == theme.tokens.first { $0.name == row.0 })
    }

    @Test(
        "names no emitted token: nil",
        arguments: ["hidden", "Palette.blue", "Semantic", "Semantic.nope", "overlay", "", "Semantic.overlay.x"])
    func missing(_ name: String) {
        #expect(load(Self.source).tokens[name] == nil)
    }

    @Test(
        "value of any token, private ones included, in an appearance",
        arguments: [
            ("Semantic.overlay", "dark", "#000000b3"), ("hidden", "dark", "#123456"),
            ("Palette.blue", "light", "#0000ff")
        ])
    func valueIn(_ row: (String, String, String)) throws {
        let theme = load(Self.source)
        let appearance = try #require(theme.appearance(named: row.1))
        #expect(theme.value(of: row.0, in: appearance)?.description == row.2)
    }

    @Test("typed accessors answer only for their type")
    func accessors() throws {
        let theme = load(Self.source)
        let light = theme.appearances[0]
        let overlay = try #require(theme.value(of: "Semantic.overlay", in: light))
        #expect(overlay.color == ThemeColor(hex: "#ffffffb3"))
        #expect(overlay.number == nil && overlay.string == nil)
        #expect(theme.value(of: "ratio", in: light)?.number == 0.5)
        #expect(theme.value(of: "ratio", in: light)?.color == nil)
        let size = try #require(theme.value(of: "Semantic.Text.size", in: light)?.dimension)
        #expect(size.value == 16 && size.unit == .pt)
        #expect(theme.value(of: "label", in: light)?.string == "Hi")
        #expect(theme.value(of: "flag", in: light)?.bool == true)
        #expect(
            theme.value(of: "body", in: light)?.font
                == Value.FontSpec(family: "Inter", size: 17, unit: .pt, weight: .bold))
    }

    @Test("Value and Color print as Shade writes them")
    func printing() {
        #expect(String(describing: Value.dimension(16, .pt)) == "16pt")
        #expect("\(Value.color(ThemeColor(bytes: 0x3c, 0x64, 0xf4)))" == "#3c64f4")
        #expect("\(ThemeColor(bytes: 0, 0, 0, alpha: 0.7))" == "#000000b3")
    }

    @Test(
        "values round-trip through JSON",
        arguments: [
            Value.color(ThemeColor(bytes: 0x3c, 0x64, 0xf4)), .number(0.5), .dimension(16, .dp), .string("#fff"),
            .bool(false),
            .font(Value.FontSpec(family: "Inter", size: 17, unit: .pt, weight: .bold))
        ])
    func codable(_ value: Value) throws {
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(Value.self, from: data) == value)
    }

    @Test("a color encodes as the hex string of the JSON output")
    func colorJSON() throws {
        let data = try JSONEncoder().encode([ThemeColor(bytes: 0, 0, 0, alpha: 0.7)])
        #expect(String(decoding: data, as: UTF8.self) == ##"["#000000b3"]"##)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ThemeColor].self, from: Data(#"["blue"]"#.utf8))
        }
    }
}

/// A token declared twice keeps meaning its first declaration: the second is neither listed nor
/// computed, and a group opened again is one group, so every listed token is found by its name
/// (found by fuzzing: `group G{}group G{color t=1}` once listed `G.t`, which no lookup reached).
@Suite("Duplicates in the token list")
struct DuplicateListingTests {
    @Test(
        "every listed token is found by its name, with the same values",
        arguments: [
            ("group G {}\ngroup G { color t = #ffffff }", ["G.t"], false),
            ("color a = #ffffff\ncolor a = #000000", ["a"], true),
            ("group G { color t = #111111 }\ngroup G { color t = #222222\ncolor u = #333333 }", ["G.t", "G.u"], true)
        ])
    func listedMeansFound(source: String, names: [String], hasErrors: Bool) {
        let theme = load(source)
        #expect(theme.hasErrors == hasErrors)
        #expect(theme.tokens.map(\.name) == names)
        for token in theme.tokens {
            #expect(theme.tokens[token.name] == token)
        }
        if names == ["a"] {
            #expect(theme.value(of: "a", in: theme.appearances[0]) == .color(ThemeColor(hex: "#ffffff")!))
        }
    }
}

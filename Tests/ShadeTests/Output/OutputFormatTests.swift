import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

@Suite("Output formats")
struct OutputFormatTests {
    static let source = """
        group Semantic {
          color overlay = alpha(dynamic(light: #ffffff, dark: #000000), 0.7)
          dimension gutter = 16pt
          number ratio = 1.5
          string name = "Say \\"hi\\", then go"
          bool flag = dark
          font title = font("Marker Felt", 24pt, weight: bold)
        }
        """

    @Test("JSON has the documented shape, values typed, in declaration order")
    func json() throws {
        let text = load(Self.source).render(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["appearances"] as? [String] == ["light", "dark"])
        let tokens = try #require(object["tokens"] as? [[String: Any]])
        #expect(
            tokens.map { $0["name"] as? String } == [
                "Semantic.overlay", "Semantic.gutter", "Semantic.ratio", "Semantic.name", "Semantic.flag",
                "Semantic.title"
            ])
        #expect(tokens.map { $0["type"] as? String } == ["color", "dimension", "number", "string", "bool", "font"])
        let values = tokens.map { $0["values"] as? [String: Any] ?? [:] }
        #expect(values[0]["light"] as? String == "#ffffffb3")
        #expect(values[1]["dark"] as? String == "16pt")
        #expect(values[2]["light"] as? Double == 1.5)
        #expect(values[3]["light"] as? String == "Say \"hi\", then go")
        #expect(values[4]["light"] as? Bool == false)
        #expect(values[4]["dark"] as? Bool == true)
        #expect(values[5]["dark"] as? [String: String] == ["family": "Marker Felt", "size": "24pt", "weight": "bold"])
    }

    @Test("JSON, CSV, markdown and table renderings (golden)", arguments: OutputFormat.allCases)
    func golden(_ format: OutputFormat) throws {
        try Golden.check(load(Self.source).render(format), named: "formats.\(format.rawValue)")
    }

    @Test("a subset of appearances renders only those columns")
    func subset() throws {
        let theme = load(Self.source)
        let dark = try #require(theme.appearance(named: "dark"))
        #expect(
            theme.render(.csv, appearances: [dark]).hasPrefix("token,type,dark\r\nSemantic.overlay,color,#000000b3\r\n")
        )
    }

    @Test("table columns line up by characters, not bytes")
    func tableWidthsInCharacters() {
        let theme = load("string `café` = \"naïve\"\nstring ab = \"x\"\ncolor c = #ffffff\nstring jp = \"色\"")
        #expect(
            theme.render(.table) == """
                token  type    default
                café   string  naïve
                ab     string  x
                c      color   #ffffff
                jp     string  色

                """)
    }

    @Test("table swatches are true-color escapes, only when asked for")
    func swatches() {
        let theme = load("color c = #3c64f4")
        #expect(!theme.render(.table).contains("\u{1B}"))
        #expect(theme.render(.table, swatches: true).contains("\u{1B}[48;2;60;100;244m  \u{1B}[0m #3c64f4"))
    }

    @Test("numbers print in their shortest form")
    func numbers() {
        #expect(Value.number(16).description == "16")
        #expect(Value.number(0.1).description == "0.1")
        #expect(Value.number(-2.5).description == "-2.5")
        #expect(Value.dimension(1.25, .dp).description == "1.25dp")
    }
}

@Suite("Control characters in output")
struct ControlCharacterTests {
    @Test(
        "strings with line breaks and escape codes stay on one line, escaped",
        arguments: [OutputFormat.table, .markdown, .csv])
    func escaped(_ format: OutputFormat) {
        let theme = load("string s = \"a\\nb\"\nstring e = \"\\t\(String(UnicodeScalar(0x1B)))[31mred\"")
        let text = theme.render(format)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("a\\nb"))
        // Markdown escapes `[` (a link would start there): the reader sees `[`.
        #expect(text.contains(format == .markdown ? "\\t\\u{1b}\\[31mred" : "\\t\\u{1b}[31mred"))
        #expect(text.split(whereSeparator: \.isNewline).count == (format == .markdown ? 4 : 3))
    }

    @Test("JSON escapes control characters as JSON does")
    func json() {
        #expect(load("string e = \"\(String(UnicodeScalar(0x1B)))x\\n\"").render(.json).contains("\"\\u001bx\\n\""))
    }

    @Test("a diagnostic's source line cannot drive the terminal")
    func diagnostics() {
        let text = rendered(load("color c = nope // \(String(UnicodeScalar(0x1B)))[31m"))
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("color c = nope // \u{FFFD}[31m"))
    }

    static let bidiControls: [UInt32] = [
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C
    ]

    @Test("bidirectional controls are escaped in cells and replaced in source lines", arguments: bidiControls)
    func bidirectional(_ value: UInt32) {
        let control = String(UnicodeScalar(value)!)
        let theme = load("string s = \"a\(control)b\"")
        for format in [OutputFormat.table, .markdown, .csv] {
            let text = theme.render(format)
            #expect(!text.contains(control))
            #expect(text.contains("a\\u{\(String(value, radix: 16))}b"))
        }
        let diagnostic = rendered(load("color c = nope // \(control)x"))
        #expect(!diagnostic.contains(control))
        #expect(diagnostic.contains("color c = nope // \u{FFFD}x"))
    }
}

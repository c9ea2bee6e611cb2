import Foundation
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade
import Testing

/// The outline an editor navigates by, the unsaved texts that win over files, the color literals
/// it draws swatches for (what it completes: CompletionServiceTests).
@Suite struct ThemeOutlineTests {
    static let source = """
        group Semantic {
          color overlay = #00000080
        }
        fn soft(c: color) -> color = alpha(c, 0.5)
        color label = soft($.Semantic.overlay)

        """

    @Test func symbolsAndUsesWithTheirPlaces() {
        let outline = load(Self.source).outline
        let symbols = outline.symbols.map {
            "\($0.kind) \($0.name) \($0.location.start.line):\($0.location.start.column)"
        }
        #expect(
            Set(symbols) == ["group Semantic 1:7", "token Semantic.overlay 2:9", "function soft 4:4", "token label 5:7"]
        )
        let uses = outline.uses.map {
            "\($0.kind) \($0.name) \($0.location.start.line):\($0.location.start.column)-\($0.location.end.column)"
        }
        #expect(Set(uses) == ["function soft 5:15-19", "group Semantic 5:22-30", "token Semantic.overlay 5:31-38"])
    }

    @Test func overridesUseTheTokensTheyAssign() {
        let outline = load(
            "axis dim { off, dimmed }\ngroup G { dimension gap = 8pt }\nwhen dimmed {\n  G.gap = 4pt\n}\n"
        ).outline
        let uses = outline.uses.map {
            "\($0.kind) \($0.name) \($0.location.start.line):\($0.location.start.column)-\($0.location.end.column)"
        }
        #expect(Set(uses) == ["group G 4:3-4", "token G.gap 4:5-8"])
    }

    @Test func unsavedTextsWinOverFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-outline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.shade").path,
            palette = folder.appendingPathComponent("palette.shade").path
        try "import \"palette.shade\"\ncolor label = key\n".write(toFile: main, atomically: true, encoding: .utf8)
        try "color key = #fff\n".write(toFile: palette, atomically: true, encoding: .utf8)
        #expect(ThemeLoader().load(files: [main], unsaved: [:]).string("label") == "#ffffff")
        let edited = ThemeLoader().load(files: [main], unsaved: [palette: "color key = #000\n"])
        #expect(edited.string("label") == "#000000")
        let checked = ThemeLoader().check(files: [main], unsaved: [palette: "color other = #000\n"])
        #expect(checked.diagnostics.map(\.message) == ["unknown name 'key'"])
        #expect(checked.files.count == 2)
    }

    @Test func colorLiteralsOutsideCommentsAndStrings() {
        let found = ColorLiterals.find(in: "// #123\ncolor a = #ff000080 // #fff\nstring s = \"#abc\"\n")
        #expect(found.map(\.color.hex) == ["#ff000080"])
        #expect(
            found.first.map { "\($0.location.start.line):\($0.location.start.column)-\($0.location.end.column)" }
                == "2:11-20")
    }

    @Test func constructorCallsWithConstantArgumentsAreColorLiterals() {
        let found = ColorLiterals.find(
            in:
                "color a = oklch(0.7, 0.3, 30)\ncolor b = rgb(255, 0, 0)\ncolor c = oklch(l, 0.3, 30)\ncolor d = displayP3(1, -0, 0, 50%)\n"
        )
        // coloraide maps oklch(0.7 0.3 30) into sRGB as #ff5843, and display-p3 red as #ff0b0c.
        #expect(found.map(\.color.hex) == ["#ff5843", "#ff0000", "#ff0b0c80"])
        #expect(
            found.first.map { "\($0.location.start.line):\($0.location.start.column)-\($0.location.end.column)" }
                == "1:11-30")
    }

    /// Every constructor is recognized by name (the first byte and length are checked first), and
    /// a name that only shares a first byte and length is not one; offsets count a byte order mark.
    @Test(arguments: [
        ("rgb(1, 0, 0)", ["#010000"]), ("rgba(255, 0, 0, 0.5)", ["#ff000080"]), ("hsl(0, 1, 0.5)", ["#ff0000"]),
        ("hsb(0, 1, 1)", ["#ff0000"]), ("oklab(0, 0, 0)", ["#000000"]), ("lab(0, 0, 0)", ["#000000"]),
        ("lch(0, 0, 0)", ["#000000"]), ("oklch(0, 0, 0)", ["#000000"]), ("displayP3(0, 0, 0)", ["#000000"]),
        ("rgx(1, 0, 0)", []), ("ok_ch(0, 0, 0)", []), ("display_3(0, 0, 0)", [])
    ])
    func literalsAtByteOffsets(call: String, colors: [String]) {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("color a = \(call) // é\n".utf8)
        let found = ColorLiterals.literals(in: bytes)
        #expect(found.map(\.color.hex) == colors)
        #expect(found.map { [$0.start, $0.end] } == (colors.isEmpty ? [] : [[13, 13 + call.utf8.count]]))
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `shade export --to dtcg`: the files, written out by hand for a theme of every kind, and every
/// example's export valid against the official 2025.10 schemas.
@Suite("Export: DTCG")
struct DTCGExportTests {
    static let everyKind = """
        group Palette {
          /// The brand's blue.
          color blue = #3c64f4
          color ink = dynamic(light: #000000, dark: #ffffff80)
        }
        color accent = Palette.blue
        group accent { color muted = alpha(accent, 0.5) }
        number ratio = 0.5
        @dtcg(type: "fontWeight", extensions: "{\\"com.example\\": {\\"kept\\": true}}")
        number heavy = 700
        dimension gap = 16pt
        dimension web = 1.5rem
        dimension fade = 200ms
        @dtcg(type: "cubicBezier")
        string ease = "cubic-bezier(0.4, 0, 0.2, 1)"
        @dtcg(type: "fontFamily")
        string families = "Inter, Helvetica, sans-serif"
        @dtcg(type: "transition")
        string move = "200ms cubic-bezier(0.5, 0, 1, 1) 0ms"
        @deprecated("use gap")
        string label = "hi"
        bool flag = true
        shadow card = shadow(#00000033, 0pt, 1pt, 2pt) + shadow(#000000, 0pt, 8pt, 16pt, -4pt, inset: true)
        border divider = border(#d0d7de, 1px, "dashed")
        typography body = typography("Inter", 16px, 600, lineHeight: 1.5, letterSpacing: 0.5px)
        gradient hero = gradient(#ffffff, #000000)
        """

    static func files(_ source: String) throws -> [String: String] {
        guard case let .folder(files) = try load(source).export(to: .dtcg).get().output else {
            throw ExportError.usage("a folder")
        }
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test("a theme of every kind: the base set as written by hand, and the dark set only what differs")
    func everyKindSets() throws {
        let files = try Self.files(Self.everyKind)
        #expect(files.keys.sorted() == ["base.tokens.json", "dark.tokens.json", "theme.resolver.json"])
        let expected = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/dtcg-every-kind.base.tokens.json"), encoding: .utf8)
        #expect(files["base.tokens.json"] == expected)
        #expect(
            files["dark.tokens.json"] == """
                {
                  "Palette": {
                    "ink": {
                      "$type": "color",
                      "$value": {
                        "colorSpace": "srgb",
                        "components": [1, 1, 1],
                        "alpha": 0.5019607843137255,
                        "hex": "#ffffff"
                      }
                    }
                  }
                }

                """)
    }

    @Test("the resolver: the base set, then a scheme modifier whose dark context names the dark set")
    func resolver() throws {
        let resolver = try #require(try Self.files(Self.everyKind)["theme.resolver.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(resolver.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2025.10")
        #expect(
            json["sets"] as? [String: [String: [[String: String]]]] == [
                "base": ["sources": [["$ref": "base.tokens.json"]]]
            ])
        let modifier = try #require((json["modifiers"] as? [String: Any])?["scheme"] as? [String: Any])
        #expect(modifier["default"] as? String == "light")
        let contexts = try #require(modifier["contexts"] as? [String: [[String: String]]])
        #expect(contexts == ["light": [], "dark": [["$ref": "dark.tokens.json"]]])
        let order = json["resolutionOrder"] as? [[String: String]]
        #expect(order == [["$ref": "#/sets/base"], ["$ref": "#/modifiers/scheme"]])
    }

    @Test("a theme with one column: one set, no modifier")
    func oneColumn() throws {
        let files = try Self.files("color a = #000000")
        #expect(files.keys.sorted() == ["base.tokens.json", "theme.resolver.json"])
        #expect(
            files["theme.resolver.json"] == """
                {
                  "version": "2025.10",
                  "sets": {
                    "base": {
                      "sources": [
                        {
                          "$ref": "base.tokens.json"
                        }
                      ]
                    }
                  },
                  "resolutionOrder": [
                    {
                      "$ref": "#/sets/base"
                    }
                  ]
                }

                """)
    }

    /// Names the format cannot hold, checked per scalar: a combining mark after `{`, `$` or the
    /// dot makes one `Character` of them, and they are still there.
    static let badNames: [(source: String, name: String, segment: String)] = [
        ("color `{x}` = #000000", "{x}", "{x}"),
        ("color `$x` = #000000", "$x", "$x"),
        ("color `a{\u{301}b` = #000000", "a{\u{301}b", "a{\u{301}b"),
        ("color `$\u{301}x` = #000000", "$\u{301}x", "$\u{301}x"),
        ("group g { color `\u{301}{` = #000000 }", "g.\u{301}{", "\u{301}{")
    ]

    @Test("a name the format cannot hold is an error naming the token", arguments: badNames)
    func badName(_ source: String, _ name: String, _ segment: String) {
        guard case let .failure(.invalidNames(diagnostics)) = load(source).export(to: .dtcg) else {
            Issue.record("expected an error")
            return
        }
        #expect(
            diagnostics.map(\.message) == [
                "token '\(name)' cannot be a DTCG name: '\(segment)' starts with '$' or holds '{' or '}'; rename it"
            ])
    }

    static let validator = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "DTCGSchemas/validate.py")
    static let hasJSONSchema: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema, referencing"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs the validator on `paths`: its status and what it printed.
    static func validate(_ paths: [String]) throws -> (status: Int32, output: String) {
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", validator.path] + paths
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    static let themes: [String] =
        ["every kind", "colors outside sRGB"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: AssetCatalogExportTests.examples.path)) ?? [])
        .filter { $0.hasSuffix(".shade") }.sorted()

    @Test(
        "every file validates against the DTCG 2025.10 schemas",
        .enabled(
            if: hasJSONSchema || TestTools.areRequired,
            "python3 with jsonschema is missing: the schema check is skipped"), arguments: themes)
    func schemas(_ name: String) throws {
        try #require(
            Self.hasJSONSchema,
            "python3 with jsonschema is required here (SHADE_REQUIRE_TOOLS=1): pip install jsonschema")
        let theme =
            name == "every kind"
            ? load(Self.everyKind)
            : name == "colors outside sRGB"
                ? load(WideColorExportTests.dtcgEdges)
                : ThemeLoader().load(files: [AssetCatalogExportTests.examples.appendingPathComponent(name).path])
        guard case let .folder(files) = try theme.export(to: .dtcg).get().output else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-dtcg-\(UUID().uuidString)")
        try AtomicFolder.write(files, to: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.validate(files.map { folder.appendingPathComponent($0.path).path })
        #expect(result.status == 0, "\(result.output)")
        #expect(files.count >= 2)
    }

    @Test("the validator rejects a broken file", .enabled(if: hasJSONSchema))
    func validatorRejects() throws {
        let folder = try temporaryFolder(["bad.tokens.json": "{\"a\": {\"$type\": \"colour\", \"$value\": 1}}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.validate([folder.appendingPathComponent("bad.tokens.json").path])
        #expect(result.status == 1)
        #expect(result.output.contains("bad.tokens.json: a:"))
    }
}

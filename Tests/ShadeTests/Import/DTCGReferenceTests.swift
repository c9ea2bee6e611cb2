import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
import Shade

/// References as DTCG 2025.10 writes them: `{group.$root}` names a group's root token, `{group}`
/// names no token; and numbers written as short as they read back.
@Suite("Import: DTCG references and numbers")
struct DTCGReferenceTests {
    static func importing(_ json: String, strict: Bool = false) throws -> (String?, [Diagnostic]) {
        let folder = try DTCGImportTests.folder(["a.json": json])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, diagnostics) = DTCGImport.source(
            files: [folder.appendingPathComponent("a.json").path], strict: strict)
        return (source, diagnostics)
    }

    static let root =
        #"{"accent": {"$root": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "#

    @Test("{group.$root} names the group's root token")
    func rootReference() throws {
        let (source, diagnostics) = try Self.importing(
            Self.root + #""on": {"$type": "color", "$value": "{accent.$root}"}}}"#)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(source == "color accent = #0000ff\ngroup accent {\n  color on = accent\n}\n")
    }

    @Test("{group} naming a group is an error whose hint says {group.$root}")
    func groupReference() throws {
        let (source, diagnostics) = try Self.importing(
            Self.root + #""on": {"$type": "color", "$value": "{accent}"}}}"#, strict: true)
        #expect(source == nil)
        let problem = try #require(diagnostics.first { $0.severity == .error })
        #expect(problem.message == "accent.on: the alias {accent} names a group, not a token")
        #expect(problem.location.map { "\($0.start.line):\($0.start.column)" } == "1:136")
        #expect(problem.notes.map(\.message) == ["a group's own token is its root: write {accent.$root}"])
        #expect(problem.suggestions == ["{accent.$root}"])
    }

    @Test("export writes a reference to a group's root token as a reference to $root, and the file validates")
    func exportRoot() throws {
        let theme = ThemeLoader().load(
            source: "color accent = #0000ff\ngroup accent {\n  color on = accent\n}\n", path: "t.shade")
        let folder = try DTCGImportTests.exported(theme)
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = try #require(
            FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".tokens.json") })
        let text = try String(contentsOf: folder.appendingPathComponent(set), encoding: .utf8)
        #expect(text.contains(##""$ref": "#/accent/$root/$value""##), "\(text)")
        if DTCGExportTests.hasJSONSchema {
            let result = try DTCGExportTests.validate([folder.appendingPathComponent(set).path])
            #expect(result.status == 0, "\(result.output)")
        }
        let (source, _) = try DTCGImportTests.imported([folder.appendingPathComponent("theme.resolver.json").path])
        #expect(source.contains("color on = accent"), "\(source)")
    }

    /// sRGB components and what the import writes: hex exactly when every channel is a byte, else
    /// each channel the shortest decimal that reads back (0.816 × 255 = 208.08; as a double
    /// product it prints 208.07999999999998). The rows of six-decimal components, as design tools
    /// write them, are printed by Tests/ShadeTests/Fixtures/dtcg/make-channel-fixtures.py.
    static let channels: [(components: String, alpha: String, written: String)] = [
        ("[0.816, 0.2, 0.6]", "1", "rgb(208.08, 51, 153)"),
        ("[0.301961, 0.235294, 0.101961]", "1", "rgb(77.000055, 59.99997, 26.000055)"),
        ("[0.5, 0.123457, 0.999999]", "1", "rgb(127.5, 31.481535, 254.999745)"),
        ("[0.2, 0.4, 1]", "1", "#3366ff"),
        ("[0.2, 0.4, 1]", "0.5", "rgba(51, 102, 255, 0.5)"),
        ("[0.23529411764705882, 0, 0]", "1", "#3c0000"),
        ("[0.2352941, 0, 0]", "1", "rgb(59.9999955, 0, 0)")
    ]

    @Test("colors come out hex when exactly 8-bit, else as the shortest decimals", arguments: channels)
    func numbers(components: String, alpha: String, written: String) throws {
        let (source, _) = try Self.importing(
            #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": "# + components
                + #", "alpha": "# + alpha + "}}}")
        #expect(source == "color c = \(written)\n")
    }

    /// An alias inside a composite names a token of the member's kind; one that names another
    /// kind leaves its token out with the reason (it was written into a theme that did not load).
    @Test("an alias in a composite member that names a token of another type leaves the token out")
    func compositeMemberAliasOfAnotherType() throws {
        let json = #"""
            {"grey": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}},
             "wide": {"$type": "dimension", "$value": {"value": 0.05, "unit": "em"}},
             "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
               "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "{grey}"}},
             "title": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"},
               "fontWeight": 700, "lineHeight": 1.2, "letterSpacing": "{wide}"}}}
            """#
        let (source, diagnostics) = try Self.importing(json)
        let source_ = try #require(source)
        #expect(!source_.contains("typography body"))
        #expect(source_.contains("letterSpacing: wide"))
        #expect(
            diagnostics.map(\.message).contains("body: 'grey' is a color token, where a dimension is needed; left out"))
        #expect(ThemeLoader().load(source: source_).diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    /// Aliases and the references written for them, at the top level and inside a group `g` that
    /// declares an `a` of its own: each name as Shade writes it (a keyword or a name with a dash
    /// in backticks, a run of digits bare after a dot), a group's root token by the group's path,
    /// and `$.` where the group's own name would be found first.
    static let references: [(alias: String, top: String, inGroup: String, value: String)] = [
        ("{n.x}", "n.x", "n.x", "1"),
        ("{n.1}", "n.1", "n.1", "2"),
        ("{if.x}", "`if`.x", "`if`.x", "3"),
        ("{a-b.c}", "`a-b`.c", "`a-b`.c", "4"),
        ("{grp.$root}", "grp", "grp", "5"),
        ("{a}", "a", "$.a", "6"),
        ("{g.a}", "g.a", "g.a", "7")
    ]

    @Test("an alias is written as the path it names, from where the token stands", arguments: references)
    func referenceSpelling(alias: String, top: String, inGroup: String, value: String) throws {
        func number(_ value: String) -> String { #"{"$type": "number", "$value": "# + value + "}" }
        let json =
            #"{"n": {"x": "# + number("1") + #", "1": "# + number("2") + "}, "
            + #""if": {"x": "# + number("3") + #"}, "a-b": {"c": "# + number("4") + "}, "
            + #""grp": {"$root": "# + number("5") + #"}, "a": "# + number("6") + ", "
            + #""g": {"a": "# + number("7") + #", "t": "# + number("\"\(alias)\"") + "}, "
            + #""t": "# + number("\"\(alias)\"") + "}"
        let (imported, diagnostics) = try Self.importing(json)
        let source = try #require(imported, "\(diagnostics)")
        #expect(source.contains("\n  number t = \(inGroup)\n"), "\(source)")
        #expect(source.hasSuffix("\nnumber t = \(top)\n"), "\(source)")
        // The theme loads, and each `t` is the value its alias names.
        let theme = ThemeLoader().load(source: source)
        #expect(theme.diagnostics.filter { $0.severity == .error }.isEmpty, "\(theme.diagnostics)")
        #expect(theme.tokens["t"]?.values.first?.description == value)
        #expect(theme.tokens["g.t"]?.values.first?.description == value)
    }
}

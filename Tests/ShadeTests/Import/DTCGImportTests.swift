import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `shade import`: DTCG token files and resolvers as Shade source — every type, aliases,
/// metadata, the round trips through `export --to dtcg`, and located diagnostics.
@Suite("Import: DTCG")
struct DTCGImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dtcg")
    static let examples = AssetCatalogExportTests.examples

    /// Imports `files` (paths or `[name: text]` written to a folder first) and loads the result.
    static func imported(_ paths: [String]) throws -> (source: String, theme: Theme) {
        let (source, diagnostics) = DTCGImport.source(files: paths)
        let text = try #require(source, "\(Diagnostic.Renderer().render(diagnostics))")
        let theme = ThemeLoader().load(source: text, path: "imported.shade")
        #expect(theme.errorMessages == [], "\(text)")
        return (text, theme)
    }

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// A color in each space the format lists that Shade reads: what the source says, and the
    /// color's OKLCH components and sRGB output by coloraide (`Color(space, components)`).
    static let spaces: [(space: String, components: String, source: String, oklch: [Double], hex: String)] = [
        ("xyz-d65", "[0.2, 0.1, 0.4]", "oklch(0.493530388", [0.493530388, 0.219688176, 319.833339812], "#941aac"),
        ("srgb-linear", "[0.5, 0.2, 0.1]", "oklch(0.643328253", [0.643328253, 0.093574339, 48.860945668], "#bc7c59"),
        ("lch", "[60, 40, 120]", "lch(60, 40, 120)", [0.645983099, 0.10536349, 127.042247669], "#7d9a51"),
        ("oklab", "[0.6, 0.1, -0.05]", "oklab(0.6, 0.1, -0.05)", [0.6, 0.111803399, 333.434948823], "#a8669c")
    ]

    @Test(
        "a color keeps its space, or becomes the same color in OKLCH where Shade has no constructor", arguments: spaces)
    func colorSpaces(_ row: (space: String, components: String, source: String, oklch: [Double], hex: String)) throws {
        let json =
            "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(row.space)\", \"components\": \(row.components)}}}"
        let folder = try Self.folder(["a.tokens.json": json])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, theme) = try Self.imported([folder.appendingPathComponent("a.tokens.json").path])
        #expect(source.contains("color c = " + row.source), "\(source)")
        let color = try #require(theme.value(of: "c", in: theme.appearances[0])?.colorValue)
        let oklch = ColorSpace.oklch.components(of: color)
        #expect(zip(oklch, row.oklch).allSatisfy { abs($0 - $1) < 1e-6 }, "\(oklch)")
        #expect(color.hex == row.hex)
    }

    @Test("a file of every type: the source written, and values checked against independent numbers")
    func everyType() throws {
        let (source, theme) = try Self.imported([Self.fixtures.appendingPathComponent("every-type.tokens.json").path])
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("every-type.shade"), encoding: .utf8)
        #expect(source == expected)
        // Display P3 red and an OKLCH grey keep their spaces; sRGB shows them as coloraide's
        // mapping gives, #ff0b0c and #636363.
        #expect(theme.string("base.p3red") == "displayP3(1, 0, 0)")
        #expect(theme.string("base.grey") == "oklch(0.5, 0, 0)")
        #expect(theme.value(of: "base.p3red", in: theme.appearances[0])?.colorValue?.hex == "#ff0b0c")
        #expect(theme.value(of: "base.grey", in: theme.appearances[0])?.colorValue?.hex == "#636363")
        #expect(theme.string("base.black") == "#00000033")
        #expect(theme.string("accent.muted") == "#3c64f4")
        #expect(theme.string("font.bold") == "700")
        #expect(theme.string("motion.fade") == "\"100ms cubic-bezier(0.4, 0, 0.2, 1) 0ms\"")
        #expect(theme.string("hero") == "#3c64f4 0%, #ffffff 100%")
        #expect(theme.tokens["accent.muted"]?.deprecated == "use accent")
        #expect(theme.tokens["base.blue"]?.description == "Brand blue.")
        #expect(theme.tokens["space.large"]?.dtcg == DTCGAnnotation(extensions: "{\"com.example\": {\"scale\": 2}}"))
    }

    /// The theme's values as comparable text: appearance → token → value, units of length in px.
    static func values(_ theme: Theme) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for appearance in theme.appearances {
            for token in theme.tokens {
                guard let value = theme.value(of: token.name, in: appearance) else { continue }
                var text = value.description
                if token.type != .font {
                    text = text.replacingOccurrences(of: #"(\d)(pt|dp)\b"#, with: "$1px", options: .regularExpression)
                }
                result[appearance.name, default: [:]][token.name] = text
            }
        }
        return result
    }

    static func exported(_ theme: Theme) throws -> URL {
        guard case let .folder(files) = try theme.export(to: .dtcg).get().output else {
            throw ExportError.usage("folder")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-dtcg-\(UUID().uuidString)")
        try AtomicFolder.write(files, to: folder.path)
        return folder
    }

    static let exampleNames = ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter {
        $0.hasSuffix(".shade")
    }.sorted()

    @Test("export then import: the same values in every appearance, for every example", arguments: exampleNames)
    func exportThenImport(_ name: String) throws {
        let original = ThemeLoader().load(files: [Self.examples.appendingPathComponent(name).path])
        let folder = try Self.exported(original)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, back) = try Self.imported([folder.appendingPathComponent("theme.resolver.json").path])
        #expect(back.appearances.map(\.name) == original.appearances.map(\.name))
        #expect(Self.values(back) == Self.values(original))
    }

    @Test("import, export, import: the same values, on the file of every type and a resolver with a brand axis")
    func importExportImport() throws {
        for paths in [
            [Self.fixtures.appendingPathComponent("every-type.tokens.json").path], [try Self.resolverWithBrand().path]
        ] {
            let (_, first) = try Self.imported(paths)
            let folder = try Self.exported(first)
            defer { try? FileManager.default.removeItem(at: folder) }
            let (_, second) = try Self.imported([folder.appendingPathComponent("theme.resolver.json").path])
            #expect(Self.values(second) == Self.values(first))
            #expect(second.tokens.map(\.name) == first.tokens.map(\.name))
        }
    }

    /// A resolver with a base set, a light/dark modifier and a brand modifier, in a new folder.
    static func resolverWithBrand() throws -> URL {
        let folder = try folder([
            "base.tokens.json":
                ##"{"bg": {"$type": "color", "$value": "#ffffff"}, "fg": {"$type": "color", "$value": "{bg}"}, "accent": {"$type": "color", "$value": "#0000ff"}}"##,
            "dark.tokens.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
            "acme.tokens.json": ##"{"accent": {"$type": "color", "$value": "#ff0000"}}"##,
            "theme.resolver.json": """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"scheme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
                           "brand": {"contexts": {"plain": [], "acme": [{"$ref": "acme.tokens.json"}]}, "default": "plain"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/scheme"}, {"$ref": "#/modifiers/brand"}]}
            """
        ])
        return folder.appendingPathComponent("theme.resolver.json")
    }

    @Test("a resolver: light/dark becomes the scheme, another modifier a declared axis with when blocks")
    func resolver() throws {
        let url = try Self.resolverWithBrand()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let (source, theme) = try Self.imported([url.path])
        #expect(
            source == """
                axis brand { plain, acme }

                color bg     = #ffffff
                color fg     = bg
                color accent = #0000ff

                when dark {
                  bg = #000000
                }

                when acme {
                  accent = #ff0000
                }

                """)
        #expect(
            theme.strings("fg") == [
                "light-plain": "#ffffff", "light-acme": "#ffffff", "dark-plain": "#000000", "dark-acme": "#000000"
            ])
        #expect(theme.strings("accent")["dark-acme"] == "#ff0000")
    }

    @Test("a resolver with one light/dark modifier writes dynamic(light:, dark:)")
    func schemeOnly() throws {
        let folder = try Self.folder([
            "base.tokens.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##,
            "dark.tokens.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
            "t.resolver.json":
                ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"mode": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}"##
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, _) = try Self.imported([folder.appendingPathComponent("t.resolver.json").path])
        #expect(source == "color bg = dynamic(light: #ffffff, dark: #000000)\n")
    }

    @Test("$extends: a group gets the tokens of the group it extends that it does not define, as references")
    func extends() throws {
        let folder = try Self.folder([
            "t.tokens.json": ##"""
            {"button": {"$type": "color", "bg": {"$value": "#0000ff"}, "fg": {"$value": "#ffffff"}},
             "danger": {"$extends": "{button}", "bg": {"$type": "color", "$value": "#ff0000"}}}
            """##
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, theme) = try Self.imported([folder.appendingPathComponent("t.tokens.json").path])
        #expect(source.contains("group danger {\n  color bg = #ff0000\n  color fg = button.fg\n}"))
        #expect(theme.string("danger.fg") == "#ffffff")
    }

    /// Diagnostics of a `--strict` import as the command line prints them, the folder's path taken out.
    static func rendered(_ paths: [String], folder: URL) -> String {
        let (source, diagnostics) = DTCGImport.source(files: paths, strict: true)
        #expect(source == nil)
        return Diagnostic.Renderer().render(diagnostics).replacingOccurrences(of: folder.path + "/", with: "")
    }

    @Test("every problem of a bad file at once, located, with suggestions and the whole cycle")
    func badFile() throws {
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("bad.txt"), encoding: .utf8)
        #expect(
            Self.rendered([Self.fixtures.appendingPathComponent("bad.tokens.json").path], folder: Self.fixtures)
                == expected)
    }

    static let badInputs: [(files: [String: String], message: String)] = [
        (
            ["a.json": "{\"a\": {\"$type\": \"color\" \"$value\": 1}}"],
            "a.json:1:25: error: expected ',' or '}' after an object member"
        ),
        (["a.json": "{\"a\": 1,}"], "a.json:1:9: error: expected a key in double quotes"),
        (
            ["a.json": "{\"a\": {\"$value\": 1, \"$type\": \"number\"}, \"a\": {}}"],
            "a.json:1:41: error: duplicate key 'a'"
        ),
        (
            ["a.json": "{\"s\": {\"$type\": \"dimension\", \"$value\": {\"value\": 1, \"unit\": \"vw\"}}}"],
            "a.json:1:40: error: s: the unit \"vw\" has no Shade equivalent\n"
        ),
        (
            [
                "a.json":
                    "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"rec2020\", \"components\": [1, 0, 0]}}}"
            ],
            "a.json:1:51: error: c: color space 'rec2020' is not supported yet and the color has no \"hex\" fallback"
        ),
        (
            [
                "r.resolver.json":
                    "{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [{\"$ref\": \"../outside.json\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}"
            ],
            "r.resolver.json:1:60: error: '../outside.json' is outside the resolver's folder; sources must stay inside it"
        ),
        (
            [
                "r.resolver.json":
                    "{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [{\"$ref\": \"missing.json\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}"
            ],
            "r.resolver.json:1:60: error: cannot find the token file 'missing.json'"
        ),
        (
            [
                "r.resolver.json":
                    "{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": []}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/t\"}]}"
            ],
            "r.resolver.json:1:76: error: '#/sets/t' names no set or modifier of this resolver"
        ),
        (
            [
                "r.resolver.json":
                    "{\"version\": \"2025.10\", \"modifiers\": {\"m\": {\"contexts\": {\"a\": [], \"b\": []}, \"default\": \"c\"}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/m\"}]}"
            ],
            "r.resolver.json:1:87: error: the default \"c\" is none of the contexts a, b"
        )
    ]

    @Test("bad JSON and bad values are located errors", arguments: badInputs)
    func badInput(files: [String: String], message: String) throws {
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rendered = Self.rendered([folder.appendingPathComponent(files.keys.first!).path], folder: folder)
        #expect(rendered.hasPrefix(message), "\(rendered)")
    }
}

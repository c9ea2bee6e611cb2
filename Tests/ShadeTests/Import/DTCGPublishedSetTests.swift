import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
import Shade

/// `shade import` on token sets in the shapes published ones take (Tokens Studio and Figma
/// exports, a resolver with several modifiers, `$extensions` of several tools): what can be
/// imported is, what cannot is left out with a located warning, and the theme evaluates.
@Suite("Import: published DTCG sets")
struct DTCGPublishedSetTests {
    static let published = DTCGImportTests.fixtures.appendingPathComponent("published")

    static func path(_ name: String) -> String { published.appendingPathComponent(name).path }

    /// The diagnostics' first lines as the command line prints them, the fixtures' path taken out.
    static func headlines(_ diagnostics: [Diagnostic]) -> [String] {
        Diagnostic.Renderer().render(diagnostics).split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix(" ") }
            .map { $0.replacingOccurrences(of: published.path + "/", with: "") }
    }

    static let hexForm =
        "a color written as a \"#rrggbb\" string is the pre-2025 draft form; DTCG 2025.10 writes"
        + " {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#rrggbb\"}"

    @Test("a Tokens Studio export: every token that can be is imported, the others left out with their dependents")
    func tokensStudio() throws {
        let outcome = DTCGImport.importing(files: [Self.path("tokens-studio/tokens.json")])
        let file = "tokens-studio/tokens.json"
        #expect(
            Self.headlines(outcome.diagnostics) == [
                "\(file):5:46: warning: " + Self.hexForm,
                "\(file):6:46: warning: a color written as a CSS string (\"rgb(…)\", \"hsl(…)\") is the pre-2025"
                    + " draft form; DTCG 2025.10 writes {\"colorSpace\": …, \"components\": […], \"alpha\": …}"
                    + " (this and 1 more in this file)",
                "\(file):11:49: warning: a dimension written as the number 0 has no unit; DTCG 2025.10 writes"
                    + " {\"value\": 0, \"unit\": \"px\"}",
                "\(file):12:47: warning: a dimension written as a string (\"16px\") is the pre-2025 draft form;"
                    + " DTCG 2025.10 writes {\"value\": 16, \"unit\": \"px\"} (this and 2 more in this file)",
                "\(file):13:24: warning: core.spacing.md: unknown $type 'spacing'; left out",
                "\(file):14:51: warning: core.spacing.screen: the unit \"vw\" has no Shade equivalent; left out",
                "\(file):32:20: warning: core.placeholder: this token has no \"$value\"; left out",
                "\(file):39:45: warning: semantic.border: the alias {core.colors.red.500} names no token; left out"
            ])
        // The dependents are named once, under the token they depend on.
        let notes = outcome.diagnostics.flatMap(\.notes).map(\.message)
        #expect(notes.contains("left out with it, as they refer to it: semantic.gap, semantic.gutter"))
        #expect(notes.contains("left out with it, as they refer to it: semantic.hero"))
        #expect((outcome.imported, outcome.leftOut) == (10, 7))
        let source = try #require(outcome.source)
        let theme = ThemeLoader().load(source: source, path: "imported.shade")
        #expect(theme.errorMessages == [], "\(source)")
        // rgba(37, 99, 235, 0.5) and hsl(220, 13%, 91%) (#e5e7eb, as CSS computes it).
        #expect(theme.value(of: "core.colors.blue.600", in: theme.appearances[0])?.colorValue?.hex == "#2563eb80")
        #expect(theme.value(of: "core.colors.grey", in: theme.appearances[0])?.colorValue?.hex == "#e5e7eb")
        #expect(source.contains("dimension none = 0px") && source.contains("dimension wide = 0.05em"))
        #expect(source.contains("string label = \"Acme\"") && source.contains("bool rounded = true"))
        #expect(theme.tokens["semantic.gap"] == nil && theme.tokens["semantic.accent"] != nil)
    }

    @Test("--strict keeps all or nothing: the same file is refused, the pre-2025 forms with it")
    func strict() throws {
        let (source, diagnostics) = DTCGImport.source(files: [Self.path("tokens-studio/tokens.json")], strict: true)
        #expect(source == nil)
        let lines = Self.headlines(diagnostics)
        #expect(lines.first == "tokens-studio/tokens.json:5:46: error: " + Self.hexForm)
        #expect(lines.contains("tokens-studio/tokens.json:13:24: error: core.spacing.md: unknown $type 'spacing'"))
        #expect(diagnostics.allSatisfy { $0.severity == .error } && lines.count == 8)
    }

    @Test("a Figma export: Light/Dark contexts in capitals are the scheme, extensions kept, channels as written")
    func figma() throws {
        let outcome = DTCGImport.importing(files: [Self.path("figma/theme.resolver.json")])
        #expect(outcome.diagnostics.isEmpty && (outcome.imported, outcome.leftOut) == (5, 0))
        let source = try #require(outcome.source)
        #expect(
            source.contains("color text    = dynamic(light: rgb(208.08, 51, 153), dark: rgba(255, 255, 255, 0.87))"))
        #expect(source.contains("color surface = dynamic(light: #ffffff, dark: #121212)"))
        #expect(source.contains("dimension radius = 4px\ngroup radius {\n  dimension card = radius\n}"))
        let theme = ThemeLoader().load(source: source, path: "imported.shade")
        #expect(theme.errorMessages == [])
        #expect(theme.appearances.map(\.name) == ["light", "dark"])
    }

    @Test(
        "a resolver with light, light_ax, dark, dark_ax and a brand: the scheme plus declared axes, one group per set")
    func resolver() throws {
        let outcome = DTCGImport.importing(files: [Self.path("resolver/theme.resolver.json")])
        #expect(
            Self.headlines(outcome.diagnostics) == [
                "resolver/theme.resolver.json:6:5: warning: the set 'legacy' is not in \"resolutionOrder\";"
                    + " the tokens of it that others refer to are imported: legacy.snow"
            ])
        let source = try #require(outcome.source)
        #expect(source.hasPrefix("axis mode { standard, ax }\naxis brand { acme, globex }\n"))
        #expect(source.components(separatedBy: "group theme {").count == 2)
        #expect(source.contains("when dark, ax {\n  theme.bg = palette.night\n  theme.fg = legacy.snow\n}"))
        let theme = ThemeLoader().load(source: source, path: "imported.shade")
        #expect(theme.errorMessages == [], "\(source)")
        let fg = theme.appearances.map { (theme.value(of: "theme.fg", in: $0)?.colorValue?.hex ?? "", $0.name) }
        #expect(
            fg.map(\.0) == ["#1a1a1a", "#1a1a1a", "#000000", "#000000", "#ffffff", "#ffffff", "#fafafa", "#fafafa"])
        #expect(theme.value(of: "space.base", in: theme.appearances[0])?.description == "4dp")
    }

    /// Contexts, the axes they become, and the appearance the `d.json` context is.
    static let contexts: [(names: String, axes: String, dark: String)] = [
        ("\"Light\": [], \"Dark\": [{\"$ref\": \"d.json\"}]", "", "dark"),
        ("\"LIGHT\": [], \"DARK\": [{\"$ref\": \"d.json\"}], \"LIGHT-HC\": [], \"DARK-HC\": []", "", "dark-normal"),
        (
            "\"light\": [], \"dark\": [{\"$ref\": \"d.json\"}], \"dark_dim\": []",
            "axis m { standard, dim }\nappearances { light, dark, dark-dim }\n", "dark"
        ),
        (
            "\"light\": [], \"dark\": [{\"$ref\": \"d.json\"}], \"sepia\": []",
            "axis m { m_light, m_dark, sepia }\n", "m_dark"
        )
    ]

    @Test(
        "modifier contexts become the scheme, contrast or a declared axis, and the theme evaluates", arguments: contexts
    )
    func modifierContexts(names: String, axes: String, dark: String) throws {
        let folder = try DTCGImportTests.folder([
            "b.json": #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"#,
            "d.json": #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"#,
            "t.resolver.json": """
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "b.json"}]}},
             "modifiers": {"m": {"contexts": {\(names)}}},
             "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}]}
            """
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, theme) = try DTCGImportTests.imported([folder.appendingPathComponent("t.resolver.json").path])
        #expect(source.hasPrefix(axes + (axes.isEmpty ? "" : "\n")), "\(source)")
        let appearance = try #require(theme.appearances.first { $0.name == dark }, "\(theme.appearances)")
        #expect(theme.value(of: "c", in: appearance)?.colorValue?.hex == "#000000", "\(source)")
        // Every other appearance keeps the base value: each context applies to its appearance alone.
        for other in theme.appearances where other.name != dark {
            #expect(theme.value(of: "c", in: other)?.colorValue?.hex == "#ffffff", "\(other.name)")
        }
    }

    @Test("the legacy Tokens Studio format is one error naming it and how to convert")
    func legacyFormat() {
        let (source, diagnostics) = DTCGImport.source(files: [Self.path("legacy-tokens-studio.json")])
        #expect(source == nil)
        #expect(
            Self.headlines(diagnostics) == [
                "legacy-tokens-studio.json:3:5: error: this is the legacy Tokens Studio format (\"value\" and"
                    + " \"type\" without \"$\"), not DTCG; export the tokens again with Tokens Studio's token format"
                    + " set to W3C DTCG, or convert the file with Style Dictionary's convertToDTCG"
            ])
    }
}

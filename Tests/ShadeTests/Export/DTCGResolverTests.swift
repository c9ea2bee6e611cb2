import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeTools
import Shade

/// The DTCG export's resolver (docs/dtcg.md, Resolver): a base set and the differences of each
/// modifier context, aliases kept in every appearance, and any combination of contexts giving
/// `shade eval --appearance`'s values, as a resolver written from the format alone
/// (`DTCGResolver/resolve.py`) computes them.
@Suite("Export: DTCG resolver")
struct DTCGResolverTests {
    /// Three axes on which every token varies alone: a modifier per axis.
    static let separable = """
        axis brand { acme, globex }
        color bg = dynamic(light: #ffffff, dark: #000000)
        color fg = bg
        color accent = #0000ff
        color border = #cccccc
        when high { border = #000000 }
        when globex { accent = #ff0000 }
        when dark { fg = accent }
        """

    /// A value of its own in dark-high: one modifier, a context per combination.
    static let combined = """
        color bg = dynamic(light: #ffffff, dark: #000000)
        color fg = #111111
        when dark { fg = #eeeeee }
        when dark, high { fg = #ffffff }
        """

    /// Listed appearances: an unlisted combination's context names its fallback's set.
    static let listed = """
        axis tone { standard, dimmed }
        appearances { light, dark, dark-dimmed }
        color bg = dynamic(light: #ffffff, dark: #000000)
        color fg = #000000
        when dark, dimmed { bg = #222222 }
        """

    /// Aliases inside `dynamic(…)`, an override and a group's own token.
    static let aliases = """
        group palette {
          color blue = #0000ff
          color red = #ff0000
        }
        color accent = palette.blue
        group accent { color strong = palette.red }
        /// Text on the page.
        color fg = dynamic(light: palette.blue, dark: palette.red)
        color link = accent
        when dark { link = accent.strong }
        """

    static let themes: [(name: String, source: String)] = [
        ("separable", separable), ("combined", combined), ("listed", listed), ("aliases", aliases),
        ("every kind", DTCGExportTests.everyKind)
    ]

    static func files(_ source: String) throws -> [String: String] { try DTCGExportTests.files(source) }

    @Test(
        "how appearances become modifiers: one per axis when merging in order gives every value, else one",
        arguments: [
            (
                separable, ["scheme: light dark", "contrast: normal high", "brand: acme globex"],
                ["base", "dark", "globex", "high"]
            ),
            (
                combined, ["appearance: light-normal light-high dark-normal dark-high"],
                ["base", "dark-high", "dark-normal"]
            ),
            // dark-high-dimmed shows dark (dark-high is not listed), so the contrast is read too.
            (
                listed,
                [
                    "appearance: light light-dimmed light-high light-high-dimmed dark dark-dimmed dark-high"
                        + " dark-high-dimmed"
                ], ["base", "dark", "dark-dimmed"]
            ),
            ("color a = #000000", [], ["base"])
        ])
    func modifiers(_ source: String, modifiers: [String], sets: [String]) throws {
        let files = try Self.files(source)
        #expect(files.keys.sorted() == (sets.map { $0 + ".tokens.json" } + ["theme.resolver.json"]).sorted())
        let resolver = try #require(
            JSONSerialization.jsonObject(with: Data(files["theme.resolver.json", default: ""].utf8)) as? [String: Any])
        let order = try #require(resolver["resolutionOrder"] as? [[String: String]])
        #expect(
            order.map { $0["$ref"] ?? "" } == ["#/sets/base"]
                + modifiers.map { "#/modifiers/" + $0.prefix { $0 != ":" } })
        let declared = resolver["modifiers"] as? [String: [String: Any]] ?? [:]
        // The contexts, in the order written: the default first.
        let text = files["theme.resolver.json", default: ""]
        for modifier in modifiers {
            let name = String(modifier.prefix { $0 != ":" })
            let contexts = try #require(declared[name]?["contexts"] as? [String: Any])
            let written = contexts.keys.sorted {
                text.range(of: "\"\($0)\": [")!.lowerBound < text.range(of: "\"\($1)\": [")!.lowerBound
            }
            #expect(name + ": " + written.joined(separator: " ") == modifier)
            #expect(declared[name]?["default"] as? String == written.first)
        }
    }

    @Test("an unlisted combination's context names the set of the appearance it shows")
    func unlisted() throws {
        let text = try Self.files(Self.listed)["theme.resolver.json", default: ""]
        let resolver = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let modifier = try #require((resolver["modifiers"] as? [String: [String: Any]])?["appearance"])
        #expect(
            modifier["contexts"] as? [String: [[String: String]]] == [
                "light": [], "light-dimmed": [], "light-high": [], "light-high-dimmed": [],
                "dark": [["$ref": "dark.tokens.json"]], "dark-dimmed": [["$ref": "dark-dimmed.tokens.json"]],
                "dark-high": [["$ref": "dark.tokens.json"]], "dark-high-dimmed": [["$ref": "dark.tokens.json"]]
            ])
        let shade = (modifier["$extensions"] as? [String: [String: Any]])?["dev.shade"]
        let appearances = try #require(shade?["appearances"] as? [String: [String: String]])
        #expect(appearances.keys.sorted() == ["dark", "dark-dimmed", "light"])
        #expect(appearances["dark-dimmed"] == ["scheme": "dark", "contrast": "normal", "tone": "dimmed"])
    }

    @Test("an alias stays an alias in every set: inside dynamic(…), in an override, to a group's own token")
    func aliasesKept() throws {
        let files = try Self.files(Self.aliases)
        func tokens(_ file: String) throws -> [String: [String: Any]] {
            let json = try #require(
                JSONSerialization.jsonObject(with: Data(files[file, default: ""].utf8)) as? [String: Any])
            var found: [String: [String: Any]] = [:]
            func walk(_ node: [String: Any], _ path: [String]) {
                for (key, value) in node {
                    guard let object = value as? [String: Any] else { continue }
                    if object["$type"] != nil {
                        found[(key == "$root" ? path : path + [key]).joined(separator: ".")] = object
                    } else if !key.hasPrefix("$") {
                        walk(object, path + [key])
                    }
                }
            }
            walk(json, [])
            return found
        }
        let base = try tokens("base.tokens.json"), dark = try tokens("dark.tokens.json")
        #expect(base["fg"]?["$value"] as? String == "{palette.blue}")
        #expect(base["fg"]?["$description"] as? String == "Text on the page.")
        #expect(base["accent"]?["$value"] as? String == "{palette.blue}")
        #expect(base["link"]?["$ref"] as? String == "#/accent/$root/$value")
        #expect(dark.keys.sorted() == ["fg", "link"])
        #expect(dark["fg"]?["$value"] as? String == "{palette.red}")
        #expect(dark["fg"]?["$description"] as? String == "Text on the page.")
        #expect(dark["link"]?["$value"] as? String == "{accent.strong}")
    }

    @Test("a color written in Display P3 inside sRGB keeps display-p3 and its components, with the sRGB hex beside")
    func displayP3() throws {
        let base = try Self.files("color grey = displayP3(0.6, 0.6, 0.6)\ncolor white = displayP3(1, 1, 1)")[
            "base.tokens.json", default: ""]
        let json = try #require(JSONSerialization.jsonObject(with: Data(base.utf8)) as? [String: [String: Any]])
        // Display P3 and sRGB share their white point and transfer curve: a grey is the same grey.
        for (name, components, hex) in [("grey", [0.6, 0.6, 0.6], "#999999"), ("white", [1.0, 1, 1], "#ffffff")] {
            let value = try #require(json[name]?["$value"] as? [String: Any])
            #expect(value["colorSpace"] as? String == "display-p3")
            #expect(value["components"] as? [Double] == components)
            #expect(value["hex"] as? String == hex)
        }
    }

    static let python = ToolProcess.find("python3")
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("DTCGResolver/resolve.py")

    static let cases: [(name: String, summary: String)] =
        [
            ("separable", "8 combinations, 4 tokens in the last"), ("combined", "4 combinations, 2 tokens in the last"),
            ("listed", "8 combinations, 2 tokens in the last"), ("aliases", "2 combinations, 6 tokens in the last"),
            ("every kind", "2 combinations, 18 tokens in the last"),
            ("brands.shade", "8 combinations, 7 tokens in the last"),
            ("dynamic-button.shade", "2 combinations, 11 tokens in the last"),
            ("material.shade", "2 combinations, 51 tokens in the last"),
            ("navigation-bar.shade", "2 combinations, 2 tokens in the last"),
            ("product-modes.shade", "16 combinations, 116 tokens in the last"),
            ("semantic-colors.shade", "2 combinations, 16 tokens in the last"),
            ("system-palette.shade", "2 combinations, 39 tokens in the last"),
            ("wide-gamut.shade", "2 combinations, 9 tokens in the last"),
            (HostileValidTheme.name, "32 combinations, 79 tokens in the last"),
            ("tokens of some appearances", "8 combinations, 6 tokens in the last"),
            ("listed tokens", "8 combinations, 2 tokens in the last")
        ]

    @Test(
        "every combination of the resolver's contexts, merged and resolved by an independent resolver, is eval's",
        .enabled(if: python != nil || TestTools.areRequired, "python3 is missing"), arguments: cases)
    func resolvedIsEval(_ name: String, summary: String) throws {
        let python = try #require(Self.python, "python3 is required here (SHADE_REQUIRE_TOOLS=1)")
        let partial = [
            "tokens of some appearances": PartialTokenThemes.axes, "listed tokens": PartialTokenThemes.listed
        ]
        let source =
            name == HostileValidTheme.name
            ? HostileValidTheme.source : partial[name] ?? Self.themes.first { $0.name == name }?.source
        let path =
            source == nil
            ? AssetCatalogExportTests.examples.appendingPathComponent(name).path
            : try temporaryFolder(["theme.shade": source!]).appendingPathComponent("theme.shade").path
        let theme = ThemeLoader().load(files: [path])
        guard case let .folder(files) = try theme.export(to: .dtcg).get().output else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-dtcg-\(UUID().uuidString)")
        try AtomicFolder.write(files, to: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(
            python,
            [Self.script.path, ShadeBinary.url.path, path, folder.appendingPathComponent("theme.resolver.json").path])
        #expect(result.output == summary + "\n")
        #expect(result.status == 0)
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `shade export --to xcassets`: read back as Xcode reads it, every color equals what
/// `shade eval --format json` gives in every pair of traits.
@Suite("Export: asset catalog")
struct AssetCatalogExportTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../Examples").standardizedFileURL

    /// Every way a color can vary on the traits, in groups and nested groups, beside other types.
    static let everyVariation = """
        color plain = #3c64f4
        color translucent = #00000080
        color scheme = dynamic(light: #ffffff, dark: #000000)
        color contrast = dynamic(normal: #777777, high: #333333)
        color both = if highContrast then dynamic(light: #000000, dark: #ffffff) else dynamic(light: #222222, dark: #dddddd)
        number notAColor = 3
        group Semantic {
          color key = dynamic(light: #3c64f4, dark: #6f8ff7)
          group Nested { color deep = #01020380 }
        }
        """

    static let cases: [(name: String, source: String?, selection: [String: String])] =
        [
            ("every variation", everyVariation, [:]),
            ("dynamic-button.shade", nil, [:]),
            ("semantic-colors.shade", nil, [:]),
            ("material.shade", nil, [:]),
            ("system-palette.shade", nil, [:]),
            ("brands.shade", nil, ["brand": "acme"]),
            ("brands.shade", nil, ["brand": "globex"]),
            (
                "colors outside sRGB",
                WideColorExportTests.source
                    + "\ncolor both = if highContrast then dynamic(light: oklch(0.5, 0.3, 30), dark: #ffffff) else dynamic(light: #000000, dark: lch(60, 120, 40))",
                [:]
            )
        ] + FallbackThemes.selections

    @Test("every color reads back equal to eval's JSON in every pair of traits", arguments: cases)
    func readsBackEqual(_ row: (name: String, source: String?, selection: [String: String])) throws {
        let theme =
            row.source.map { load($0) }
            ?? ThemeLoader().load(files: [Self.examples.appendingPathComponent(row.name).path])
        #expect(!theme.hasErrors)
        guard
            case let .folder(files) = try theme.export(
                to: .xcassets, options: ExportTarget.Options(selection: row.selection)
            )
            .get().output
        else {
            Issue.record("xcassets must export a folder")
            return
        }
        let reader = AssetCatalogReader(
            files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data($0.bytes)) }))
        #expect(reader.problems == [])
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        let tokens = try #require(json["tokens"] as? [[String: Any]]).filter { $0["type"] as? String == "color" }
        #expect(reader.colors.count == tokens.count)
        for token in tokens {
            let name = try #require(token["name"] as? String)
            let values = try #require(token["values"] as? [String: String])
            for dark in [false, true] {
                for high in [false, true] {
                    let settings = ["scheme": dark ? "dark" : "light", "contrast": high ? "high" : "normal"]
                        .merging(row.selection) { first, _ in first }
                    let appearance = theme.appearance(settings: settings), column = appearance.name
                    // A color written wide or outside sRGB is the Display P3 color (its math is checked
                    // against coloraide).
                    let expected =
                        theme.value(of: name, in: appearance)?.colorValue.flatMap { color -> String? in
                            guard color.hasWideValue else { return nil }
                            let p3 =
                                ColorSpace.displayP3.components(of: ColorGamut.displayP3.map(color)) + [color.alpha]
                            return "display-p3 "
                                + p3.map { String(format: "%.3f", min(max($0, 0), 1) + 0) }.joined(separator: " ")
                        } ?? values[column]
                    #expect(
                        reader.color(name.replacingOccurrences(of: ".", with: "/"), dark: dark, high: high) == expected,
                        "\(name) in \(column)")
                }
            }
        }
    }

    @Test("a color varying on both traits lists the four entries Xcode writes, in its format")
    func colorsetText() throws {
        let theme = load(
            "color both = if highContrast then dynamic(light: #000000, dark: #ffffff) else dynamic(light: #808080, dark: #01fe7f80)"
        )
        guard case let .folder(files) = try theme.export(to: .xcassets).get().output else { return }
        #expect(files.map(\.path) == ["Contents.json", "both.colorset/Contents.json"])
        #expect(String(decoding: files[1].bytes, as: UTF8.self) == Self.bothColorset)
    }

    static let bothColorset = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.502",
                  "green" : "0.502",
                  "red" : "0.502"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "0.502",
                  "blue" : "0.498",
                  "green" : "0.996",
                  "red" : "0.004"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.000",
                  "green" : "0.000",
                  "red" : "0.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "1.000",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "shade",
            "version" : 1
          }
        }

        """

    /// Byte / 255 to three decimals, as Python's `f"{b / 255:.3f}"` prints it.
    @Test(
        "components are written to three decimals",
        arguments: [
            (0, "0.000"), (1, "0.004"), (2, "0.008"), (127, "0.498"), (128, "0.502"), (191, "0.749"), (254, "0.996"),
            (255, "1.000")
        ] as [(UInt8, String)])
    func component(byte: UInt8, text: String) {
        #expect(AssetCatalogExport.component(byte) == text)
    }

    @Test("names that are no file names take a predictable one; a group's own token is its root")
    func fileNames() throws {
        let theme = load(
            """
            group gray { color `a/b` = #000000
                         color `fg-default` = #222222 }
            color accent = #333333
            group accent { color on = #444444 }
            """)
        let files = try AssetCatalogExport.render(ExportedTheme(theme, selection: [:])).map(\.path)
        #expect(
            files.filter { $0.hasSuffix(".colorset/Contents.json") } == [
                "gray/a-b.colorset/Contents.json", "gray/fg-default.colorset/Contents.json",
                "accent/root.colorset/Contents.json", "accent/on.colorset/Contents.json"
            ])
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The one rule of what a combination shows (docs/exports.md, One fallback): the library's
/// function, `eval --appearance`'s choice, and the per-token axes every export reads.
@Suite("Shown appearance")
struct ShownAppearanceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let productModes = ThemeLoader().load(
        contentsOf: root.appendingPathComponent("Examples/product-modes.shade").path)

    /// Every combination of `Examples/product-modes.shade` (scheme, contrast, tone) and what it
    /// shows, worked out by hand from the rule as docs/exports.md states it.
    static let productModesTable: [(combination: String, shown: String)] = [
        ("light-normal-standard", "light"), ("light-normal-dimmed", "light"),
        ("light-normal-tritanopia", "light-tritanopia"), ("light-normal-protanopia", "light-protanopia"),
        ("light-high-standard", "light-high"), ("light-high-dimmed", "light-high"),
        ("light-high-tritanopia", "light-high"), ("light-high-protanopia", "light-high"),
        ("dark-normal-standard", "dark"), ("dark-normal-dimmed", "dark-dimmed"),
        ("dark-normal-tritanopia", "dark-tritanopia"), ("dark-normal-protanopia", "dark-protanopia"),
        ("dark-high-standard", "dark-high"), ("dark-high-dimmed", "dark-high"),
        ("dark-high-tritanopia", "dark-high"), ("dark-high-protanopia", "dark-high")
    ]

    @Test("every combination of product-modes shows the listed appearance the rule gives", arguments: productModesTable)
    func productModes(_ row: (combination: String, shown: String)) throws {
        let theme = Self.productModes
        #expect(!theme.hasErrors, "\(rendered(theme))")
        let space = theme.program.space
        let combination = try #require(space.combination(named: row.combination))
        #expect(space.listedName(of: space.shown(combination)) == row.shown)
        let settings = Dictionary(
            uniqueKeysWithValues: zip(
                ["scheme", "contrast", "tone"], row.combination.split(separator: "-").map(String.init)))
        #expect(theme.appearance(settings: settings).name == row.shown)
    }

    /// Axes go back one at a time, last first, until a listed combination is reached: past an
    /// unlisted one, down to the default.
    @Test(arguments: [
        ("appearances { light, dark, dark-dimmed }", "dark-high-dimmed", "dark"),
        ("appearances { light, dark, dark-dimmed }", "dark-dimmed", "dark-dimmed"),
        ("appearances { light, dark-high }", "dark", "light"),
        ("appearances { light, dark-high }", "dark-high-dimmed", "dark-high"),
        ("appearances { light, light-dimmed, dark-high }", "dark-dimmed", "light"),
        ("", "dark-high-dimmed", "dark-high-dimmed")
    ])
    func fallsBackLastAxisFirst(list: String, combination: String, shown: String) throws {
        let theme = load("axis dim { off, dimmed }\n\(list)\ncolor c = dynamic(light: #000000, dark: #ffffff)\n")
        #expect(!theme.hasErrors, "\(rendered(theme))")
        let space = theme.program.space
        let index = try #require(space.combination(named: combination))
        #expect(
            space.name(of: space.shown(index), over: AxisMask(bits: 0b111))
                == space.name(
                    of: try #require(space.combination(named: shown)), over: AxisMask(bits: 0b111)))
    }

    @Test(
        "eval --appearance: a combination no column has chooses its fallback, with a note",
        arguments: [
            (
                ["dark-high-tritanopia"], ["dark-high"],
                ["'dark-high-tritanopia' is not listed; it shows its fallback 'dark-high'"]
            ),
            (
                ["tritanopia-high-dark"], ["dark-high"],
                ["'tritanopia-high-dark' is not listed; it shows its fallback 'dark-high'"]
            ),
            (["dark-normal-dimmed"], ["dark-dimmed"], []),
            (
                ["light-dimmed", "dark-tritanopia"], ["light", "dark-tritanopia"],
                ["'light-dimmed' is not listed; it shows its fallback 'light'"]
            )
        ])
    func evalChoosesTheFallback(names: [String], columns: [String], notes: [String]) throws {
        let chosen = try Self.productModes.appearances(matching: names).get()
        #expect(chosen.columns.map(\.name) == columns)
        #expect(chosen.notes == notes)
    }

    @Test("names that are no combination stay unknown", arguments: ["dark-light", "dusk", "", "dark-high-dimmed-x"])
    func unknown(_ name: String) {
        guard case let .failure(unknown) = Self.productModes.appearances(matching: [name]) else {
            Issue.record("'\(name)' was accepted")
            return
        }
        #expect(unknown.name == name)
    }

    /// The model every target follows: a token keeps one value per combination of the axes the
    /// export gives it and the platform takes the one of its combination with the other axes
    /// at their defaults. For every example and the generated theme, in every combination,
    /// that is the value of the column the library says the combination shows.
    @Test func everyExportedTokenFollowsTheShownAppearanceInEveryCombination() throws {
        let examples = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Examples").path
        )
        .filter { $0.hasSuffix(".shade") }.sorted()
        var themes = examples.map {
            ThemeLoader().load(contentsOf: Self.root.appendingPathComponent("Examples/" + $0).path)
        }
        themes.append(load(FallbackThemes.generated))
        var checks = 0
        for theme in themes {
            #expect(!theme.hasErrors)
            let exported = try ExportedTheme(theme, selection: [:])
            let space = theme.program.space
            for combination in 0..<space.count {
                let settings = space.appearance(combination, over: .none).settings
                let column = theme.appearance(settings: settings)
                for token in exported.tokens {
                    let expected = theme.value(of: token.name, in: column)
                    #expect(
                        expected.map { Evaluator.same(token.value(settings), $0) } == true,
                        "\(token.name) in \(settings)")
                    checks += 1
                }
            }
        }
        #expect(checks > 2_000)
    }
}

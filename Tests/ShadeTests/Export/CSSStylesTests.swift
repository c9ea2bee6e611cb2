import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The component styles of `shade export --to css` as text (docs/exports.md, Component styles): the golden
/// stylesheets, the selectors, the layers' order and the names (the browser test proves the
/// values).
@Suite("Export: CSS component styles")
struct CSSStylesTests {
    /// The navigation bar of the Swift export's tests, plus a declared axis, a dimension that
    /// varies by scheme (a rule, not `light-dark()`) and a font that varies on contrast.
    static let navigationBar = """
        axis brand { acme, globex }
        color pageBackground = systemBackground
        component UINavigationBar {
          color barTintColor = systemBackground
          color tintColor    = systemBlue
          font  titleFont    = font("SF Pro Text", 17pt, weight: semibold)
          color titleColor   = label
          dimension height   = dynamic(light: 44pt, dark: 46pt)
        }
        style UINavigationBar {
          barTintColor = systemGreen
          tintColor    = dynamic(acme: #d0312d, globex: #0f7c7a)
          titleFont    = font("Marker Felt", 24pt)
        }
        style UINavigationBar in CNContactViewController { reset }
        style UINavigationBar in SettingsController {
          tintColor = label
          titleFont = dynamic(normal: font("Marker Felt", 24pt), high: font("Marker Felt", 24pt, weight: bold))
        }
        style UINavigationBar in ProfileController, SettingsController {
          barTintColor = dynamic(normal: systemIndigo, high: #1a1a66)
          titleColor   = #ffffff
        }
        component UIToolbar {
          color tintColor = systemBlue
        }
        style UIToolbar in SettingsController { tintColor = systemRed }
        """

    /// The stylesheet of `theme`.
    func css(_ theme: Theme) throws -> String {
        guard case let .file(bytes) = try theme.export(to: .css).get().output else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let goldens: [(name: String, source: String?)] = [
        ("navigation-bar.css", nil), ("navigation-bar-styles.css", navigationBar)
    ]

    @Test("the stylesheet of a theme with components", arguments: goldens)
    func golden(_ row: (name: String, source: String?)) throws {
        let theme = try row.source.map { load($0) } ?? CSSExportTests.example("navigation-bar.shade")
        #expect(theme.errorMessages.isEmpty)
        try Golden.check(try css(theme), named: row.name)
    }

    @Test("a plain style and a reset: every property on the class, the reset's the defaults")
    func small() throws {
        let text = try css(
            load(
                """
                component Bar {
                  color tint = #111111
                  dimension height = 44pt
                }
                style Bar { tint = #222222 }
                style Bar in Sheet, Screen { reset }
                """))
        #expect(
            text.hasSuffix(
                """
                }
                /* Bar (plain style) */
                @layer {
                  .Bar {
                    --bar-tint: #222222;
                    --bar-height: 44px;
                  }
                }
                /* Bar in Sheet, Screen */
                @layer {
                  .Screen .Sheet .Bar {
                    --bar-tint: #111111;
                    --bar-height: 44px;
                  }
                }

                """))
    }

    @Test("each component's contexts come by their number of containers, then in the theme's order")
    func layerOrder() {
        let theme = load(
            """
            component Bar { color tint = #111111 }
            style Bar in A, B { tint = #222222 }
            style Bar in C { tint = #333333 }
            component Tab { color tint = #111111 }
            style Bar in D { tint = #444444 }
            """)
        let exported = try? ExportedTheme(theme, selection: [:])
        let order = CSSStyles.ordered(exported?.styles ?? []).map(CSSStyles.selector(of:))
        #expect(order == [".Bar", ".C .Bar", ".D .Bar", ".B .A .Bar", ".Tab"])
    }

    static let classNames: [(name: String, selector: String)] = [
        ("UINavigationBar", ".UINavigationBar"), ("_private", "._private"), ("h1", ".h1"), ("9lives", ".\\39 lives")
    ]

    @Test("a name becomes a class selector, escaped where CSS needs it", arguments: classNames)
    func className(_ row: (name: String, selector: String)) {
        #expect(CSSStyles.className(row.name) == row.selector)
    }

    static let collisions: [(source: String, message: String, line: Int, noteLine: Int)] = [
        (
            "color barTint = #ffffff\ncomponent Bar {\n  color tint = #000000\n}",
            "token 'barTint' and component property 'Bar.tint' both become the custom property '--bar-tint'; rename one of them",
            3, 1
        ),
        (
            "component Bar {\n  color tintColor = #000000\n}\ncomponent BarTint {\n  color color = #000000\n}",
            "component property 'Bar.tintColor' and component property 'BarTint.color' both become the custom property '--bar-tint-color'; rename one of them",
            5, 2
        )
    ]

    @Test(
        "a component property and a token (or another property) that become one custom property are an error naming both",
        arguments: collisions)
    func collision(_ row: (source: String, message: String, line: Int, noteLine: Int)) {
        let theme = load(row.source)
        #expect(theme.errorMessages.isEmpty)
        guard case let .failure(.invalidNames(diagnostics)) = theme.export(to: .css) else {
            Issue.record("expected a naming error")
            return
        }
        #expect(diagnostics.map(\.message) == [row.message])
        #expect(diagnostics.first?.location?.start.line == row.line)
        #expect(diagnostics.first?.notes.first?.location?.start.line == row.noteLine)
    }

    @Test("a theme without components has no layer")
    func noComponents() throws {
        #expect(try !css(load("color a = #ffffff")).contains("@layer"))
    }
}

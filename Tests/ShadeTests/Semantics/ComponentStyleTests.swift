import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Component styles (docs/language.md, Components and styles): which style supplies each property in each context, the
/// assertions checked per context, and the words that stay ordinary names.
@Suite("Component styles")
struct ComponentStyleTests {
    /// A component with three properties whose defaults are 1, 2 and 3, styled in nested contexts.
    static let nested = """
        component Bar { number a = 1
                        number b = 2
                        number c = 3 }
        style Bar { a = 10 }
        style Bar in Outer { b = 20 }
        style Bar in Inner { a = 30 }
        style Bar in Inner, Outer { c = 40 }
        style Bar in System { reset
                              c = 50 }
        style Bar in System, Outer { b = 60 }
        style Bar in Far, Outer { a = 70 }
        """

    /// Per context (containers nearest first): the values of a, b and c, worked out by hand from
    /// the precedence in docs/language.md, Precedence.
    @Test(arguments: [
        ([String](), ["10", "2", "3"]),  // the plain style over the defaults
        (["Outer"], ["10", "20", "3"]),  // Outer, then plain
        (["Inner"], ["30", "2", "3"]),
        (["Inner", "Outer"], ["30", "20", "40"]),  // itself, then Inner (nearer) before Outer, then plain
        (["System"], ["1", "2", "50"]),  // reset: what it does not set is the default
        (["System", "Outer"], ["1", "60", "50"]),  // itself, then System's reset stops before Outer and plain
        (["Far", "Outer"], ["70", "20", "3"])
    ])
    func aPropertyComesFromTheMostSpecificStyleThatSetsIt(context: [String], expected: [String]) throws {
        let theme = load(Self.nested)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let style = try #require(theme.styles.first { $0.context == context })
        #expect(style.properties.map { $0.values[0].description } == expected)
    }

    @Test func contextsAreThePlainStyleThenEveryStyleInDeclarationOrder() {
        let theme = load(Self.nested)
        #expect(
            theme.styles.map(\.title) == [
                "Bar (plain style)", "Bar in Outer", "Bar in Inner", "Bar in Inner, Outer", "Bar in System",
                "Bar in System, Outer", "Bar in Far, Outer"
            ])
        #expect(theme.tokens.isEmpty, "style values are not tokens")
    }

    @Test func eachValueSaysWhereItComesFrom() throws {
        let theme = load(Self.nested)
        let system = try #require(theme.styles.first { $0.context == ["System", "Outer"] })
        #expect(system.sources == [.reset, .style(["System", "Outer"]), .style(["System"])])
        let plain = try #require(theme.styles.first { $0.context.isEmpty })
        #expect(plain.sources == [.style([]), .platformDefault, .platformDefault])
    }

    @Test func styleValuesAreExpressionsThatVaryAndUseTokens() throws {
        let theme = load(
            """
            color brand = dynamic(light: #34c759, dark: #30d158)
            color darker = darken(brand, 0.1)
            component UINavigationBar { color tintColor = systemBlue }
            style UINavigationBar { tintColor = darken(brand, 0.1) }
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let plain = try #require(theme.styles.first)
        #expect(plain.properties[0].values == theme.tokens[1].values)
        #expect(plain.properties[0].values[0] != plain.properties[0].values[1])
    }

    /// Green on green: the same green for the bar and its buttons fails the readability assertion in
    /// the plain style, naming the context and the appearance; the contact screen, reset to the
    /// platform defaults, passes.
    @Test func greenOnGreenIsCaughtInThePlainStyleOnly() {
        let theme = load(
            """
            component UINavigationBar {
              color barTintColor = systemBackground
              color tintColor = systemBlue
            }
            style UINavigationBar { barTintColor = systemGreen
                                    tintColor = systemGreen }
            style UINavigationBar in CNContactViewController { reset }
            assert contrast(UINavigationBar.tintColor, UINavigationBar.barTintColor) >= 3, "bar buttons readable"
            """)
        #expect(
            theme.errorMessages == [
                "assertion failed for UINavigationBar (plain style) in light: bar buttons readable",
                "assertion failed for UINavigationBar (plain style) in dark: bar buttons readable"
            ])
    }

    @Test func theWordsOfStylesStayOrdinaryNames() {
        let theme = load(
            """
            number component = 1
            number style = component + 1
            number in = style + 1
            number reset = in + 1
            group component2 { number style = reset }
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string("component2.style") == "4")
    }

    @Test func theJSONHasAStylesEntryPerContext() {
        let theme = load(
            """
            component Bar { color tint = #000000
                            number height = 44 }
            style Bar in Sheet { tint = dynamic(light: #ff0000, dark: #00ff00) }
            """)
        #expect(
            theme.render(.json) == """
                {
                  "appearances": ["light", "dark"],
                  "tokens": [],
                  "styles": [
                    {"component": "Bar", "context": [], "properties": [
                      {"name": "tint", "type": "color", "values": {"light": "#000000", "dark": "#000000"}},
                      {"name": "height", "type": "number", "values": {"light": 44, "dark": 44}}
                    ]},
                    {"component": "Bar", "context": ["Sheet"], "properties": [
                      {"name": "tint", "type": "color", "values": {"light": "#ff0000", "dark": "#00ff00"}},
                      {"name": "height", "type": "number", "values": {"light": 44, "dark": 44}}
                    ]}
                  ]
                }

                """)
    }

    /// Only the tokens lowering made are style values: a default no context reads is not
    /// emitted, and a user's name that looks like one is.
    @Test func styleValuesAreExactlyTheTokensLoweringMade() {
        let theme = load(
            """
            color `a (default)` = #000000
            component C { color p = #111111 }
            style C { p = #222222 }
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.tokens.map(\.name) == ["a (default)"])
    }

    @Test func aThemeWithoutComponentsHasNoStylesInItsJSON() {
        #expect(!load("color a = #000000").render(.json).contains("styles"))
    }
}

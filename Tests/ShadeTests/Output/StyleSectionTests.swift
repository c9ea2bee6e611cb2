import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The component styles in the text renderings: a section per component and context after the
/// tokens, only for a theme that declares components.
@Suite("Style sections in table, markdown and CSV")
struct StyleSectionTests {
    /// The navigation-bar example, without its assertion (which its green buttons on a green bar fail).
    static let source = """
        component UINavigationBar {
          color barTintColor = systemBackground
          color tintColor    = systemBlue
          font  titleFont    = font("SF Pro Text", 17pt, weight: semibold)
        }

        style UINavigationBar {
          barTintColor = systemGreen
          tintColor    = systemGreen
          titleFont    = font("Marker Felt", 24pt)
        }

        style UINavigationBar in CNContactViewController { reset }
        style UINavigationBar in SettingsController { tintColor = label }
        """

    static let textFormats: [OutputFormat] = [.table, .markdown, .csv]

    @Test("the navigation-bar example, a section per context (golden)", arguments: textFormats)
    func golden(_ format: OutputFormat) throws {
        let theme = load(Self.source)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        try Golden.check(theme.render(format), named: "styles.\(format.rawValue)")
    }

    @Test("a theme without components renders the tokens alone", arguments: textFormats)
    func noComponents(_ format: OutputFormat) {
        let theme = load("color c = #3c64f4")
        let expected =
            switch format {
            case .table: "token  type   default\nc      color  #3c64f4\n"
            case .markdown: "| token | type | default |\n| --- | --- | --- |\n| c | color | #3c64f4 |\n"
            default: "token,type,default\r\nc,color,#3c64f4\r\n"
            }
        #expect(theme.render(format) == expected)
    }

    @Test("the sections follow the tokens, titled by context, in the chosen appearances")
    func sectionsAfterTokens() throws {
        let theme = load("color brand = #3c64f4\n" + Self.source)
        let dark = try #require(theme.appearance(named: "dark"))
        #expect(
            theme.render(.table, appearances: [dark]) == """
                token  type   dark
                brand  color  #3c64f4

                UINavigationBar (plain style)
                property      type   dark
                barTintColor  color  #30d158
                tintColor     color  #30d158
                titleFont     font   Marker Felt 24pt regular

                UINavigationBar in CNContactViewController
                property      type   dark
                barTintColor  color  #1c1c1e
                tintColor     color  #0a84ff
                titleFont     font   SF Pro Text 17pt semibold

                UINavigationBar in SettingsController
                property      type   dark
                barTintColor  color  #30d158
                tintColor     color  #ffffff
                titleFont     font   Marker Felt 24pt regular

                """)
    }

    @Test("CSV: an empty line, then one table with the component and context of each property")
    func csvShape() throws {
        let theme = load(
            """
            color brand = #3c64f4
            component Bar { color tint = #000000 }
            style Bar in Sheet, Popover { tint = brand }
            """)
        #expect(
            theme.render(.csv) == """
                token,type,default\r
                brand,color,#3c64f4\r
                \r
                component,context,property,type,default\r
                Bar,,tint,color,#000000\r
                Bar,"Sheet, Popover",tint,color,#3c64f4\r

                """)
    }

    @Test("table swatches color the style values as they color the tokens")
    func swatches() {
        let theme = load("component Bar { color tint = #3c64f4 }")
        let text = theme.render(.table, swatches: true)
        #expect(
            text.hasSuffix(
                "Bar (plain style)\nproperty  type      default\ntint      color  \u{1B}[48;2;60;100;244m  \u{1B}[0m #3c64f4\n"
            ))
    }
}

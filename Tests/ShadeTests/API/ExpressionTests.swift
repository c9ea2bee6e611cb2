import Testing
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools

@Suite("Evaluating expressions against a theme")
struct ExpressionTests {
    let theme = ThemeLoader().load(
        source: """
            private group Essentials { color grey70 = #313440 }
            group Semantic {
              color background = dynamic(light: #ffffff, dark: #000000)
              color text = Essentials.grey70
            }
            """)

    @Test("an expression is evaluated in every appearance")
    func everyAppearance() throws {
        let value = try theme.evaluate("alpha(Semantic.background, 0.7)")
        #expect(value.type == .color)
        #expect(value.appearances.map(\.name) == ["light", "dark"])
        #expect(value.values.map(\.description) == ["#ffffffb3", "#000000b3"])
    }

    @Test("an expression may vary on an axis the theme does not")
    func ownAxes() throws {
        let value = try theme.evaluate("if highContrast then 2 else 1")
        #expect(value.appearances.map(\.name) == ["light-normal", "light-high", "dark-normal", "dark-high"])
        #expect(value.values.map(\.description) == ["1", "2", "1", "2"])
    }

    @Test("one appearance; private names of the file are in scope")
    func oneAppearance() throws {
        let dark = try #require(theme.appearance(named: "dark"))
        #expect(try theme.evaluate("darken(Essentials.grey70, 0.2)", in: dark).description == "#272a33")
    }

    @Test("errors carry rendered diagnostics against the expression text")
    func errors() {
        #expect(throws: ThemeError.self) { try theme.evaluate("Semantic.backgrund") }
        do {
            _ = try theme.evaluate("1 +")
        } catch {
            #expect(
                Diagnostic.Renderer().render(error.diagnostics) == """
                    <expression>:1:4: error: expected an expression, found end of file
                      1 +
                         ^

                    """)
        }
    }
}

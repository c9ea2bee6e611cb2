import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// What a newcomer from UIKit, CSS, Sass or Python writes by habit gets one error that says
/// what Shade calls it.
@Suite("Newcomer hints")
struct NewcomerHintTests {
    static let cases: [(source: String, rendered: String)] = [
        (
            "color a = withAlphaComponent(#3c64f4, 0.5)",
            """
            theme.shade:1:11: error: unknown function 'withAlphaComponent'
              color a = withAlphaComponent(#3c64f4, 0.5)
                        ^~~~~~~~~~~~~~~~~~
              = help: did you mean 'alpha'?
            """
        ),
        (
            "color a = labelColor",
            """
            theme.shade:1:11: error: unknown name 'labelColor'
              color a = labelColor
                        ^~~~~~~~~~
              = help: did you mean 'label'?
            """
        ),
        (
            "color a = systemBlueColor",
            """
            theme.shade:1:11: error: unknown name 'systemBlueColor'
              color a = systemBlueColor
                        ^~~~~~~~~~~~~~~
              = help: did you mean 'systemBlue'?
            """
        ),
        (
            "color a = darker(#3c64f4, 0.2)",
            """
            theme.shade:1:11: error: unknown function 'darker'
              color a = darker(#3c64f4, 0.2)
                        ^~~~~~
              = help: did you mean 'darken'?
            """
        ),
        (
            "color a = transparentize(#3c64f4, 0.2)",
            """
            theme.shade:1:11: error: unknown function 'transparentize'
              color a = transparentize(#3c64f4, 0.2)
                        ^~~~~~~~~~~~~~
              = help: did you mean 'alpha'?
            """
        ),
        (
            "color a = mix(#fff, #000, amount: 0.3)",
            """
            theme.shade:1:27: error: 'mix' has no parameter named 'amount'
              color a = mix(#fff, #000, amount: 0.3)
                                        ^~~~~~
              = help: did you mean 't', 'in' or 'hue'?
            """
        ),
        (
            "dimension a = 16",
            """
            theme.shade:1:15: error: 'a' is declared as dimension, but its value is number
              dimension a = 16
                            ^~
              = help: did you mean '16pt'?
              = note: a dimension needs a unit: pt, px, dp, rem, em, ms, s
            """
        ),
        (
            "bool a = true and false",
            """
            theme.shade:1:15: error: 'and' is written '&&' in Shade
              bool a = true and false
                            ^~~
              = help: did you mean '&&'?
            """
        ),
        (
            "bool a = true or false",
            """
            theme.shade:1:15: error: 'or' is written '||' in Shade
              bool a = true or false
                            ^~
              = help: did you mean '||'?
            """
        ),
        (
            "bool a = not true",
            """
            theme.shade:1:10: error: 'not' is written '!' in Shade
              bool a = not true
                       ^~~
              = help: did you mean '!'?
            """
        ),
        (
            "string a = 'hello'",
            """
            theme.shade:1:12: error: strings are written in double quotes
              string a = 'hello'
                         ^~~~~~~
              = help: did you mean '"hello"'?
            """
        ),
        (
            "color a = 3c64f4",
            """
            theme.shade:1:11: error: a hex color starts with '#': '#3c64f4'
              color a = 3c64f4
                        ^~~~~~
              = help: did you mean '#3c64f4'?
            """
        ),
        (
            "color a = ffffff",
            """
            theme.shade:1:11: error: unknown name 'ffffff'
              color a = ffffff
                        ^~~~~~
              = help: did you mean '#ffffff'?
            """
        ),
        (
            "color if = #fff",
            """
            theme.shade:1:7: error: 'if' is a keyword and cannot be a name
              color if = #fff
                    ^~
              = help: did you mean '`if`'?
            """
        ),
        (
            "group true { color a = #fff }",
            """
            theme.shade:1:7: error: 'true' is a keyword and cannot be a name
              group true { color a = #fff }
                    ^~~~
              = help: did you mean '`true`'?
            """
        ),
        (
            "fn else(x: number) -> number = x",
            """
            theme.shade:1:4: error: 'else' is a keyword and cannot be a name
              fn else(x: number) -> number = x
                 ^~~~
              = help: did you mean '`else`'?
            """
        )
    ]

    @Test("one error with the fix", arguments: cases)
    func hint(_ row: (source: String, rendered: String)) {
        let theme = load(row.source + "\n")
        #expect(rendered(theme) == row.rendered + "\n")
    }

    static let rounded: [(source: String, value: String)] = [
        ("dimension d = round(16.5pt)", "17pt"),
        ("dimension d = round(-2.5px)", "-3px"),
        ("number d = round(2.4)", "2")
    ]

    @Test("round takes numbers or dimensions, like min and max", arguments: rounded)
    func roundDimensions(_ row: (source: String, value: String)) {
        let theme = load(row.source)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string("d") == row.value)
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

@Suite("Types, units and functions")
struct TypeAndFunctionTests {
    static let values: [(declaration: String, expected: String)] = [
        ("number n = 1 + 2 * 3", "7"),
        ("number n = (1 + 2) * 3", "9"),
        ("number n = -2 - -3", "1"),
        ("number n = 70%", "0.7"),
        ("dimension d = 16pt + 4pt", "20pt"),
        ("dimension d = 16pt * 1.5", "24pt"),
        ("dimension d = 2 * 8dp", "16dp"),
        ("dimension d = 16px / 4", "4px"),
        ("number n = 16pt / 4pt", "4"),
        ("bool b = 16pt > 4pt && !(1 == 2)", "true"),
        ("bool b = #fff == #ffffff", "true"),
        ("bool b = false || 1 != 1", "false"),
        ("string s = \"Marker\" + \" \" + \"Felt\"", "\"Marker Felt\""),
        ("number n = min(3, 4) + max(3, 4)", "7"),
        ("dimension d = max(12pt, 16pt)", "16pt"),
        ("number n = clamp(1.5, 0, 1)", "1"),
        ("number n = round(2.5) + round(-2.5)", "0"),
        ("number n = if 1 < 2 then 10 else 20", "10"),
        ("string w = font(\"Inter\", 12pt, weight: semibold).weight", "\"semibold\""),
        ("dimension s = font(\"Inter\", 12pt).size", "12pt")
    ]

    @Test("operators and numeric built-ins", arguments: values)
    func evaluate(_ row: (declaration: String, expected: String)) throws {
        let theme = load(row.declaration)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let name = try #require(theme.tokens.first?.name)
        #expect(theme.string(name) == row.expected)
    }

    static let typeErrors: [(declaration: String, message: String)] = [
        ("color c = 1", "'c' is declared as color, but its value is number"),
        ("number n = #fff + 1", "operator '+' cannot combine color and number"),
        (
            "dimension d = 16pt + 4px",
            "operator '+' cannot combine 'pt' and 'px' dimensions; Shade never converts units"
        ),
        ("dimension d = 16pt + 4", "operator '+' cannot combine dimension (pt) and number"),
        ("bool b = 1 < 2pt", "operator '<' cannot combine number and dimension (pt)"),
        ("number n = -true", "operator '-' cannot apply to bool"),
        ("number n = if 1 then 2 else 3", "the condition of 'if' must be bool, but this is number"),
        ("number n = if true then 2 else 3pt", "the branches of 'if' have different types: number and dimension (pt)"),
        ("color c = dynamic(light: #fff, dark: 1)", "the values of 'dynamic' have different types: color and number"),
        ("number n = max(1, 2pt)", "this argument of 'max' must be number, but this is dimension (pt)"),
        ("color c = darken(#fff, \"a\")", "this argument of 'darken' must be number, but this is string"),
        ("assert 1", "an assertion must be bool, but this is number"),
        (
            "color c = #fff.size",
            "a color has no member 'size'; a color has red, green, blue, alpha, hue, saturation and lightness; components in other spaces are read as '.oklch.l' (oklch, oklab, lab, lch, displayP3); '.' after a value freezes an appearance ('.light', '.dark', …)"
        )
    ]

    @Test("type errors", arguments: typeErrors)
    func typeError(_ row: (declaration: String, message: String)) {
        #expect(load(row.declaration).errorMessages == [row.message])
    }

    @Test("functions: defaults, labels, positional arguments; dynamic through calls")
    func functions() {
        let theme = load(
            """
            fn emphasized(c: color, by: number = 0.5) -> color = darken(c, by)
            fn scaled(d: dimension, factor: number) -> dimension = d * factor
            color a = emphasized(#ffffff)
            color b = emphasized(#ffffff, by: 0.25)
            color c = emphasized(by: 0.75, c: dynamic(light: #ffffff, dark: #000000))
            dimension d = scaled(8pt, factor: 2)
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string("a") == "#808080")
        #expect(theme.string("b") == "#bfbfbf")
        #expect(theme.strings("c") == ["light": "#404040", "dark": "#000000"])
        #expect(theme.string("d") == "16pt")
    }

    @Test("function bodies may use tokens; a token used through a function is a dependency")
    func functionDependencies() {
        let theme = load(
            """
            fn onBackground(c: color) -> color = mix(c, background)
            color background = dynamic(light: #ffffff, dark: #000000)
            color tint = onBackground(#ff0000)
            """)
        #expect(theme.strings("tint") == ["light": "#ff8080", "dark": "#800000"])
        #expect(load("fn f() -> color = a\ncolor a = f()").errorMessages == ["dependency cycle: a → f → a"])
    }

    @Test("argument errors")
    func argumentErrors() {
        #expect(
            load("fn f(a: number) -> number = a\nnumber n = f()").errorMessages == [
                "missing argument 'a' in call to 'f'"
            ])
        #expect(load("number n = min(a: 1, 2)").errorMessages == ["unlabeled arguments must come before labeled ones"])
        #expect(load("number n = min(1, a: 2)").errorMessages == ["argument 'a' is given twice"])
        #expect(
            load("fn f(a: number) -> color = a").errorMessages == ["the body of 'f' must be color, but this is number"])
        #expect(
            load("fn f(a: number = #fff) -> number = a").errorMessages == [
                "the default of 'a' must be number, but this is color"
            ])
        #expect(load("fn f(x: number, x: number) -> number = x").errorMessages == ["'x' is declared more than once"])
    }

    @Test("deeply nested function calls are limited")
    func callHeight() {
        var source = "fn f0(x: number) -> number = x\n"
        for index in 1...40 { source += "fn f\(index)(x: number) -> number = f\(index - 1)(x)\n" }
        source += "number n = f40(1)\n"
        #expect(
            load(source).errorMessages.first == "function calls nest deeper than \(Evaluator.maximumCallDepth) levels")
    }

    @Test("host functions are typed, pure and per appearance")
    func hostFunctions() {
        var loader = ThemeLoader()
        loader.register(
            HostFunction(name: "invert", parameters: [.init("c", .color)], result: .color) { arguments in
                guard case let .color(c) = arguments[0] else { return arguments[0] }
                return .color(ThemeColor(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: c.alpha))
            })
        loader.register(
            HostFunction(name: "broken", parameters: [], result: .number) { _ in
                struct Failure: Error, CustomStringConvertible { var description: String { "no network" } }
                throw Failure()
            })
        let theme = load("color c = invert(dynamic(light: #ffffff, dark: #102030))", loader: loader)
        #expect(theme.strings("c") == ["light": "#000000", "dark": "#efdfcf"])
        #expect(
            load("color c = invert(1)", loader: loader).errorMessages == [
                "this argument of 'invert' must be color, but this is number"
            ])
        #expect(
            load("number n = broken()", loader: loader).errorMessages == [
                "function 'broken' failed in every appearance: no network"
            ])
    }
}

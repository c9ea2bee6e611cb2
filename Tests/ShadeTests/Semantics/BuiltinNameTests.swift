import Foundation
import Testing
@testable import ShadeCore
import Shade

/// A token, group or parameter named like a built-in never breaks the built-in: a call
/// `name(…)` is the built-in, a bare name the token (docs/language.md, Names).
@Suite("Names like built-ins")
struct BuiltinNameTests {
    /// Every built-in function with a call of it and the type of the result, written by hand: a
    /// built-in added without a row here fails ``everyBuiltinHasARow()``.
    static let calls: [(name: String, type: String, call: String)] = [
        ("rgb", "color", "rgb(10, 20, 30)"), ("rgba", "color", "rgba(10, 20, 30, 0.5)"),
        ("hsl", "color", "hsl(200, 0.5, 0.5)"), ("hsb", "color", "hsb(200, 0.5, 0.5)"),
        ("darken", "color", "darken(#808080, 0.2)"), ("lighten", "color", "lighten(#808080, 0.2)"),
        ("alpha", "color", "alpha(#808080, 0.5)"), ("mix", "color", "mix(#000000, #ffffff)"),
        ("contrast", "number", "contrast(#000000, #ffffff)"), ("luminance", "number", "luminance(#808080)"),
        ("font", "font", "font(\"Inter\", 16pt, weight: bold)"), ("min", "number", "min(1, 2)"),
        ("max", "number", "max(1, 2)"), ("clamp", "number", "clamp(5, 0, 1)"), ("round", "number", "round(2.4)"),
        ("saturate", "color", "saturate(#806060, 0.2)"), ("desaturate", "color", "desaturate(#806060, 0.2)"),
        ("rotateHue", "color", "rotateHue(#ff0000, 120)"), ("grayscale", "color", "grayscale(#ff0000)"),
        ("invert", "color", "invert(#ff0000)"), ("ensureContrast", "color", "ensureContrast(#808080, #ffffff)"),
        ("over", "color", "over(#00000080, #ffffff)"), ("string", "string", "string(#ff0000)"),
        ("shadow", "shadow", "shadow(#00000033, 0pt, 2pt, 4pt)"), ("border", "border", "border(#d0d7de, 1pt)"),
        ("typography", "typography", "typography(\"Inter\", 14pt, 600)"),
        ("gradient", "gradient", "gradient(#ffffff, #000000)"), ("oklch", "color", "oklch(0.6, 0.1, 200)"),
        ("oklab", "color", "oklab(0.6, 0.1, -0.1)"), ("lab", "color", "lab(50, 20, -20)"),
        ("lch", "color", "lch(50, 30, 200)"), ("displayP3", "color", "displayP3(1, 0, 0)"),
        ("withLightness", "color", "withLightness(#3c64f4, 0.5)"),
        ("shiftLightness", "color", "shiftLightness(#3c64f4, 0.1)"), ("inGamut", "bool", "inGamut(#3c64f4)"),
        ("deltaEOK", "number", "deltaEOK(#000000, #ffffff)"), ("deltaE2000", "number", "deltaE2000(#000000, #ffffff)"),
        ("hct", "color", "hct(200, 36, 50)"), ("dynamic", "color", "dynamic(light: #ffffff, dark: #000000)")
    ]

    @Test("the table holds every built-in function")
    func everyBuiltinHasARow() {
        #expect(Set(Self.calls.map(\.name)) == Set(Builtin.allCases.map(\.rawValue) + ["dynamic"]))
    }

    @Test(
        "a token, a group member and a parameter named like a built-in leave its calls alone",
        arguments: calls.map { [$0.name, $0.type, $0.call] })
    func tokenBesideCall(_ row: [String]) {
        let (name, type, call) = (row[0], row[1], row[2])
        let expected = load("\(type) reference = \(call)\n")
        #expect(expected.diagnostics.isEmpty, "\(rendered(expected))")
        let theme = load(
            """
            \(type) \(name) = \(call)
            \(type) same = \(name)
            \(type) called = \(call)
            group elevation {
              \(type) \(name) = \(call)
              \(type) inner = \(call)
            }
            fn pass(\(name): \(type)) -> \(type) = \(call)
            \(type) passed = pass(\(call))
            """)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        let reference = expected.strings("reference")
        #expect(!reference.isEmpty)
        for token in [name, "same", "called", "elevation.\(name)", "elevation.inner", "passed"] {
            #expect(theme.strings(token) == reference, "\(token)")
        }
    }

    @Test("a bare name is the token, never the built-in", arguments: calls.map(\.name))
    func bareName(_ name: String) {
        let theme = load("number \(name) = 7\nnumber twice = \(name) * 2\n")
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string("twice") == "14")
    }

    @Test("a function named like a built-in is refused where it is declared", arguments: calls.map(\.name))
    func functionNamedLikeBuiltin(_ name: String) {
        let theme = load("fn \(name)(x: number) -> number = x\nnumber n = 1\n")
        #expect(
            rendered(theme) == """
                theme.shade:1:4: error: function '\(name)' is named like a built-in function: a call '\(name)(…)' \
                always calls the built-in; rename this one
                  fn \(name)(x: number) -> number = x
                     ^\(String(repeating: "~", count: name.count - 1))

                """)
    }

    @Test("a function named like the app's function is refused; a token of that name leaves it callable")
    func hostFunctionName() {
        var loader = ThemeLoader()
        loader.register(
            HostFunction(name: "twice", parameters: [.init("x", .number)], result: .number) { arguments in
                guard case let .number(x) = arguments[0] else { return arguments[0] }
                return .number(x * 2)
            })
        let theme = load("number twice = twice(4)\nnumber more = twice(twice)\n", loader: loader)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string("more") == "16")
        #expect(
            load("fn twice(x: number) -> number = x\n", loader: loader).errorMessages == [
                "function 'twice' is named like the app's function: a call 'twice(…)' always calls the app's; "
                    + "rename this one"
            ])
    }
}

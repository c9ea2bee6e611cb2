import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// `:explain` knows the built-ins: a system palette color shows its values, a function its signature.
@Suite struct BuiltinExplainTests {
    @Test(arguments: [
        (":explain systemBlue\n", "systemBlue = built in  → light #007aff  dark #0a84ff\n"),
        (":appearance dark\n:explain label\n", "showing dark\nlabel = built in  → dark #ffffff\n"),
        (":explain darken\n", "fn darken(c: color, t: number) -> color  (built in)\n"),
        (":explain hct\n", "fn hct(h: number, c: number, t: number, alpha: number = 1) -> color  (built in)\n"),
        // materialyoucolor: Hct.from_hct(298.98, 36, 40) is #65558f, whose tone is 39.99319193977…
        (
            "color p = hct(298.98, 36, 40)\n:explain p\np.hct.t\n",
            "+ p  default  #65558f\np = hct(298.98, 36, 40)  → #65558f\n39.9931919398\n"
        ),
        (
            "fn soft(c: color) -> color = alpha(c, 0.5)\n:explain soft\n",
            "no token changed\nfn soft(c: color) -> color\n"
        ),
        // A user token hides the built-in of the same name.
        (
            "color systemBlue = #000\n:explain systemBlue\n",
            "+ systemBlue  default  #000000\nsystemBlue = #000  → #000000\n"
        )
    ])
    func explainKnowsTheBuiltIns(script: String, expected: String) {
        let result = run(script)
        #expect(result.standardError == "")
        #expect(result.standardOutput == expected)
    }
}

/// The REPL names the single column and the types as `shade eval` does: `default`, `dimension`.
@Suite struct EvalNamingTests {
    @Test func aStaticThemeUsesEvalsNames() {
        let result = run("dimension gap = 8pt\n:table\n:type gap\n")
        #expect(
            result.standardOutput == """
                + gap  default  8pt
                token  type       default
                gap    dimension  8pt
                dimension

                """)
    }
}

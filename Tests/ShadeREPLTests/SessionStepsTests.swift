import ShadeCore
import ShadeTools
import Testing

/// Code typed into a session (an added token, a redefinition, an expression) is bound, checked
/// and evaluated alone against the program. After any number of such steps, among them calls
/// that nest and dynamics, every token and every typed expression has the values a rebuild gives.
@Suite struct SessionStepsTests {
    /// The steps: additions and redefinitions, each evaluated alone; redefining `base` evaluates
    /// again, from their code, the tokens typed before it.
    static let steps: [[String]] = [
        // Additions whose calls nest, a redefinition that changes how many calls it makes, then
        // `base` changed under them.
        [
            "color base = #336699", "color a = mix(base, #ffffff, 0.25)",
            "color b = dynamic(light: lighten(a, 0.1), dark: darken(mix(a, #ff0000, 0.5), 0.1))",
            "color a = dynamic(light: alpha(base, 0.5), dark: mix(base, #0000ff, 0.5))", "color base = #ff8800",
            "color c = mix(b, a, 0.5)", "color base = #00ff00"
        ],
        // A redefinition to a literal (no call), back to nested calls, and a system color (a
        // dynamic of its own).
        [
            "color base = #102030", "color a = lighten(base, 0.2)", "color b = darken(a, 0.3)", "color a = #405060",
            "color a = mix(darken(base, 0.5), lighten(base, 0.5), 0.75)", "color c = mix(systemBlue, b, 0.5)",
            "color base = #ffffff"
        ]
    ]

    static let expression = "mix(c, dynamic(light: lighten(b, 0.2), dark: a), 0.5)"

    @Test(arguments: steps)
    func typedStepsAgreeWithARebuild(entries: [String]) throws {
        var session = ThemeSession()
        var names: Set<String> = []
        for entry in entries {
            let update = session.define(entry)
            #expect(update.succeeded, "\(entry)")
            // A new name is added alone, not by a rebuild.
            let name = String(entry.split(separator: " ")[1])
            if names.insert(name).inserted { #expect(update.evaluatedTokens == 1, "\(entry)") }
        }
        let tokens = try session.table().get().tokens
        let typed = try session.evaluate(Self.expression).get().values
        #expect(session.reload().succeeded)
        #expect(try session.table().get().tokens == tokens)
        #expect(try session.evaluate(Self.expression).get().values == typed)
        #expect(tokens.count == 4)
    }
}

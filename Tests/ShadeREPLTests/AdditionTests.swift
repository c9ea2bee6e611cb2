import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// A new top-level token is added alone (without a rebuild), and the session afterwards is the
/// one a rebuild gives.
@Suite struct AdditionTests {
    @Test func aNewTokenIsEvaluatedAlone() {
        var session = ThemeSession()
        _ = session.define("color base = dynamic(light: #ffffff, dark: #000000)")
        let update = session.define("color edge = darken(base, 0.5)")
        #expect(update.succeeded)
        #expect(update.evaluatedTokens == 1)
        #expect(update.changes.map(\.name) == ["edge"])
        #expect(update.changes[0].kind == .added)
        #expect(update.changes[0].steps.map(\.appearance.name) == ["light", "dark"])
    }

    /// Functions and assertions are numbered after the tokens in the graph: after additions,
    /// redefinitions must still reach them.
    @Test func functionsAndAssertionsStillReactAfterAdditions() {
        let result = run(
            """
            color fg = #000000
            color bg = #ffffff
            fn soft(c: color) -> color = alpha(c, 0.5)
            assert contrast(fg, bg) >= 4.5
            color veil = soft(fg)
            color extra = fg
            color more = extra
            color fg = #eeeeee
            color fg = #111111

            """)
        #expect(
            result.standardError.contains("<repl>:4:8: error: assertion failed in every appearance"),
            "\(result.standardError)")
        #expect(
            result.standardOutput.hasSuffix(
                """
                ~ fg     default  #000000 → #111111
                ~ veil   default  #00000080 → #11111180
                ~ extra  default  #000000 → #111111
                ~ more   default  #000000 → #111111

                """), "\(result.standardOutput)")
    }

    /// The graph's reverse edges are made by the first redefinition: additions before it are
    /// found from the program's edges, additions after it are kept in them, each in one place in
    /// the change report's dependency order.
    @Test(arguments: [
        (["color b = a", "color a = #111111", "color c = b"], ["a", "b", "c"]),
        (["color b = a", "color c = b", "color a = #111111"], ["a", "b", "c"]),
        (["color a = #111111", "color b = a", "color c = b"], ["a", "b", "c"]),
        (["color c = a", "color a = #111111", "color b = c"], ["a", "c", "b"])
    ])
    func redefinitionsReachTokensAddedBeforeAndAfterTheFirst(entries: [String], changed: [String]) {
        var session = ThemeSession()
        #expect(session.define("color a = #000000").succeeded)
        for entry in entries { #expect(session.define(entry).succeeded, "\(entry)") }
        let update = session.define("color a = #222222")
        #expect(update.succeeded)
        #expect(update.evaluatedTokens == changed.count, "only a and its dependents are evaluated")
        #expect(update.changes.map(\.name) == changed)
    }

    /// After a run of additions, reloading (a full rebuild) changes nothing and the table is the same.
    @Test func additionsAgreeWithARebuild() {
        var session = ThemeSession()
        let entries = [
            "axis brand { acme, globex }", "fn soft(c: color, by: number = 0.5) -> color = alpha(c, by)",
            "color a = dynamic(acme: #ff0000, globex: #00ff00)", "color b = soft(a)", "color c = mix(a, systemBlue)",
            "dimension gap = 4pt", "dimension wide = gap * 2", "assert contrast(c, #ffffff) >= 1",
            "string label = \"x\" + \"y\"", "color d = if dark then c else a", "group G { color e = d }",
            "color f = G.e"
        ]
        for entry in entries { #expect(session.define(entry).succeeded, "\(entry)") }
        let before = try? session.table().get()
        let reload = session.reload()
        #expect(reload.succeeded)
        #expect(reload.changes.isEmpty)
        let after = try? session.table().get()
        #expect(after?.appearances == before?.appearances)
        #expect(after?.tokens == before?.tokens)
        #expect(after?.tokens.count == 9)
        #expect(session.sourceText.hasSuffix("color f = G.e\n"))
    }

    @Test(arguments: [
        // A name that shadows a built-in changes what existing tokens mean: rebuilt.
        ("color a = systemBlue\ncolor systemBlue = #000000\n", "~ a           light    #007aff → #000000"),
        // An error in the new token is reported by the rebuild, with its location.
        ("color a = #fff\ncolor b = nope\n", "<repl>:2:11: error: unknown name 'nope'"),
        ("color a = #fff\ncolor b = b\n", "<repl>:2:7: error: dependency cycle: b → b"),
        ("color a = #fff\ncolor b = 3\n", "<repl>:2:11: error: 'b' is declared as color, but its value is number")
    ])
    func otherFormsGoToTheRebuild(script: String, expected: String) {
        let result = run(script)
        #expect(result.transcript.contains(expected), "\(result.transcript)")
    }
}

/// The first definition typed into a session that holds a loaded file is added alone too: it
/// makes the session's own file without rebuilding the loaded theme.
@Suite struct FirstAdditionTests {
    static let theme = "color a = #ffffff\ncolor b = darken(a, 0.1)\ncolor c = mix(a, b)\n"

    @Test func theFirstDefinitionAfterALoadIsEvaluatedAlone() {
        let folder = TemporaryFolder()
        var session = ThemeSession()
        #expect(session.load(file: folder.write("theme.shade", Self.theme)).succeeded)
        let update = session.define("color extra = lighten(b, 0.2)")
        #expect(update.succeeded)
        #expect(update.evaluatedTokens == 1, "the loaded tokens were evaluated again")
        #expect(update.changes.map(\.name) == ["extra"])
        #expect(session.tokenCount == 4)
        // The session afterwards is the one a rebuild gives: a private definition (which needs
        // the session file's own scope) and a reload agree with it.
        #expect(session.define("private color hidden = extra").succeeded)
        #expect(session.define("color shown = hidden").succeeded)
        let before = try? session.table().get().tokens.map { "\($0.name) \($0.values.map(\.description))" }
        #expect(session.reload().succeeded)
        let after = try? session.table().get().tokens.map { "\($0.name) \($0.values.map(\.description))" }
        #expect(before != nil && before == after)
    }

    /// A first definition that cannot be added alone (it has an error) leaves the session as it was.
    @Test func aRefusedFirstDefinitionChangesNothing() {
        let folder = TemporaryFolder()
        var session = ThemeSession()
        #expect(session.load(file: folder.write("theme.shade", Self.theme)).succeeded)
        #expect(!session.define("color extra = nope").succeeded)
        let update = session.define("color extra = a")
        #expect(update.succeeded)
        #expect(update.evaluatedTokens == 1)
        #expect(session.tokenCount == 4)
    }

    /// Where each declaration sits is worked out by the first redefinition, not at the load: a
    /// token added before it and one added after are redefined in place (the loaded tokens are
    /// not evaluated again), and a reload agrees with the session.
    @Test(arguments: [false, true])
    func redefinitionsFindTheDeclarationsOfAddedTokens(redefiningFirst: Bool) {
        let folder = TemporaryFolder()
        var session = ThemeSession()
        #expect(session.load(file: folder.write("theme.shade", Self.theme)).succeeded)
        if redefiningFirst { #expect(session.define("color b = darken(a, 0.3)").evaluatedTokens == 2) }
        #expect(session.define("color extra = lighten(b, 0.2)").evaluatedTokens == 1)
        #expect(session.define("color more = mix(extra, a)").evaluatedTokens == 1)
        let update = session.define("color extra = darken(b, 0.2)")
        #expect(update.succeeded)
        #expect(update.evaluatedTokens == 2, "extra and more only")
        #expect(session.define("color more = extra").evaluatedTokens == 1)
        let before = try? session.table().get().tokens.map { "\($0.name) \($0.values.map(\.description))" }
        #expect(session.reload().succeeded)
        let after = try? session.table().get().tokens.map { "\($0.name) \($0.values.map(\.description))" }
        #expect(before?.count == 5)
        #expect(before != nil && before == after)
    }
}

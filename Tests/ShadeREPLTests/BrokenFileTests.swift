import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// A file with errors loads what is sound, lists its errors and says so in one line; redefining
/// a broken token correctly resolves it and its dependents. Typed entries with errors still change nothing.
@Suite struct BrokenFileTests {
    static let theme = """
        color a = #ffffff
        color b = darken(a, nope)
        color c = mix(b, a)
        color d = lighten(a, 0.1)

        """

    @Test func theSoundPartLoadsAndTheErrorsAreListed() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", Self.theme)
        let result = run(":table\nc\n", files: [file])
        #expect(
            result.standardError.hasPrefix(
                """
                \(file):2:21: error: unknown name 'nope'
                  color b = darken(a, nope)
                                      ^~~~

                """), "\(result.standardError)")
        #expect(
            result.standardOutput == """
                loaded \(file): 2 tokens, 1 error (fix them by redefining)
                token  type   default
                a      color  #ffffff
                d      color  #ffffff

                """)
        #expect(
            result.standardError.hasSuffix(
                "error: the expression uses a token that has errors; fix them by redefining it\n"))
        #expect(result.status == 1)
    }

    /// A file (or two files it loads) declaring one token twice is the duplicate error `shade
    /// eval` reports, not a silent redefinition; a group opened twice merges, as in a file.
    @Test(arguments: [
        ("color a = #000000\ncolor a = #ffffff\n", nil as String?, "theme.shade:2:7", "1 token, 1 error"),
        ("import \"more.shade\"\ncolor a = #000000\n", "color a = #ffffff\n", "theme.shade:2:7", "1 token, 1 error"),
        ("group g { color a = #000000 }\ngroup g { color b = #ffffff }\n", nil, nil, "2 tokens")
    ])
    func aNameDeclaredTwiceInTheLoadedFilesIsReported(
        theme: String, imported: String?, error: String?, loaded: String
    ) {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", theme)
        if let imported { _ = folder.write("more.shade", imported) }
        let result = run("", files: [file])
        #expect(result.standardOutput.hasPrefix("loaded \(file): \(loaded)"), "\(result.standardOutput)")
        if let error {
            #expect(
                result.standardError.contains("\(error): error: 'a' is declared more than once"),
                "\(result.standardError)")
        } else {
            #expect(result.standardError.isEmpty, "\(result.standardError)")
        }
    }

    @Test func aCorrectRedefinitionResolvesTheTokenAndItsDependents() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", Self.theme)
        let result = run("color b = darken(a, 0.5)\nc\n:explain c\n", files: [file])
        #expect(
            result.standardOutput.hasSuffix(
                """
                + b  default  #808080
                + c  default  #bfbfbf
                #bfbfbf
                c = mix(b, a)  → #bfbfbf
                ├─ b = darken(a, 0.5)  → #808080
                │  └─ a = #ffffff  → #ffffff
                └─ a = #ffffff  → #ffffff  (see above)

                """), "\(result.standardOutput)")
        #expect(result.repl.session.errors.isEmpty)
        #expect(result.repl.session.tokenCount == 4)
    }

    @Test func aTypedEntryWithANewErrorIsStillRefused() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", Self.theme)
        let result = run("color d = darken(a, oops)\ncolor e = d\nd\n", files: [file])
        // The file's error is not repeated; the typed error is shown; d keeps its value.
        #expect(result.standardError.components(separatedBy: "unknown name 'nope'").count == 2)
        #expect(result.standardError.contains("<repl>:1:21: error: unknown name 'oops'"))
        #expect(result.standardOutput.hasSuffix("+ e  default  #ffffff\n#ffffff\n"), "\(result.standardOutput)")
        #expect(result.repl.session.errors.count == 1)
    }

    @Test func aSyntaxErrorKeepsTheDeclarationsAroundIt() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", "color a = #ffffff\ncolor b = (\ncolor c = #000000\n")
        let result = run(":table\n", files: [file])
        #expect(result.standardError.contains("\(file):"), "\(result.standardError)")
        #expect(result.standardOutput.contains("a      color  #ffffff"), "\(result.standardOutput)")
    }

    @Test func explainOfATokenWithErrorsSaysSo() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", Self.theme)
        let result = run(":explain c\n", files: [file])
        #expect(
            result.standardError.hasSuffix("shade: error: 'c' has errors; fix them by redefining it\n"),
            "\(result.standardError)")
    }
}

/// The session API behind it: a load with errors succeeds and lists them; a reload keeps the rule.
@Suite struct BrokenFileSessionTests {
    @Test func aLoadWithErrorsSucceedsAndTheSessionHoldsTheErrors() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", BrokenFileTests.theme)
        var session = ThemeSession()
        let update = session.load(file: file)
        #expect(update.succeeded)
        #expect(update.diagnostics.map(\.message) == ["unknown name 'nope'"])
        #expect(update.changes.isEmpty, "a load counts the tokens it adds, it does not list them")
        #expect(session.errors.count == 1)
        #expect(session.tokenCount == 2)
    }

    /// A second load lists what it changes of the session (and what it makes lose its value), in
    /// declaration order; the tokens it adds are counted.
    @Test func aSecondLoadListsWhatItChanges() {
        let folder = TemporaryFolder()
        let first = folder.write("theme.shade", "color a = #ffffff\ncolor d = lighten(a, 0.1)\n")
        let second = folder.write("more.shade", "color a = #000000\ncolor e = #123456\n")
        var session = ThemeSession()
        #expect(session.load(file: first).changes.isEmpty)
        let update = session.load(file: second)
        #expect(update.succeeded)
        #expect(update.changes.map(\.name) == ["a", "d"])
        #expect(update.changes.allSatisfy { $0.kind == .changed })
        #expect(session.tokenCount == 3)
    }

    @Test func aReloadAfterTheFileIsFixedResolvesEverything() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", BrokenFileTests.theme)
        var session = ThemeSession()
        _ = session.load(file: file)
        #expect(session.define("color e = d").succeeded)
        folder.write("theme.shade", BrokenFileTests.theme.replacingOccurrences(of: "nope", with: "0.5"))
        let update = session.reload()
        #expect(update.succeeded)
        #expect(update.changes.map(\.name) == ["b", "c"])
        #expect(update.changes.allSatisfy { $0.kind == .added })
        #expect(session.errors.isEmpty)
        #expect(session.tokenCount == 5)
    }
}

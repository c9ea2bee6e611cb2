import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// `:explain` shows the explained token's `///` description under its first line.
@Suite struct MetadataExplainTests {
    @Test(arguments: [
        (
            "/// The page.\n///\n/// Behind everything.\ncolor page = #ffffff\ncolor card = page\n", ":explain page\n",
            "page = #ffffff  → #ffffff\n  /// The page.\n  ///\n  /// Behind everything.\n"
        ),
        // An input's description is left out: only the explained token's own is shown.
        (
            "/// The page.\ncolor page = #ffffff\ncolor card = page\n", ":explain card\n",
            "card = page  → #ffffff\n└─ page = #ffffff  → #ffffff\n"
        )
    ])
    func explainShowsTheDescription(theme: String, script: String, expected: String) {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", theme)
        let result = run(script, files: [file])
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasSuffix("2 tokens\n" + expected))
    }
}

/// Annotations and deprecations typed in the REPL: `@deprecated(…)` alone on a line continues
/// the entry, and every use of a deprecated token warns, whichever path the session takes.
@Suite struct MetadataTypedTests {
    @Test(arguments: [
        ("@deprecated(\"use b\")", true), ("@deprecated", true), ("@deprecated(\"use b\") color a = #000000", false),
        ("color a = #000000", false), ("f(x)", false),
        ("@dtcg(type: \"fontWeight\", extensions: \"{}\")", true), ("@dtcg(type: \"fontWeight\") number w = 7", false)
    ])
    func anAnnotationAloneContinuesTheEntry(line: String, continues: Bool) {
        var entry = PendingEntry()
        entry.append(line)
        #expect(entry.needsMoreInput == continues)
    }

    @Test func usesOfADeprecatedTokenWarnInTheSession() {
        var session = ThemeSession()
        let declared = session.define("@deprecated(\"use b\")\ncolor a = #000000")
        #expect(declared.diagnostics.isEmpty)
        let added = session.define("color b = a")
        #expect(added.diagnostics.map(\.message) == ["'a' is deprecated: use b"])
        let redefined = session.define("color b = darken(a, 0.1)")
        #expect(redefined.diagnostics.map(\.message) == ["'a' is deprecated: use b"])
        #expect(session.theme.tokens["a"]?.deprecated == "use b")
    }

    @Test func aTypedDTCGAnnotationIsKeptWhenAddedAndWhenRedefined() {
        var session = ThemeSession()
        _ = session.define("number plain = 1")
        _ = session.define("@dtcg(type: \"fontWeight\")\nnumber w = 700")
        #expect(session.theme.tokens["w"]?.dtcg == DTCGAnnotation(type: "fontWeight"))
        _ = session.define("@dtcg(type: \"number\")\nnumber w = 600")
        #expect(session.theme.tokens["w"]?.dtcg == DTCGAnnotation(type: "number"))
        _ = session.define("number w = 500")
        #expect(session.theme.tokens["w"]?.dtcg == nil)
    }
}

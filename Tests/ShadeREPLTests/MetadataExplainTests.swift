import Shade
import ShadeREPL
import Testing

/// `:explain` shows the explained token's `///` description under its first line.
@Suite struct MetadataExplainTests {
    @Test(arguments: [
        ("/// The page.\n///\n/// Behind everything.\ncolor page = #ffffff\ncolor card = page\n", ":explain page\n",
         "page = #ffffff  → #ffffff\n  /// The page.\n  ///\n  /// Behind everything.\n"),
        // An input's description is left out: only the explained token's own is shown.
        ("/// The page.\ncolor page = #ffffff\ncolor card = page\n", ":explain card\n",
         "card = page  → #ffffff\n└─ page = #ffffff  → #ffffff\n"),
    ])
    func explainShowsTheDescription(theme: String, script: String, expected: String) {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", theme)
        let result = run(script, files: [file])
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasSuffix("2 tokens\n" + expected))
    }
}

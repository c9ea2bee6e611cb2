import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

@Suite struct EntryTests {
    @Test func anEntryContinuesWhileABraceIsOpen() {
        let result = run(
            [
                .line("group Brand {"), .line("  color ink = dynamic(light: #111111,"),
                .line("                      dark: #eeeeee)"),
                .line("}"), .line("Brand.ink")
            ], interactive: true)
        #expect(result.reader.prompts == ["shade> ", "  ...> ", "  ...> ", "  ...> ", "shade> ", "shade> "])
        #expect(
            result.transcript.hasSuffix(
                """
                + Brand.ink  light  #111111
                + Brand.ink  dark   #eeeeee
                light  #111111
                dark   #eeeeee

                """))
        // A multi-line entry is one history entry.
        #expect(
            result.reader.history == [
                "group Brand {\n  color ink = dynamic(light: #111111,\n                      dark: #eeeeee)\n}",
                "Brand.ink"
            ])
    }

    @Test func aCommentLeftOpenContinuesTheEntry() {
        let result = run("1 + /* one\nmore */ 2\n")
        #expect(result.transcript == "3\n")
    }

    @Test func ctrlCDropsTheUnfinishedEntry() {
        let result = run(
            [.line("group Brand {"), .line("color ink = #111"), .interrupt, .line("1 + 1")], interactive: true)
        #expect(result.reader.prompts == ["shade> ", "  ...> ", "  ...> ", "shade> ", "shade> "])
        #expect(result.transcript.hasSuffix("2\n"))
        #expect(result.standardError == "")
    }

    @Test func inputEndingInsideABraceIsAnError() {
        let result = run("group Brand {\n")
        #expect(result.standardError == "error: the input ended inside an unclosed '{' or '('\n")
        #expect(result.status == 1)
    }

    @Test(
        "an entry is read without the whitespace around it",
        arguments: [
            ("  1 + 1  \n", "2\n"),
            ("   \t  \n1 + 1\n", "2\n"),
            ("  :quit  \n1 + 1\n", ""),
            ("\u{2003}:quit\u{2003}\n1 + 1\n", "")
        ])
    func whitespaceAroundAnEntry(script: String, transcript: String) {
        let result = run(script)
        #expect(result.transcript == transcript)
        #expect(result.standardError == "")
    }

    @Test func scriptsGetNoPromptsAndNoBanner() {
        let result = run("1 + 1\n")
        #expect(result.reader.prompts == ["", ""])
        #expect(result.transcript == "2\n")
    }

    @Test func aTerminalGetsABanner() {
        let result = run("", interactive: true)
        #expect(
            result.transcript
                == "Shade REPL: declarations define tokens, expressions show their values. :help for commands, Ctrl-D to leave.\n"
        )
        #expect(result.status == 0)
    }

    @Test func errorsOnATerminalDoNotChangeTheExitStatus() {
        #expect(run("nope\n", interactive: true).status == 0)
        #expect(run("nope\n").status == 1)
        #expect(run("1\n").status == 0)
    }

    @Test func blankLinesAreSkipped() {
        let result = run("\n   \n// a note\n/* another */\n1\n")
        #expect(result.transcript == "1\n")
        #expect(result.reader.history == ["// a note", "/* another */", "1"])
    }

    @Test(arguments: [
        ("#3c64f4", "#3c64f4\n"),
        ("dynamic(light: 1, dark: 2) * 10", "light  10\ndark   20\n"),
        ("if highContrast then 2pt else 1pt", "normal  1pt\nhigh    2pt\n"),
        ("\"a\" + \"b\"", "\"ab\"\n"),
        ("contrast(#000000, #ffffff)", "21\n"),
        ("systemRed", "light  #ff3b30\ndark   #ff453a\n"),
        ("systemRed.dark", "#ff453a\n"),
        ("font(\"Inter\", 12pt, weight: bold).size", "12pt\n"),
        ("3 > 2 && dark", "light  false\ndark   true\n")
    ])
    func expressionsShowTheirValueInEveryAppearance(expression: String, expected: String) {
        let result = run(expression + "\n")
        #expect(result.transcript == expected)
    }

    @Test func colorsGetTrueColorSwatches() {
        let result = run("dynamic(light: #ff0000, dark: #0000ff)\n", colors: true)
        #expect(
            result.transcript
                == "light  \u{1B}[48;2;255;0;0m  \u{1B}[0m #ff0000\ndark   \u{1B}[48;2;0;0;255m  \u{1B}[0m #0000ff\n")
    }

    @Test(arguments: [
        (
            "darken(#fff)",
            "<repl>:1:1: error: missing argument 't' in call to 'darken'\n  darken(#fff)\n  ^~~~~~~~~~~~\n"
        ),
        ("1 +", "<repl>:1:4: error: expected an expression, found end of file\n  1 +\n     ^\n"),
        (
            "#12",
            "<repl>:1:1: error: invalid color '#12': expected 3, 4, 6 or 8 hexadecimal digits after '#'\n  #12\n  ^~~\n"
        ),
        ("1 / 0", "<repl>:1:1: error: division by zero in every appearance\n  1 / 0\n  ^~~~~\n"),
        ("color = 3", "<repl>:1:7: error: expected end of file, found '='\n  color = 3\n        ^\n"),
        (
            "number x = 1 +",
            "<repl>:1:15: error: expected an expression, found end of file\n  number x = 1 +\n                ^\n"
        )
    ])
    func mistakesAreShownWithCaretsUnderTheInput(line: String, expected: String) {
        let result = run(line + "\nnumber ok = 1\n")
        #expect(result.standardError == expected)
        #expect(result.standardOutput == "+ ok  default  1\n")
        #expect(result.status == 1)
    }
}

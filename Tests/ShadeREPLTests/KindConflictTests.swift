import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// A name keeps its kind: an entry that would turn a token into a group (or back) is refused with
/// the duplicate-declaration error `shade eval` gives for a file holding both.
@Suite struct KindConflictTests {
    @Test(arguments: [
        (
            "color c = #000\ncolor c.x = #fff\n", "<repl>:2:7: error: 'c' is declared more than once",
            "<repl>:1:7: note: first declared here"
        ),
        (
            "color c = #000\ngroup c { color x = #fff }\n", "<repl>:2:7: error: 'c' is declared more than once",
            "<repl>:1:7: note: first declared here"
        ),
        (
            "group G { color x = #000 }\ncolor G = #fff\n", "<repl>:2:7: error: 'G' is declared more than once",
            "<repl>:1:7: note: first declared here"
        ),
        (
            "group G { color x = #000 }\ncolor G.x.y = #fff\n", "<repl>:2:9: error: 'G.x' is declared more than once",
            "<repl>:1:17: note: first declared here"
        ),
        (
            "fn f() -> number = 1\ngroup f { color x = #fff }\n", "<repl>:2:7: error: 'f' is declared more than once",
            "<repl>:1:4: note: first declared here"
        )
    ])
    func changingANameBetweenGroupAndTokenIsRefused(script: String, error: String, note: String) {
        let result = run(script)
        #expect(result.standardError.hasPrefix(error), "\(result.standardError)")
        #expect(result.standardError.contains(note), "\(result.standardError)")
        #expect(result.status == 1)
    }

    @Test func theSessionIsUnchangedAfterTheRefusal() {
        let result = run("color c = #000\ncolor c.x = #fff\nc\n")
        #expect(result.standardOutput == "+ c  default  #000000\n#000000\n")
        #expect(result.repl.session.tokenCount == 1)
    }

    @Test func redefiningWithTheSameKindStillWorks() {
        let result = run(
            "group G { color x = #000 }\ngroup G { color y = #fff }\ncolor G.x = #111\ncolor c = #000\nnumber c = 1\n")
        #expect(result.standardError == "")
        #expect(result.repl.session.tokenCount == 3)
    }
}

/// Warnings count as errors for a script's exit status only when asked.
@Suite struct WarningsAsErrorsTests {
    @Test(arguments: [false, true])
    func aWarningCountsAsAnErrorOnlyWhenAsked(warningsAsErrors: Bool) {
        var repl = REPL(
            configuration: REPLConfiguration(isInteractive: false, colors: false, warningsAsErrors: warningsAsErrors))
        var output = TranscriptOutput()
        var reader = ScriptedLineReader(script: "private color unused = #fff\n")
        let status = repl.run(reader: &reader, output: &output)
        #expect(output.standardError.contains("warning:"), "\(output.standardError)")
        #expect(repl.hadWarning)
        #expect(status == (warningsAsErrors ? 1 : 0))
    }
}

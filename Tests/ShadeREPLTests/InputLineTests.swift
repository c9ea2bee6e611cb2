import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// Diagnostics name the input line: lines are counted over the whole session, continuation lines included.
@Suite struct InputLineTests {
    @Test(arguments: [
        // An expression on the third line.
        ("1\n2\ncolor x = darken(#fff, nope)\n", "<repl>:3:24: error: unknown name 'nope'"),
        // An entry that starts on line 2; its error is on its second line, input line 3.
        ("1\ngroup G {\n  color x = nope\n}\n", "<repl>:3:13: error: unknown name 'nope'"),
        // After a multi-line entry, an expression on line 5.
        ("group G {\n  color x = #fff\n}\n\nG.nope\n", "<repl>:5:3: error: group 'G' has no member 'nope'"),
        // :type on line 2.
        ("1\n:type nope\n", "<repl>:2:1: error: unknown name 'nope'")
    ])
    func diagnosticsNameTheInputLine(script: String, header: String) {
        let result = run(script)
        #expect(result.standardError.hasPrefix(header), "\(result.standardError)")
    }

    @Test func aReloadKeepsTheLinesOfTypedEntries() {
        let result = run("1\ncolor x = #fff\ncolor y = x\n:reload\n")
        #expect(result.standardError == "")
        #expect(result.repl.session.tokenCount == 2)
    }
}

/// Bracket tracking is incremental: lines added one at a time agree with scanning the whole entry.
@Suite struct PendingEntryTests {
    @Test(arguments: [
        ["group G {", "color x = #fff", "}"],
        ["1 + /* one", "more", "still */ (2", ")"],
        ["/* a", "*/ (", "/* b */ )"],
        ["(\"(\"", ")"],
        ["// (", "1"],
        ["f(", "  1, /* ) */", ")"]
    ])
    func linesAddedOneAtATimeAgreeWithTheWholeEntry(lines: [String]) {
        var entry = PendingEntry()
        for (index, line) in lines.enumerated() {
            entry.append(line)
            let whole = lines[...index].joined(separator: "\n")
            #expect(entry.needsMoreInput == SessionInput.needsMoreInput(whole), "\(whole)")
            #expect(entry.text == whole)
        }
        #expect(entry.lineCount == lines.count)
    }
}

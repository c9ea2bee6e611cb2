import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

@Suite struct CompletionTests {
    /// The semantic theme plus a function, loaded into a session.
    static let session: ThemeSession = {
        var session = ThemeSession()
        _ = session.define(semanticTheme)
        _ = session.define("fn emphasized(c: color, by: number = 0.1) -> color = darken(c, by)")
        return session
    }()

    @Test(arguments: [
        (":he", [":help"]),
        (":s", [":save", ":system-style"]),
        (":re", [":reload", ":reset"]),
        ("Sem", ["Semantic."]),
        ("Semantic.b", ["Semantic.background", "Semantic.border"]),
        ("darken(Semantic.ov", ["Semantic.overlay"]),
        ("Semantic.background.da", ["Semantic.background.dark"]),
        ("Semantic.background.d", ["Semantic.background.dark", "Semantic.background.displayP3"]),
        (
            "Semantic.background.oklch.",
            ["Semantic.background.oklch.c", "Semantic.background.oklch.h", "Semantic.background.oklch.l"]
        ),
        ("color x = #ff", []),
        ("emph", ["emphasized"]),
        ("lig", ["lighten"]),
        ("systemGray", ["systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6"]),
        ("color x = mix(Semantic.border, Essentials.g", ["Essentials.grey10", "Essentials.grey70"]),
        (":explain Semantic.gu", ["Semantic.gutter"]),
        (":type alpha(Sem", ["Semantic."]),
        (":dark-mode o", ["off", "on"]),
        (":system-style ", ["dark", "light", "unspecified"]),
        (":appearance d", ["dark"]),
        (":quit ", []),
        ("Nope.x", [])
    ])
    func completes(line: String, expected: [String]) {
        let completion = Completer(session: Self.session).complete(line: line, cursor: line.utf8.count)
        #expect(completion.candidates == expected)
    }

    @Test(arguments: [
        ("darken(Semantic.ov", 7),
        (":explain Semantic.gu", 9),
        (":load some/pa", 6),
        ("", 0)
    ])
    func theWordStartsAfterTheLastBreak(line: String, start: Int) {
        #expect(Completer(session: Self.session).complete(line: line, cursor: line.utf8.count).start == start)
    }

    @Test func theCursorNeedNotBeAtTheEnd() {
        let line = "Semantic.ba + 1"
        #expect(Completer(session: Self.session).complete(line: line, cursor: 11).candidates == ["Semantic.background"])
    }

    @Test func pathsAfterLoadAndSave() {
        let folder = TemporaryFolder()
        folder.write("theme.shade", "")
        folder.write("theirs.shade", "")
        folder.write(".hidden.shade", "")
        try! FileManager.default.createDirectory(atPath: folder.path + "/themes", withIntermediateDirectories: true)
        let completer = Completer(session: ThemeSession())
        let complete = { (line: String) in completer.complete(line: line, cursor: line.utf8.count).candidates }
        #expect(
            complete(":load \(folder.path)/the") == [
                "\(folder.path)/theirs.shade", "\(folder.path)/theme.shade", "\(folder.path)/themes/"
            ])
        #expect(complete(":save \(folder.path)/themes") == ["\(folder.path)/themes/"])
        #expect(complete(":l \(folder.path)/.h") == ["\(folder.path)/.hidden.shade"])
    }

    @Test(arguments: [
        (":lo", Completer.wordBreaks),
        (":load the", Completer.wordBreaks),
        (":appearance da", Completer.wordBreaks),
        (":explain Sem", Completer.expressionBreaks),
        ("darken(", Completer.expressionBreaks)
    ])
    func wordBreaksDependOnTheCommand(line: String, breaks: String) {
        #expect(Completer.wordBreakCharacters(forLine: line) == breaks)
    }

    /// The signature of the call being typed comes with the candidates, its argument marked.
    @Test(arguments: [
        ("emphasized(Semantic.ov", "fn emphasized(«c: color», by: number = 0.1) -> color"),
        ("emphasized(Semantic.overlay, ", "fn emphasized(c: color, «by: number = 0.1») -> color"),
        (":type emphasized(x, 1, ", "fn emphasized(c: color, by: number = 0.1) -> color"),
        ("emphasized(x)", nil)
    ])
    func signatureOfTheCallBeingTyped(line: String, signature: String?) {
        #expect(Completer(session: Self.session).complete(line: line, cursor: line.utf8.count).signature == signature)
    }

    @Test func tabPressesThroughTheScriptedReader() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", semanticTheme)
        let result = run(
            [.complete("Semantic.p"), .complete(":ex"), .line("color accent = #3c64f4"), .complete("acc")],
            files: [file])
        #expect(result.reader.completions == [["Semantic.primaryText"], [":explain"], ["accent"]])
    }
}

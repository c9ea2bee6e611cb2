import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

@Suite struct FileCommandTests {
    @Test func loadReportsTheTokenCount() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", semanticTheme)
        let result = run(":load \(file)\nSemantic.border\n")
        #expect(
            result.transcript == """
                loaded \(file): 7 tokens
                light  #272a33
                dark   #c4c6c8

                """)
    }

    @Test func aFileThatCannotBeReadChangesNothing() {
        let result = run("number keep = 1\n:load /nonexistent/broken.shade\nkeep\n")
        #expect(
            result.standardError.hasPrefix("shade: error: cannot read '/nonexistent/broken.shade'"),
            "\(result.standardError)")
        #expect(result.standardOutput == "+ keep  default  1\n1\n")
        #expect(result.status == 1)
    }

    @Test func aWarningIsShownOnceNotAtEveryRebuild() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", "private color unused = #ffffff\ncolor used = #000000\n")
        let result = run(":load \(file)\ncolor extra = used\n:reload\n")
        #expect(
            result.standardError == """
                \(file):1:15: warning: private token 'unused' is never used; it is not emitted either
                  private color unused = #ffffff
                                ^~~~~~

                """)
        #expect(result.standardOutput == "loaded \(file): 2 tokens\n+ extra  default  #000000\nno token changed\n")
        #expect(result.status == 0)
    }

    @Test func anImportTypedIntoTheSessionLoadsTheFile() {
        let folder = TemporaryFolder()
        let file = folder.write("palette.shade", "color ink = #111111\n")
        let result = run("import \"\(file)\"\ncolor border = lighten(ink, 0.5)\nborder\n")
        #expect(result.standardOutput == "+ ink  default  #111111\n+ border  default  #1a1a1a\n#1a1a1a\n")
        #expect(result.standardError == "")
    }

    @Test func theFilesAboutToBeReadAreAnnouncedBeforeReading() {
        let folder = TemporaryFolder()
        let first = folder.write("first.shade", "color base = #ffffff\n")
        let second = folder.write("second.shade", "color edge = darken(base, 0.5)\n")
        let announced = AnnouncedPaths()
        var repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
        repl.willLoad = { paths in announced.append(paths) }
        var output = TranscriptOutput()
        repl.load(files: [first], output: &output)
        #expect(repl.handle("color extra = lighten(base, 0.1)", output: &output))
        #expect(repl.handle(":load \(second)", output: &output))
        #expect(repl.handle(":reload", output: &output))
        #expect(repl.handle(":load /nonexistent/theme.shade", output: &output))
        #expect(announced.all == [[first], [second], [first, second], ["/nonexistent/theme.shade"]])
    }

    @Test func loadOfAMissingFileIsAnError() {
        let result = run(":load /nonexistent/theme.shade\n")
        #expect(result.standardError == "shade: error: cannot read '/nonexistent/theme.shade': no such file\n")
    }

    @Test func reloadReadsTheFileAgainAndKeepsTypedDefinitions() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", "color base = #ffffff\ncolor edge = darken(base, 0.5)\n")
        var repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
        var output = TranscriptOutput()
        repl.load(files: [file], output: &output)
        #expect(repl.handle("color extra = lighten(edge, 0.1)", output: &output))
        folder.write("theme.shade", "color base = #000000\ncolor edge = darken(base, 0.5)\n")
        #expect(repl.handle(":reload", output: &output))
        #expect(
            output.transcript.hasSuffix(
                """
                ~ base   default  #ffffff → #000000
                ~ edge   default  #808080 → #000000
                ~ extra  default  #8c8c8c → #000000

                """))
    }

    @Test func reloadThatBreaksIsRefused() {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", "color base = #ffffff\n")
        var repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
        var output = TranscriptOutput()
        repl.load(files: [file], output: &output)
        folder.write("theme.shade", "color base = #ffffff +\n")
        _ = repl.handle(":reload", output: &output)
        _ = repl.handle("base", output: &output)
        #expect(output.standardError.contains("error: expected an expression, found end of file"))
        #expect(output.standardOutput.hasSuffix("#ffffff\n"))
    }

    @Test func saveWritesAThemeThatLoadsToTheSameTable() throws {
        let folder = TemporaryFolder()
        let file = folder.write("theme.shade", semanticTheme)
        let saved = folder.path + "/saved.shade"
        let result = run(
            """
            color Semantic.border = darken(Semantic.primaryText, 0.3)
            fn soft(c: color) -> color = alpha(c, 0.5)
            color veil = soft(Semantic.border)
            :save \(saved)
            :table

            """, files: [file])
        #expect(!result.standardError.contains("error"))
        #expect(result.standardOutput.contains("saved 8 tokens to \(saved)\n"))
        let reloaded = run(":table\n", files: [saved])
        let table = try #require(result.standardOutput.components(separatedBy: "saved 8 tokens to \(saved)\n").last)
        #expect(reloaded.standardOutput == "loaded \(saved): 8 tokens\n" + table)
        // The redefinition in its place, in the formatter's layout (aligned with its group).
        #expect(
            folder.read("saved.shade")?.contains("  color border      = darken(Semantic.primaryText, 0.3)\n") == true)
    }

    @Test func saveReplacesAFileWholeAndLeavesNoTemporaryFile() throws {
        let folder = TemporaryFolder()
        folder.write("out.shade", "old text that is longer than the new one\n")
        let result = run("number x = 1\n:save \(folder.path)/out.shade\n:save \(folder.path)\n")
        #expect(result.standardOutput == "+ x  default  1\nsaved 1 token to \(folder.path)/out.shade\n")
        #expect(result.standardError == "shade: error: cannot write '\(folder.path)': it is a folder\n")
        #expect(folder.read("out.shade") == "number x = 1\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.shade"])
    }

    @Test func saveToAnUnwritablePlaceLeavesNothing() {
        let result = run("number x = 1\n:save /nonexistent-folder/out.shade\n")
        #expect(
            result.standardError
                == "shade: error: cannot write '/nonexistent-folder/out.shade': No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-folder/out.shade"))
        #expect(result.status == 1)
    }
}

/// The paths a REPL announced through `willLoad`, in order.
private final class AnnouncedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [[String]] = []

    func append(_ announced: [String]) { lock.withLock { paths.append(announced) } }

    var all: [[String]] { lock.withLock { paths } }
}

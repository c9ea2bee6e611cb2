import Foundation
import Testing

@testable import ShadeCLI

/// `eval` and `export` lines in the plain forms start without swift-argument-parser
/// (`Sources/ShadeCLI/DirectStart.swift`): they must read as the parser reads them, and every
/// other line must go to the parser.
@Suite("Start without the argument parser")
struct DirectStartTests {
    /// Every property of an `eval` command, in one line.
    static func describe(_ command: EvalCommand) -> String {
        "files \(command.files) format \(command.format?.rawValue ?? "-") output \(command.output ?? "-") "
            + "appearances \(command.appearances) dark-mode \(command.darkMode?.rawValue ?? "-") "
            + "system-style \(command.systemStyle?.rawValue ?? "-") warnings-as-errors \(command.warningsAsErrors) "
            + "internal \(command.showsInternal) watch \(command.watch)"
    }

    /// Every property of an `export` command, in one line.
    static func describe(_ command: ExportCommand) -> String {
        "to \(command.to.rawValue) files \(command.files) output \(command.output ?? "-") "
            + "namespace \(command.namespace) select \(command.select) "
            + "warnings-as-errors \(command.warningsAsErrors) force \(command.force) watch \(command.watch)"
    }

    static let plainEvalLines: [(arguments: [String], expected: String)] = [
        (
            ["a.shade"],
            "files [\"a.shade\"] format - output - appearances [] dark-mode - system-style - warnings-as-errors false "
                + "internal false watch false"
        ),
        (
            ["--format", "json", "a.shade", "b.shade"],
            "files [\"a.shade\", \"b.shade\"] format json output - appearances [] dark-mode - system-style - "
                + "warnings-as-errors false internal false watch false"
        ),
        (
            ["a.shade", "-o", "out.csv", "--warnings-as-errors", "--internal"],
            "files [\"a.shade\"] format - output out.csv appearances [] dark-mode - system-style - "
                + "warnings-as-errors true internal true watch false"
        ),
        (
            ["--appearance", "dark", "a.shade", "--appearance", "high", "--output", "x"],
            "files [\"a.shade\"] format - output x appearances [\"dark\", \"high\"] dark-mode - system-style - "
                + "warnings-as-errors false internal false watch false"
        ),
        (
            ["--dark-mode", "on", "--system-style", "dark", "théme 🌙.shade"],
            "files [\"théme 🌙.shade\"] format - output - appearances [] dark-mode on system-style dark "
                + "warnings-as-errors false internal false watch false"
        )
    ]

    @Test("a plain eval line sets every property as the parser would", arguments: plainEvalLines)
    func plainEval(_ line: (arguments: [String], expected: String)) throws {
        let command = try #require(EvalCommand(plain: line.arguments[...]))
        #expect(Self.describe(command) == line.expected)
        // A property added to the command and not to the direct start would trap when read.
        #expect(Mirror(reflecting: command).children.count == 9)
    }

    static let plainExportLines: [(arguments: [String], expected: String)] = [
        (
            ["--to", "swift", "a.shade", "-o", "Theme.swift"],
            "to swift files [\"a.shade\"] output Theme.swift namespace Theme select [] warnings-as-errors false "
                + "force false watch false"
        ),
        (
            [
                "a.shade", "--to", "xcassets", "--output", "C.xcassets", "--select", "brand=globex", "--select",
                "contrast=high", "--force", "--warnings-as-errors", "--namespace", "Brand"
            ],
            "to xcassets files [\"a.shade\"] output C.xcassets namespace Brand "
                + "select [\"brand=globex\", \"contrast=high\"] warnings-as-errors true force true watch false"
        )
    ]

    @Test("a plain export line sets every property as the parser would", arguments: plainExportLines)
    func plainExport(_ line: (arguments: [String], expected: String)) throws {
        let command = try #require(ExportCommand(plain: line.arguments[...]))
        #expect(Self.describe(command) == line.expected)
        #expect(Mirror(reflecting: command).children.count == 8)
    }

    @Test("plain import, fmt and repl lines set every property as the parser would")
    func plainImportFormatAndSession() throws {
        let imported = try #require(ImportCommand(plain: ["t.json", "--strict", "-o", "t.shade", "u.json"]))
        #expect(imported.files == ["t.json", "u.json"] && imported.output == "t.shade")
        #expect(imported.strict && !imported.warningsAsErrors)
        #expect(Mirror(reflecting: imported).children.count == 4)
        let session = try #require(ReplCommand(plain: ["a.shade", "--warnings-as-errors"]))
        #expect(session.files == ["a.shade"] && session.warningsAsErrors)
        #expect(Mirror(reflecting: session).children.count == 2)
        let formatted = try #require(FmtCommand(plain: ["--check", "Themes", "a.shade"]))
        #expect(formatted.files == ["Themes", "a.shade"] && formatted.check && !formatted.write)
        #expect(Mirror(reflecting: formatted).children.count == 3)
    }

    /// Lines the parser must read: each has one thing outside the plain forms.
    static let parserLines: [[String]] = [
        ["eval"], ["eval", "--format", "json"], ["eval", "-"], ["eval", "--", "a.shade"], ["eval", ""],
        ["eval", "--format=json", "a.shade"], ["eval", "--format", "json", "--format", "csv", "a.shade"],
        ["eval", "--format", "JSON", "a.shade"], ["eval", "--format", "-o", "a.shade"], ["eval", "a.shade", "-o"],
        ["eval", "--watch", "a.shade"], ["eval", "--help"], ["eval", "-h", "a.shade"], ["eval", "--fromat", "a.shade"],
        ["eval", "--internal", "--internal", "a.shade"], ["eval", "--dark-mode", "maybe", "a.shade"],
        ["eval", "--to", "css", "a.shade"], ["export", "a.shade"], ["export", "--to", "pdf", "a.shade"],
        ["export", "--to", "css", "--watch", "a.shade", "-o", "x.css"], ["export", "--to", "css", "--format", "json"],
        ["export", "--to", "css", "-o", "x", "-o", "y", "a.shade"], ["repl"], [], ["a.shade"],
        ["--version"], ["import"], ["import", "--strict", "--strict", "t.json"], ["import", "-o", "t.shade"],
        ["fmt"], ["fmt", "-"], ["fmt", "-w", "-w", "a.shade"], ["fmt", "--check", "-o", "x", "a.shade"], ["lsp"],
        ["repl", "-"], ["repl", "--help"], ["evl", "a.shade"]
    ]

    @Test("any other line goes to the parser", arguments: parserLines)
    func toParser(_ arguments: [String]) {
        #expect(DirectStart.command(arguments) == nil)
    }

    /// Every option a command lists is read by the direct start or sent to the parser on purpose:
    /// an option added to a command fails here until it is one or the other.
    @Test func everyOptionDecided() {
        let sentToParser: Set<String> = ["--watch", "--help", "-h"]
        #expect(
            EvalCommand.optionNames
                == Set(EvalCommand.plainOptions.keys).union(EvalCommand.plainFlags).union(sentToParser))
        #expect(
            ExportCommand.optionNames
                == Set(ExportCommand.plainOptions.keys).union(ExportCommand.plainFlags).union(sentToParser))
        #expect(
            ImportCommand.optionNames
                == Set(ImportCommand.plainOptions.keys).union(ImportCommand.plainFlags).union(["--help", "-h"]))
        #expect(FmtCommand.optionNames == FmtCommand.plainFlags.union(["--help", "-h"]))
        #expect(ReplCommand.optionNames == ReplCommand.plainFlags.union(["--help", "-h"]))
    }

    /// Command lines run as given (the direct start) and with `--` before the files (which only
    /// the parser reads): the same output, messages, status and files.
    static let runs: [(command: [String], files: [String])] = [
        (["eval", "--format", "json"], ["Examples/semantic-colors.shade"]),
        (["eval", "--appearance", "dark"], ["Examples/brands.shade"]),
        (["eval", "--dark-mode", "auto", "--system-style", "dark"], ["Examples/system-palette.shade"]),
        (["eval", "--format", "csv", "-o", "OUT/t.csv"], ["Examples/semantic-colors.shade"]),
        (["eval", "--appearance", "sepia"], ["Examples/semantic-colors.shade"]),
        (["eval", "--format", "json"], ["missing.shade"]),
        (["eval", "--warnings-as-errors"], ["Examples/semantic-colors.shade", "Examples/brands.shade"]),
        (["export", "--to", "swift", "--namespace", "Brand"], ["Examples/semantic-colors.shade"]),
        (["export", "--to", "android", "-o", "OUT/res"], ["Examples/semantic-colors.shade"]),
        (["export", "--to", "xcassets", "-o", "OUT/C.xcassets", "--select", "brand=globex"], ["Examples/brands.shade"]),
        (["export", "--to", "xcassets"], ["Examples/semantic-colors.shade"]),
        (["export", "--to", "swift", "--namespace", "class"], ["Examples/semantic-colors.shade"]),
        (["import", "-o", "OUT/imported.shade"], ["Examples/dtcg/theme.resolver.json"]),
        (["import", "--strict"], ["Examples/dtcg/theme.resolver.json"]),
        (["fmt", "--check"], ["Examples/semantic-colors.shade", "Examples/brands.shade"]),
        (["fmt"], ["Examples/navigation-bar.shade"]),
        (["repl"], ["Examples/semantic-colors.shade"]),
        (["repl", "--warnings-as-errors"], ["Examples/semantic-colors.shade", "missing.shade"])
    ]

    @Test("the direct start does what the parser's start does", arguments: runs)
    func sameRun(_ run: (command: [String], files: [String])) throws {
        var outcomes: [String] = []
        for separated in [false, true] {
            let scratch = try Scratch()
            defer { scratch.remove() }
            let files = run.files.map { ShadeProcess.root.appendingPathComponent($0).path }
            let command = run.command.map { $0.replacingOccurrences(of: "OUT/", with: scratch.path("") + "/") }
            let result = try ShadeProcess.run(command + (separated ? ["--"] : []) + files, input: "")
            // Generated files name the command that made them: the `--` is left out of the comparison.
            func same(_ text: String) -> String {
                text.replacingOccurrences(of: " -- ", with: " ").replacingOccurrences(of: scratch.path(""), with: "OUT")
            }
            let tree = scratch.tree().sorted { $0.key < $1.key }.map { "\($0.key): \(same($0.value))" }
            outcomes.append(
                "status \(result.status)\nstdout \(same(result.stdout))\nstderr \(same(result.stderr))\n"
                    + tree.joined(separator: "\n"))
        }
        #expect(outcomes[0] == outcomes[1])
    }
}

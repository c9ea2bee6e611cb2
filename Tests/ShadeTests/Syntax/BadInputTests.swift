import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Malformed and hostile input: diagnostics and a clean failure, never a crash, hang or overflow.
@Suite("Bad input")
struct BadInputTests {
    func loadBytes(_ bytes: [UInt8]) throws -> Theme {
        let folder = try temporaryFolder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("theme.shade")
        try Data(bytes).write(to: file)
        return ThemeLoader().load(contentsOf: file.path)
    }

    @Test("an empty file is an empty theme")
    func empty() {
        let theme = load("")
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.tokens.isEmpty)
        #expect(theme.render(.json) == "{\n  \"appearances\": [\"default\"],\n  \"tokens\": []\n}\n")
    }

    @Test("a file of comments and blank lines is an empty theme")
    func onlyComments() {
        let theme = load("// nothing\n\n/* still\n nothing */\n")
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.tokens.isEmpty)
    }

    @Test("a UTF-8 byte order mark is ignored")
    func byteOrderMark() throws {
        let theme = try loadBytes([0xEF, 0xBB, 0xBF] + Array("color c = #fff\n".utf8))
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.string("c") == "#ffffff")
    }

    @Test("CRLF line ends count as one line end; columns stay right")
    func crlf() {
        let theme = load("color a = #fff\r\ncolor b = nope\r\n")
        #expect(
            rendered(theme) == """
                theme.shade:2:11: error: unknown name 'nope'
                  color b = nope
                            ^~~~

                """)
    }

    @Test("invalid UTF-8 is reported at its line and column")
    func invalidUTF8() throws {
        let theme = try loadBytes(Array("color a = #fff\ncolor b = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        #expect(theme.errorMessages == ["the file is not valid UTF-8"])
        #expect(theme.diagnostics[0].location?.start == Diagnostic.Position(line: 2, column: 12))
    }

    @Test("NUL bytes are an error, not the end of the file")
    func nulByte() throws {
        let theme = try loadBytes(Array("color a = #fff".utf8) + [0] + Array("\ncolor b = #000\n".utf8))
        #expect(theme.errorMessages == ["unexpected NUL byte"])
    }

    @Test("non-ASCII outside strings is an unexpected character")
    func unexpectedCharacter() {
        #expect(load("color é = #fff").errorMessages.first == "unexpected character 'é'")
        #expect(load("string s = \"café ☕️\"").string("s") == "\"café ☕️\"")
    }

    static let lexicalErrors: [(source: String, message: String)] = [
        ("string s = \"open", "unterminated string: '\"' has no matching '\"' on this line"),
        ("/* open\ncolor c = #fff", "unterminated comment: '/*' has no matching '*/'"),
        ("color c = #12345", "invalid color '#12345': expected 3, 4, 6 or 8 hexadecimal digits after '#'"),
        ("color c = #ggg", "invalid color '#ggg': expected 3, 4, 6 or 8 hexadecimal digits after '#'"),
        ("color c = 0x12345", "invalid color '0x12345': expected 6 or 8 hexadecimal digits after '0x'"),
        (
            "number n = \(String(repeating: "9", count: 400))",
            "number '\(String(repeating: "9", count: 400))' is too large"
        ),
        ("dimension d = 12vw", "unknown unit 'vw'; dimensions use 'pt', 'px', 'dp', 'rem', 'em', 'ms', 's'"),
        ("string s = \"a\\qb\"", "invalid escape in string; use \\\", \\\\, \\n or \\t")
    ]

    @Test("lexical errors", arguments: lexicalErrors)
    func lexical(_ row: (source: String, message: String)) {
        let theme = load(row.source)
        #expect(theme.errorMessages.first == row.message)
    }

    @Test("division by zero is an error naming the appearance")
    func divisionByZero() {
        #expect(load("number n = 1 / 0").errorMessages == ["division by zero in every appearance"])
        #expect(load("number r = 4pt / (2pt - 2pt)").errorMessages == ["division by zero in every appearance"])
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let depth = 100_000
        let parentheses =
            "number n = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(load(parentheses).errorMessages == ["nesting is deeper than \(Parser.maximumNesting) levels"])
        let negations = "number n = " + String(repeating: "-", count: depth) + "1"
        #expect(load(negations).errorMessages == ["nesting is deeper than \(Parser.maximumNesting) levels"])
        let sum = "number n = 1" + String(repeating: " + 1", count: depth)
        #expect(load(sum).errorMessages == ["nesting is deeper than \(Parser.maximumNesting) levels"])
        let freezes = "color c = #fff" + String(repeating: ".dark", count: depth)
        #expect(load(freezes).errorMessages == ["nesting is deeper than \(Parser.maximumNesting) levels"])
        let groups = String(repeating: "group G {", count: depth) + String(repeating: "}", count: depth)
        #expect(load(groups).errorMessages.first == "nesting is deeper than \(Parser.maximumNesting) levels")
    }

    @Test("nesting up to the limit works")
    func nestingAtLimit() {
        let depth = Parser.maximumNesting - 2
        let source = "number n = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(load(source).string("n") == "1")
    }

    @Test("a dependency chain 100,000 tokens long resolves without recursion")
    func longChain() {
        let count = 100_000
        var source = "color t0 = dynamic(light: #ffffff, dark: #000000)\n"
        for index in 1..<count {
            source += "color t\(index) = t\(index - 1)\n"
        }
        let theme = load(source)
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.tokens.count == count)
        #expect(theme.strings("t\(count - 1)") == ["light": "#ffffff", "dark": "#000000"])
    }

    @Test("a cycle 100,000 tokens long is reported once, as one chain")
    func longCycle() {
        let count = 100_000
        var source = ""
        for index in 0..<count {
            source += "color t\(index) = t\((index + 1) % count)\n"
        }
        let theme = load(source)
        #expect(theme.errorMessages.count == 1)
        #expect(theme.errorMessages.first?.hasPrefix("dependency cycle: t0 → t1 → t2") == true)
    }
}

@Suite("Bad input at scale")
struct BadInputAtScaleTests {
    @Test("errors past the limit are counted in one last line")
    func errorLimit() {
        let source = (0..<500).map { "color c\($0) = nope\($0)" }.joined(separator: "\n")
        let theme = load(source)
        #expect(theme.diagnostics.count == DiagnosticLog.maximumErrors + 1)
        #expect(theme.diagnostics.last?.message == "400 more errors not shown")
        #expect(theme.hasErrors)
    }

    @Test("warnings past the limit are counted in one last line, and keep the theme sound")
    func warningLimit() {
        let source = (0..<300).map { "private color p\($0) = #fff" }.joined(separator: " ")
        let theme = load(source)
        #expect(theme.diagnostics.count == DiagnosticLog.maximumWarnings + 1)
        #expect(theme.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(theme.diagnostics.last?.message == "200 more warnings not shown")
        #expect(theme.diagnostics.last?.location == nil)
        #expect(!theme.hasErrors)
    }

    @Test("a warning far along a long line is located by characters", arguments: ["x", "é", "👍🏽"])
    func columnOnLongLine(filler: String) {
        let source = "string s = \"" + String(repeating: filler, count: 3_000) + "\" private color p = #fff"
        let location = load(source).diagnostics.first?.location
        #expect(location?.start == Diagnostic.Position(line: 1, column: 3_000 + 29))
        #expect(location?.sourceLine.hasPrefix(String(repeating: filler, count: 10)) == true)
        #expect(location?.sourceLine.contains("private color p") == true)
    }

    @Test("a huge line is shown as a window around the error, carets still under it", arguments: ["x", "é"])
    func longLine(filler: String) {
        let source = "string s = \"" + String(repeating: filler, count: 14_000) + "\" + nope"
        let text = rendered(load(source))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix(":1:\(source.count - 3): error: unknown name 'nope'"))
        #expect(lines[1].count <= Diagnostic.Location.maximumLineLength + 2)
        let caretColumn = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let nameColumn = lines[1].range(of: "nope").map {
            lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound)
        }
        #expect(caretColumn == nameColumn)
    }
}

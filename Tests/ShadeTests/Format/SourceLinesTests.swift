import Testing
@testable import ShadeSyntax

/// Lines written into one byte buffer (``SourceLines``), as the import writes a theme, aligned
/// into the text a person reads: the `=` of a run line up, whatever stands between the runs.
@Suite("Source lines aligned from bytes")
struct SourceLinesTests {
    /// Lines as written, and the text they become, written out by hand.
    static let cases: [(lines: [String], text: String)] = [
        ([], ""),
        (["color a = #000"], "color a = #000\n"),
        (
            ["color a = #000", "dimension gap = 4pt", "number n = 1"],
            "color a       = #000\ndimension gap = 4pt\nnumber n      = 1\n"
        ),
        // A comment or an annotation at the run's indentation stays inside the run.
        (
            ["color a = #000", "/// The page.", "@deprecated", "color background = #fff"],
            "color a          = #000\n/// The page.\n@deprecated\ncolor background = #fff\n"
        ),
        // A blank line, another indentation or an untyped line each end a run.
        (
            ["color a = #000", "color bb = #111", "", "color ccc = #222", "color d = #333"],
            "color a  = #000\ncolor bb = #111\n\ncolor ccc = #222\ncolor d   = #333\n"
        ),
        (
            [
                "group g {", "  color a = #000", "  color bbb = #111", "}", "when dark {", "  g.a = #fff",
                "  g.bbb = #eee",
                "}"
            ],
            "group g {\n  color a   = #000\n  color bbb = #111\n}\nwhen dark {\n  g.a   = #fff\n  g.bbb = #eee\n}\n"
        ),
        // Widths count characters, not bytes: `é` is two bytes and one column.
        (
            ["color café = #000", "color tea = #111", "internal color x = #222"],
            "color café       = #000\ncolor tea        = #111\ninternal color x = #222\n"
        ),
        (
            ["private color p = #000", "color pp = #111", "color a = mix(b, c, 0.5) // = not aligned"],
            "private color p = #000\ncolor pp        = #111\ncolor a         = mix(b, c, 0.5) // = not aligned\n"
        )
    ]

    @Test(arguments: cases)
    func aligned(lines: [String], text: String) {
        var buffer = SourceLines()
        buffer.append(contentsOf: lines)
        #expect(FormatAlignment.aligned(buffer) == text)
        // The lines' own strings, aligned in place, read the same.
        #expect(lines.isEmpty || FormatAlignment.aligned(lines).map { $0 + "\n" }.joined() == text)
    }

    /// A line written piece by piece is the same line, and the longest line is known without a scan.
    @Test func piecesAndLongest() {
        var buffer = SourceLines()
        buffer.writeSpaces(2)
        buffer.write("color ")
        buffer.write("ab")
        buffer.write(" = #000")
        buffer.endLine()
        buffer.append("}")
        #expect(buffer.count == 2)
        #expect(buffer.longest == 17)
        #expect(buffer.joined == "  color ab = #000\n}\n")
        #expect(String(decoding: buffer.bytes[buffer.range(of: 1)], as: UTF8.self) == "}")
    }
}

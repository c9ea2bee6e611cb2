@testable import ShadeSyntax
import Testing

/// A file read without its line table (the import's JSON files: 800,000 lines of a large set, and
/// no diagnostic in the usual run) locates exactly as one read with it: the log builds the table
/// when a diagnostic needs it, and a position asked for before that is still right.
@Suite("Diagnostics: lines indexed when a diagnostic needs them")
struct LineIndexingTests {
    static let text = "{\n  \"a\": 1,\r\n\n  \"café\": \"x\"\n}"

    /// Byte offsets, and the line and column (in characters) each is at, counted by hand.
    static let positions: [(offset: Int, line: Int, column: Int)] = [
        (0, 1, 1), (1, 1, 2), (2, 2, 1), (4, 2, 3), (12, 2, 11), (13, 3, 1), (14, 4, 1), (17, 4, 4),
        (22, 4, 8), (29, 5, 1), (1_000, 5, 2)
    ]

    @Test(arguments: positions)
    func position(offset: Int, line: Int, column: Int) {
        let indexed = SourceFile(path: "t.json", bytes: Array(Self.text.utf8))
        let unindexed = SourceFile(path: "t.json", bytes: Array(Self.text.utf8), indexingLines: false)
        #expect(unindexed.lineStarts.isEmpty)
        #expect(indexed.position(of: offset) == Diagnostic.Position(line: line, column: column))
        #expect(unindexed.position(of: offset) == Diagnostic.Position(line: line, column: column))
    }

    @Test func theLogIndexesTheFileOfADiagnostic() {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "t.json", bytes: Array(Self.text.utf8), indexingLines: false))
        let other = log.sources.add(SourceFile(path: "u.json", bytes: Array("[\n1]".utf8), indexingLines: false))
        log.warning(DiagnosticMessage(text: "a key"), at: TextRange(file: file, start: 16, end: 22))
        #expect(log.sources[file].lineStarts == [0, 2, 13, 14, 29])
        #expect(log.sources[other].lineStarts.isEmpty)
        let location = log.diagnostics[0].location
        #expect(location?.start == Diagnostic.Position(line: 4, column: 3))
        #expect(location?.sourceLine == "  \"café\": \"x\"")
    }
}

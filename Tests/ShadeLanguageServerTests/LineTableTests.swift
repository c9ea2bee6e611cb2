import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
@testable import ShadeLanguageServer
import Testing

/// Positions are UTF-16 code units for the protocol, characters for the library, bytes inside.
@Suite struct LineTableTests {
    // "é" is 2 bytes and 1 unit; "😀" is 4 bytes and 2 units (a surrogate pair).
    static let text = "color a = #fff\ncolor é😀b = a // ü\n"

    @Test(arguments: [
        (Diagnostic.Position(line: 1, column: 7), Position(line: 0, character: 6)),
        (Diagnostic.Position(line: 2, column: 7), Position(line: 1, character: 6)),
        (Diagnostic.Position(line: 2, column: 8), Position(line: 1, character: 7)),
        (Diagnostic.Position(line: 2, column: 9), Position(line: 1, character: 9)),
        (Diagnostic.Position(line: 2, column: 13), Position(line: 1, character: 13))
    ])
    func convertsLibraryPositions(source: Diagnostic.Position, expected: Position) {
        let table = LineTable(Self.text)
        #expect(table.position(of: source) == expected)
        #expect(table.sourcePosition(of: expected) == source)
    }

    @Test(arguments: [
        (Position(line: 0, character: 0), 0),
        (Position(line: 1, character: 7), 23),
        (Position(line: 1, character: 9), 27),
        (Position(line: 1, character: 99), 38),
        (Position(line: 9, character: 0), 39)
    ])
    func findsByteOffsets(position: Position, offset: Int) {
        let table = LineTable(Self.text)
        #expect(table.offset(of: position) == offset)
    }

    @Test func roundTripsOffsets() {
        let table = LineTable(Self.text)
        for offset in [0, 6, 15, 21, 23, 27, 39] {
            #expect(table.offset(of: table.position(ofOffset: offset)) == offset)
        }
    }

    /// Many ascending offsets at once: the positions of each one alone.
    @Test(arguments: [text, "", "\n\n", "a\r\nb", "é\n😀x\ny"])
    func positionsOfAscendingOffsets(text: String) {
        let table = LineTable(text)
        let offsets = Array(0...table.bytes.count) + [table.bytes.count + 5]
        #expect(table.positions(ofAscending: offsets) == offsets.map(table.position(ofOffset:)))
    }

    @Test func appliesIncrementalChanges() {
        let change = ContentChange(
            range: DocumentRange(start: Position(line: 1, character: 9), end: Position(line: 1, character: 10)),
            text: "c")
        #expect(change.applied(to: LineTable(Self.text)) == "color a = #fff\ncolor é😀c = a // ü\n")
        #expect(ContentChange(range: nil, text: "x").applied(to: LineTable(Self.text)) == "x")
    }
}

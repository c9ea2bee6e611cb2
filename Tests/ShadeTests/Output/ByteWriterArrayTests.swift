import Testing

@testable import ShadeExport

/// `ByteWriter.array(capacity:_:)`: the bytes a writer puts into an array's own storage, whether
/// they fit the room made at first or the writer has to grow past it (and then owns, and frees,
/// a buffer of its own). The expected bytes are spelled out: `count` copies of a numbered line.
@Suite("ByteWriter into an array")
struct ByteWriterArrayTests {
    /// Lines `0\n` … `(count − 1)\n`, as the writer is given them and as they must come back.
    static func lines(_ count: Int) -> [UInt8] {
        (0..<count).flatMap { Array("\($0)\n".utf8) }
    }

    static let cases: [(capacity: Int, lines: Int)] = [
        (capacity: 4096, lines: 10),  // well within the room
        (capacity: 64, lines: 32),  // 86 bytes: past the room once
        (capacity: 64, lines: 1000),  // grows several times
        (capacity: 0, lines: 0)  // nothing written
    ]

    @Test("returns what was written, in room made at once or grown past it", arguments: cases)
    func written(capacity: Int, lines: Int) {
        let expected = Self.lines(lines)
        let bytes = ByteWriter.array(capacity: capacity) { out in
            for line in 0..<lines { out.append(utf8: "\(line)\n") }
        }
        #expect(bytes == expected)
    }

    @Test("bytes written up to the room's last byte stay in place")
    func fullRoom() {
        let bytes = ByteWriter.array(capacity: 64) { out in
            for _ in 0..<64 { out.append(UInt8(ascii: "x")) }
        }
        #expect(bytes == [UInt8](repeating: UInt8(ascii: "x"), count: 64))
    }
}

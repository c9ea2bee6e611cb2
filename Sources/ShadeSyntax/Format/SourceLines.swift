/// Lines of Shade source held in one byte buffer, as a writer lays them out before their `=` are
/// aligned (``FormatAlignment/aligned(_:)-(SourceLines)``): no `String` per line. An import of
/// 100,000 tokens writes 130,000 lines; as strings they took four times their bytes.
package struct SourceLines: Sendable {
    /// Every line's bytes, one after another, without line breaks.
    package private(set) var bytes: [UInt8] = []
    /// Where each line ends in ``bytes``; a line starts where the one before it ends.
    package private(set) var ends: [UInt32] = []
    /// The bytes of the longest line.
    package private(set) var longest = 0

    package init() {}

    /// How many lines there are.
    package var count: Int { ends.count }

    /// Whether no line was written.
    package var isEmpty: Bool { ends.isEmpty }

    /// The byte range of line `index` in ``bytes``.
    package func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Adds `piece` to the line being written; ``endLine()`` ends it.
    package mutating func write(_ piece: String) {
        bytes.append(utf8: piece)
    }

    /// Adds `count` spaces to the line being written.
    package mutating func writeSpaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Ends the line being written.
    package mutating func endLine() {
        let start = ends.last.map(Int.init) ?? 0
        longest = max(longest, bytes.count - start)
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// Adds a whole line.
    package mutating func append(_ line: String) {
        write(line)
        endLine()
    }

    /// Adds whole lines.
    package mutating func append(contentsOf lines: [String]) {
        for line in lines { append(line) }
    }

    /// The lines as one text, each followed by a line break.
    package var joined: String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + count)
        for index in 0..<count {
            text.append(contentsOf: bytes[range(of: index)])
            text.append(UInt8(ascii: "\n"))
        }
        return String(decoding: text, as: UTF8.self)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif

/// A half-open range of bytes in one source file, the position every syntax node carries.
package struct TextRange: Hashable, Sendable {
    /// Index of the file in the ``SourceMap``.
    package var file: Int32
    package var start: Int32
    package var end: Int32

    package init(file: Int32, start: Int, end: Int) {
        self.file = file
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    /// Three words compared, inlined where ranges are compared: the synthesized `==` was reached
    /// from other modules through the protocol's witness table (the checker compares a range
    /// for every argument of every call).
    @inlinable
    package static func == (a: TextRange, b: TextRange) -> Bool {
        a.start == b.start && a.end == b.end && a.file == b.file
    }

    /// ``==`` negated, inlined too: `Equatable`'s own `!=` calls `==` through the witness table.
    @inlinable
    package static func != (a: TextRange, b: TextRange) -> Bool {
        !(a == b)
    }

    /// The smallest range covering both.
    package func union(_ other: TextRange) -> TextRange {
        TextRange(file: file, start: Int(min(start, other.start)), end: Int(max(end, other.end)))
    }
}

/// One loaded source text with its line table.
package struct SourceFile: Sendable {
    /// The path shown in diagnostics.
    package let path: String
    /// The UTF-8 bytes, BOM removed.
    package let bytes: [UInt8]
    /// Byte offsets where each line starts: 32 bits each, as a ``TextRange`` holds offsets (a
    /// token file of 800,000 lines keeps 3 MB of them, not 6). Empty until ``indexLines()`` for a
    /// file read with `indexingLines: false`, whose positions may never be asked for.
    package private(set) var lineStarts: [UInt32]
    /// The line number diagnostics give the text's first line: 1 for a file; for a REPL entry,
    /// the number of the input line it starts on.
    package let firstLine: Int
    /// Whether every byte is ASCII: then a column is a byte count, found without decoding.
    package let isASCII: Bool

    /// A source of `bytes`. With `indexingLines: false` its line table waits for ``indexLines()``
    /// (the import's JSON files: a position is asked for only with a diagnostic).
    package init(path: String, bytes: [UInt8], firstLine: Int = 1, indexingLines: Bool = true) {
        self.path = path
        self.firstLine = firstLine
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.lineStarts = indexingLines ? Self.lineStarts(of: bytes) : []
        self.isASCII = UTF8Validation.isASCII(bytes)
    }

    /// Builds the line table, unless it is built.
    package mutating func indexLines() {
        if lineStarts.isEmpty { lineStarts = Self.lineStarts(of: bytes) }
    }

    /// The line table: the one built, or for a file not indexed yet, one made for this question.
    private var lines: [UInt32] { lineStarts.isEmpty ? Self.lineStarts(of: bytes) : lineStarts }

    private static func lineStarts(of bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(UInt32(truncatingIfNeeded: offset))
            }
        }
        return starts
    }

    /// Whether the text has `///` anywhere, which a doc comment needs: each slash is found with
    /// `memchr`, so a file with few slashes, as themes are, is passed over at memory speed.
    package var hasTripleSlash: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let slash = UInt8(ascii: "/")
            var offset = 0
            // Searched only where two more bytes can follow, so `found + 2` stays inside.
            while offset + 2 < buffer.count,
                let found = memchr(base + offset, Int32(slash), buffer.count - 2 - offset)
            {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if base[index + 1] == slash, base[index + 2] == slash { return true }
                offset = index + 1
            }
            return false
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    package func position(of offset: Int) -> Diagnostic.Position {
        let offset = max(0, min(offset, bytes.count))
        let lineStarts = lines
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let lineStart = Int(lineStarts[low])
        let column = isASCII ? offset - lineStart : String(decoding: bytes[lineStart..<offset], as: UTF8.self).count
        return Diagnostic.Position(line: low + 1, column: column + 1)
    }

    /// The byte range of a 1-based line, without its line end.
    func lineRange(_ line: Int) -> Range<Int> {
        let lineStarts = lines
        guard line >= 1, line <= lineStarts.count else { return 0..<0 }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    /// The text shown for a line in a diagnostic pointing at `column`, and the column it starts
    /// at: the whole line, or for a very long one a window around the column, so that the cost
    /// of a location stays independent of the line's length where it can (ASCII text).
    func shownLine(_ line: Int, around column: Int) -> (text: String, column: Int) {
        let range = lineRange(line)
        let limit = Diagnostic.Location.maximumLineLength
        guard range.count > limit else { return (String(decoding: bytes[range], as: UTF8.self), 1) }
        let first = max(1, column - limit / 3)
        if isASCII {
            let start = range.lowerBound + first - 1
            return (String(decoding: bytes[start..<min(range.upperBound, start + limit)], as: UTF8.self), first)
        }
        let text = String(decoding: bytes[range], as: UTF8.self)
        return (String(text.dropFirst(first - 1).prefix(limit)), first)
    }

    /// The source text of a range.
    package func text(_ range: TextRange) -> String {
        String(utf8: bytes, Int(range.start)..<Int(range.end))
    }

    /// The name written at `range`; for a name in backticks, the name inside them.
    package func name(at range: TextRange) -> String {
        Self.name(in: bytes, Int(range.start)..<Int(range.end))
    }

    /// The name written at `range` of `bytes`: for a name in backticks, the name inside them.
    static func name(in bytes: [UInt8], _ range: Range<Int>) -> String {
        String(utf8: bytes, nameBytes(in: bytes, range))
    }

    /// The bytes of the name written at `range`: for a name in backticks, those inside them. The
    /// one place that leaves the backticks out.
    static func nameBytes<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, _ range: Range<Int>) -> Range<Int>
    where Bytes.Index == Int {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`") else { return range }
        return range.lowerBound + 1..<range.upperBound - 1
    }
}

/// Every file of one load, indexed by ``TextRange/file``.
package struct SourceMap: Sendable {
    package private(set) var files: [SourceFile] = []

    package mutating func add(_ file: SourceFile) -> Int32 {
        files.append(file)
        return Int32(files.count - 1)
    }

    package subscript(index: Int32) -> SourceFile { files[Int(index)] }

    /// The name written at `range` (``SourceFile/name(at:)``): a syntax tree keeps where its
    /// names are, not their text (``ExpressionKind``).
    package func name(at range: TextRange) -> String {
        // The file's bytes read in place: a copy of the file would retain and release its path
        // and its tables (300 instructions a name).
        SourceFile.name(in: files[Int(range.file)].bytes, Int(range.start)..<Int(range.end))
    }

    /// The value of the string literal written at `range`, quotes included in the range.
    package func string(at range: TextRange) -> String {
        Lexer.stringValue(String(utf8: files[Int(range.file)].bytes, Int(range.start)..<Int(range.end)))
    }

    /// Builds the line table of the file `range` is in (``SourceFile/indexLines()``).
    /// Only a file without its table is written to: a log whose map is shared (the REPL's, the
    /// language server's) copies nothing for a diagnostic in a file that is indexed.
    package mutating func indexLines(of range: TextRange) {
        let file = Int(range.file)
        if files.indices.contains(file), files[file].lineStarts.isEmpty { files[file].indexLines() }
    }

    /// The public form of a range: path, line and column of both ends, and the source line.
    package func location(of range: TextRange) -> Diagnostic.Location {
        let file = self[range.file]
        var start = file.position(of: Int(range.start))
        var end = file.position(of: Int(range.end))
        let shown = file.shownLine(start.line, around: start.column)
        start.line += file.firstLine - 1
        end.line += file.firstLine - 1
        return Diagnostic.Location(
            path: file.path, start: start, end: end, sourceLine: shown.text, sourceLineColumn: shown.column)
    }

    /// Each stored property, as given.
    package init(files: [SourceFile] = []) {
        self.files = files
    }
}

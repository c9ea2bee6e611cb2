#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// A document's lines, for converting between the protocol's positions (UTF-16 code units) and
/// the library's (1-based lines, columns in characters) and UTF-8 offsets.
public struct LineTable: Sendable {
    /// The document's UTF-8 bytes.
    public let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]
    /// Whether each line is all ASCII, where a column is a byte: found once, so that converting a
    /// position never rescans its line (many diagnostics on one long line stay linear).
    private let asciiLines: [Bool]

    /// The lines of `text`; a line ends at `\n` (a `\r` before it belongs to no column).
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        var starts = [0], ascii: [Bool] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // A document all ASCII (most are) is checked eight bytes at a time, then every line is.
            let allASCII = UTF8Validation.isASCII(bytes)
            var offset = 0
            while let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                let end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                ascii.append(allASCII || !buffer[offset..<end].contains { $0 >= 0x80 })
                offset = end + 1
                starts.append(offset)
            }
            ascii.append(allASCII || !buffer[offset...].contains { $0 >= 0x80 })
        }
        if ascii.isEmpty { ascii = [true] }
        self.bytes = bytes
        lineStarts = starts
        asciiLines = ascii
    }

    /// Whether the 0-based line is all ASCII (true past the last line, which is empty).
    private func isASCII(_ line: Int) -> Bool { line < 0 || line >= asciiLines.count || asciiLines[line] }

    /// The bytes of a 0-based line, without its line end; empty past the last line.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return bytes[lineStarts[line]..<end]
    }

    /// The UTF-8 offset of a protocol position, clamped to the document and to its line.
    public func offset(of position: Position) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let line = lineBytes(max(0, position.line))
        var offset = line.startIndex, units = 0
        if isASCII(max(0, position.line)) { return min(line.endIndex, line.startIndex + max(0, position.character)) }
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            guard units < position.character else { break }
            units += UTF16.width(scalar)
            offset += UTF8.width(scalar)
        }
        return offset
    }

    /// The protocol position of a UTF-8 offset.
    public func position(ofOffset offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let prefix = bytes[lineStarts[low]..<offset]
        return Position(line: low, character: String(decoding: prefix, as: UTF8.self).utf16.count)
    }

    /// The protocol positions of UTF-8 offsets in ascending order, found in one walk forward
    /// (a document's 10,000 color literals: no search per literal).
    func positions(ofAscending offsets: [Int]) -> [Position] {
        var line = 0
        return offsets.map { offset in
            let offset = max(0, min(offset, bytes.count))
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
            guard lineStarts[line] <= offset else { return position(ofOffset: offset) }
            if isASCII(line) { return Position(line: line, character: offset - lineStarts[line]) }
            let prefix = bytes[lineStarts[line]..<offset]
            return Position(line: line, character: String(decoding: prefix, as: UTF8.self).utf16.count)
        }
    }

    /// The protocol position of a library position (1-based line, column in characters).
    public func position(of source: Diagnostic.Position) -> Position {
        let line = source.line - 1
        let text = lineBytes(line)
        if isASCII(line) { return Position(line: max(0, line), character: max(0, min(source.column - 1, text.count))) }
        let string = String(decoding: text, as: UTF8.self)
        let prefix = string.prefix(max(0, source.column - 1))
        return Position(line: max(0, line), character: prefix.utf16.count)
    }

    /// The library position (1-based line, column in characters) of a protocol position.
    public func sourcePosition(of position: Position) -> Diagnostic.Position {
        let line = min(max(0, position.line), lineStarts.count - 1)
        let prefix = bytes[lineStarts[line]..<offset(of: Position(line: line, character: position.character))]
        return Diagnostic.Position(line: line + 1, column: String(decoding: prefix, as: UTF8.self).count + 1)
    }

    /// The protocol range of a library location.
    func range(of location: Diagnostic.Location) -> DocumentRange {
        DocumentRange(start: position(of: location.start), end: position(of: location.end))
    }

    /// `range` widened to the whole dotted path written around it (`$.Semantic.overlya`), on its line.
    func pathRange(around range: DocumentRange) -> DocumentRange {
        let line = lineBytes(range.start.line)
        var start = offset(of: range.start), end = max(start, offset(of: range.end))
        guard start >= line.startIndex, end <= line.endIndex else { return range }
        while start > line.startIndex, NameBytes.isPathByte(line[start - 1]) { start -= 1 }
        while end < line.endIndex, NameBytes.isPathByte(line[end]) { end += 1 }
        return DocumentRange(start: position(ofOffset: start), end: position(ofOffset: end))
    }

    /// The range of the whole document.
    var wholeRange: DocumentRange {
        DocumentRange(start: Position(line: 0, character: 0), end: position(ofOffset: bytes.count))
    }
}

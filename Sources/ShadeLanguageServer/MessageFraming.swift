import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// The base protocol's framing: a header block (`Content-Length: N`, other fields ignored) ended
/// by an empty line, then N bytes of JSON. Fed bytes as they arrive, it hands out whole bodies.
public struct MessageFramer: Sendable {
    /// What the next framed message is.
    public enum Frame: Equatable, Sendable {
        /// A whole message body.
        case message([UInt8])
        /// A header block without a valid `Content-Length`: the block is skipped, and the bytes
        /// after it are read as the next header.
        case malformedHeader(String)
    }

    /// The largest body accepted; a larger length is a malformed header.
    public static let maximumLength = 256 << 20

    /// The longest header block read; a longer one is a malformed header, skipped as it arrives.
    public static let maximumHeaderLength = 64 << 10

    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the end of the header at `start` goes on: bytes before it were
    /// searched already, so a header that arrives in many pieces is searched once (linear time).
    private var searched = 0

    /// Creates an empty framer.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            searched -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        guard let headerEnd = findHeaderEnd() else {
            guard searched - start > Self.maximumHeaderLength else { return nil }
            // No blank line in sight: the bytes so far are dropped (all but a possible start of
            // the blank line), and reading goes on after them.
            start = searched
            return .malformedHeader("a header longer than \(Self.maximumHeaderLength) bytes")
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].trimmingSpaces.lowercased() == "content-length" {
                length = Int(line[line.index(after: colon)...].trimmingSpaces)
            }
        }
        let bodyStart = headerEnd + 4
        guard let length, length >= 0, length <= Self.maximumLength else {
            start = bodyStart
            searched = bodyStart
            return .malformedHeader(
                header.isEmpty ? "empty header" : "no valid Content-Length in '\(header.prefix(80))'")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        searched = start
        return .message(Array(buffer[bodyStart..<start]))
    }

    /// The offset of the `\r\n\r\n` that ends the header at `start`, searched for from where the
    /// last search stopped (its last three bytes again: the blank line may straddle two reads).
    private mutating func findHeaderEnd() -> Int? {
        let from = max(start, searched)
        let found: Int? = buffer.withUnsafeBufferPointer { bytes in
            var index = from
            while index + 3 < bytes.count {
                if bytes[index + 3] != 10 && bytes[index + 3] != 13 {
                    index += 4  // no `\r\n\r\n` can hold this byte
                } else if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                    return index
                } else {
                    index += 1
                }
            }
            return nil
        }
        searched = found ?? max(start, buffer.count - 3)
        return found
    }

    /// `body` framed for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

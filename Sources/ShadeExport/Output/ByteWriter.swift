import ShadeCore
import ShadeSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A growable byte buffer written through a pointer, for renderers on the hot path: an append is
/// a capacity check and a copy, with none of the per-element uniqueness checks of `[UInt8]`.
struct ByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written so far (since the last flush, with a sink).
    package private(set) var count = 0
    /// Where full buffers go, for a writer that streams instead of growing.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// False while the writer writes into an array's storage (``array(capacity:_:)``), which it
    /// does not free.
    private var ownsStorage = true

    package init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        start = .allocate(capacity: self.capacity)
        sink = nil
    }

    /// A writer into `buffer`, which it does not own; past its end it moves what it wrote into a
    /// buffer of its own.
    private init(borrowing buffer: UnsafeMutableBufferPointer<UInt8>) {
        capacity = buffer.count
        start = buffer.baseAddress!
        sink = nil
        ownsStorage = false
    }

    /// What `body` writes, as an array written in place: the array is made with room for
    /// `capacity` bytes and `body` writes into its storage, so that the bytes are never copied
    /// (a writer that must grow past `capacity` copies them once, as ``finish()`` does). Room not
    /// written to is never touched, and costs no memory.
    package static func array(capacity: Int, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        var grown: [UInt8]?
        let bytes = [UInt8](unsafeUninitializedCapacity: Swift.max(capacity, 64)) { buffer, initialized in
            var writer = ByteWriter(borrowing: buffer)
            body(&writer)
            if writer.ownsStorage {
                initialized = 0
                grown = writer.finish()
            } else {
                initialized = writer.count
            }
        }
        return grown ?? bytes
    }

    /// A writer that hands its bytes to `sink` whenever `capacity` of them are buffered, and on
    /// ``flush()``; it never holds more than that.
    package init(capacity: Int, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.capacity = Swift.max(capacity, 64)
        start = .allocate(capacity: self.capacity)
        self.sink = sink
    }

    deinit { if ownsStorage { start.deallocate() } }

    /// Hands the buffered bytes to the sink, if there is one.
    package mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: start, count: count))
        count = 0
    }

    /// Takes back what was written after the first `count` bytes (a writer without a sink).
    package mutating func truncate(to count: Int) {
        precondition(sink == nil && count <= self.count)
        self.count = count
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    package mutating func reserve(_ extra: Int) {
        if count + extra > capacity { makeRoom(extra) }
    }

    @inline(never)
    private mutating func makeRoom(_ extra: Int) {
        if sink != nil {
            flush()
            if extra <= capacity { return }
        }
        let grown = Swift.max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: start, count: count)
        if ownsStorage { start.deallocate() }
        start = moved
        capacity = grown
        ownsStorage = true
    }

    /// Lets `body` write up to `maximum` bytes in place; it returns how many it wrote.
    @inline(__always)
    package mutating func write(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += body(start + count)
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    package mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// A number's shortest text that reads back exactly (`number.description`), written in place
    /// with no `String` made for it: the standard library hands the digits of a `Double` written
    /// to a text stream over as bytes (`_writeASCII`, see ``DigitStream``).
    package mutating func append(shortest number: Double) {
        write(upTo: DigitStream.room) { start in
            var stream = DigitStream(start: start)
            number.write(to: &stream)
            return stream.count
        }
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// `text` as a JSON string literal, escaped in place (``JSONEscaping/writeLiteral(_:to:)``).
    package mutating func append(jsonLiteral text: String) {
        text.withUTF8Bytes { bytes in
            write(upTo: JSONEscaping.maximumLiteralCount(bytes.count)) { JSONEscaping.writeLiteral(bytes, to: $0) }
        }
    }

    /// A string's UTF-8 bytes, unescaped.
    package mutating func append(utf8 text: String) {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends a string's UTF-8 bytes: `out += "…"`, as the Swift export and the swatch sheet
    /// write their text.
    static func += (text: inout ByteWriter, string: String) {
        text.append(utf8: string)
    }

    /// Appends what another writer holds.
    mutating func append(_ other: borrowing ByteWriter) {
        other.withBytes { append($0) }
    }

    /// Reads the bytes written so far.
    borrowing func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes written, handed over to a `Data` without copying them.
    consuming func finishData() -> Data {
        precondition(ownsStorage, "a writer into an array's storage hands it over as the array")
        let data = Data(
            bytesNoCopy: start, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        // The bytes belong to `data` now; the deinit frees a one-byte stand-in.
        start = .allocate(capacity: 1)
        return data
    }

    /// The bytes written, as an array.
    package consuming func finish() -> [UInt8] {
        let count = self.count
        let start = self.start
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.update(from: start, count: count) }
            initialized = count
        }
    }
}

/// The text stream ``ByteWriter/append(shortest:)`` writes a number through: its bytes go
/// straight into room the writer reserved. The longest text of a `Double` takes 24 bytes
/// (`-2.2250738585072014e-308`); anything longer is cut at the room, which no number reaches.
private struct DigitStream: TextOutputStream {
    static let room = 32
    let start: UnsafeMutablePointer<UInt8>
    var count = 0

    init(start: UnsafeMutablePointer<UInt8>) { self.start = start }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        let taken = min(buffer.count, Self.room - count)
        guard taken > 0, let base = buffer.baseAddress else { return }
        (start + count).update(from: base, count: taken)
        count += taken
    }

    mutating func write(_ string: String) {
        string.withUTF8Bytes { _writeASCII($0) }
    }
}

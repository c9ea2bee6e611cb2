import Foundation

/// A growable byte buffer written through a pointer, for renderers on the hot path: an append is
/// a capacity check and a copy, with none of the per-element uniqueness checks of `[UInt8]`.
struct ByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written so far.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Makes room for `extra` more bytes.
    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = Swift.max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A string's UTF-8 bytes, unescaped.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Reads the bytes written so far.
    borrowing func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes written, handed over to a `Data` without copying them.
    consuming func finishData() -> Data {
        let data = Data(
            bytesNoCopy: start, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        discard self
        return data
    }

    /// The bytes written, as an array.
    consuming func finish() -> [UInt8] {
        let count = self.count
        let start = self.start
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.update(from: start, count: count) }
            initialized = count
        }
    }
}

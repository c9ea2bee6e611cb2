/// A name of at most 16 bytes held in two words, for matching a name the source writes against
/// a fixed set of names (the built-in functions, `dynamic`) without making a `String` of it or
/// hashing it: the binder asks for the callee of every call, and a large theme makes tens of
/// thousands of calls to a handful of built-ins.
package struct ShortName: Equatable, Sendable {
    /// The bytes, the first in the lowest byte of `low`; zero past the end.
    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64
    package let count: Int

    /// Three words compared, inlined where a name is matched: the synthesized `==` was reached
    /// from another module through the protocol's witness table (about 25 instructions a call).
    @inlinable
    package static func == (a: ShortName, b: ShortName) -> Bool {
        a.low == b.low && a.high == b.high && a.count == b.count
    }

    /// The name of `bytes`; nil when it is longer than 16 bytes.
    package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16 else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                words.0 |= UInt64(byte) << (8 * UInt64(index))
            } else {
                words.1 |= UInt64(byte) << (8 * UInt64(index - 8))
            }
        }
        (low, high, count) = (words.0, words.1, bytes.count)
    }

    /// The name `text` spells; nil when its UTF-8 is longer than 16 bytes.
    package init?(_ text: String) {
        guard let name = text.withUTF8Bytes({ ShortName($0) }) else { return nil }
        self = name
    }
}

extension SourceMap {
    /// The name written at `range` (backticks left out, as ``name(at:)`` leaves them), read from
    /// the file's bytes in place; nil when it is longer than 16 bytes.
    package func shortName(at range: TextRange) -> ShortName? {
        files[Int(range.file)].bytes.withUnsafeBufferPointer { bytes in
            ShortName(
                UnsafeBufferPointer(rebasing: bytes[SourceFile.nameBytes(in: bytes, Int(range.start)..<Int(range.end))])
            )
        }
    }
}

extension String {
    /// Lends `body` the string's UTF-8 bytes where they lie. `withUTF8` needs a `var`, and calling
    /// it on a copy retains and releases the string's storage (about 30 instructions): every
    /// name hashed, every JSON literal and every export's name reads its bytes this way. A
    /// string whose bytes are not contiguous (bridged from Objective-C) is copied, as `withUTF8`
    /// does. Inlinable, so that `body` is specialized where it is called.
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes, copied at once from where they lie. `append(contentsOf:
    /// text.utf8)` goes through the view's generic copy and retains the string's storage, about
    /// twice the instructions: the swatch sheet and the Android and asset-catalog writers append
    /// hundreds of thousands of pieces this way.
    package mutating func append(utf8 text: String) {
        text.withUTF8Bytes { append(contentsOf: $0) }
    }
}

extension String {
    /// The text of the UTF-8 bytes at `range` of `bytes`, ill-formed sequences replaced by U+FFFD
    /// as `String(decoding:as:)` replaces them: how the parser and the JSON reader make the
    /// names, keys and strings they read.
    ///
    /// Most such texts are names and keys of at most 15 ASCII bytes, which a `String` holds in
    /// place. Made with `String(unsafeUninitializedCapacity:initializingUTF8With:)`, such a text
    /// is copied straight into the string and known to be ASCII from its two words, where
    /// `String(decoding:as:)` runs its validation first; and the bytes are read through the
    /// array's own buffer, not a slice that retains and releases it. On the 10,000-token benchmark
    /// theme, `eval` takes 1% fewer instructions (docs/performance.md).
    package init(utf8 bytes: [UInt8], _ range: Range<Int>) {
        self = bytes.withUnsafeBufferPointer { whole in
            let source = UnsafeBufferPointer(rebasing: whole[range])
            guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *), let base = source.baseAddress else {
                return String(decoding: source, as: UTF8.self)
            }
            return String(unsafeUninitializedCapacity: source.count) { target in
                target.baseAddress!.initialize(from: base, count: source.count)
                return source.count
            }
        }
    }

    /// Whether some UTF-8 byte of the text satisfies `predicate`, its bytes read in place: the
    /// escaping functions ask it of every name and value they are handed, and a search of the
    /// `utf8` view goes through the view's index byte by byte (660 instructions a name).
    package func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        var copy = self
        return copy.withUTF8 { $0.contains(where: predicate) }
    }
}

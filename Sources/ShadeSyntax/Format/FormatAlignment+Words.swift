extension FormatAlignment {
    /// The bytes from `start` cut at their first three spaces: at most four words, the last one
    /// the rest of the line. Kept in place: a line of a large theme is cut once or twice, and an
    /// array of its words was an allocation each time.
    struct Words {
        /// Where the first word starts.
        private let start: Int
        /// Where each word ends: at a space, or at the line's end for the last.
        private var ends: (Int, Int, Int, Int) = (0, 0, 0, 0)
        private(set) var count = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
            self.start = min(start, bytes.count)
            var index = self.start
            while count < 3, index < bytes.count {
                if bytes[index] == UInt8(ascii: " ") { append(end: index) }
                index += 1
            }
            append(end: bytes.count)
        }

        private mutating func append(end: Int) {
            switch count {
            case 0: ends.0 = end
            case 1: ends.1 = end
            case 2: ends.2 = end
            default: ends.3 = end
            }
            count += 1
        }

        private func end(_ index: Int) -> Int {
            switch index {
            case 0: ends.0
            case 1: ends.1
            case 2: ends.2
            default: ends.3
            }
        }

        /// The word at `index` (below ``count``): each after the first starts past the space
        /// that ends the one before.
        subscript(index: Int) -> Range<Int> { (index == 0 ? start : end(index - 1) + 1)..<end(index) }
    }
}

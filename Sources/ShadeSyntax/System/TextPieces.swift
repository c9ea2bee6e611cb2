/// The few text operations Shade took from Foundation, on the standard library alone (see
/// ``Lock``): trimming, splitting and replacing by a piece of text. Pieces are compared character
/// by character, as Foundation's `components(separatedBy:)` and `replacingOccurrences(of:with:)`
/// compare them on Linux: `é` matches `e` with a combining accent, and `e` is not found inside it.
extension StringProtocol {
    /// The text without the spaces and tabs around it (and other space separators, as Foundation's
    /// `.whitespaces`); line breaks stay.
    package var trimmingSpaces: SubSequence {
        func isSpace(_ character: Character) -> Bool {
            character == " " || character == "\t"
                || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
        }
        var start = startIndex
        var end = endIndex
        while start < end, isSpace(self[start]) { start = index(after: start) }
        while end > start, isSpace(self[index(before: end)]) { end = index(before: end) }
        return self[start..<end]
    }

    /// Where `piece` first occurs at or after `from` (a character boundary); nil when it does not
    /// (or is empty).
    package func occurrence(of piece: some StringProtocol, from: Index? = nil) -> Range<Index>? {
        let wanted = Array(piece)
        guard let first = wanted.first else { return nil }
        var start = from ?? startIndex
        while start < endIndex {
            guard let candidate = self[start...].firstIndex(of: first) else { return nil }
            var position = candidate
            var matched = 0
            while matched < wanted.count, position < endIndex, self[position] == wanted[matched] {
                position = index(after: position)
                matched += 1
            }
            if matched == wanted.count { return candidate..<position }
            start = index(after: candidate)
        }
        return nil
    }

    /// The text between the occurrences of `separator`, empty pieces kept (Foundation's
    /// `components(separatedBy:)`).
    package func pieces(separatedBy separator: some StringProtocol) -> [String] {
        var result: [String] = []
        var start = startIndex
        while let found = occurrence(of: separator, from: start) {
            result.append(String(self[start..<found.lowerBound]))
            start = found.upperBound
        }
        result.append(String(self[start...]))
        return result
    }

    /// Every occurrence of `piece` replaced with `replacement`, from the start, none overlapping.
    package func replacingAll(_ piece: some StringProtocol, with replacement: some StringProtocol) -> String {
        pieces(separatedBy: piece).joined(separator: String(replacement))
    }
}

extension Array where Element == String {
    /// The texts one after another with `separator` between them: `joined(separator:)` for an
    /// array of strings, used where every `eval` passes (its help text, an appearance's name). The
    /// standard library's generic `joined` finds the array's `Collection` conformance at run time
    /// the first time a process calls it, a search of every conformance record of the executable
    /// (about 180,000 instructions; docs/performance.md, "Four copies and the start").
    package func joinedText(separator: String) -> String {
        var text = ""
        for (index, piece) in enumerated() {
            if index > 0 { text += separator }
            text += piece
        }
        return text
    }
}

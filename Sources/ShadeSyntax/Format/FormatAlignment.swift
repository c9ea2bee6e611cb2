/// The alignment of `=` in a run of declarations: consecutive lines at one indentation that each
/// declare a token (`color background = …`) get what stands before their `=` padded to one
/// width, so that the `=` line up (as the README's tour writes them). A blank line, a line
/// of another shape or another indentation ends the run.
package enum FormatAlignment {
    /// A declaration line, by where its parts stand in it (UTF-8 offsets: 24 bytes a line, as a
    /// run can be every line of a large theme).
    private struct Declaration {
        /// The line's place in the lines.
        var index: Int32 = 0
        /// The spaces before it.
        var indentation: Int32
        /// Where what stands before the `=` ends: `color background`, `private number n`, `fg.default`.
        var headEnd: Int32
        /// The head's width in characters.
        var width: Int32
        /// Where what follows ` = ` starts.
        var rest: Int32
        /// A style's property or an override (`NAME = REST`): no type.
        var isUntyped: Bool
    }

    /// The type names' bytes: a word is compared in bytes, never hashed as a Substring (which
    /// normalizes it first).
    private static let typeWords: [[UInt8]] = ValueType.allCases.map { Array($0.rawValue.utf8) }

    /// `lines` with their `=` aligned, then the `//` comments that end consecutive lines after
    /// code (`trailing`, by line) lined up one space after the longest code.
    package static func aligned(_ lines: [String], trailing: [Int: String]) -> [String] {
        var result = aligned(lines)
        var run: [(index: Int, code: String, comment: String)] = []
        func flush() {
            defer { run = [] }
            guard run.count > 1 else { return }
            let width = run.map(\.code.count).max() ?? 0
            for (index, code, comment) in run { result[index] = pad(code, width) + " " + comment }
        }
        for index in result.indices {
            guard let comment = trailing[index], result[index].hasSuffix(" " + comment) else {
                flush()
                continue
            }
            var code = String(result[index].dropLast(comment.count))
            while code.last == " " { code.removeLast() }
            run.append((index, code, comment))
        }
        flush()
        return result
    }

    package static func aligned(_ lines: [String]) -> [String] {
        var result = lines
        align(&result)
        return result
    }

    /// ``aligned(_:)`` in place: a line is replaced only where its run is padded, and no second
    /// array of the lines is made (an import of 100,000 tokens aligns 100,000 lines).
    package static func align(_ result: inout [String]) {
        var run: [Declaration] = []
        // The last comment or annotation line seen inside the current run.
        var transparent = -1
        func flush() {
            defer { run.removeAll(keepingCapacity: true) }
            guard run.count > 1 else { return }
            let width = run.map(\.width).max() ?? 0
            for declaration in run {
                var line = result[Int(declaration.index)]
                let (head, rest) = (Int(declaration.headEnd), Int(declaration.rest))
                let padding = Int(width - declaration.width)
                // The head, the padding, ` = ` and the rest, copied as bytes into one new line.
                result[Int(declaration.index)] = line.withUTF8 { bytes in
                    String(unsafeUninitializedCapacity: head + padding + 3 + bytes.count - rest) { text in
                        _ = text.initialize(fromContentsOf: bytes[..<head])
                        text[head..<head + padding].initialize(repeating: UInt8(ascii: " "))
                        _ = text[head + padding..<head + padding + 3].initialize(fromContentsOf: " = ".utf8)
                        _ = text[(head + padding + 3)...].initialize(fromContentsOf: bytes[rest...])
                        return head + padding + 3 + bytes.count - rest
                    }
                }
            }
        }
        for index in result.indices {
            let line = result[index]
            guard var declaration = declaration(line) else {
                // A comment or an annotation on its own line belongs to the next declaration.
                let body = line.drop { $0 == " " }
                if let last = run.last, body.hasPrefix("//") || body.hasPrefix("@"),
                    line.prefix(while: { $0 == " " }).count == last.indentation
                {
                    transparent = index
                    continue
                }
                flush()
                continue
            }
            declaration.index = Int32(truncatingIfNeeded: index)
            if let last = run.last,
                last.indentation != declaration.indentation
                    || last.isUntyped != declaration.isUntyped
                    || (Int(last.index) != index - 1 && transparent != index - 1)
            {
                flush()
            }
            run.append(declaration)
        }
        flush()
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(text) + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `[private |internal ]TYPE NAME = REST`, or `NAME = REST` (a style's property, an override) with an
    /// empty type, as the layout writes them (single spaces); nil for any other line.
    /// The line is read as bytes, cut at its spaces: a Character is formed only for a word that
    /// is not ASCII.
    private static func declaration(_ line: String) -> Declaration? {
        var line = line
        return line.withUTF8 { bytes in declaration(bytes) }
    }

    private static func declaration(_ bytes: UnsafeBufferPointer<UInt8>) -> Declaration? {
        let space = UInt8(ascii: " ")
        var bodyStart = 0
        while bodyStart < bytes.count, bytes[bodyStart] == space { bodyStart += 1 }
        func starts(_ prefix: StaticString, at offset: Int) -> Bool {
            prefix.withUTF8Buffer { prefix in
                offset + prefix.count <= bytes.count && prefix.indices.allSatisfy { bytes[offset + $0] == prefix[$0] }
            }
        }
        func word(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
        // `private ` or `internal ` (a contextual word: only before a type name) keeps its place.
        var modifier = starts("private ", at: bodyStart) ? 8 : 0
        if starts("internal ", at: bodyStart), let type = words(bytes, from: bodyStart + 9).first,
            isTypeWord(word(type))
        {
            modifier = 9
        }
        let isPrivate = modifier > 0
        let words = words(bytes, from: bodyStart + modifier)
        func isEquals(_ range: Range<Int>) -> Bool { range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: "=") }
        if !isPrivate, words.count >= 3, isEquals(words[1]), startsName(word(words[0])), !isTypeWord(word(words[0])),
            isPathName(word(words[0]))
        {
            return Declaration(
                indentation: Int32(bodyStart), headEnd: Int32(words[0].upperBound), width: width(word(words[0])),
                rest: Int32(words[2].lowerBound), isUntyped: true)
        }
        guard words.count == 4, isEquals(words[2]), isTypeWord(word(words[0])), startsName(word(words[1])) else {
            return nil
        }
        // `[private |internal ]TYPE NAME`: the words stand one space apart.
        let head = bodyStart..<words[1].upperBound
        return Declaration(
            indentation: Int32(bodyStart), headEnd: Int32(head.upperBound), width: width(word(head)),
            rest: Int32(words[3].lowerBound), isUntyped: false)
    }

    /// The bytes from `start` cut at their first three spaces: at most four words, the last one
    /// the rest of the line.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [Range<Int>] {
        var words: [Range<Int>] = []
        words.reserveCapacity(4)
        var start = min(start, bytes.count), index = start
        while words.count < 3, index < bytes.count {
            if bytes[index] == UInt8(ascii: " ") {
                words.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        words.append(start..<bytes.count)
        return words
    }

    private static func isTypeWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        typeWords.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// Whether a word can start a name: a letter, `_` or a backtick.
    private static func startsName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let byte = word.first else { return false }
        if byte < 0x80 { return byte.isIdentifierStart || byte == UInt8(ascii: "`") }
        return String(decoding: word, as: UTF8.self).first?.isLetter ?? false
    }

    /// Whether every character of a word is a letter, a digit or one of `_.`$`.
    private static func isPathName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: word, as: UTF8.self).allSatisfy {
                $0.isLetter || $0.isNumber || "_.`$".contains($0)
            }
        }
        return word.allSatisfy { $0.isIdentifierContinue || "_.`$".utf8.contains($0) }
    }

    /// A word's width in characters: its byte count when it is ASCII.
    private static func width(_ word: UnsafeBufferPointer<UInt8>) -> Int32 {
        Int32(word.allSatisfy { $0 < 0x80 } ? word.count : String(decoding: word, as: UTF8.self).count)
    }
}

/// The alignment of `=` in a run of declarations: consecutive lines at one indentation that each
/// declare a token (`color background = …`) get what stands before their `=` padded to one
/// width, so that the `=` line up (as the README's tour writes them). A blank line, a line
/// of another shape or another indentation ends the run.
package enum FormatAlignment {
    /// A declaration line, by where its parts stand in it (UTF-8 offsets).
    private struct Declaration {
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
    /// array of the lines is made.
    package static func align(_ result: inout [String]) {
        padRuns(count: result.count) { index in
            var line = result[index]
            return line.withUTF8(shape)
        } pad: { padding in
            var line = result[Int(padding.index)]
            let (head, rest, spaces) = (Int(padding.headEnd), Int(padding.rest), Int(padding.spaces))
            // The head, the padding, ` = ` and the rest, copied as bytes into one new line.
            result[Int(padding.index)] = line.withUTF8 { bytes in
                String(unsafeUninitializedCapacity: head + spaces + 3 + bytes.count - rest) { text in
                    var written = 0
                    Self.write(bytes, padding, into: text, at: &written)
                    return written
                }
            }
        }
    }

    /// `lines` as one text, each line followed by a line break, their `=` aligned as
    /// ``align(_:)`` aligns them: the paddings found first, then the text written once, straight
    /// from the lines' bytes into a string of its exact size.
    package static func aligned(_ lines: SourceLines) -> String {
        lines.bytes.withUnsafeBufferPointer { all in
            func line(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: all[lines.range(of: index)])
            }
            var paddings: [Padding] = []
            var size = all.count + lines.count
            padRuns(count: lines.count) {
                shape(line($0))
            } pad: { padding in
                paddings.append(padding)
                size += Int(padding.spaces)
            }
            return String(unsafeUninitializedCapacity: size) { text in
                var written = 0
                var next = paddings.startIndex
                for index in 0..<lines.count {
                    if next < paddings.endIndex, paddings[next].index == index {
                        write(line(index), paddings[next], into: text, at: &written)
                        next += 1
                    } else {
                        written = text[written...].initialize(fromContentsOf: line(index))
                    }
                    text[written] = UInt8(ascii: "\n")
                    written += 1
                }
                return written
            }
        }
    }

    /// Where a padded line's head ends and its rest starts, and the spaces that go between.
    private struct Padding {
        var index: Int32
        var headEnd: Int32
        var rest: Int32
        /// In a run being gathered, the head's width; once the run is complete, the spaces.
        var spaces: Int32
    }

    /// The line `bytes` padded: its head, the spaces, ` = ` and its rest, written into `text`
    /// from `written` on.
    private static func write(
        _ bytes: UnsafeBufferPointer<UInt8>, _ padding: Padding, into text: UnsafeMutableBufferPointer<UInt8>,
        at written: inout Int
    ) {
        let (head, rest, spaces) = (Int(padding.headEnd), Int(padding.rest), Int(padding.spaces))
        written = text[written...].initialize(fromContentsOf: bytes[..<head])
        text[written..<written + spaces].initialize(repeating: UInt8(ascii: " "))
        written += spaces
        written = text[written...].initialize(fromContentsOf: " = ".utf8)
        written = text[written...].initialize(fromContentsOf: bytes[rest...])
    }

    /// What a line is to the alignment.
    private enum Shape {
        /// A declaration, padded with the others of its run.
        case declaration(Declaration)
        /// A comment or an annotation on its own line, at this indentation: it belongs to the
        /// next declaration and does not end a run at its indentation.
        case note(indentation: Int32)
        /// Anything else: it ends a run.
        case other
    }

    private static func shape(_ bytes: UnsafeBufferPointer<UInt8>) -> Shape {
        if let declaration = declaration(bytes) { return .declaration(declaration) }
        var body = 0
        while body < bytes.count, bytes[body] == UInt8(ascii: " ") { body += 1 }
        guard body < bytes.count else { return .other }
        let isNote =
            bytes[body] == UInt8(ascii: "@")
            || (bytes[body] == UInt8(ascii: "/") && body + 1 < bytes.count && bytes[body + 1] == UInt8(ascii: "/"))
        return isNote ? .note(indentation: Int32(body)) : .other
    }

    /// Finds the runs of lines `0..<count` (each line's ``Shape`` from `shape`) and calls `pad`
    /// with each declaration of a run of more than one, in line order, with the spaces it needs.
    private static func padRuns(count: Int, shape: (Int) -> Shape, pad: (Padding) -> Void) {
        // The run's lines (16 bytes each: a run can be every line of a large theme), and what
        // its lines share.
        var run: [Padding] = []
        var (indentation, isUntyped): (Int32, Bool) = (0, false)
        // The last comment or annotation line seen inside the current run.
        var transparent = -1
        func flush() {
            defer { run.removeAll(keepingCapacity: true) }
            guard run.count > 1 else { return }
            let width = run.map(\.spaces).max() ?? 0
            for var padding in run {
                padding.spaces = width - padding.spaces
                pad(padding)
            }
        }
        for index in 0..<count {
            switch shape(index) {
            case let .declaration(declaration):
                if let last = run.last,
                    indentation != declaration.indentation || isUntyped != declaration.isUntyped
                        || (Int(last.index) != index - 1 && transparent != index - 1)
                {
                    flush()
                }
                (indentation, isUntyped) = (declaration.indentation, declaration.isUntyped)
                run.append(
                    Padding(
                        index: Int32(truncatingIfNeeded: index), headEnd: declaration.headEnd,
                        rest: declaration.rest, spaces: declaration.width))
            case let .note(noteIndentation) where !run.isEmpty && noteIndentation == indentation:
                transparent = index
            default:
                flush()
            }
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
        if starts("internal ", at: bodyStart), isTypeWord(word(Words(bytes, from: bodyStart + 9)[0])) {
            modifier = 9
        }
        let isPrivate = modifier > 0
        let words = Words(bytes, from: bodyStart + modifier)
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

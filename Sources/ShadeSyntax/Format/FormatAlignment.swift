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

    private static let typeWords: Set<Substring> = Set(ValueType.allCases.map { Substring($0.rawValue) })

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
                let line = result[Int(declaration.index)]
                let utf8 = line.utf8
                result[Int(declaration.index)] =
                    String(line[..<utf8.index(utf8.startIndex, offsetBy: Int(declaration.headEnd))])
                    + String(repeating: " ", count: Int(width - declaration.width))
                    + " = " + String(line[utf8.index(utf8.startIndex, offsetBy: Int(declaration.rest))...])
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
    /// The line is cut at its spaces' bytes: no Character need be formed for that.
    private static func declaration(_ line: String) -> Declaration? {
        let space = UInt8(ascii: " ")
        let offset = { (index: String.Index) in
            Int32(truncatingIfNeeded: line.utf8.distance(from: line.startIndex, to: index))
        }
        let bodyStart = line.utf8.firstIndex { $0 != space } ?? line.endIndex
        let indentation = line.utf8.distance(from: line.startIndex, to: bodyStart)
        let body = line[bodyStart...]
        // `private ` or `internal ` (a contextual word: only before a type name) keeps its place.
        var modifier = body.utf8.starts(with: "private ".utf8) ? 8 : 0
        if body.utf8.starts(with: "internal ".utf8), let type = Self.words(body.dropFirst(9)).first,
            typeWords.contains(type)
        {
            modifier = 9
        }
        let isPrivate = modifier > 0
        let words = Self.words(body.dropFirst(modifier))
        if !isPrivate, words.count >= 3, words[1] == "=", let first = words[0].first,
            first.isLetter || first == "_" || first == "`",
            !typeWords.contains(words[0]), words[0].allSatisfy({ $0.isLetter || $0.isNumber || "_.`$".contains($0) })
        {
            return Declaration(
                indentation: Int32(indentation), headEnd: offset(words[0].endIndex), width: Int32(words[0].count),
                rest: offset(words[2].startIndex), isUntyped: true)
        }
        guard words.count == 4, words[2] == "=", typeWords.contains(words[0]),
            let first = words[1].first, first.isLetter || first == "_" || first == "`"
        else { return nil }
        // `[private |internal ]TYPE NAME`: the words stand one space apart.
        let head = bodyStart..<words[1].endIndex
        return Declaration(
            indentation: Int32(indentation), headEnd: offset(head.upperBound), width: Int32(line[head].count),
            rest: offset(words[3].startIndex), isUntyped: false)
    }

    /// `text` cut at its first three spaces: at most four words, the last one the rest of it.
    private static func words(_ text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        while words.count < 3, let space = text.utf8[start...].firstIndex(of: UInt8(ascii: " ")) {
            words.append(text[start..<space])
            start = text.utf8.index(after: space)
        }
        words.append(text[start...])
        return words
    }
}

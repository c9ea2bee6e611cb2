/// The token-by-token layout behind ``ThemeFormatter``: it writes the tokens with the spacing of
/// ``FormatSpacing``, keeps the line breaks of the source (more than one blank line becomes one),
/// puts each comment back beside the token it was written beside, and indents a line two spaces
/// deeper than the line that opened the innermost bracket still open.
struct FormatLayout {
    package let bytes: [UInt8]
    package let tokens: [SyntaxToken]
    /// The `(` tokens whose arguments go one per line.
    package private(set) var wrapped: Set<Int> = []
    /// The `//` comment that ends a line after code, by line (the last render's).
    private(set) var trailingComments: [Int: String] = [:]
    /// For each rendered line, the tokens it holds (the last render's).
    private var lineTokens: [Range<Int>] = []
    /// The index of the matching bracket, for every bracket token; -1 for any other token and
    /// a bracket left unmatched (``partner(of:)`` reads it).
    private let partners: [Int]
    /// For every token, the innermost bracket (`(` or `{`) open around it, or -1.
    private let enclosing: [Int]

    package init(bytes: [UInt8], tokens: [SyntaxToken]) {
        self.bytes = bytes
        self.tokens = tokens
        var partner = [Int](repeating: -1, count: tokens.count), open: [Int] = []
        var enclosing = [Int](repeating: -1, count: tokens.count)
        for (index, token) in tokens.enumerated() {
            enclosing[index] = open.last ?? -1
            switch token.kind {
            case .leftParen, .leftBrace: open.append(index)
            case .rightParen, .rightBrace:
                if let start = open.popLast() { partner[start] = index; partner[index] = start }
            default: break
            }
        }
        self.partners = partner
        self.enclosing = enclosing
        // A block written over several lines is laid out one declaration per line.
        for (index, token) in tokens.enumerated() where token.kind == .leftBrace {
            guard let end = self.partner(of: index) else { continue }
            if bytes[Int(token.range.end)..<Int(tokens[end].range.start)].contains(UInt8(ascii: "\n")) {
                wrapped.insert(index)
            }
        }
    }

    /// The matching bracket of the bracket at `index`, if it has one.
    private func partner(of index: Int) -> Int? {
        partners[index] >= 0 ? partners[index] : nil
    }

    static let typeWords = Set(ValueType.allCases.map(\.rawValue))

    private func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// The source laid out, as lines without their line breaks.
    package mutating func render() -> [String] {
        var lines: [String] = [], line = "", lineStart = 0
        // Whether `line` holds more than its indentation (asked at every token: kept, not scanned).
        var lineHasText = false
        lineTokens = []
        trailingComments = [:]
        // The indentation of the line each open bracket was opened on, innermost last.
        var open: [(index: Int, indentation: Int)] = []
        var indentation = 0, lastEnd = 0, pendingBreaks = 0, afterLineComment = false
        // Inside `appearances { … }`, `-` joins axis values: no spaces around it.
        var appearancesEnd = -1
        func breakLine(_ count: Int, indent: Int, nextToken: Int) {
            lines.append(trimmed(line))
            for _ in 1..<max(count, 1) { lines.append("") }
            lineTokens.append(lineStart..<nextToken)
            lineTokens += Array(repeating: nextToken..<nextToken, count: max(count, 1) - 1)
            lineStart = nextToken
            indentation = indent
            line = String(repeating: " ", count: indent)
            lineHasText = false
        }
        for (index, token) in tokens.enumerated() {
            let start = Int(token.range.start)
            let closes = token.kind == .rightBrace || token.kind == .rightParen
            let innerIndent = open.last.map { $0.indentation + 2 } ?? 0
            let lineIndent = closes ? (open.last?.indentation ?? 0) : innerIndent
            // The comments and line breaks before the token. Inside parentheses the source's line
            // breaks go (the layout wraps long calls itself), unless a comment stands there.
            let pieces = FormatGap.pieces(bytes[lastEnd..<start])
            let insideParentheses = open.last.map { tokens[$0.index].kind == .leftParen } ?? false
            let reflowed = insideParentheses && !pieces.contains { if case .comment = $0 { true } else { false } }
            for piece in reflowed ? [] : pieces {
                switch piece {
                case .lineBreak: pendingBreaks += 1
                case let .comment(range, isLine):
                    if pendingBreaks > 0 && !(lines.isEmpty && line.isEmpty) {
                        breakLine(min(pendingBreaks, 2), indent: innerIndent, nextToken: index)
                    } else if lineHasText {
                        line += " "
                        if isLine { trailingComments[lines.count] = text(range.lowerBound, range.upperBound) }
                    }
                    line += text(range.lowerBound, range.upperBound)
                    lineHasText = true
                    pendingBreaks = 0
                    afterLineComment = isLine
                }
            }
            let previous = index > 0 ? tokens[index - 1].kind : nil
            let forced = afterLineComment || index > 0 && breaksBefore(index)
            if index == 0 && line.isEmpty {
                line = ""
            } else if pendingBreaks > 0 || forced {
                let afterOpen = previous == .leftBrace || previous == .leftParen
                let count = closes || afterOpen ? 1 : min(max(pendingBreaks, 1), 2)
                breakLine(count, indent: lineIndent, nextToken: index)
            } else if let previous, lineHasText {
                let joined = index < appearancesEnd && (previous == .minus || token.kind == .minus)
                let prefix =
                    (previous == .minus || previous == .bang)
                    && FormatSpacing.isPrefixPosition(after: index > 1 ? tokens[index - 2].kind : nil)
                if !joined && FormatSpacing.space(between: previous, token.kind, previousIsPrefix: prefix) {
                    line += " "
                }
            }
            pendingBreaks = 0
            afterLineComment = false
            line += text(start, Int(token.range.end))
            lineHasText = true
            lastEnd = Int(token.range.end)
            switch token.kind {
            case .leftBrace, .leftParen:
                open.append((index, indentation))
                if token.kind == .leftBrace, index > 0, tokens[index - 1].kind == .identifier,
                    text(Int(tokens[index - 1].range.start), Int(tokens[index - 1].range.end)) == "appearances"
                {
                    appearancesEnd = partner(of: index) ?? tokens.count
                }
            case .rightBrace, .rightParen: _ = open.popLast()
            default: break
            }
        }
        for piece in FormatGap.pieces(bytes[lastEnd...]) {
            switch piece {
            case .lineBreak: pendingBreaks += 1
            case let .comment(range, isLine):
                if pendingBreaks > 0 && !(lines.isEmpty && line.isEmpty) {
                    breakLine(min(pendingBreaks, 2), indent: 0, nextToken: tokens.count)
                } else if !line.isEmpty {
                    line += " "
                    if isLine { trailingComments[lines.count] = text(range.lowerBound, range.upperBound) }
                }
                line += text(range.lowerBound, range.upperBound)
                pendingBreaks = 0
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(trimmed(line)); lineTokens.append(lineStart..<tokens.count) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A break the layout makes itself: inside a wrapped call, after its `(` and each of its
    /// commas, and before its `)`.
    private func breaksBefore(_ index: Int) -> Bool {
        let previous = index - 1
        if let block = enclosingBlock(of: index), wrapped.contains(block) {
            if previous == block || tokens[index].kind == .rightBrace && partner(of: index) == block { return true }
            if startsDeclaration(index) { return true }
        }
        if tokens[previous].kind == .leftParen, wrapped.contains(previous), tokens[index].kind != .rightParen {
            return true
        }
        if tokens[index].kind == .rightParen, let start = partner(of: index), wrapped.contains(start), start != previous
        {
            return true
        }
        if tokens[previous].kind == .comma, let start = enclosingParen(of: previous), wrapped.contains(start) {
            return true
        }
        return false
    }

    /// The `{` that `index` stands directly inside (or closes), when there is one.
    private func enclosingBlock(of index: Int) -> Int? {
        if tokens[index].kind == .rightBrace { return partner(of: index) }
        let open = enclosing[index]
        return open >= 0 && tokens[open].kind == .leftBrace ? open : nil
    }

    /// Whether a declaration or an assignment starts at `index` (inside a block): a keyword that
    /// starts one, or `[TYPE] NAME[.NAME…] =` after a token that ends an expression.
    private func startsDeclaration(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .kwGroup, .kwFn, .kwAssert, .kwAxis, .kwImport: return true
        case .kwPrivate, .at: return tokens[index - 1].kind != .at && tokens[index - 1].kind != .kwPrivate
        case .identifier: break
        default: return false
        }
        // `internal color name = …` starts at `internal` (docs/language.md, Internal).
        if word(at: index - 1) == "internal" { return false }
        if word(at: index) == "internal", index + 1 < tokens.count {
            switch tokens[index + 1].kind {
            case .kwGroup, .kwFn, .kwPrivate: return true
            case .identifier: if FormatLayout.typeWords.contains(word(at: index + 1)) { return true }
            default: break
            }
        }
        // `color name = …`: the name after a type is not a start.
        if tokens[index - 1].kind == .identifier,
            FormatLayout.typeWords.contains(text(Int(tokens[index - 1].range.start), Int(tokens[index - 1].range.end)))
        {
            return false
        }
        switch tokens[index - 1].kind {
        case .identifier, .number, .percentage, .dimension, .hexColor, .string, .kwTrue, .kwFalse, .rightParen,
            .rightBrace:
            break
        default: return false
        }
        var position = index + 1, names = 1
        while position < tokens.count {
            switch tokens[position].kind {
            case .dot where position + 1 < tokens.count && tokens[position + 1].kind == .identifier: position += 2
            case .identifier where names == 1: names += 1; position += 1
            case .equals: return true
            default: return false
            }
        }
        return false
    }

    /// The text of the token at `index`.
    private func word(at index: Int) -> String { text(Int(tokens[index].range.start), Int(tokens[index].range.end)) }

    /// The `(` whose arguments `index` separates, when it is directly inside one.
    private func enclosingParen(of index: Int) -> Int? {
        let open = enclosing[index]
        return open >= 0 && tokens[open].kind == .leftParen ? open : nil
    }

    /// Marks, on every line longer than `width`, its first call not yet wrapped; false when no
    /// long line has one left.
    mutating func wrapOverlongLines(lengths: [Int], width: Int) -> Bool {
        var changed = false
        for (line, length) in lengths.enumerated() where length > width && line < lineTokens.count {
            let candidates = lineTokens[line].filter { index in
                (tokens[index].kind == .leftParen || tokens[index].kind == .leftBrace) && !wrapped.contains(index)
                    && partner(of: index).map { $0 > index + 1 } == true
            }
            // The call that spans the most of the line: the outermost.
            if let first = candidates.max(by: { (partner(of: $0) ?? $0) - $0 < (partner(of: $1) ?? $1) - $1 }) {
                wrapped.insert(first)
                changed = true
            }
        }
        return changed
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}

/// What stands between two tokens: line breaks and comments (spaces and tabs are dropped).
enum FormatGap {
    enum Piece {
        case lineBreak
        /// A comment's bytes; `isLine` for `//` comments, which end their line.
        case comment(Range<Int>, isLine: Bool)
    }

    package static func pieces(_ gap: ArraySlice<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        var index = gap.startIndex
        while index < gap.endIndex {
            let byte = gap[index]
            if byte == UInt8(ascii: "\n") {
                pieces.append(.lineBreak)
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < gap.endIndex, gap[index + 1] == UInt8(ascii: "/") {
                let end = gap[index...].firstIndex(of: UInt8(ascii: "\n")) ?? gap.endIndex
                var stop = end
                while stop > index,
                    gap[stop - 1] == UInt8(ascii: " ") || gap[stop - 1] == UInt8(ascii: "\r")
                        || gap[stop - 1] == UInt8(ascii: "\t")
                { stop -= 1 }
                pieces.append(.comment(index..<stop, isLine: true))
                index = end
            } else if byte == UInt8(ascii: "/"), index + 1 < gap.endIndex, gap[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < gap.endIndex, !(gap[end] == UInt8(ascii: "*") && gap[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                end = min(end + 2, gap.endIndex)
                pieces.append(.comment(index..<end, isLine: false))
                index = end
            } else {
                index += 1
            }
        }
        return pieces
    }
}

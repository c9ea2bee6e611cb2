/// The kinds of lexical tokens.
package enum TokenKind: UInt8, Sendable {
    case identifier, number, percentage, dimension, hexColor, string
    // keywords
    case kwGroup, kwPrivate, kwFn, kwImport, kwAssert, kwAxis, kwIf, kwThen, kwElse, kwTrue, kwFalse
    // punctuation
    case leftBrace, rightBrace, leftParen, rightParen, comma, colon, dot, equals, arrow, dollar
    case plus, minus, star, slash, bang, andAnd, orOr, at
    case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    case endOfFile
    /// A byte sequence the lexer could not read; the lexer has reported it.
    case invalid

    /// How the token is named in "expected …" messages.
    /// Whether the kind is a reserved word (`if`, `group`, `true`, …).
    var isKeyword: Bool {
        switch self {
        case .kwGroup, .kwPrivate, .kwFn, .kwImport, .kwAssert, .kwAxis, .kwIf, .kwThen, .kwElse, .kwTrue, .kwFalse:
            true
        default: false
        }
    }

    package var spelling: String {
        switch self {
        case .identifier: "a name"
        case .number, .percentage, .dimension: "a number"
        case .hexColor: "a color"
        case .string: "a string"
        case .kwGroup: "'group'"
        case .kwPrivate: "'private'"
        case .kwFn: "'fn'"
        case .kwImport: "'import'"
        case .kwAssert: "'assert'"
        case .kwAxis: "'axis'"
        case .kwIf: "'if'"
        case .kwThen: "'then'"
        case .kwElse: "'else'"
        case .kwTrue: "'true'"
        case .kwFalse: "'false'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .comma: "','"
        case .colon: "':'"
        case .dot: "'.'"
        case .equals: "'='"
        case .arrow: "'->'"
        case .dollar: "'$'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .slash: "'/'"
        case .bang: "'!'"
        case .andAnd: "'&&'"
        case .orOr: "'||'"
        case .equalEqual: "'=='"
        case .bangEqual: "'!='"
        case .less: "'<'"
        case .lessEqual: "'<='"
        case .greater: "'>'"
        case .greaterEqual: "'>='"
        case .at: "'@'"
        case .endOfFile: "end of file"
        case .invalid: "an invalid character"
        }
    }

    package static let keywords: [String: TokenKind] = [
        "group": .kwGroup, "private": .kwPrivate, "fn": .kwFn, "import": .kwImport,
        "assert": .kwAssert, "axis": .kwAxis, "if": .kwIf, "then": .kwThen, "else": .kwElse,
        "true": .kwTrue, "false": .kwFalse
    ]

    /// The keyword `word` spells, if any: ``keywords`` read from bytes by their length and first
    /// byte, without hashing (the lexer asks for every word, the import for every name it writes).
    /// The two are one number, `length << 8 | first byte`, switched over as one: a switch over the
    /// pair compared both for each keyword in turn, 39 instructions a word
    /// (docs/performance.md, "A parser copied for a question").
    package static func keyword<Bytes: RandomAccessCollection<UInt8>>(_ word: Bytes) -> TokenKind?
    where Bytes.Index == Int {
        let count = word.count
        guard count >= 2, count <= 7 else { return nil }
        let candidate: (StaticString, TokenKind)
        switch count << 8 | Int(word[word.startIndex]) {
        case 0x567: candidate = ("group", .kwGroup)  // 5, g
        case 0x770: candidate = ("private", .kwPrivate)  // 7, p
        case 0x266: candidate = ("fn", .kwFn)  // 2, f
        case 0x669: candidate = ("import", .kwImport)  // 6, i
        case 0x661: candidate = ("assert", .kwAssert)  // 6, a
        case 0x461: candidate = ("axis", .kwAxis)  // 4, a
        case 0x269: candidate = ("if", .kwIf)  // 2, i
        case 0x474:  // 4, t
            candidate = word[word.startIndex + 1] == UInt8(ascii: "h") ? ("then", .kwThen) : ("true", .kwTrue)
        case 0x465: candidate = ("else", .kwElse)  // 4, e
        case 0x566: candidate = ("false", .kwFalse)  // 5, f
        default: return nil
        }
        let matches = candidate.0.withUTF8Buffer { spelling in
            spelling.indices.allSatisfy { word[word.startIndex + $0] == spelling[$0] }
        }
        return matches ? candidate.1 : nil
    }
}

/// One lexical token: its kind, its bytes and whether a line break precedes it.
/// The range comes first: laid out this way a token takes 16 bytes, not 20.
package struct SyntaxToken: Sendable {
    package var range: TextRange
    package var kind: TokenKind
    /// True when the token is the first on its line; the parser recovers at such tokens.
    var startsLine: Bool

    package init(kind: TokenKind, range: TextRange, startsLine: Bool) {
        self.range = range
        self.kind = kind
        self.startsLine = startsLine
    }
}

import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// What an editor offers for a name being typed, and what it shows about a name: the theme's
/// own names in scope, members after a dot, built-ins with their signatures.
package struct NameCompletion: Hashable, Sendable {
    /// What a completed name stands for.
    public enum Kind: String, Hashable, Sendable {
        /// A token of the theme.
        case token
        /// A group of the theme (or a component, whose properties follow a dot).
        case group
        /// A user function, a built-in one or a host function.
        case function
        /// A color of the system palette.
        case systemColor
        /// An appearance's axis value after a token (`accent.dark`).
        case appearance
        /// A property of a component (`UIButton.tintColor`), or a member of a value (`title.size`,
        /// `accent.alpha`, `accent.oklch`).
        case field
        /// A keyword, a type name or a built-in condition (`dark`).
        case keyword
        /// A parameter of the function whose body is being written.
        case parameter
    }

    /// Creates a completion.
    public init(label: String, kind: Kind, detail: String?) {
        self.label = label
        self.kind = kind
        self.detail = detail
    }

    /// The text to insert: a member name after a dot, else a whole name.
    public let label: String
    /// What it stands for.
    public let kind: Kind
    /// A signature, a type or an appearance's axis, when there is one to show.
    public let detail: String?
}

/// The completions at a place in text: where the name being typed starts and what it can become.
package struct CompletionAnswer: Hashable, Sendable {
    /// The UTF-8 offset where the dotted name being typed starts (`Semantic.ba` as a whole).
    package var start: Int
    /// What comes before the name's last dot (`Semantic` for `Semantic.ba`); nil without a dot.
    package var base: String?
    /// What the part after the last dot (the whole name without a dot) can become: the
    /// parameters in scope first, then the members of the enclosing groups, then the top level.
    package var items: [NameCompletion]
}

/// The bytes of names in source text, for the tools that read text that may not parse yet
/// (completion, signature help, hover, navigation).
package enum NameBytes {
    /// A byte of a dotted name: a letter, a digit, `_`, `.`, `$`, a backtick, or part of a
    /// non-ASCII character.
    package static func isPathByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte == UInt8(ascii: "`")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Where the dotted name that ends at `offset` starts (a backtick ends it, as in a string).
    package static func pathStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, isPathByte(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "`") { start -= 1 }
        return start
    }

    /// The start of the line holding `offset`.
    package static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }
}

/// What the tools show about a theme's names; completion itself is ``CompletionService``.
extension Theme {
    /// The type of a token as the REPL shows it (`color`, `dimension (pt)`); nil when no token has
    /// this qualified name.
    public func typeDescription(ofToken name: String) -> String? {
        program.tokenIndex(named: name).map(CompletionService(theme: self).typeDescription(ofToken:))
    }

    /// Any token by its qualified name, private ones included, with its values in the theme's
    /// appearances (none when it has an error).
    public func token(named name: String) -> ThemeToken? {
        guard let index = program.tokenIndex(named: name) else { return nil }
        guard evaluator.isEvaluated[index] else { return ThemeToken(program, token: index, values: []) }
        // A token of some appearances keeps a value in every column; `presence` says where it exists.
        return ThemeToken(
            program, token: index, values: appearances.map { evaluator.values[index, $0.index] },
            presence: !program.tokens[index].isPartial
                ? [] : appearances.map { evaluator.isPresent(token: index, in: $0.index) })
    }

    /// A function's signature: a user function's as declared (`fn soft(c: color, by: number =
    /// 0.5) -> color`), a host function's, or a built-in's; nil when there is no such function.
    public func signature(ofFunction name: String) -> String? {
        CompletionService(theme: self).signature(ofFunction: name)
    }
}

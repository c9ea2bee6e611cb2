/// `shade fmt`: one canonical layout for Shade source. Two spaces of indentation per open brace or
/// bracket line, one space around binary operators and after commas and labels, `=` aligned in a
/// run of declarations, blank lines kept but collapsed to one, comments kept where they were,
/// and calls longer than ``width`` columns wrapped one argument per line. Only the layout
/// changes: the tokens, and so the theme's values, stay exactly as they were.
package enum ThemeFormatter {
    /// The column a formatted line should not pass when a call can be wrapped.
    public static let width = 100

    /// `source` formatted, or the syntax errors that keep it from being formatted (the source is
    /// then to be left as it is). `path` names the file in the diagnostics.
    public static func format(_ source: String, path: String = "<input>") -> Result<String, FormatError> {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: path, bytes: Array(source.utf8)))
        let bytes = log.sources[file].bytes
        _ = Parser.parse(file: file, source: log.sources[file], log: &log)
        let errors = log.reported.filter { $0.severity == .error }
        guard errors.isEmpty else { return .failure(FormatError(diagnostics: errors)) }
        var quiet = DiagnosticLog(sources: log.sources)
        let tokens = Lexer.tokenize(file: file, bytes: bytes, log: &quiet).filter { $0.kind != .endOfFile }
        var layout = FormatLayout(bytes: bytes, tokens: tokens)
        // Wrap the first unwrapped call of each line that is too long, until none can be wrapped.
        for _ in 0..<tokens.count + 1 {
            let lines = FormatAlignment.aligned(layout.render(), trailing: layout.trailingComments)
            let wrapped = layout.wrapOverlongLines(lengths: lines.map(\.utf8.count), width: width)
            if !wrapped { return .success(lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")) }
        }
        let lines = layout.render()
        return .success(
            FormatAlignment.aligned(lines, trailing: layout.trailingComments).joined(separator: "\n") + "\n")
    }
}

/// Why a source was not formatted: its syntax errors.
package struct FormatError: ShadeError {
    /// The errors, located in the source.
    public let diagnostics: [Diagnostic]
}

/// Whether one space stands between two tokens on a line: none inside brackets, before `,` `:`
/// `.` `)`, after `.` `$` `@` and a prefix `-` or `!`, nor between a name and its call's `(`;
/// one everywhere else (around binary operators and `=`, after `,` and labels' `:`, inside
/// `{ … }` on one line).
enum FormatSpacing {
    package static func space(between previous: TokenKind, _ next: TokenKind, previousIsPrefix: Bool) -> Bool {
        switch (previous, next) {
        case (_, .comma), (_, .colon), (_, .dot), (_, .rightParen): false
        case (.dot, _), (.dollar, _), (.at, _), (.leftParen, _): false
        case (.minus, _) where previousIsPrefix, (.bang, _): false
        // A call, or `fn name(`, or `@name(`: the parenthesis sits on the name.
        case (.identifier, .leftParen), (.rightParen, .leftParen): false
        default: true
        }
    }

    /// Whether a `-` or `!` after `before` is a prefix operator (no operand before it).
    static func isPrefixPosition(after before: TokenKind?) -> Bool {
        guard let before else { return true }
        switch before {
        case .identifier, .number, .percentage, .dimension, .hexColor, .string, .kwTrue, .kwFalse, .rightParen:
            return false
        default:
            return true
        }
    }
}

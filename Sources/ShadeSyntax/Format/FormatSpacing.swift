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

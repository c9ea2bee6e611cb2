import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The lines of one REPL entry read so far, and whether it continues: it does while braces or
/// parentheses are open, a `/*` comment is unterminated, or the entry ends with an annotation
/// (`@deprecated("use accent")`, whose declaration comes on the next line). Each line is scanned once, when it is
/// added, so an entry of many lines costs time in proportion to its length.
package struct PendingEntry: Sendable {
    /// The lines so far, without their line ends.
    package private(set) var lines: [String] = []
    /// Open braces and parentheses minus closed ones.
    private var depth = 0
    /// True inside a `/*` comment not closed yet.
    private var inComment = false
    /// True when the last line with tokens ends with `@NAME` or `@NAME("text")`.
    private var endsWithAnnotation = false

    /// An entry with no line yet.
    package init() {}

    /// True before the first line.
    package var isEmpty: Bool { lines.isEmpty }

    /// True while the entry continues on the next line.
    package var needsMoreInput: Bool { depth > 0 || inComment || endsWithAnnotation }

    /// The entry: its lines joined with line ends.
    package var text: String { lines.joined(separator: "\n") }

    /// How many lines of input the entry spans (a line holding line ends counts each one).
    package private(set) var lineCount = 0

    /// Adds a line and scans its brackets and comments.
    package mutating func append(_ line: String) {
        lines.append(line)
        var bytes = Array(line.utf8)
        lineCount += 1 + bytes.count { $0 == UInt8(ascii: "\n") }
        if inComment {
            guard let close = Self.commentEnd(in: bytes) else { return }
            bytes.removeFirst(close)
            inComment = false
        }
        var log = DiagnosticLog(sources: SourceMap())
        log.locates = false  // only whether a comment is left open matters here
        let file = log.sources.add(SourceFile(path: "", bytes: bytes))
        let tokens = Lexer.tokenize(file: file, bytes: log.sources[file].bytes, log: &log).filter {
            $0.kind != .endOfFile
        }
        let kinds = tokens.map(\.kind), count = kinds.count
        if count > 0 {
            endsWithAnnotation =
                count >= 2 && kinds[count - 2] == .at && kinds[count - 1] == .identifier
                || Self.endsWithAnnotationArguments(kinds)
        }
        for token in tokens {
            switch token.kind {
            case .leftBrace, .leftParen: depth += 1
            case .rightBrace, .rightParen: depth -= 1
            default: break
            }
        }
        inComment = log.diagnostics.contains { $0.message == DiagnosticMessage.unterminatedComment.text }
    }

    /// Whether `kinds` ends with `@name(…)`: the last `)` closes a `(` right after `@name`.
    private static func endsWithAnnotationArguments(_ kinds: [TokenKind]) -> Bool {
        guard kinds.last == .rightParen, let open = kinds.lastIndex(of: .leftParen), open >= 2 else { return false }
        return kinds[open - 2] == .at && kinds[open - 1] == .identifier
            && !kinds[open...].dropFirst().contains(.leftParen)
    }

    /// The offset just past the first `*/`, if any.
    private static func commentEnd(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }
}

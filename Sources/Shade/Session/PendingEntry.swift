/// The lines of one REPL entry read so far, and whether it continues: it does while braces or
/// parentheses are open or a `/*` comment is unterminated. Each line is scanned once, when it is
/// added, so an entry of many lines costs time in proportion to its length.
public struct PendingEntry: Sendable {
    /// The lines so far, without their line ends.
    public private(set) var lines: [String] = []
    /// Open braces and parentheses minus closed ones.
    private var depth = 0
    /// True inside a `/*` comment not closed yet.
    private var inComment = false

    /// An entry with no line yet.
    public init() {}

    /// True before the first line.
    public var isEmpty: Bool { lines.isEmpty }

    /// True while the entry continues on the next line.
    public var needsMoreInput: Bool { depth > 0 || inComment }

    /// The entry: its lines joined with line ends.
    public var text: String { lines.joined(separator: "\n") }

    /// How many lines of input the entry spans (a line holding line ends counts each one).
    public private(set) var lineCount = 0

    /// Adds a line and scans its brackets and comments.
    public mutating func append(_ line: String) {
        lines.append(line)
        var bytes = Array(line.utf8)
        lineCount += 1 + bytes.count { $0 == UInt8(ascii: "\n") }
        if inComment {
            guard let close = Self.commentEnd(in: bytes) else { return }
            bytes.removeFirst(close)
            inComment = false
        }
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "", bytes: bytes))
        for token in Lexer.tokenize(file: file, bytes: log.sources[file].bytes, log: &log) {
            switch token.kind {
            case .leftBrace, .leftParen: depth += 1
            case .rightBrace, .rightParen: depth -= 1
            default: break
            }
        }
        inComment = log.diagnostics.contains { $0.message == DiagnosticMessage.unterminatedComment.text }
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

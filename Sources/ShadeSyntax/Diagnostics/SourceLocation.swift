extension Diagnostic {
    /// A line and column in a source file, both 1-based; columns count characters.
    public struct Position: Hashable, Sendable, Comparable {
        /// The 1-based line.
        public var line: Int
        /// The 1-based column, in characters.
        public var column: Int

        /// Creates a position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// Orders positions by line, then column.
        public static func < (lhs: Diagnostic.Position, rhs: Diagnostic.Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }
}

extension Diagnostic {
    /// Where a diagnostic points: a file, a range in it, and the text of its first line.
    public struct Location: Hashable, Sendable {
        /// The file's path as it was given (or `<stdin>`, `<repl>`).
        public var path: String
        /// The first character of the range.
        public var start: Diagnostic.Position
        /// Just past the last character of the range.
        public var end: Diagnostic.Position
        /// The source line on which the range starts, for carets; for lines longer than
        /// ``maximumLineLength``, a window of it around the range.
        public var sourceLine: String
        /// The column at which ``sourceLine`` begins: 1 unless the line is shown as a window.
        public var sourceLineColumn: Int

        /// Lines longer than this (in bytes) are shown as a window around the range.
        public static let maximumLineLength = 240

        /// Creates a location.
        public init(
            path: String, start: Diagnostic.Position, end: Diagnostic.Position, sourceLine: String,
            sourceLineColumn: Int = 1
        ) {
            self.path = path
            self.start = start
            self.end = end
            self.sourceLine = sourceLine
            self.sourceLineColumn = sourceLineColumn
        }
    }
}

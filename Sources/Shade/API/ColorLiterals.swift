/// The color literals written in a source text (`#3c64f4`, `#fff8`, `0xRRGGBB`), where an editor
/// draws swatches.
public enum ColorLiterals {
    /// A color literal and where it is written.
    public struct Found: Hashable, Sendable {
        /// The color it stands for.
        public let color: Color
        /// Where it is written (`path` is the one given to ``find(in:path:)``).
        public let location: SourceLocation
    }

    /// Every color literal of `source`, in order; literals in comments and strings are not ones.
    public static func find(in source: String, path: String = "<input>") -> [Found] {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: path, bytes: Array(source.utf8)))
        let sourceFile = log.sources[file]
        let tokens = Lexer.tokenize(file: file, bytes: sourceFile.bytes, log: &log)
        return tokens.compactMap { token in
            guard token.kind == .hexColor, let color = Color(hex: sourceFile.text(token.range)) else { return nil }
            return Found(color: color, location: log.sources.location(of: token.range))
        }
    }
}

/// A problem found in a theme: a message, where it is, notes that explain it and suggested fixes.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The theme cannot be resolved (or an assertion failed).
        case error
        /// Worth fixing, but the theme still resolves.
        case warning
    }

    /// A secondary message, usually pointing at a related place (`note: first declared here`).
    public struct Note: Hashable, Sendable {
        /// What the note says.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?

        /// Creates a note.
        public init(message: String, location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// The main message, in lower case without a final period.
    public var message: String
    /// Where the problem is; nil for problems of a whole run (a missing file).
    public var location: SourceLocation?
    /// Explanations, in order.
    public var notes: [Note]
    /// Replacements the user probably meant (did-you-mean), best first.
    public var suggestions: [String]

    /// Creates a diagnostic.
    public init(
        severity: Severity = .error, message: String, location: SourceLocation?,
        notes: [Note] = [], suggestions: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.suggestions = suggestions
    }
}

/// Collects diagnostics while a theme is processed, turning byte ranges into locations.
struct DiagnosticLog: Sendable {
    var sources: SourceMap
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0

    init(sources: SourceMap) {
        self.sources = sources
    }

    mutating func error(
        _ message: DiagnosticMessage, at range: TextRange?,
        notes: [(String, TextRange?)] = [], suggestions: [String] = []
    ) {
        errorCount += 1
        diagnostics.append(Diagnostic(
            severity: .error, message: message.text, location: range.map(sources.location(of:)),
            notes: notes.map { Diagnostic.Note(message: $0.0, location: $0.1.map(sources.location(of:))) },
            suggestions: suggestions))
    }

    mutating func warning(_ message: DiagnosticMessage, at range: TextRange?) {
        diagnostics.append(Diagnostic(
            severity: .warning, message: message.text, location: range.map(sources.location(of:))))
    }

    /// Orders the diagnostics from `index` on by their position (lexing and parsing report out of order).
    mutating func sortByPosition(from index: Int) {
        let sorted = diagnostics[index...].enumerated().sorted { a, b in
            let l = a.element.location?.start, r = b.element.location?.start
            if let l, let r, l != r { return l < r }
            return a.offset < b.offset
        }
        diagnostics.replaceSubrange(index..., with: sorted.map(\.element))
    }

    mutating func append(_ other: [Diagnostic]) {
        diagnostics += other
        errorCount += other.filter { $0.severity == .error }.count
    }
}

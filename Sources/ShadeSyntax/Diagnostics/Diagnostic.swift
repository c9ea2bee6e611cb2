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
        public var location: Diagnostic.Location?

        /// Creates a note.
        public init(message: String, location: Diagnostic.Location? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// The main message, in lower case without a final period.
    public var message: String
    /// Where the problem is; nil for problems of a whole run (a missing file).
    public var location: Diagnostic.Location?
    /// Explanations, in order.
    public var notes: [Note]
    /// Replacements the user probably meant (did-you-mean), best first.
    public var suggestions: [String]

    /// Creates a diagnostic.
    public init(
        severity: Severity = .error, message: String, location: Diagnostic.Location?,
        notes: [Note] = [], suggestions: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.suggestions = suggestions
    }
}

/// Every error of Shade: what went wrong, said as diagnostics (located where there is a place
/// to point at), so that one renderer, ``Diagnostic/Renderer``, prints every refusal the same way.
public protocol ShadeError: Error, Sendable {
    /// What went wrong, in order.
    var diagnostics: [Diagnostic] { get }
}

extension Diagnostic {
    /// An error of a whole run, with no place to point at: `shade: error: MESSAGE` when rendered.
    package static func unlocated(_ message: String) -> Diagnostic {
        Diagnostic(message: message, location: nil)
    }
}

/// Collects diagnostics while a theme is processed, turning byte ranges into locations.
package struct DiagnosticLog: Sendable {
    package var sources: SourceMap
    package private(set) var diagnostics: [Diagnostic] = []
    package private(set) var errorCount = 0
    private(set) var warningCount = 0
    /// False where only the messages matter (the REPL's look at a line being typed): a diagnostic
    /// is then kept without its location, which costs a scan of its line.
    package var locates = true

    package init(sources: SourceMap) {
        self.sources = sources
    }

    /// Where `range` is, unless this log does not locate.
    private func located(_ range: TextRange?) -> Diagnostic.Location? {
        locates ? range.map(sources.location(of:)) : nil
    }

    /// Builds the line tables a diagnostic's locations need (a file may be read without one).
    private mutating func indexLines(_ range: TextRange?, _ notes: [(String, TextRange?)]) {
        guard locates else { return }
        if let range { sources.indexLines(of: range) }
        for case let (_, range?) in notes { sources.indexLines(of: range) }
    }

    /// How many errors one run reports; past that they are counted, and summarized in one line.
    static let maximumErrors = 100
    /// How many warnings one run reports; past that they are counted, and summarized in one line.
    static let maximumWarnings = 100

    package mutating func error(
        _ message: DiagnosticMessage, at range: TextRange?,
        notes: [(String, TextRange?)] = [], suggestions: [String] = []
    ) {
        errorCount += 1
        guard errorCount <= Self.maximumErrors else { return }
        indexLines(range, notes)
        diagnostics.append(
            Diagnostic(
                severity: .error, message: message.text, location: located(range),
                notes: notes.map { Diagnostic.Note(message: $0.0, location: located($0.1)) },
                suggestions: suggestions))
    }

    /// The diagnostics, with last lines saying how many errors and warnings were not shown.
    package var reported: [Diagnostic] {
        var reported = diagnostics
        if errorCount > Self.maximumErrors {
            reported.append(
                Diagnostic(
                    message: DiagnosticMessage.tooManyErrors(errorCount - Self.maximumErrors).text, location: nil))
        }
        if warningCount > Self.maximumWarnings {
            reported.append(
                Diagnostic(
                    severity: .warning,
                    message: DiagnosticMessage.tooManyWarnings(warningCount - Self.maximumWarnings).text, location: nil)
            )
        }
        return reported
    }

    package mutating func warning(
        _ message: DiagnosticMessage, at range: TextRange?, notes: [(String, TextRange?)] = [],
        suggestions: [String] = []
    ) {
        warningCount += 1
        guard warningCount <= Self.maximumWarnings else { return }
        indexLines(range, notes)
        diagnostics.append(
            Diagnostic(
                severity: .warning, message: message.text, location: located(range),
                notes: notes.map { Diagnostic.Note(message: $0.0, location: located($0.1)) },
                suggestions: suggestions))
    }

    /// Orders the diagnostics from `index` on by where they point (see ``SourceOrder``); ties keep
    /// the order they were reported in.
    package mutating func sortByPosition(from index: Int) {
        guard diagnostics.count - index > 1 else { return }
        let order = SourceOrder(sources)
        let sorted = diagnostics[index...].enumerated().map {
            (key: order.key($0.element), offset: $0.offset, diagnostic: $0.element)
        }
        .sorted { ($0.key.file, $0.key.start, $0.offset) < ($1.key.file, $1.key.start, $1.offset) }
        diagnostics.replaceSubrange(index..., with: sorted.map(\.diagnostic))
    }

    /// Takes over what another log collected as if it had been reported here, in its order: the
    /// cap on errors applies as it would have.
    package mutating func absorb(_ other: DiagnosticLog) {
        var shown = (errors: 0, warnings: 0)
        for diagnostic in other.diagnostics {
            switch diagnostic.severity {
            case .error: shown.errors += 1
            case .warning: shown.warnings += 1
            }
            append(diagnostic)
        }
        errorCount += other.errorCount - shown.errors
        warningCount += other.warningCount - shown.warnings
    }

    /// Adds a diagnostic already located, counted against the cap of its severity.
    private mutating func append(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error:
            errorCount += 1
            guard errorCount <= Self.maximumErrors else { return }
        case .warning:
            warningCount += 1
            guard warningCount <= Self.maximumWarnings else { return }
        }
        diagnostics.append(diagnostic)
    }
}

/// Source order for diagnostics: run-wide ones (no location) first, then by file in load order,
/// line and column.
package struct SourceOrder {
    private var fileOrder: [String: Int] = [:]

    package init(_ sources: SourceMap) {
        for (position, file) in sources.files.enumerated() where fileOrder[file.path] == nil {
            fileOrder[file.path] = position
        }
    }

    /// Where a diagnostic sorts; compare keys as (file, start).
    package func key(_ diagnostic: Diagnostic?) -> (file: Int, start: Diagnostic.Position) {
        guard let diagnostic else { return (Int.max, Diagnostic.Position(line: 0, column: 0)) }
        guard let location = diagnostic.location else { return (-1, Diagnostic.Position(line: 0, column: 0)) }
        return (fileOrder[location.path] ?? Int.max, location.start)
    }
}

import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Where the REPL writes: results to one stream, errors to another.
public protocol REPLOutput {
    /// Writes results (values, change reports, tables).
    mutating func write(_ text: String)
    /// Writes diagnostics and other errors.
    mutating func writeError(_ text: String)
}

/// Output kept in memory, for tests: both streams interleaved in ``transcript``, and each on its own.
public struct TranscriptOutput: REPLOutput, Sendable {
    /// Everything written, in order.
    public private(set) var transcript = ""
    /// Only the results.
    public private(set) var standardOutput = ""
    /// Only the errors.
    public private(set) var standardError = ""

    /// Creates an empty transcript.
    public init() {}

    /// Appends to the transcript and the results.
    public mutating func write(_ text: String) {
        transcript += text
        standardOutput += text
    }

    /// Appends to the transcript and the errors.
    public mutating func writeError(_ text: String) {
        transcript += text
        standardError += text
    }
}

/// How the REPL presents itself.
public struct REPLConfiguration: Hashable, Sendable {
    /// True on a terminal: a banner and prompts are shown. False for pipes and scripts: no
    /// prompts, and the exit status reports whether any line had an error.
    public var isInteractive: Bool
    /// True when the output understands ANSI escapes: true-color swatches and colored diagnostics.
    public var colors: Bool
    /// True when a warning makes the exit status of a script 1, as an error does.
    public var warningsAsErrors = false
    /// The prompt for a new entry.
    public var prompt = "shade> "
    /// The prompt while braces or parentheses are open.
    public var continuationPrompt = "  ...> "

    /// Creates a configuration.
    public init(isInteractive: Bool, colors: Bool, warningsAsErrors: Bool = false) {
        self.isInteractive = isInteractive
        self.colors = colors
        self.warningsAsErrors = warningsAsErrors
    }
}

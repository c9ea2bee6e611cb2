extension Diagnostic {
    /// Renders diagnostics the way compilers do:
    ///
    /// ```
    /// theme.shade:3:22: error: unknown name 'backgrund'
    ///   color overlay = alpha(backgrund, 0.7)
    ///                         ^~~~~~~~~
    ///   = help: did you mean 'background'?
    /// theme.shade:1:7: note: first declared here
    /// ```
    public struct Renderer: Sendable {
        /// ANSI styles for a terminal; plain text otherwise.
        public var colored: Bool

        /// Creates a renderer.
        public init(colored: Bool = false) {
            self.colored = colored
        }

        /// All diagnostics, each followed by a newline.
        public func render(_ diagnostics: [Diagnostic]) -> String {
            diagnostics.map { render($0) + "\n" }.joined()
        }

        /// An error's diagnostics, each followed by a newline.
        public func render(_ error: some ShadeError) -> String {
            render(error.diagnostics)
        }

        /// One diagnostic with its source line, carets, suggestions and notes.
        public func render(_ diagnostic: Diagnostic) -> String {
            var lines = [
                header(
                    diagnostic.location, diagnostic.severity.rawValue, diagnostic.message,
                    color: diagnostic.severity == .error ? "31" : "33")
            ]
            if let location = diagnostic.location { lines += excerpt(location) }
            if !diagnostic.suggestions.isEmpty {
                let quoted = diagnostic.suggestions.map { "'\($0)'" }
                let list =
                    quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
                lines.append("  = help: did you mean \(list)?")
            }
            for note in diagnostic.notes {
                if let location = note.location {
                    lines.append(header(location, "note", note.message, color: "36"))
                    lines += excerpt(location)
                } else {
                    lines.append("  = note: \(note.message)")
                }
            }
            return lines.joined(separator: "\n")
        }

        private func header(_ location: Diagnostic.Location?, _ kind: String, _ message: String, color: String)
            -> String
        {
            let place = location.map { "\($0.path):\($0.start.line):\($0.start.column): " } ?? "shade: "
            guard colored else { return place + kind + ": " + message }
            return "\u{1B}[1m\(place)\u{1B}[\(color)m\(kind):\u{1B}[0m\u{1B}[1m \(message)\u{1B}[0m"
        }

        /// The source line, then carets under the range (to the end of the line for ranges that span lines).
        private func excerpt(_ location: Diagnostic.Location) -> [String] {
            let line = location.sourceLine.replacingTabs()
            let length = location.sourceLine.count
            let shift = location.sourceLineColumn
            let start = min(location.start.column - shift, length)
            let end = location.end.line == location.start.line ? min(location.end.column - shift, length) : length
            let width = max(1, end - start)
            let marker = "^" + String(repeating: "~", count: width - 1)
            let carets = String(repeating: " ", count: start) + (colored ? "\u{1B}[32m\(marker)\u{1B}[0m" : marker)
            return ["  " + line, "  " + carets]
        }
    }
}

private extension String {
    /// Tabs as single spaces and other control characters as U+FFFD, one character each, so
    /// carets stay under the characters they mark and the source cannot drive the terminal.
    func replacingTabs() -> String {
        String(
            String.UnicodeScalarView(
                unicodeScalars.map { scalar in
                    scalar == "\t" ? " " : scalar.isControl ? "\u{FFFD}" : scalar
                }))
    }
}

/// Control characters shown in diagnostics and tables as escapes, never as themselves.
extension String {
    /// The text with C0 controls, DEL and bidirectional controls written as `\n`, `\t`, `\r` or `\u{…}`.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.isControl: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and the bidirectional controls (which reorder the text around them).
    var isControl: Bool {
        value < 0x20 || value == 0x7F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}

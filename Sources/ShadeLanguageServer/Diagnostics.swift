import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `textDocument/publishDiagnostics`: a document's diagnostics, sent after each load.
struct PublishDiagnosticsParams: Codable, Sendable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

/// A diagnostic as the protocol shows it. Notes that point somewhere are its related
/// information; did-you-mean suggestions travel in `data` for code actions.
struct LSPDiagnostic: Codable, Hashable, Sendable {
    struct Related: Codable, Hashable, Sendable {
        var location: Location
        var message: String
    }

    /// Did-you-mean replacements, and the range they replace: the diagnostic's, or for a
    /// suggested path (`Semantic.overlay`) the whole path written around it.
    struct Suggestions: Codable, Hashable, Sendable {
        var suggestions: [String]
        var replacing: DocumentRange
    }

    var range: DocumentRange
    var severity: Int
    var source: String?
    var message: String
    var relatedInformation: [Related]?
    var data: Suggestions?
}

extension LanguageServer {
    /// Publishes the diagnostics of a document's load located in it (and those of the whole
    /// run, which have no place, at its start).
    func publishDiagnostics(_ diagnostics: [Diagnostic], of document: Document, lines table: LineTable) {
        let path = document.path ?? document.uri
        var tables: [String: LineTable] = [path: table]
        func lines(_ other: String) -> LineTable {
            if let table = tables[other] { return table }
            let table = LineTable(workspace.text(ofPath: other) ?? "")
            tables[other] = table
            return table
        }
        var published = diagnostics.filter { $0.location == nil || $0.location?.path == path }.map { diagnostic in
            let range =
                diagnostic.location.map(table.range(of:))
                ?? DocumentRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
            var message = diagnostic.message
            var related: [LSPDiagnostic.Related] = []
            for note in diagnostic.notes {
                guard let location = note.location else {
                    message += "\nnote: " + note.message
                    continue
                }
                let uri = location.path == document.uri ? location.path : DocumentURI.uri(of: location.path)
                related.append(
                    .init(
                        location: Location(uri: uri, range: lines(location.path).range(of: location)),
                        message: note.message))
            }
            return LSPDiagnostic(
                range: range, severity: diagnostic.severity == .error ? 1 : 2, source: "shade", message: message,
                relatedInformation: related.isEmpty ? nil : related,
                data: diagnostic.suggestions.isEmpty
                    ? nil
                    : .init(
                        suggestions: diagnostic.suggestions,
                        replacing: diagnostic.suggestions.contains { $0.contains(".") }
                            ? table.pathRange(around: range) : range))
        }
        published += importedProblems(
            diagnostics.filter { $0.location.map { $0.path != path } ?? false }, table: table, path: path)
        writer.send(
            NotificationMessage(
                method: "textDocument/publishDiagnostics",
                params: PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: published)))
    }

    /// The problems of imported files, shown on the document's first `import` line (an imported
    /// file that is not open would otherwise hide its errors): one diagnostic per file and
    /// severity, saying where the first one is.
    private func importedProblems(_ diagnostics: [Diagnostic], table: LineTable, path: String) -> [LSPDiagnostic] {
        guard !diagnostics.isEmpty else { return [] }
        let lineCount = table.position(ofOffset: table.bytes.count).line + 1
        let line =
            (0..<lineCount).first { table.lineBytes($0).drop { $0 == 32 || $0 == 9 }.starts(with: "import".utf8) } ?? 0
        let width = String(decoding: table.lineBytes(line), as: UTF8.self).utf16.count
        let range = DocumentRange(
            start: Position(line: line, character: 0), end: Position(line: line, character: width))
        var result: [LSPDiagnostic] = []
        var seen = Set<String>()
        for diagnostic in diagnostics {
            guard let location = diagnostic.location, seen.insert(location.path + diagnostic.severity.rawValue).inserted
            else { continue }
            let count = diagnostics.filter { $0.location?.path == location.path && $0.severity == diagnostic.severity }
                .count
            let folder = PathText.parent(of: path) + "/"
            let shown = location.path.hasPrefix(folder) ? String(location.path.dropFirst(folder.count)) : location.path
            result.append(
                LSPDiagnostic(
                    range: range, severity: diagnostic.severity == .error ? 1 : 2, source: "shade",
                    message:
                        "\(shown) has \(count) \(diagnostic.severity.rawValue)\(count == 1 ? "" : "s"); the first: "
                        + "\(location.start.line):\(location.start.column): \(diagnostic.message)",
                    relatedInformation: [
                        .init(
                            location: Location(
                                uri: DocumentURI.uri(of: location.path),
                                range: LineTable(workspace.text(ofPath: location.path) ?? "").range(of: location)),
                            message: diagnostic.message)
                    ],
                    data: nil))
        }
        return result
    }
}

import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `textDocument/definition`, `references` and `rename`: what the name under the cursor binds to,
/// where it is declared and everywhere it is used, across the files the theme imports and the
/// theme files beside it.
struct ReferenceParams: Codable, Sendable {
    struct Context: Codable, Sendable {
        var includeDeclaration: Bool
    }

    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context?
}

/// `{ textDocument, position, newName }`.
struct RenameParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

extension LanguageServer {
    /// The symbol (kind and qualified name) whose declaration or use is at `position`.
    func symbol(at position: Position, in analysis: Analysis) -> (kind: ThemeOutline.Kind, name: String)? {
        let place = analysis.lines.sourcePosition(of: position)
        func covers(_ location: Diagnostic.Location) -> Bool {
            location.path == analysis.path && location.start <= place && place <= location.end
        }
        let outline = analysis.outline
        if let use = outline.uses.first(where: { covers($0.location) }) { return (use.kind, use.name) }
        if let symbol = outline.symbols.first(where: { covers($0.location) }) { return (symbol.kind, symbol.name) }
        return nil
    }

    /// The protocol location of a library location, in the file it names.
    func location(of source: Diagnostic.Location, tables: inout [String: LineTable]) -> Location {
        let table = tables[source.path] ?? LineTable(workspace.text(ofPath: source.path) ?? "")
        tables[source.path] = table
        let uri = source.path.hasPrefix("/") ? DocumentURI.uri(of: source.path) : source.path
        return Location(uri: uri, range: table.range(of: source))
    }

    func definition(_ parameters: TextDocumentPositionParams) throws(ResponseError) -> [Location] {
        let analysis = try analysis(parameters.textDocument.uri)
        if let imported = importedFile(at: parameters.position, in: analysis) {
            return [
                Location(
                    uri: DocumentURI.uri(of: imported),
                    range: DocumentRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)))
            ]
        }
        guard let symbol = symbol(at: parameters.position, in: analysis) else { return [] }
        var tables: [String: LineTable] = [analysis.path: analysis.lines]
        return analysis.outline.symbols.filter { $0.kind == symbol.kind && $0.name == symbol.name }
            .map { location(of: $0.location, tables: &tables) }
    }

    /// The file an `import "PATH"` names, when the cursor is on its path: resolved against the
    /// document's folder, as the loader does.
    func importedFile(at position: Position, in analysis: Analysis) -> String? {
        let line = String(decoding: analysis.lines.lineBytes(position.line), as: UTF8.self)
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("import"), let open = line.firstIndex(of: "\""),
            let close = line[line.index(after: open)...].firstIndex(of: "\""),
            let folder = analysis.document.path.map({ PathText.parent(of: $0) })
        else { return nil }
        let start = line.utf16.distance(from: line.startIndex, to: open),
            end = line.utf16.distance(from: line.startIndex, to: close) + 1
        guard (start...end).contains(position.character) else { return nil }
        let path = String(line[line.index(after: open)..<close])
        return URL(fileURLWithPath: path.hasPrefix("/") ? path : PathText.appending(path, to: folder))
            .standardizedFileURL.path
    }

    /// Every declaration and use of the symbol at a position, in a theme loaded from the open
    /// documents and the theme files in the document's folder (so files that import it count).
    func occurrences(at position: Position, uri: String, declarations: Bool) throws(ResponseError) -> [Location] {
        let analysis = try analysis(uri)
        guard let symbol = symbol(at: position, in: analysis) else { return [] }
        var entries = workspace.openDocuments.compactMap(\.path)
        if let path = DocumentURI.path(of: uri) {
            let folder = PathText.parent(of: path)
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            entries += siblings.filter { $0.hasSuffix(".shade") }.sorted().map {
                PathText.appending($0, to: folder)
            }
        }
        let outline =
            entries.isEmpty ? analysis.outline : ThemeLoader().load(files: entries, unsaved: workspace.unsaved).outline
        var found = outline.uses.filter { $0.kind == symbol.kind && $0.name == symbol.name }.map(\.location)
        if declarations {
            found += outline.symbols.filter { $0.kind == symbol.kind && $0.name == symbol.name }.map(\.location)
        }
        var tables: [String: LineTable] = [analysis.path: analysis.lines]
        var seen = Set<Location>()
        return found.map { location(of: $0, tables: &tables) }.filter { seen.insert($0).inserted }
    }

    func references(_ parameters: ReferenceParams) throws(ResponseError) -> [Location] {
        try occurrences(
            at: parameters.position, uri: parameters.textDocument.uri,
            declarations: parameters.context?.includeDeclaration ?? true)
    }

    func rename(_ parameters: RenameParams) throws(ResponseError) -> WorkspaceEdit? {
        let name = parameters.newName
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else {
            throw ResponseError(
                .requestFailed,
                "'\(name)' is not a name: a name starts with a letter or '_' and goes on with letters, digits or '_'")
        }
        guard !Program.keywords.contains(name) else {
            throw ResponseError(.requestFailed, "'\(name)' is a keyword, not a name")
        }
        let locations = try occurrences(at: parameters.position, uri: parameters.textDocument.uri, declarations: true)
        guard !locations.isEmpty else { return nil }
        var changes: [String: [TextEdit]] = [:]
        for location in locations {
            changes[location.uri, default: []].append(TextEdit(range: location.range, newText: name))
        }
        return WorkspaceEdit(changes: changes)
    }
}

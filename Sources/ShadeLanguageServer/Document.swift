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

/// An open document: the editor's text of it, which wins over the file on disk.
struct Document: Sendable {
    let uri: String
    let version: Int
    let text: String
    /// The text's lines, found once per version: every request and change of it reads them.
    let lines: LineTable

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        lines = LineTable(text)
    }

    /// The document with `changes` applied in order, at `version`.
    func changed(by changes: [ContentChange], version: Int) -> Document {
        var text = self.text, lines = self.lines
        for (index, change) in changes.enumerated() {
            if index > 0 { lines = LineTable(text) }
            text = change.applied(to: lines)
        }
        return Document(uri: uri, version: version, text: text)
    }

    /// The file path of a `file:` URI; nil for others (`untitled:`).
    var path: String? { DocumentURI.path(of: uri) }
}

/// Converting between `file:` URIs and paths.
enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// The `file:` URI of an absolute path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path, isDirectory: false).absoluteString
    }

    /// A path as the library keys files: absolute, standardized, symbolic links resolved.
    static func canonical(_ path: String) -> String {
        PathText.canonical(path, relativeTo: FileManager.default.currentDirectoryPath)
    }
}

/// One change of `textDocument/didChange`: the whole text, or a range replaced.
struct ContentChange: Codable, Sendable {
    var range: DocumentRange?
    var text: String

    /// The text of `lines` with this change applied.
    func applied(to lines: LineTable) -> String {
        guard let range else { return self.text }
        let start = lines.offset(of: range.start)
        let end = max(start, lines.offset(of: range.end))
        var bytes = lines.bytes
        bytes.replaceSubrange(start..<end, with: Array(self.text.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}

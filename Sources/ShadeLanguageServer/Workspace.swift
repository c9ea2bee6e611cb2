import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// The open documents and their analyses. Each document is checked on a serial queue of its own,
/// so a request about one document waits only for that document's load, never another's, and
/// resolved on a second one, so that a new text is checked while the last is being resolved.
final class Workspace: @unchecked Sendable {
    private let lock = Lock()
    private var documents: [String: Document] = [:]
    private var analyses: [String: Analysis] = [:]
    private var queues: [String: DocumentQueues] = [:]
    /// The revision each document was last checked at: a load asked for again is skipped.
    private var checkedRevisions: [String: Int] = [:]
    /// The revision whose diagnostics each document last published.
    private var publishedRevisions: [String: Int] = [:]
    /// Counts every change to any open document: an analysis older than it may be stale.
    private var revision = 0
    /// Called on a document's queue with each new analysis (to publish its diagnostics), and
    /// before it with the checker's diagnostics of the document being loaded.
    private let analyzed: @Sendable (Analysis) -> Void
    private let checked: @Sendable (Document, [Diagnostic]) -> Void
    /// The workspace's folders (canonical paths) from `initialize`: the only places a document
    /// that is not open is read from. Empty when the client named none.
    private var roots: [String] = []
    /// The color literals of each open document, found once per version (``documentColors``).
    private var colors: [String: (version: Int, colors: [ColorInformation])] = [:]
    /// How many times color literals were searched for: what the cache saves, for the tests.
    private(set) var colorSearches = 0

    init(
        checked: @escaping @Sendable (Document, [Diagnostic]) -> Void, analyzed: @escaping @Sendable (Analysis) -> Void
    ) {
        self.checked = checked
        self.analyzed = analyzed
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Sets the workspace's folders (canonical paths).
    func setRoots(_ roots: [String]) { locked { self.roots = roots } }

    /// The workspace's folders (canonical paths); empty when the client named none.
    var workspaceRoots: [String] { locked { roots } }

    /// The color literals of `document` (an open one), searched for once per version.
    func colors(of document: Document, find: (Document) -> [ColorInformation]) -> [ColorInformation] {
        if let cached = locked({ colors[document.uri] }), cached.version == document.version { return cached.colors }
        let found = find(document)
        locked {
            colorSearches += 1
            if documents[document.uri]?.version == document.version { colors[document.uri] = (document.version, found) }
        }
        return found
    }

    /// The open document at `uri`.
    func document(_ uri: String) -> Document? { locked { documents[uri] } }

    /// Every open document.
    var openDocuments: [Document] { locked { Array(documents.values) } }

    /// The open documents' texts by path: what loads read instead of the files.
    var unsaved: [String: String] {
        locked {
            Dictionary(
                documents.values.compactMap { doc in doc.path.map { ($0, doc.text) } }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// Opens, changes or closes a document, then reloads it and every open document that read it.
    func update(_ uri: String, to document: Document?) {
        let path = (locked { documents[uri] } ?? document)?.path.map(DocumentURI.canonical)
        let affected: [String] = locked {
            revision += 1
            documents[uri] = document
            if document == nil {
                analyses[uri] = nil
                checkedRevisions[uri] = nil
            }
            if colors[uri]?.version != document?.version { colors[uri] = nil }
            // Those that read it, and those whose first load may still be reading it.
            return documents.keys.filter { other in
                other != uri && (analyses[other].map { analysis in path.map(analysis.files.contains) == true } ?? true)
            }
        }
        if document != nil { schedule(uri) }
        affected.forEach(schedule)
    }

    /// Reloads every open document: files they import changed on disk.
    func reloadAll() {
        let uris: [String] = locked {
            revision += 1
            return Array(documents.keys)
        }
        uris.forEach(schedule)
    }

    /// Where a document is checked, resolved and published.
    private struct DocumentQueues {
        let checking = DispatchQueue(label: "shade.lsp.checking")
        let resolving = DispatchQueue(label: "shade.lsp.resolving")
        /// Publishing is in order of revisions: a text's diagnostics never follow a newer one's.
        let publishing = Lock()
    }

    private func queues(_ uri: String) -> DocumentQueues {
        locked {
            if let queues = queues[uri] { return queues }
            let created = DocumentQueues()
            queues[uri] = created
            return created
        }
    }

    /// Checks the document on its queue, unless a later load already saw the latest revision,
    /// then resolves it on the other: the checker's diagnostics go out first, the resolved
    /// theme's follow when they differ.
    private func schedule(_ uri: String) {
        let queues = queues(uri)
        queues.checking.async { [self] in
            let state: (Document, Int)? = locked {
                guard let document = documents[uri], checkedRevisions[uri] != revision else { return nil }
                checkedRevisions[uri] = revision
                return (document, revision)
            }
            guard let (document, revision) = state else { return }
            let checked = Analysis.check(document, unsaved: unsaved, revision: revision)
            if let diagnostics = checked.diagnostics {
                publish(revision: revision, of: uri) { self.checked(document, diagnostics) }
            }
            queues.resolving.async { [self] in
                // Skipped when a newer text of the document waits: its own load comes next.
                guard locked({ documents[uri]?.version == document.version }) else { return }
                let analysis = checked.resolved()
                let current: Bool = locked {
                    guard documents[uri] != nil else { return false }
                    if (analyses[uri]?.revision ?? .min) < revision { analyses[uri] = analysis }
                    return true
                }
                if current, checked.diagnostics != analysis.theme.diagnostics {
                    publish(revision: revision, of: uri) { analyzed(analysis) }
                }
            }
        }
    }

    /// Publishes diagnostics of `revision` unless those of a newer one went out already: a text's
    /// resolving may end after the next text's check.
    func publish(revision: Int, of uri: String, _ send: () -> Void) {
        let publishing = queues(uri).publishing
        publishing.lock()
        defer { publishing.unlock() }
        let newest: Bool = locked {
            guard (publishedRevisions[uri] ?? .min) <= revision else { return false }
            publishedRevisions[uri] = revision
            return true
        }
        if newest { send() }
    }

    /// The latest analysis of `uri`, once the loads already asked for have run; a document that
    /// is not open is loaded from disk when it is a `.shade` file of the workspace, of at most
    /// ``maximumUnopenedSize`` bytes.
    func analysis(_ uri: String) throws(ResponseError) -> Analysis {
        // A check enqueues its resolving before it ends: once the checks are done, so is enqueuing.
        let queues = queues(uri)
        queues.checking.sync {}
        queues.resolving.sync {}
        if let analysis = locked({ analyses[uri] }) { return analysis }
        let data = try unopenedFile(uri)
        let document = Document(uri: uri, version: 0, text: String(decoding: data, as: UTF8.self))
        return Analysis.load(document, unsaved: unsaved, revision: -1)
    }

    /// The text of a file by path: the open document's, else the file's on disk.
    func text(ofPath path: String) -> String? {
        let canonical = DocumentURI.canonical(path)
        if let open = locked({ documents.values.first { $0.path.map(DocumentURI.canonical) == canonical } }) {
            return open.text
        }
        return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Requests about a document the editor has not opened read it from disk: only a `.shade` file,
/// inside the workspace's folders, and not a large one — a request never reads an arbitrary file.
extension Workspace {
    /// The largest file read from disk for a request about a document that is not open.
    static let maximumUnopenedSize = 4 << 20

    /// The folders of `initialize`'s parameters (`workspaceFolders`, else `rootUri`), canonical.
    static func roots(in parameters: JSONValue?) -> [String] {
        var uris: [String] = []
        if case let .array(folders)? = parameters?["workspaceFolders"] {
            for folder in folders { if case let .string(uri)? = folder["uri"] { uris.append(uri) } }
        }
        if uris.isEmpty, case let .string(uri)? = parameters?["rootUri"] { uris.append(uri) }
        return uris.compactMap(DocumentURI.path(of:)).map(DocumentURI.canonical)
    }

    /// The bytes of the file of `uri`, or why they are not read.
    func unopenedFile(_ uri: String) throws(ResponseError) -> Data {
        guard let path = DocumentURI.path(of: uri) else { throw ResponseError(.requestFailed, "'\(uri)' is not open") }
        guard path.hasSuffix(".shade") else {
            throw ResponseError(.requestFailed, "'\(uri)' is not open, and only .shade files are read from disk")
        }
        let canonical = DocumentURI.canonical(path)
        let roots = workspaceRoots
        guard roots.isEmpty || roots.contains(where: { canonical.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            throw ResponseError(.requestFailed, "'\(uri)' is not open, and is outside the workspace's folders")
        }
        var status = stat()
        guard stat(canonical, &status) == 0 else { throw ResponseError(.requestFailed, "cannot read '\(uri)'") }
        let size = Int(status.st_size)
        guard size <= Self.maximumUnopenedSize else {
            throw ResponseError(
                .requestFailed,
                "'\(uri)' is not open, and is larger than \(Self.maximumUnopenedSize >> 20) MB;"
                    + " open it in the editor to work on it")
        }
        guard let data = FileManager.default.contents(atPath: canonical), data.count <= Self.maximumUnopenedSize else {
            throw ResponseError(.requestFailed, "cannot read '\(uri)'")
        }
        return data
    }
}

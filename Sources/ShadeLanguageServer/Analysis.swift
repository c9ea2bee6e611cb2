import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// One document's theme as last loaded: the text it was loaded from and what the requests ask
/// of it. Its outline is built on first use.
final class Analysis: @unchecked Sendable {
    /// The document as it was loaded.
    let document: Document
    /// The theme loaded with the document as its entry (imports read from the open documents first).
    let theme: Theme
    /// The revision of the open documents it saw (see ``Workspace``).
    let revision: Int
    /// The document's lines.
    let lines: LineTable
    /// The document's path as the theme names it in locations.
    let path: String
    /// The canonical paths of every file the theme read.
    let files: Set<String>

    private let lock = Lock()
    private var cachedOutline: ThemeOutline?

    init(document: Document, theme: Theme, revision: Int, path: String) {
        self.document = document
        self.theme = theme
        self.revision = revision
        self.lines = document.lines
        self.path = path
        self.files = Set(theme.files)
    }

    /// The theme's outline, built once.
    var outline: ThemeOutline {
        lock.lock()
        defer { lock.unlock() }
        if let cachedOutline { return cachedOutline }
        let outline = theme.outline
        cachedOutline = outline
        return outline
    }

    /// Loads `document` as the entry, reading `unsaved` (path → text) instead of the files.
    static func load(_ document: Document, unsaved: [String: String], revision: Int) -> Analysis {
        check(document, unsaved: unsaved, revision: revision).resolved()
    }

    /// Checks `document` as the entry, reading `unsaved` (path → text) instead of the files; the
    /// theme is resolved later, by ``CheckedDocument/resolved()``.
    static func check(_ document: Document, unsaved: [String: String], revision: Int) -> CheckedDocument {
        guard let path = document.path else {
            // Not a file (`untitled:`): nothing else can import it, and it is loaded in one step.
            return CheckedDocument(diagnostics: nil) {
                let theme = ThemeLoader().load(source: document.text, path: document.uri, directory: nil)
                return Analysis(document: document, theme: theme, revision: revision, path: document.uri)
            }
        }
        let check = ThemeLoader().check(files: [path], unsaved: unsaved)
        return CheckedDocument(diagnostics: check.diagnostics) {
            Analysis(document: document, theme: check.resolved(), revision: revision, path: path)
        }
    }
}

/// A document checked, not yet resolved: the checker's diagnostics go out first, and resolving
/// (about a third of a load) runs apart, so that the next text's check need not wait for it.
struct CheckedDocument: Sendable {
    /// The checker's diagnostics; nil for a document that is not a file, loaded in one step.
    let diagnostics: [Diagnostic]?
    private let resolve: @Sendable () -> Analysis

    init(diagnostics: [Diagnostic]?, resolve: @escaping @Sendable () -> Analysis) {
        self.diagnostics = diagnostics
        self.resolve = resolve
    }

    /// The analysis: the theme resolved.
    func resolved() -> Analysis { resolve() }
}

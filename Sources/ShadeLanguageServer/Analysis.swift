import Foundation
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

    private let lock = NSLock()
    private var cachedOutline: ThemeOutline?

    init(document: Document, theme: Theme, revision: Int, path: String) {
        self.document = document
        self.theme = theme
        self.revision = revision
        self.lines = LineTable(document.text)
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

    /// Loads `document` as the entry, reading `unsaved` (path → text) instead of the files;
    /// `checked` is called with the checker's diagnostics before the theme is resolved, and
    /// answers whether to go on: nil when the load is no longer wanted (a newer text came).
    static func load(
        _ document: Document, unsaved: [String: String], revision: Int, checked: ([Diagnostic]) -> Bool = { _ in true }
    ) -> Analysis? {
        if let path = document.path {
            let check = ThemeLoader().check(files: [path], unsaved: unsaved)
            guard checked(check.diagnostics) else { return nil }
            return Analysis(document: document, theme: check.resolved(), revision: revision, path: path)
        }
        let theme = ThemeLoader().load(source: document.text, path: document.uri, directory: nil)
        return Analysis(document: document, theme: theme, revision: revision, path: document.uri)
    }
}

import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `textDocument/formatting`: the whole document replaced by the formatter's layout; a document
/// with a syntax error is left as it is (the request fails with its first error).
extension LanguageServer {
    func formatting(_ parameters: DocumentParams) throws(ResponseError) -> [TextEdit] {
        guard let document = workspace.document(parameters.textDocument.uri) else {
            throw ResponseError(.requestFailed, "'\(parameters.textDocument.uri)' is not open")
        }
        switch ThemeFormatter.format(document.text, path: document.path ?? document.uri) {
        case let .success(formatted):
            guard formatted != document.text else { return [] }
            return [TextEdit(range: document.lines.wholeRange, newText: formatted)]
        case let .failure(error):
            let first = error.diagnostics.first
            let place = first?.location.map { ":\($0.start.line):\($0.start.column)" } ?? ""
            throw ResponseError(
                .requestFailed,
                "not formatted: syntax error at \(document.path ?? document.uri)\(place): \(first?.message ?? "")")
        }
    }
}

/// `textDocument/codeAction`: a quick fix for each did-you-mean suggestion of the diagnostics
/// the editor sends back (the suggestions travel in each diagnostic's `data`).
struct CodeActionParams: Codable, Sendable {
    struct Context: Codable, Sendable {
        var diagnostics: [LSPDiagnostic]
    }

    var textDocument: TextDocumentIdentifier
    var range: DocumentRange
    var context: Context
}

/// A quick fix: its title, the diagnostic it fixes and the edit.
struct CodeAction: Codable, Hashable, Sendable {
    var title: String
    var kind: String
    var diagnostics: [LSPDiagnostic]
    var isPreferred: Bool?
    var edit: WorkspaceEdit
}

extension LanguageServer {
    func codeActions(_ parameters: CodeActionParams) -> [CodeAction] {
        parameters.context.diagnostics.flatMap { diagnostic in
            let replacing = diagnostic.data?.replacing ?? diagnostic.range
            return (diagnostic.data?.suggestions ?? []).enumerated().map { position, suggestion in
                CodeAction(
                    title: "Replace with '\(suggestion)'", kind: "quickfix", diagnostics: [diagnostic],
                    isPreferred: position == 0 ? true : nil,
                    edit: WorkspaceEdit(changes: [
                        parameters.textDocument.uri: [TextEdit(range: replacing, newText: suggestion)]
                    ]))
            }
        }
    }
}

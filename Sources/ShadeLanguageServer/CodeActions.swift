import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

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

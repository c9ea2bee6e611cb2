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
            return [TextEdit(range: LineTable(document.text).wholeRange, newText: formatted)]
        case let .failure(error):
            let first = error.diagnostics.first
            let place = first?.location.map { ":\($0.start.line):\($0.start.column)" } ?? ""
            throw ResponseError(
                .requestFailed,
                "not formatted: syntax error at \(document.path ?? document.uri)\(place): \(first?.message ?? "")")
        }
    }
}

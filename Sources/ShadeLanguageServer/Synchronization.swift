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

/// `didOpen`, `didChange`, `didClose`: the editor's texts, full or changed by ranges.
extension LanguageServer {
    struct OpenParams: Codable, Sendable {
        struct Item: Codable, Sendable {
            var uri: String
            var languageId: String?
            var version: Int
            var text: String
        }

        var textDocument: Item
    }

    struct ChangeParams: Codable, Sendable {
        struct Identifier: Codable, Sendable {
            var uri: String
            var version: Int
        }

        var textDocument: Identifier
        var contentChanges: [ContentChange]
    }

    func synchronize(_ method: String, _ body: Data) throws(ResponseError) {
        switch method {
        case "textDocument/didOpen":
            let item = try JSONDecoder.parameters(OpenParams.self, from: body).textDocument
            workspace.update(item.uri, to: Document(uri: item.uri, version: item.version, text: item.text))
        case "textDocument/didChange":
            let parameters = try JSONDecoder.parameters(ChangeParams.self, from: body)
            guard let document = workspace.document(parameters.textDocument.uri) else { return }
            workspace.update(
                document.uri,
                to: document.changed(by: parameters.contentChanges, version: parameters.textDocument.version))
        default:
            let uri = try JSONDecoder.parameters(DocumentParams.self, from: body).textDocument.uri
            workspace.update(uri, to: nil)
            // Closed: its diagnostics are cleared.
            writer.send(
                NotificationMessage(
                    method: "textDocument/publishDiagnostics",
                    params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
        }
    }
}

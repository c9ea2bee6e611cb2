import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `textDocument/completion` and `textDocument/signatureHelp`: the ``CompletionService``'s answers
/// (the REPL's too) in the protocol's shapes.
struct CompletionItem: Codable, Hashable, Sendable {
    var label: String
    var kind: Int
    var detail: String?
}

/// The protocol's SignatureHelp: one signature, its parameters by their text in the label.
struct SignatureHelpResult: Codable, Hashable, Sendable {
    struct Signature: Codable, Hashable, Sendable {
        struct Parameter: Codable, Hashable, Sendable { var label: String }

        var label: String
        var parameters: [Parameter]
        var activeParameter: Int
    }

    var signatures: [Signature]
    var activeSignature = 0
    var activeParameter: Int
}

extension LanguageServer {
    func completion(_ parameters: TextDocumentPositionParams) throws(ResponseError) -> [CompletionItem] {
        let analysis = try analysis(parameters.textDocument.uri)
        let service = CompletionService(theme: analysis.theme, file: analysis.path)
        let answer = service.complete(analysis.lines.bytes, at: cursor(parameters.position, in: analysis))
        return answer.items.map { CompletionItem(label: $0.label, kind: Self.itemKind($0.kind), detail: $0.detail) }
    }

    func signatureHelp(_ parameters: TextDocumentPositionParams) throws(ResponseError) -> SignatureHelpResult? {
        let analysis = try analysis(parameters.textDocument.uri)
        let service = CompletionService(theme: analysis.theme, file: analysis.path)
        guard let help = service.signatureHelp(analysis.lines.bytes, at: cursor(parameters.position, in: analysis))
        else { return nil }
        let signature = SignatureHelpResult.Signature(
            label: help.label, parameters: help.parameters.map { .init(label: $0) },
            activeParameter: help.activeParameter)
        return SignatureHelpResult(signatures: [signature], activeParameter: help.activeParameter)
    }

    /// The UTF-8 offset of a position; one past the document or its line is the nearest place on the line.
    private func cursor(_ position: Position, in analysis: Analysis) -> Int {
        let line = analysis.lines.lineBytes(position.line)
        return min(max(analysis.lines.offset(of: position), line.startIndex), line.endIndex)
    }

    /// The protocol's CompletionItemKind.
    private static func itemKind(_ kind: NameCompletion.Kind) -> Int {
        switch kind {
        case .token: 21  // Constant
        case .group: 9  // Module
        case .function: 3  // Function
        case .systemColor: 16  // Color
        case .appearance: 20  // EnumMember
        case .field: 5  // Field
        case .keyword: 14  // Keyword
        case .parameter: 6  // Variable
        }
    }
}

import Shade

/// `textDocument/completion`: after `Group.` the group's members, after `token.` the appearances
/// it can be frozen to and its fields, elsewhere the names in scope and the built-ins with their
/// signatures.
struct CompletionItem: Codable, Hashable, Sendable {
    var label: String
    var kind: Int
    var detail: String?
}

extension LanguageServer {
    func completion(_ parameters: TextDocumentPositionParams) throws(ResponseError) -> [CompletionItem] {
        let analysis = try analysis(parameters.textDocument.uri)
        let line = analysis.lines.lineBytes(parameters.position.line)
        let cursor = analysis.lines.offset(of: parameters.position)
        // The dotted path being typed, back from the cursor.
        var start = cursor
        while start > line.startIndex, LineTable.isPathByte(line[start - 1]) && line[start - 1] != UInt8(ascii: "`") { start -= 1 }
        let word = String(decoding: line[start..<cursor], as: UTF8.self)
        let base = word.lastIndex(of: ".").map { String(word[..<$0]) }
        let partial = base.map { String(word.dropFirst($0.count + 1)) } ?? word
        return analysis.theme.completions(after: base, inFile: analysis.path).filter { $0.label.hasPrefix(partial) }.map {
            CompletionItem(label: $0.label, kind: Self.itemKind($0.kind), detail: $0.detail)
        }
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
        }
    }
}

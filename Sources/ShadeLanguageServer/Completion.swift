import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

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
        // A position past the document or its line completes at the nearest place on the line.
        let cursor = min(max(analysis.lines.offset(of: parameters.position), line.startIndex), line.endIndex)
        // The dotted path being typed, back from the cursor.
        var start = cursor
        while start > line.startIndex, LineTable.isPathByte(line[start - 1]) && line[start - 1] != UInt8(ascii: "`") {
            start -= 1
        }
        let word = String(decoding: line[start..<cursor], as: UTF8.self)
        let base = word.lastIndex(of: ".").map { String(word[..<$0]) }
        let partial = base.map { String(word.dropFirst($0.count + 1)) } ?? word
        let theme = analysis.theme
        var found: [NameCompletion]
        let enclosing = EnclosingGroups.around(cursor, in: analysis.lines.bytes)
        if let base {
            // A path names a member of the innermost group around the cursor that has it, else a top-level one.
            let candidates = base.hasPrefix("$.") ? [base] : enclosing.map { $0 + "." + base } + [base]
            found = candidates.lazy.map { theme.completions(after: $0, prefix: partial) }.first { !$0.isEmpty } ?? []
        } else {
            // The members of the groups around the cursor are in scope by their bare names, the
            // innermost first; then the top level's and the built-ins.
            found = FunctionParameters.around(
                line: parameters.position.line, character: parameters.position.character, in: analysis.lines
            )
            .filter { $0.name.hasPrefix(partial) }.map {
                NameCompletion(label: $0.name, kind: .parameter, detail: $0.type)
            }
            found += enclosing.flatMap { theme.completions(after: $0, prefix: partial) }
            found += theme.completions(after: nil, inFile: analysis.path, prefix: partial)
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.label).inserted }.map {
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
        case .parameter: 6  // Variable
        }
    }
}

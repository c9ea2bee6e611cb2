import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `textDocument/hover`: a token's type, description and value in each appearance (one value
/// when it is the same in all); a function's signature; a group's member count.
struct Hover: Codable, Sendable {
    struct Contents: Codable, Sendable {
        var kind = "markdown"
        var value: String
    }

    var contents: Contents
    var range: DocumentRange?
}

extension LanguageServer {
    func hover(_ parameters: TextDocumentPositionParams) throws(ResponseError) -> Hover? {
        let analysis = try analysis(parameters.textDocument.uri)
        let theme = analysis.theme
        guard let symbol = symbol(at: parameters.position, in: analysis) else {
            return builtinHover(at: parameters.position, in: analysis)
        }
        var text: String
        switch symbol.kind {
        case .token:
            guard let token = theme.token(named: symbol.name) else { return nil }
            text = "```shade\n\(token.isInternal ? "internal " : "")\(token.typeDescription) \(token.name)\n```"
            if token.isInternal { text += "\n\nInternal: every file of the theme sees it; no output emits it." }
            if let description = token.description { text += "\n\n" + description }
            if let deprecated = token.deprecated {
                text += "\n\n**Deprecated**" + (deprecated.isEmpty ? "" : ": " + deprecated)
            }
            // The axes the token varies on (when the top level can name it), so that a token that
            // varies by scheme alone shows `light` and `dark`, not every column.
            let axes = (try? theme.evaluate(symbol.name))?.axes
            text += "\n\n" + Self.values(of: token, in: theme.appearances, varyingOn: axes)
        case .function:
            text = "```shade\n\(theme.signature(ofFunction: symbol.name) ?? symbol.name)\n```"
        case .group:
            let members = CompletionService(theme: theme).members(after: symbol.name)
            text = "```shade\ngroup \(symbol.name)\n```\n\n\(members.count) member\(members.count == 1 ? "" : "s")"
        }
        return Hover(contents: .init(value: text))
    }

    /// A built-in function's signature, or a system color's values, for the name under the cursor.
    private func builtinHover(at position: Position, in analysis: Analysis) -> Hover? {
        let line = analysis.lines.lineBytes(position.line)
        let cursor = min(max(analysis.lines.offset(of: position), line.startIndex), line.endIndex)
        func isNameByte(_ byte: UInt8) -> Bool {
            NameBytes.isPathByte(byte) && byte != UInt8(ascii: ".") && byte != UInt8(ascii: "$")
        }
        var start = cursor, end = cursor
        while start > line.startIndex, isNameByte(line[start - 1]) { start -= 1 }
        while end < line.endIndex, isNameByte(line[end]) { end += 1 }
        // A member (`x.alpha`) is no built-in.
        guard start < end, start == line.startIndex || line[start - 1] != UInt8(ascii: ".") else { return nil }
        let word = String(decoding: line[start..<end], as: UTF8.self)
        let theme = analysis.theme
        if word == InheritedValue.word {
            if EnclosingGroups.isInsideWhenBlock(analysis.lines.offset(of: position), in: analysis.lines.bytes) {
                return Hover(contents: .init(value: "```shade\ninherited\n```\n\n" + InheritedValue.description))
            }
        }
        if let signature = theme.signature(ofFunction: word) {
            return Hover(contents: .init(value: "```shade\n\(signature)\n```"))
        }
        guard
            SystemPalette.byName[word] != nil,
            let value = try? theme.evaluate(word)
        else { return nil }
        let values =
            value.values.count == 1 || Set(value.values).count == 1
            ? "value: `\(value.values[0].description)`"
            : zip(value.appearances, value.values).map { "- \($0.name): `\($1.description)`" }.joined(separator: "\n")
        return Hover(contents: .init(value: "```shade\ncolor \(word)\n```\n\nsystem palette\n\n" + values))
    }

    /// `value: #fff` when the token is the same everywhere, else a line per appearance: per
    /// combination of `axes` when known (`dark`, not `dark-off` and `dark-dimmed`).
    static func values(of token: ThemeToken, in appearances: [Appearance], varyingOn axes: [String]?) -> String {
        guard !token.values.isEmpty else { return "_no value: the token has an error_" }
        if token.presence.isEmpty, Set(token.values).count == 1 { return "value: `\(token.values[0].description)`" }
        var seen = Set<String>()
        // A token of some appearances is `absent` where it does not exist.
        return appearances.indices.compactMap { position in
            let appearance = appearances[position]
            let shown = token.value(at: position).map { "`\($0.description)`" } ?? "absent"
            let name = axes.map { $0.compactMap { appearance.settings[$0] }.joined(separator: "-") } ?? appearance.name
            return seen.insert(name).inserted ? "- \(name.isEmpty ? appearance.name : name): \(shown)" : nil
        }.joined(separator: "\n")
    }
}

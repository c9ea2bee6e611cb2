import Shade

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
        guard let symbol = symbol(at: parameters.position, in: analysis) else { return nil }
        let theme = analysis.theme
        var text: String
        switch symbol.kind {
        case .token:
            guard let token = theme.token(named: symbol.name) else { return nil }
            text = "```shade\n\(token.typeDescription) \(token.name)\n```"
            if let description = token.description { text += "\n\n" + description }
            if let deprecated = token.deprecated { text += "\n\n**Deprecated**" + (deprecated.isEmpty ? "" : ": " + deprecated) }
            // The axes the token varies on (when the top level can name it), so that a token that
            // varies by scheme alone shows `light` and `dark`, not every column.
            let axes = (try? theme.evaluate(symbol.name))?.axes
            text += "\n\n" + Self.values(of: token, in: theme.appearances, varyingOn: axes)
        case .function:
            text = "```shade\n\(theme.signature(ofFunction: symbol.name) ?? symbol.name)\n```"
        case .group:
            let members = theme.completions(after: symbol.name)
            text = "```shade\ngroup \(symbol.name)\n```\n\n\(members.count) member\(members.count == 1 ? "" : "s")"
        }
        return Hover(contents: .init(value: text))
    }

    /// `value: #fff` when the token is the same everywhere, else a line per appearance: per
    /// combination of `axes` when known (`dark`, not `dark-off` and `dark-dimmed`).
    static func values(of token: ThemeToken, in appearances: [Appearance], varyingOn axes: [String]?) -> String {
        guard !token.values.isEmpty else { return "_no value: the token has an error_" }
        if Set(token.values).count == 1 { return "value: `\(token.values[0].description)`" }
        var seen = Set<String>()
        return zip(appearances, token.values).compactMap { appearance, value in
            let name = axes.map { $0.compactMap { appearance.settings[$0] }.joined(separator: "-") } ?? appearance.name
            return seen.insert(name).inserted ? "- \(name.isEmpty ? appearance.name : name): `\(value.description)`" : nil
        }.joined(separator: "\n")
    }
}

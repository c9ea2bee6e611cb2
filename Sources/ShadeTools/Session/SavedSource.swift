import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// `:save`: the session's definitions as one theme file.
extension ThemeSession {
    /// Every declaration of the session as Shade source, in the formatter's layout (what `shade fmt`
    /// writes), in declaration order: loaded files' declarations (imported ones inlined, `import`
    /// lines left out) with the session's redefinitions in their place, then the typed definitions.
    /// Groups are written out member by member, each declaration with its `///` description and its
    /// attributes (`@deprecated`, `@dtcg`); comments that are not descriptions are not kept. Loading
    /// the text gives the same theme.
    package var sourceText: String {
        var lines: [String] = []
        for tree in build.trees {
            for declaration in tree.declarations { write(declaration, nodes: tree.nodes, indent: "", into: &lines) }
        }
        guard !lines.isEmpty else { return "" }
        let text = lines.joined(separator: "\n") + "\n"
        // The text was read from valid declarations, so the formatter takes it; were it ever
        // refused, the unformatted text still loads as the same theme.
        guard case let .success(formatted) = ThemeFormatter.format(text, path: "<session>") else { return text }
        return formatted
    }

    private func write(
        _ declaration: Declaration, nodes: ExpressionNodes, indent: String, into lines: inout [String]
    ) {
        if let description = declaration.description {
            for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(indent + (line.isEmpty ? "///" : "/// " + line))
            }
        }
        let source = build.sources[declaration.range.file]
        switch declaration.kind {
        case .importFile:
            return
        case let .group(name, _, members):
            lines.append(indent + (declaration.isPrivate ? "private " : "") + "group \(name) {")
            for member in members { write(member, nodes: nodes, indent: indent + "  ", into: &lines) }
            lines.append(indent + "}")
        case let .token(type, name, _, value):
            // Written from its parts: a typed `color Group.name = …` sits inside its group here.
            let head = attributes(of: declaration, before: declaration.privateRange ?? type.range, in: source)
            let text = source.text(nodes.range(of: value))
            lines.append(
                indent + head + (declaration.isPrivate ? "private " : "") + "\(type.type.rawValue) \(name) = \(text)")
        default:
            lines.append(indent + source.text(declaration.range))
        }
    }

    /// The attributes written before a token's keywords (`@deprecated("…") `), as written, with
    /// what separates them from the keyword; empty when it has none.
    private func attributes(of declaration: Declaration, before keyword: TextRange, in source: SourceFile) -> String {
        guard declaration.deprecation != nil || declaration.dtcg != nil else { return "" }
        let range = TextRange(file: keyword.file, start: Int(declaration.range.start), end: Int(keyword.start))
        // Kept with the space or line break after them, which the formatter's layout follows.
        return source.text(range)
    }

    /// Writes ``sourceText`` to `path` atomically (``AtomicFile``): on any error the file is left
    /// as it was, and the error says why (`cannot write 'x.shade': No such file or directory`).
    package func save(to path: String) throws(ThemeError) {
        do {
            try AtomicFile.write(Array(sourceText.utf8), to: path)
        } catch {
            throw ThemeError(diagnostics: [Diagnostic(message: error.description, location: nil)])
        }
    }
}

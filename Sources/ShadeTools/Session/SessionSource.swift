import Foundation
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// `:save`: the session's definitions as one theme file.
extension ThemeSession {
    /// Every declaration of the session as Shade source, in declaration order: loaded files'
    /// declarations (imported ones inlined, `import` lines left out) with the session's
    /// redefinitions in their place, then the typed definitions. Groups are written out member by
    /// member; comments between declarations are not kept. Loading the text gives the same theme.
    package var sourceText: String {
        var lines: [String] = []
        for tree in build.trees {
            for declaration in tree.declarations { write(declaration, indent: "", into: &lines) }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func write(_ declaration: Declaration, indent: String, into lines: inout [String]) {
        switch declaration.kind {
        case .importFile:
            return
        case let .group(name, _, members):
            lines.append(indent + (declaration.isPrivate ? "private " : "") + "group \(name) {")
            for member in members { write(member, indent: indent + "  ", into: &lines) }
            lines.append(indent + "}")
        case let .token(type, name, _, value):
            // Written from its parts: a typed `color Group.name = …` sits inside its group here.
            let text = build.sources[value.range.file].text(value.range)
            lines.append(indent + (declaration.isPrivate ? "private " : "") + "\(type.type.rawValue) \(name) = \(text)")
        default:
            lines.append(indent + build.sources[declaration.range.file].text(declaration.range))
        }
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

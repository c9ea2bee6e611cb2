import Foundation

/// `:save`: the session's definitions as one theme file.
extension ThemeSession {
    /// Every declaration of the session as Shade source, in declaration order: loaded files'
    /// declarations (imported ones inlined, `import` lines left out) with the session's
    /// redefinitions in their place, then the typed definitions. Groups are written out member by
    /// member; comments between declarations are not kept. Loading the text gives the same theme.
    public var sourceText: String {
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

    /// Writes ``sourceText`` to `path` atomically (a temporary file beside it, then a rename):
    /// on any error the file is left as it was, and the error says why
    /// (`cannot write 'x.shade': No such file or directory`).
    public func save(to path: String) throws(SessionError) {
        func failure(_ code: Int32) -> SessionError {
            SessionError(diagnostics: [Diagnostic(
                message: "cannot write '\(path)': \(String(cString: strerror(code)))", location: nil)])
        }
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.shade-save-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bytes = Array(sourceText.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw failure(code)
            }
            written += count
        }
        fchmod(descriptor, 0o644)
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

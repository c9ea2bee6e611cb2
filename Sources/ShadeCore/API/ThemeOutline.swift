import ShadeSyntax

/// The names of a loaded theme and where they are written: each token, group and function
/// where it is declared, and each use of one in an expression. What an editor needs to go to a
/// definition, find references and rename.
package struct ThemeOutline: Sendable {
    /// What a name stands for.
    public enum Kind: String, Hashable, Sendable {
        /// A token (`color accent = …`).
        case token
        /// A group (`group Semantic { … }`).
        case group
        /// A user function (`fn soft(…)`).
        case function
    }

    /// A declared name.
    public struct Symbol: Hashable, Sendable {
        /// Token, group or function.
        public let kind: Kind
        /// The qualified name (`Semantic.overlay`).
        public let name: String
        /// Where the name is written in its declaration.
        public let location: Diagnostic.Location
    }

    /// A name written in an expression, bound to a declared one: `Semantic.overlay` is a use of
    /// the group `Semantic` and one of the token `Semantic.overlay`.
    public struct Use: Hashable, Sendable {
        /// What the used name stands for.
        public let kind: Kind
        /// The qualified name of the symbol it binds to.
        public let name: String
        /// Where this part of the path is written.
        public let location: Diagnostic.Location
    }

    /// Every declared token (style values left out), group and function, in no particular order.
    public let symbols: [Symbol]
    /// Every use in an expression that bound to a token or a function, and the groups of its path.
    public let uses: [Use]
}

extension Theme {
    /// The theme's declared names and their uses in expressions (see ``ThemeOutline``).
    package var outline: ThemeOutline {
        var symbols: [ThemeOutline.Symbol] = []
        for namespace in program.namespaces {
            // A later opening of a group declares the group too: definition finds every opening.
            if let opening = namespace.opening {
                symbols.append(
                    .init(kind: .group, name: namespace.name, location: sources.location(of: opening.nameRange)))
            }
            for (name, symbol) in namespace.members {
                let kind: ThemeOutline.Kind
                switch symbol.kind {
                case let .token(index):
                    guard !program.tokens[index].isStyleValue else { continue }
                    kind = .token
                case .group: kind = .group
                case .function: kind = .function
                }
                symbols.append(
                    .init(kind: kind, name: namespace.qualify(name), location: sources.location(of: symbol.range)))
            }
        }
        var uses: [ThemeOutline.Use] = []
        var seen = Set<TextRange>()
        for dependencies in program.dependencies {
            for (node, range) in dependencies where seen.insert(range).inserted {
                switch program.node(node) {
                case let .token(index) where !program.tokens[index].isStyleValue:
                    uses += pathUses(range, name: program.tokens[index].name, kind: .token)
                case let .function(index):
                    uses += pathUses(range, name: program.functions[index].name, kind: .function)
                default:
                    break
                }
            }
        }
        // `when dark { Semantic.overlay = … }`: the path written before the `=` of each override.
        for override in program.overrides {
            guard let path = assignedPath(before: override.range) else { continue }
            uses += pathUses(path, name: program.tokens[override.target].name, kind: .token)
        }
        return ThemeOutline(symbols: symbols, uses: uses)
    }

    /// The uses one written path makes: the symbol for its last part, and a group for each part
    /// before it, when the parts written are the last parts of the qualified name (`$.` aside).
    private func pathUses(_ range: TextRange, name: String, kind: ThemeOutline.Kind) -> [ThemeOutline.Use] {
        let bytes = sources[range.file].bytes
        // Most uses are one plain name: no part to split out.
        if !bytes[Int(range.start)..<Int(range.end)].contains(where: {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "`")
        }) {
            return [.init(kind: kind, name: name, location: sources.location(of: range))]
        }
        var parts: [(start: Int, end: Int)] = []
        var start = Int(range.start)
        for offset in Int(range.start)...Int(range.end)
        where offset == Int(range.end) || bytes[offset] == UInt8(ascii: ".") {
            var (first, last) = (start, offset)
            while first < last, Self.isSpace(bytes[first]) { first += 1 }
            while last > first, Self.isSpace(bytes[last - 1]) { last -= 1 }
            parts.append((first, last))
            start = offset + 1
        }
        func text(_ part: (start: Int, end: Int)) -> String {
            String(decoding: bytes[part.start..<part.end], as: UTF8.self)
        }
        if let first = parts.first, text(first) == "$" { parts.removeFirst() }
        let qualified = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let written = parts.map { text($0).filter { $0 != "`" } }
        guard !parts.isEmpty, written.count <= qualified.count, Array(qualified.suffix(written.count)) == written else {
            return [.init(kind: kind, name: name, location: sources.location(of: range))]
        }
        let offset = qualified.count - written.count
        return parts.enumerated().map { position, part in
            let location = sources.location(of: TextRange(file: range.file, start: part.start, end: part.end))
            guard position < parts.count - 1 else { return .init(kind: kind, name: name, location: location) }
            return .init(
                kind: .group, name: qualified[..<(offset + position + 1)].joined(separator: "."), location: location)
        }
    }

    /// The range of `PATH` in `PATH = VALUE`, found back from the value's range.
    private func assignedPath(before value: TextRange) -> TextRange? {
        let bytes = sources[value.file].bytes
        var end = Int(value.start)
        while end > 0, Self.isSpace(bytes[end - 1]) { end -= 1 }
        guard end > 0, bytes[end - 1] == UInt8(ascii: "=") else { return nil }
        end -= 1
        while end > 0, Self.isSpace(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, !Self.isSpace(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "{"),
            bytes[start - 1] != UInt8(ascii: ";")
        {
            start -= 1
        }
        return start < end ? TextRange(file: value.file, start: start, end: end) : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}

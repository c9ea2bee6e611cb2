import ShadeSyntax

/// Finding a token by its qualified name (`Semantic.overlay`) through the scopes' hash tables:
/// a few lookups, whatever the size of the theme, and nothing built at load.
extension Program {
    /// The index of the token named `name` (qualified), private ones included; nil when no token
    /// has that name.
    package func tokenIndex(named name: String) -> Int? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // Top-level names live in the global scope; private top-level ones in their file's scope.
        let roots = [Namespace.global] + namespaces.indices.filter { namespaces[$0].isFileScope }
        for root in roots {
            var scope = root
            for (position, part) in parts.enumerated() {
                guard let symbol = namespaces[scope].lookup(part) else { break }
                switch symbol.kind {
                case let .group(group) where position < parts.count - 1:
                    scope = group
                    continue
                case let .token(index) where position == parts.count - 1 && tokens[index].name == name:
                    return index
                case let .group(group) where position == parts.count - 1:
                    // A group that is also a token (`accent` beside `accent.onInverse`).
                    if let index = namespaces[group].rootToken, tokens[index].name == name { return index }
                default:
                    break
                }
                break
            }
        }
        return nil
    }
}

extension Theme.Tokens {
    /// The emitted token with this qualified name (`theme.tokens["Semantic.overlay"]`); nil when
    /// the theme emits no such token (private tokens included: read those with
    /// ``Theme/value(of:in:)``).
    public subscript(name: String) -> ThemeToken? {
        guard let index = program.tokenIndex(named: name), program.tokens[index].isEmitted else { return nil }
        return token(atProgramIndex: index)
    }
}

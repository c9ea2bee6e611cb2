import ShadeCore
import ShadeSyntax

/// How the import writes a reference to a token: its path, each name as Shade writes it
/// (``DTCGShadeWriter/name(_:afterDot:)``), with `$.` first when a group the reference is written
/// in declares a name like the path's first directly — inside that group, the bare path would
/// find the group's own name first.
struct DTCGReferences {
    /// The names declared directly in each group, by group path joined with dots.
    private var members: [String: Set<String>] = [:]

    /// The references to `tokens`, whose groups declare the names they hold.
    init(_ tokens: DTCGTokens) {
        // The tokens are read a stored field at a time: a token handed over whole is a copy of
        // every field.
        for position in tokens.all.indices where !tokens.all[position].scope.isEmpty {
            let path = tokens.path(at: position)
            for depth in path.indices.dropFirst() {
                members[path[..<depth].joined(separator: "."), default: []].insert(path[depth])
            }
        }
    }

    /// The reference to the token at `target`, written in the group at `scope`.
    func written(_ target: [String], from scope: [String]) -> String {
        (isShadowed(target[0], in: scope) ? "$." : "") + DTCGShadeWriter.path(target)
    }

    /// The reference to the token an alias names by `name` (``DTCGExpressions/aliasName(_:)``:
    /// `a.b`, or `a.$root` for a group's own token), written in the group at `scope`.
    func written(named name: String, from scope: [String]) -> String {
        // The common name, written as it is read: plain names, no `$root` (a set's every alias
        // asks for one).
        if scope.isEmpty, ShadeEscaping.isPlainPath(name) { return name }
        return written(DTCGExpressions.path(named: name), from: scope)
    }

    /// Whether a group that `scope` is in (or is) declares `first` directly.
    private func isShadowed(_ first: String, in scope: [String]) -> Bool {
        (1...max(scope.count, 1)).contains { depth in
            depth <= scope.count && members[scope[..<depth].joined(separator: "."), default: []].contains(first)
        }
    }
}

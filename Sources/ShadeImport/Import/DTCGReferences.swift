import ShadeCore
import ShadeSyntax

/// How the import writes a reference to a token: its path, each name as Shade writes it
/// (``DTCGShadeWriter/name(_:afterDot:)``), with `$.` first when a group the reference is written
/// in declares a name like the path's first directly — inside that group, the bare path would
/// find the group's own name first.
///
/// The path of each token in a group is written once, here: a nested set's aliases name tokens
/// some levels down (`{color.palette.blue.500}`), and each was split into names, escaped and
/// joined again.
struct DTCGReferences {
    /// The names declared directly in each group, by group path joined with dots.
    private var members: [String: Set<String>] = [:]
    /// The written path of each token in a group, by its place; empty for a token at the top
    /// level, whose name is written as a reference is (``written(named:at:from:)``), and none at
    /// all for a set with no groups.
    private var paths: [String] = []

    /// The references to `tokens`, whose groups declare the names they hold.
    init(_ tokens: DTCGTokens) {
        // The tokens of a group share their scope's array: its keys and written path are worked
        // out once, for the first of them.
        var scope = Scope.top, written = ""
        // The tokens are read a stored field at a time: a token handed over whole is a copy of
        // every field.
        for position in tokens.all.indices where !tokens.all[position].scope.isEmpty {
            let last = tokens.all[position].last
            if scope.path != tokens.all[position].scope {
                scope = Scope(path: tokens.all[position].scope)
                written = DTCGShadeWriter.path(scope.path)
                // Each group on the path declares the next one.
                for depth in scope.path.indices.dropFirst() {
                    members[scope.groups[depth - 1], default: []].insert(scope.path[depth])
                }
            }
            guard let last else { continue }
            members[scope.groups[scope.groups.count - 1], default: []].insert(last)
            if paths.isEmpty { paths = [String](repeating: "", count: tokens.all.count) }
            paths[position] = written + "." + DTCGShadeWriter.name(last, afterDot: true)
        }
    }

    /// A group references are written in: its path, and the keys (paths joined with dots) of it
    /// and of each group it is in, worked out once for the tokens of the group.
    struct Scope {
        let path: [String]
        fileprivate let groups: [String]

        /// The top level.
        static let top = Scope(path: [])

        init(path: [String]) {
            self.path = path
            var groups: [String] = []
            groups.reserveCapacity(path.count)
            for name in path { groups.append(groups.last.map { $0 + "." + name } ?? name) }
            self.groups = groups
        }
    }

    /// The reference to the token at `target`, written in `scope`.
    private func written(_ target: [String], from scope: Scope) -> String {
        (isShadowed(target[0], in: scope) ? "$." : "") + DTCGShadeWriter.path(target)
    }

    /// The reference to the token an alias names by `name` (``DTCGExpressions/aliasName(_:)``:
    /// `a.b`, or `a.$root` for a group's own token), written in `scope`; `place` is the token's
    /// place, when there is one.
    func written(named name: String, at place: Int?, from scope: Scope) -> String {
        // The common name, written as it is read: plain names, no `$root` (a set's every alias
        // asks for one).
        if scope.path.isEmpty, ShadeEscaping.isPlainPath(name) { return name }
        guard let place, place < paths.count, !paths[place].isEmpty else {
            return written(DTCGExpressions.path(named: name), from: scope)
        }
        guard !scope.path.isEmpty else { return paths[place] }
        // The name's first name, as the groups declare it.
        let first = String(name.utf8.prefix { $0 != UInt8(ascii: ".") }) ?? name
        return isShadowed(first, in: scope) ? "$." + paths[place] : paths[place]
    }

    /// Whether `scope`'s group, or a group it is in, declares `first` directly.
    private func isShadowed(_ first: String, in scope: Scope) -> Bool {
        scope.groups.contains { members[$0]?.contains(first) == true }
    }
}

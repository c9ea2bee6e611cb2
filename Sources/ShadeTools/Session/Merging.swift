import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// How new declarations enter a session: one whose name is already declared at the same level
/// replaces it where it stands (a group merges member by member, so `group Semantic { … }`
/// redefines only the members it names); the others are appended to a tree of their own.
/// A `component` is known by its name and a `style` by its component and containers, each apart
/// from the names of tokens: a second `style C in A { … }` replaces the first whole. A `when`
/// block is known by its values and merges assignment by assignment; `appearances` replaces.
enum SessionMerge {
    /// Merges `incoming` top-level declarations, whose expressions are `nodes`, into `trees`; what
    /// matches nothing goes to `trees[leftover]`. Declarations typed in one entry merge with each
    /// other too (`group a { … }` twice).
    package static func merge(
        _ incoming: [Declaration], from nodes: ExpressionNodes, into trees: inout [SyntaxTree], leftover: Int
    ) {
        var places = self.places(in: trees)
        for declaration in incoming {
            place(declaration, from: nodes, places: &places, into: &trees, leftover: leftover, registering: true)
        }
    }

    /// Adds the files a load brought in, each as a tree of its own: a declaration whose name the
    /// session already holds replaces it where it stands; the others stay in their file as
    /// written, so that two declarations of one name in the loaded files are the checker's
    /// to report (a duplicate, as `shade eval` reports it), never merged in silence.
    static func merge(loaded: [SyntaxTree], into trees: inout [SyntaxTree]) {
        var places = self.places(in: trees)
        for tree in loaded {
            guard !places.isEmpty else {
                trees.append(tree)
                continue
            }
            // The file's own tree keeps its expressions; a declaration placed in another tree
            // takes its own along.
            trees.append(SyntaxTree(file: tree.file, declarations: [], nodes: tree.nodes))
            for declaration in tree.declarations {
                place(
                    declaration, from: tree.nodes, places: &places, into: &trees, leftover: trees.count - 1,
                    registering: false, fromLeftover: true)
            }
        }
    }

    /// Every place each name is declared at the top level of `trees` (a group may be opened in
    /// several files). A private name belongs to its file: keyed by its tree, it only matches a
    /// private one of the same file, as in `shade eval`; public names match across files.
    private static func places(in trees: [SyntaxTree]) -> [String: [(tree: Int, index: Int)]] {
        var places: [String: [(tree: Int, index: Int)]] = [:]
        for (treeIndex, tree) in trees.enumerated() {
            for (index, declaration) in tree.declarations.enumerated() {
                if let key = key(declaration, tree: treeIndex) { places[key, default: []].append((treeIndex, index)) }
            }
        }
        return places
    }

    private static func key(_ declaration: Declaration, tree: Int) -> String? {
        mergeName(declaration).map { declaration.isPrivate ? "\(tree)/\($0)" : $0 }
    }

    /// Merges one declaration where its name is declared, or appends it to `trees[leftover]`
    /// (and, when `registering`, lets later ones merge with it). Its expressions, in `nodes`, are
    /// copied into the tree it goes to, unless `fromLeftover` says they are that tree's already.
    private static func place(
        _ declaration: Declaration, from nodes: ExpressionNodes, places: inout [String: [(tree: Int, index: Int)]],
        into trees: inout [SyntaxTree], leftover: Int, registering: Bool, fromLeftover: Bool = false
    ) {
        if case .importFile = declaration.kind { return }
        let key = key(declaration, tree: leftover)
        guard let key, let found = places[key] else {
            if registering, let key { places[key] = [(leftover, trees[leftover].declarations.count)] }
            let moved = fromLeftover ? declaration : trees[leftover].nodes.copy(declaration, from: nodes)
            trees[leftover].declarations.append(moved)
            return
        }
        // A member of a group opened several times replaces it in the opening that has it.
        for (place, part) in split(declaration, among: found.map { trees[$0.tree].declarations[$0.index] }) {
            let (tree, index) = found[place]
            let moved = fromLeftover && tree == leftover ? part : trees[tree].nodes.copy(part, from: nodes)
            trees[tree].declarations[index] = combine(trees[tree].declarations[index], moved)
        }
    }

    /// `new` cut per opening of a group opened several times (`openings`): each member goes to
    /// the first opening that declares it, a new one to the last opening (after every member
    /// declared so far, as in a group opened once).
    static func split(_ new: Declaration, among openings: [Declaration]) -> [(Int, Declaration)] {
        guard openings.count > 1, case let .group(name, nameRange, members) = new.kind else { return [(0, new)] }
        var parts: [[Declaration]] = Array(repeating: [], count: openings.count)
        for member in members {
            let memberName = mergeName(member)
            let place = openings.firstIndex { opening in
                guard case let .group(_, _, existing) = opening.kind else { return false }
                return existing.contains { mergeName($0) == memberName }
            }
            parts[place ?? openings.count - 1].append(member)
        }
        return parts.indices.filter { !parts[$0].isEmpty || $0 == 0 }.map { place in
            var part = new
            part.kind = .group(name: name, nameRange: nameRange, members: parts[place])
            return (place, part)
        }
    }

    /// What a declaration is matched by: its name; `component C` for a component and
    /// `style C in A, B` for a style (words no token name can be); nil for imports and assertions.
    static func mergeName(_ declaration: Declaration) -> String? {
        switch declaration.kind {
        case let .component(name, _, _): "component \(name)"
        case let .style(style): "style \(style.component) in \(style.containers.map(\.name).joined(separator: ", "))"
        case let .overrides(block): "when \(block.conditions.map(\.name).sorted().joined(separator: ", "))"
        case .appearances: "appearances"
        default: declaration.kind.name?.0
        }
    }

    /// The declaration that replaces `existing`: `new` itself, or for two groups the old group
    /// with the new members merged in.
    package static func combine(_ existing: Declaration, _ new: Declaration) -> Declaration {
        if case let .overrides(old) = existing.kind, case let .overrides(added) = new.kind {
            // `when dark { x = … }` typed again: its assignments replace the block's, one by one,
            // and so do the tokens it declares (`when dark { color glow = … }`).
            var merged = old
            for assignment in added.assignments {
                if let index = merged.assignments.firstIndex(where: { $0.path == assignment.path }) {
                    merged.assignments[index] = assignment
                } else {
                    merged.assignments.append(assignment)
                }
            }
            merged.declarations = combine(members: old.declarations, with: added.declarations)
            var result = existing
            result.kind = .overrides(merged)
            return result
        }
        guard case let .group(name, nameRange, members) = existing.kind,
            case let .group(_, _, newMembers) = new.kind
        else { return new }
        var result = existing
        result.kind = .group(name: name, nameRange: nameRange, members: combine(members: members, with: newMembers))
        return result
    }

    /// `members` with each of `newMembers` replacing (or merged into) the one it matches by
    /// ``mergeName(_:)``; the others appended.
    private static func combine(members: [Declaration], with newMembers: [Declaration]) -> [Declaration] {
        var merged = members
        for member in newMembers {
            if let memberName = mergeName(member), let index = merged.firstIndex(where: { mergeName($0) == memberName })
            {
                merged[index] = combine(merged[index], member)
            } else {
                merged.append(member)
            }
        }
        return merged
    }

    /// The single token a typed input defines, with its qualified name, when the input is
    /// exactly one token declaration (possibly wrapped in groups of one member).
    static func singleToken(_ declarations: [Declaration]) -> (name: String, declaration: Declaration)? {
        guard declarations.count == 1 else { return nil }
        var declaration = declarations[0]
        var prefix = ""
        while case let .group(name, _, members) = declaration.kind {
            guard members.count == 1, !declaration.isPrivate else { return nil }
            prefix += name + "."
            declaration = members[0]
        }
        guard case let .token(_, name, _, _) = declaration.kind else { return nil }
        return (prefix + name, declaration)
    }
}

/// A name keeps its kind in a session: a typed group may not replace a token or a function, nor
/// a token or function a group (`color c.x = …` when `c` is a token). Such an entry is refused as a
/// duplicate declaration, the error a file with both declarations gets.
extension SessionBuild {
    /// A declaration whose name is already declared as another kind.
    struct KindConflict {
        /// The qualified name.
        package var name: String
        /// The new declaration's name.
        package var range: TextRange
        /// The existing declaration's name.
        package var first: TextRange
    }

    /// The declarations among `incoming` (top-level, typed into the session) that would change a
    /// name's kind; groups are followed member by member, as they merge.
    func kindConflicts(_ incoming: [Declaration]) -> [KindConflict] {
        var conflicts: [KindConflict] = []
        func visit(_ declarations: [Declaration], scope: Int?, privateScope: Int?) {
            for declaration in declarations {
                guard let (name, range) = declaration.kind.name,
                    let scope = declaration.isPrivate ? privateScope : scope,
                    let existing = program.namespaces[scope].lookup(name)
                else { continue }
                switch (declaration.kind, existing.kind) {
                case let (.group(_, _, members), .group(inner)):
                    visit(members, scope: inner, privateScope: inner)
                case (.group, .token), (.group, .function), (.token, .group), (.function, .group):
                    conflicts.append(
                        KindConflict(
                            name: program.namespaces[scope].qualify(name), range: range, first: existing.range))
                default:
                    break
                }
            }
        }
        visit(incoming, scope: Namespace.global, privateScope: typedTree == nil ? nil : typedScope)
        return conflicts
    }
}

import ShadeSyntax

/// Where each token's declaration sits in a session's syntax trees: its tree, then its index at
/// each nesting level (`[tree, group, member]`); empty for a token with no declaration of its own
/// (a component's or style's value) or one only some appearances declare. Every token's path
/// lies in one flat array: a load of 100,000 tokens makes no array per token.
struct DeclarationPaths: Sendable {
    /// Every path's steps, one after another.
    private var steps: [Int32] = []
    /// Where each token's path ends in `steps`.
    private var ends: [Int32] = []

    /// The paths of `trees`' tokens, in the order the `Declarer` numbers them.
    init(of trees: [SyntaxTree]) {
        var prefix: [Int] = []
        for (index, tree) in trees.enumerated() {
            prefix.append(index)
            collect(tree.declarations, prefix: &prefix)
            prefix.removeLast()
        }
    }

    /// No paths.
    init() {}

    /// The token's path.
    subscript(token: Int) -> [Int] {
        let start = token == 0 ? 0 : Int(ends[token - 1])
        return steps[start..<Int(ends[token])].map(Int.init)
    }

    /// Adds the path of the next token.
    mutating func append(_ path: [Int]) {
        for step in path { steps.append(Int32(step)) }
        ends.append(Int32(steps.count))
    }

    /// The paths with an empty one put in for each token `isInserted` picks, the others keeping
    /// their order: the tokens of components and styles, which have no declaration of their own,
    /// among those declared.
    func interleaving(count: Int, isInserted: (Int) -> Bool) -> DeclarationPaths {
        var paths = DeclarationPaths()
        var next = 0
        for token in 0..<count {
            if isInserted(token) || next >= ends.count {
                paths.append([])
            } else {
                paths.append(self[next])
                next += 1
            }
        }
        return paths
    }

    /// Walks declarations in the order the `Declarer` numbers tokens (components and styles,
    /// lowered to tokens of their own, are left out), reading each where it lies.
    private mutating func collect(_ declarations: [Declaration], prefix: inout [Int]) {
        for index in declarations.indices {
            switch declarations[index].kind {
            case .token:
                prefix.append(index)
                append(prefix)
                prefix.removeLast()
            case let .group(_, _, members):
                prefix.append(index)
                collect(members, prefix: &prefix)
                prefix.removeLast()
            case let .overrides(block):
                // A token of some appearances gets no path: redefining it goes through the rebuild.
                for member in block.declarations { if case .token = member.kind { append([]) } }
            default: break
            }
        }
    }
}

/// A checked theme: its names, tokens, functions and assertions, their checked code, the order
/// in which to evaluate them and the appearance space they vary in.
struct Program: Sendable {
    var namespaces: [Namespace] = [Namespace(name: "", parent: nil, file: nil, isFileScope: false)]
    var tokens: [TokenEntry] = []
    /// Each token's value as written, from declaring until binding, which empties it: a large
    /// theme's syntax trees are freed before its values are computed.
    var unboundTokenValues: [Expression] = []
    var functions: [FunctionEntry] = []
    var assertions: [AssertionEntry] = []
    var axes: [Axis] = [.scheme, .contrast] { didSet { space = Self.space(axes, listed) } }
    /// `when … { … }` blocks as written, in file order, with the file scope they bind in.
    var overrideBlocks: [OverrideBlockEntry] = []
    /// Every override, once bound: which token, where it holds, its code.
    var overrides: [OverrideEntry] = []
    /// `appearances { … }` as written, until ``resolveListedAppearances(log:)`` checks it.
    var appearanceList: (entries: [(names: [String], range: TextRange)], range: TextRange)?
    /// The appearances the theme has, when it lists them: indices in the full space, in the
    /// listed order, with their column names.
    var listed: [(index: Int, name: String)]? { didSet { space = Self.space(axes, listed) } }
    /// The components and, per context, the tokens that hold their properties.
    var styles = StyleTable()
    var hostFunctions: [HostFunction] = []
    /// Graph nodes in evaluation order (dependencies first); nodes on or behind a cycle are left out.
    var order: [Int] = []
    /// The nodes of `order` in another topological order, one that follows declaration order
    /// wherever the dependencies allow: checking and evaluating walk memory in sequence. What they
    /// report is still ordered by `order`.
    var evaluationOrder: [Int] = []
    /// For each graph node, the nodes it uses and where.
    var dependencies: [[(node: Int, range: TextRange)]] = []

    /// The appearance space of ``axes`` and ``listed``, kept in step with them.
    private(set) var space = AppearanceSpace(axes: [.scheme, .contrast])

    private static func space(_ axes: [Axis], _ listed: [(index: Int, name: String)]?) -> AppearanceSpace {
        AppearanceSpace(axes: axes, listed: listed?.map(\.index))
    }

    // MARK: Graph nodes: tokens, then functions, then assertions.

    enum Node {
        case token(Int), function(Int), assertion(Int)
    }

    func node(_ index: Int) -> Node {
        if index < tokens.count { return .token(index) }
        if index < tokens.count + functions.count { return .function(index - tokens.count) }
        return .assertion(index - tokens.count - functions.count)
    }

    /// How many function calls computing `node` once makes, given each function's own count
    /// (``FunctionEntry/calls``), saturating just past `limit`.
    func calls(by node: Int, limit: Int, functionCalls: (Int) -> Int) -> Int {
        var total = 0
        for dependency in dependencies[node] {
            if case let .function(callee) = self.node(dependency.node) {
                total = min(total + functionCalls(callee), limit + 1)
            }
        }
        return total
    }

    func nodeIndex(function: Int) -> Int { tokens.count + function }
    func nodeIndex(assertion: Int) -> Int { tokens.count + functions.count + assertion }
    var nodeCount: Int { tokens.count + functions.count + assertions.count }

    func nodeName(_ index: Int) -> String {
        switch node(index) {
        case let .token(t): tokens[t].name
        case let .function(f): functions[f].name
        case .assertion: "assert"
        }
    }

    func nodeRange(_ index: Int) -> TextRange {
        switch node(index) {
        case let .token(t): tokens[t].nameRange
        case let .function(f): functions[f].nameRange
        case let .assertion(a): assertions[a].range
        }
    }

    /// The chain of scopes from `scope` outwards, the global scope last.
    func scopeChain(from scope: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = scope
        while let index = current {
            chain.append(index)
            current = namespaces[index].parent
        }
        return chain
    }
}

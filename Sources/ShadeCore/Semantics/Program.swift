import ShadeSyntax

/// A checked theme: its names, tokens, functions and assertions, their checked code, the order
/// in which to evaluate them and the appearance space they vary in.
package struct Program: Sendable {
    package var namespaces: [Namespace] = [Namespace(name: "", parent: nil, file: nil, isFileScope: false)]
    package var tokens: [TokenEntry] = []
    /// Each token's checked code, by the token's index: empty until binding fills it, one per
    /// token after. Beside the entries rather than in them: binding sets every token's code at
    /// once, and the passes that read the entries without it (the checker's types, evaluation's
    /// flags, every writer's names) stream 40 bytes a token less.
    package var tokenCodes: [CodeID] = []
    /// The checked code of every token, function, default, assertion and override, as rows.
    package var code = CodeRows()
    /// Each token's value as written, in its file's ``syntax``, from declaring until binding,
    /// which empties both: a large theme's expressions are freed before its values are computed.
    var unboundTokenValues: [ExpressionID] = []
    /// The expressions of each file (by its index in the source map) from declaring until binding.
    var syntax: [ExpressionNodes] = []
    package var functions: [FunctionEntry] = []
    package var assertions: [AssertionEntry] = []
    package var axes: [Appearance.AxisDefinition] = [.scheme, .contrast] { didSet { space = Self.space(axes, listed) } }
    /// `when … { … }` blocks as written, in file order, with the file scope they bind in.
    var overrideBlocks: [OverrideBlockEntry] = []
    /// Every override, once bound: which token, where it holds, its code.
    package var overrides: [OverrideEntry] = []
    /// `appearances { … }` as written, until ``resolveListedAppearances(log:)`` checks it.
    var appearanceList: (entries: [(names: [String], range: TextRange)], range: TextRange)?
    /// The appearances the theme has, when it lists them: indices in the full space, in the
    /// listed order, with their column names.
    package var listed: [(index: Int, name: String)]? { didSet { space = Self.space(axes, listed) } }
    /// The components and, per context, the tokens that hold their properties.
    package var styles = StyleTable()
    package var hostFunctions: [HostFunction] = []
    /// Graph nodes in a topological order (dependencies first) that follows declaration order
    /// wherever the dependencies allow: checking and evaluating walk memory in sequence. Nodes on
    /// or behind a cycle are left out. What checking and evaluation report is put in source order
    /// (`HeldDiagnostics`), whatever the order that did the work.
    package var evaluationOrder: [Int] = []
    /// For each graph node, the nodes it uses and where.
    package var dependencies = DependencyTable()

    /// The appearance space of ``axes`` and ``listed``, kept in step with them.
    package private(set) var space = AppearanceSpace(axes: [.scheme, .contrast])

    private static func space(_ axes: [Appearance.AxisDefinition], _ listed: [(index: Int, name: String)]?)
        -> AppearanceSpace
    {
        AppearanceSpace(axes: axes, listed: listed?.map(\.index))
    }

    // MARK: Graph nodes: tokens, then functions, then assertions.

    package enum Node {
        case token(Int), function(Int), assertion(Int)
    }

    package func node(_ index: Int) -> Node {
        if index < tokens.count { return .token(index) }
        if index < tokens.count + functions.count { return .function(index - tokens.count) }
        return .assertion(index - tokens.count - functions.count)
    }

    /// How many function calls computing `node` once makes, given each function's own count
    /// (``FunctionEntry/calls``), saturating just past `limit`.
    package func calls(by node: Int, limit: Int, functionCalls: (Int) -> Int) -> Int {
        // Without functions nothing calls one: no node's uses need reading.
        guard !functions.isEmpty else { return 0 }
        var total = 0
        for use in dependencies.range(of: node) {
            if case let .function(callee) = self.node(dependencies.uses[use].node) {
                total = min(total + functionCalls(callee), limit + 1)
            }
        }
        return total
    }

    func nodeIndex(function: Int) -> Int { tokens.count + function }
    func nodeIndex(assertion: Int) -> Int { tokens.count + functions.count + assertion }
    package var nodeCount: Int { tokens.count + functions.count + assertions.count }

    package func nodeName(_ index: Int) -> String {
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

    /// The expressions of the file `scope` is in, while they are kept (until binding ends).
    func nodes(ofScope scope: Int) -> ExpressionNodes {
        guard let file = namespaces[scope].file, Int(file) < syntax.count else { return ExpressionNodes() }
        return syntax[Int(file)]
    }

    /// The chain of scopes from `scope` outwards, the global scope last: for a later opening of a
    /// group, the group's first opening (which holds the members), then the opening's own file.
    func scopeChain(from scope: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = scope
        while let index = current {
            chain.append(namespaces[index].holder(index))
            current = namespaces[index].parent
        }
        return chain
    }

    /// Each stored property, as given.
    package init(
        namespaces: [Namespace] = [Namespace(name: "", parent: nil, file: nil, isFileScope: false)],
        tokens: [TokenEntry] = [], tokenCodes: [CodeID] = [], code: CodeRows = CodeRows(),
        unboundTokenValues: [ExpressionID] = [],
        functions: [FunctionEntry] = [],
        assertions: [AssertionEntry] = [], axes: [Appearance.AxisDefinition] = [.scheme, .contrast],
        overrideBlocks: [OverrideBlockEntry] = [], overrides: [OverrideEntry] = [],
        appearanceList: (entries: [(names: [String], range: TextRange)], range: TextRange)? = nil,
        listed: [(index: Int, name: String)]? = nil, styles: StyleTable = StyleTable(),
        hostFunctions: [HostFunction] = [], evaluationOrder: [Int] = [],
        dependencies: DependencyTable = DependencyTable(),
        space: AppearanceSpace = AppearanceSpace(axes: [.scheme, .contrast])
    ) {
        self.namespaces = namespaces
        self.tokens = tokens
        self.tokenCodes = tokenCodes
        self.code = code
        self.unboundTokenValues = unboundTokenValues
        self.functions = functions
        self.assertions = assertions
        self.axes = axes
        self.overrideBlocks = overrideBlocks
        self.overrides = overrides
        self.appearanceList = appearanceList
        self.listed = listed
        self.styles = styles
        self.hostFunctions = hostFunctions
        self.evaluationOrder = evaluationOrder
        self.dependencies = dependencies
        self.space = space
    }
}

/// What the REPL and editors show of a theme's functions and words.
extension Program {
    /// The signature of the user function named `name` (qualified) as declared, its defaults
    /// written on one line: `fn soft(c: color, by: number = 0.5) -> color`; nil when there is none.
    package func signature(ofUserFunction name: String, sources: SourceMap) -> String? {
        guard let function = functions.first(where: { $0.name == name }) else { return nil }
        let parameters = function.parameters.map { parameter in
            "\(parameter.name): \(parameter.type.type.rawValue)"
                + (parameter.defaultValue.map { " = " + sources.oneLine(function.nodes.range(of: $0)) } ?? "")
        }
        return "fn \(function.name)(\(parameters.joined(separator: ", "))) -> \(function.result.type.rawValue)"
    }

    /// The language's reserved words (the lexer's), as completion offers them.
    package static let keywords = TokenKind.keywords.keys.sorted()
}

extension SourceMap {
    /// The text of `range` on one line: runs of white space (line breaks too) as one space.
    package func oneLine(_ range: TextRange) -> String {
        self[range.file].text(range).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .joined(separator: " ")
    }
}

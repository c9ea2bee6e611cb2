import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// One checked, fully resolved state of a ``ThemeSession``: its source files, the merged syntax
/// trees of everything loaded and typed so far, the program with its values, and the indexes an
/// incremental redefinition needs. A build is never left half-updated. It may hold errors of
/// loaded files: the tokens they touch are left unresolved (``isResolved(_:)``), the rest resolve.
package struct SessionBuild: Sendable {
    package var sources: SourceMap
    package var trees: [SyntaxTree]
    /// The tree that collects definitions typed into the session, once there is one.
    var typedTree: Int?
    /// The program and every token's values.
    package var evaluator: Evaluator
    /// For each graph node, the nodes that use it (the reverse edges of the dependency graph),
    /// made by the first redefinition (``makeDependents()``): an array per node, 5–8 ms for
    /// 100,000 tokens, that a theme only loaded and looked at never needs. Empty until then.
    var dependents: [[Int]] = []
    /// Whether ``dependents`` is made, and kept up to date since.
    private(set) var hasDependents = false
    /// Where each token's declaration sits: its tree, then the index at each nesting level;
    /// made by the first redefinition (``makeTokenPaths()``), like ``dependents``: 2–3 ms for
    /// 100,000 tokens that a theme only loaded and looked at never needs. Empty until then.
    var tokenPaths = DeclarationPaths()
    /// Whether ``tokenPaths`` is made, and kept up to date since.
    private(set) var hasTokenPaths = false
    /// The diagnostics of the last full check, so that a rebuild reports only new ones.
    package var warnings: [Diagnostic] = []
    /// The errors the build holds (from loaded files); empty for an error-free theme.
    package var errors: [Diagnostic] = []
    /// Whether a token or function of the program is `@deprecated`: found once per compile, since
    /// adding or redefining a token in place keeps every deprecation (looking through every token
    /// at each entry made typing thousands of them quadratic).
    package var hasDeprecations = false

    package var program: Program { evaluator.program }
    package var space: AppearanceSpace { evaluator.space }

    /// Checks and resolves `trees`; nil with the errors when the theme has any, unless
    /// `keepingErrors`. `earlier` are the diagnostics of reading the files (syntax errors).
    package static func compile(
        sources: SourceMap, trees: [SyntaxTree], typedTree: Int?, hostFunctions: [HostFunction],
        earlier: [Diagnostic] = [], keepingErrors: Bool = false
    ) -> (build: SessionBuild?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog(sources: sources)
        let program = ThemePipeline.check(trees, hostFunctions: hostFunctions, log: &log)
        let evaluator = ThemePipeline.resolve(program, log: &log)
        let diagnostics = earlier + log.reported
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty || keepingErrors else { return (nil, diagnostics) }
        let build = SessionBuild(
            sources: sources, trees: trees, typedTree: typedTree, evaluator: evaluator,
            warnings: diagnostics, errors: errors, hasDeprecations: program.hasDeprecations)
        return (build, diagnostics)
    }

    /// Makes ``tokenPaths`` from the trees, unless it is made already. Tokens typed into the
    /// session since the load were appended to the last tree, as the program numbers them.
    mutating func makeTokenPaths() {
        guard !hasTokenPaths else { return }
        let program = self.program
        var paths = DeclarationPaths(of: trees)
        // The tokens a component or style is lowered to have no declaration of their own: they
        // get no path, and every other token keeps the order it is declared in.
        if !program.styles.isEmpty {
            paths = paths.interleaving(count: program.tokens.count) { program.tokens[$0].isStyleValue }
        }
        tokenPaths = paths
        hasTokenPaths = true
    }

    /// Makes ``dependents`` from the program's edges, unless it is made already.
    mutating func makeDependents() {
        guard !hasDependents else { return }
        let program = self.program
        var dependents = [[Int]](repeating: [], count: program.nodeCount)
        for node in 0..<program.nodeCount {
            // A node listed twice as a dependency is the same edge; its second use is skipped.
            for dependency in program.dependencies[node] where dependents[dependency.node].last != node {
                dependents[dependency.node].append(node)
            }
        }
        self.dependents = dependents
        hasDependents = true
    }

    /// True when the token has values: it and everything it uses are free of errors.
    func isResolved(_ token: Int) -> Bool { evaluator.isEvaluated[token] }

    /// How many tokens resolved.
    var resolvedTokenCount: Int {
        errors.isEmpty ? program.tokens.count : evaluator.isEvaluated.lazy.filter { $0 }.count
    }

    /// The empty session's build.
    package static func empty(hostFunctions: [HostFunction]) -> SessionBuild {
        compile(sources: SourceMap(), trees: [], typedTree: nil, hostFunctions: hostFunctions).build!
    }

    /// The declaration at a token path (none for the empty path of a style's value).
    package func declaration(at path: [Int]) -> Declaration? {
        guard !path.isEmpty else { return nil }
        var declarations = trees[path[0]].declarations
        for (position, index) in path.dropFirst().enumerated() {
            guard index < declarations.count else { return nil }
            if position == path.count - 2 { return declarations[index] }
            guard case let .group(_, _, members) = declarations[index].kind else { return nil }
            declarations = members
        }
        return nil
    }

    /// Replaces the declaration at a token path in place, without copying the trees; its
    /// expressions are copied from `nodes` into the tree's.
    mutating func replaceDeclaration(at path: [Int], with declaration: Declaration, from nodes: ExpressionNodes) {
        let declaration = trees[path[0]].nodes.copy(declaration, from: nodes)
        Self.replace(in: &trees[path[0]].declarations, path: path.dropFirst(), with: declaration)
    }

    private static func replace(in declarations: inout [Declaration], path: ArraySlice<Int>, with new: Declaration) {
        let index = path.first!
        guard path.count > 1 else {
            declarations[index] = new
            return
        }
        guard case let .group(name, nameRange, members) = declarations[index].kind else { return }
        var inner = members
        // Drop the tree's own reference first, so the member array is changed in place.
        declarations[index].kind = .importFile(path: "", pathRange: nameRange)
        replace(in: &inner, path: path.dropFirst(), with: new)
        declarations[index].kind = .group(name: name, nameRange: nameRange, members: inner)
    }

    /// The namespace that definitions typed into the session are resolved in.
    var typedScope: Int {
        guard let typedTree else { return Namespace.global }
        let file = trees[typedTree].file
        return program.namespaces.firstIndex { $0.isFileScope && $0.file == file } ?? Namespace.global
    }

    /// The axes any token varies on.
    var sessionMask: AxisMask {
        program.tokens.reduce(AxisMask.none) { $0.union($1.mask) }
    }

    /// The appearances to show for a value varying on `mask`.
    package func columns(over mask: AxisMask, _ selection: AppearanceSelection) -> [Appearance] {
        switch selection {
        case .all: Theme.columns(of: space, over: mask)
        case let .one(appearance): [appearance]
        case let .matching(name): columns(over: mask, matching: name)
        }
    }

    /// The columns over `mask` and the axes `name` sets that match `name`; when none does and
    /// `name` is a combination, the column it shows (its fallback, ``choice(over:matching:)``);
    /// none when a part of it is not an axis value.
    package func columns(over mask: AxisMask, matching name: String) -> [Appearance] {
        choice(over: mask, matching: name).columns
    }

    /// The columns `name` chooses over `mask` (see ``columns(over:matching:)``), and the column
    /// a platform in the combination `name` shows when no column matches it
    /// (``Theme/appearances(matching:)``, the same rule); that fallback is nil otherwise.
    package func choice(over mask: AxisMask, matching name: String) -> (columns: [Appearance], fallback: Appearance?) {
        var mask = mask
        for part in name.split(separator: "-", omittingEmptySubsequences: false) {
            guard let (axis, _) = space.locate(value: String(part)) else { return ([], nil) }
            mask = mask.union(AxisMask(axis: axis))
        }
        let matching = Theme.columns(of: space, over: mask).filter { $0.matches(name) }
        guard matching.isEmpty, let combination = space.combination(named: name) else { return (matching, nil) }
        let shown = Theme.column(showing: combination, in: space, over: mask)
        return ([shown], shown)
    }

    /// The index in this build's space of the appearance with these axis settings.
    package func index(of settings: [String: String]) -> Int {
        space.index(of: settings)
    }

    /// A token's value in an appearance.
    package func value(ofToken token: Int, in appearance: Appearance) -> Value {
        evaluator.values[token, index(of: appearance.settings)]
    }

    /// A token's value where it exists, nil where a token of some appearances does not: what a
    /// change report shows (absent, never the placeholder ``value(ofToken:in:)`` holds there).
    package func presentValue(ofToken token: Int, in appearance: Appearance) -> Value? {
        presentValue(ofToken: token, atColumn: index(of: appearance.settings))
    }

    /// ``presentValue(ofToken:in:)`` by the column's index in this build's space.
    package func presentValue(ofToken token: Int, atColumn column: Int) -> Value? {
        guard !program.tokens[token].isPartial || evaluator.isPresent(token: token, in: column) else { return nil }
        return evaluator.values[token, column]
    }

    /// Where a token of some appearances exists among `columns` (``ThemeToken/presence``); empty
    /// for a token that exists everywhere.
    package func presence(ofToken token: Int, in columns: [Appearance]) -> [Bool] {
        guard program.tokens[token].isPartial else { return [] }
        return columns.map { evaluator.isPresent(token: token, in: index(of: $0.settings)) }
    }
}

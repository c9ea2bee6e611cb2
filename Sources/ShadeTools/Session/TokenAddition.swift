import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// Adding one new token without rebuilding the theme: a public token typed at the top level,
/// whose name no existing code could have meant (it is declared nowhere at the top level, and is
/// not a built-in, a host function or an axis value), so nothing else's binding changes. Its
/// expression is bound, type-checked and evaluated alone; then it is appended, exactly where a
/// rebuild would put it. Any other form, and any error, goes to the rebuild, which reports it.
extension SessionBuild {
    /// The changes of adding `declaration`; nil, with nothing changed, when the theme must be
    /// rebuilt instead.
    /// - Parameter nodes: the expressions of the input `declaration` was read from.
    package mutating func add(
        _ declaration: Declaration, nodes: ExpressionNodes, sources: SourceMap, hostFunctions: [HostFunction],
        selection: AppearanceSelection
    ) -> [TokenChange]? {
        // Private and internal tokens take the rebuild, which gives them their scope and marks.
        guard case let .token(type, name, nameRange, syntax) = declaration.kind, !declaration.isPrivate,
            !declaration.isInternal,
            // Typed definitions go last: after them, only the session's own file.
            typedTree.map({ $0 == trees.count - 1 }) ?? true, !isKnown(name, hostFunctions: hostFunctions),
            // Metadata and warnings at uses of deprecated names are the rebuild's.
            declaration.description == nil, declaration.deprecation == nil, declaration.dtcg == nil,
            !hasDeprecations
        else { return nil }
        let scope = typedScope
        // Past the run's budget, the rebuild reports it.
        var budget = evaluator.budget
        guard
            RunBudget.firstTokenPastValues(tokens: program.tokens.count + 1, appearances: evaluator.space.count) == nil,
            let (code, uses, result) = check(syntax, in: nodes, declared: type, scope: scope, sources: sources),
            let values = try? evaluator.values(of: code, mask: result.mask),
            result.type.base != .string || budget.spend(stringsOf: values)
        else { return nil }
        let t = program.tokens.count
        let entry = TokenEntry(
            name: name, declaredType: type, valueRange: nodes.range(of: syntax), nameRange: nameRange, scope: scope,
            isEmitted: true, type: result.type, mask: result.mask)
        append(entry, code: code, uses: uses, values: values, budget: budget)
        // The first definition typed into the session makes the session's own file, empty,
        // without a rebuild: its names are public, so they need no scope of that file yet (a
        // rebuild, for a private one, makes it).
        if typedTree == nil {
            trees.append(SyntaxTree(file: declaration.range.file, declarations: [], nodes: ExpressionNodes()))
            typedTree = trees.count - 1
        }
        let tree = trees.count - 1
        if hasTokenPaths { tokenPaths.append([tree, trees[tree].declarations.count]) }
        trees[tree].declarations.append(trees[tree].nodes.copy(declaration, from: nodes))
        self.sources = sources
        let steps = columns(over: result.mask, selection).map {
            TokenChange.Step(appearance: $0, before: nil, after: value(ofToken: t, in: $0))
        }
        return [TokenChange(name: name, kind: .added, steps: steps)]
    }

    /// The bound and checked expression, or nil after any error. The binder and checker share
    /// the program's tables: they are gone once this returns, so appending does not copy them.
    private func check(
        _ syntax: ExpressionID, in nodes: ExpressionNodes, declared type: TypeAnnotation, scope: Int,
        sources: SourceMap
    ) -> (BoundCode, [(node: Int, range: TextRange)], TypeChecker.Result)? {
        var log = DiagnosticLog(sources: sources)
        var binder = Binder(program: program, scope: scope, nodes: nodes)
        let code = binder.bind(syntax, log: &log)
        let uses = binder.dependencies
        // A call of a user function needs the rebuild's count of the calls it makes.
        guard log.errorCount == 0, uses.allSatisfy({ $0.node < program.tokens.count }) else { return nil }
        var checker = TypeChecker(program: program, rows: binder.rows)
        for use in uses { checker.learn(use.node, from: program) }
        let declared = StaticType(type.type)
        guard let result = checker.check(code, log: &log), log.errorCount == 0, result.type.fits(declared) else {
            return nil
        }
        return (
            BoundCode(rows: binder.rows, root: code), uses,
            TypeChecker.Result(type: StaticType(declared.base, unit: result.type.unit), mask: result.mask)
        )
    }

    /// True when `name` already means something where a top-level token would be declared.
    private func isKnown(_ name: String, hostFunctions: [HostFunction]) -> Bool {
        let program = self.program
        return program.namespaces.contains { ($0.isFileScope || $0.parent == nil) && $0.lookup(name) != nil }
            || CompletionService.builtinNames.contains(name) || hostFunctions.contains { $0.name == name }
            || program.axes.contains { $0.name == name || $0.values.contains(name) }
            || program.styles.components.contains { $0.name == name }
    }

    /// Appends the token as the last token: function and assertion nodes, numbered after the
    /// tokens, move up by one. The program is moved out of the evaluator so that it is changed in
    /// place rather than copied.
    private mutating func append(
        _ entry: TokenEntry, code: BoundCode, uses: [(node: Int, range: TextRange)], values newValues: [Value],
        budget: RunBudget
    ) {
        var values = TokenValues()
        swap(&values, &evaluator.values)
        var evaluated: [Bool] = []
        swap(&evaluated, &evaluator.isEvaluated)
        var program = evaluator.program
        evaluator = Evaluator(program: Program())
        let t = program.tokens.count
        let shifts = program.nodeCount > t
        func shift(_ node: Int) -> Int { node >= t ? node + 1 : node }
        if shifts {
            program.dependencies.renumber(shift)
            program.evaluationOrder = program.evaluationOrder.map(shift)
        }
        program.tokens.append(entry)
        // Its code joins the program's rows.
        program.tokenCodes.append(program.code.copy(code.root, from: code.rows))
        program.dependencies.insert(uses, at: t)
        // Nothing uses the new token yet: it can come last in the order.
        program.evaluationOrder.append(t)
        _ = program.namespaces[Namespace.global].members.insertIfAbsent(
            Symbol(kind: .token(t), range: entry.nameRange, privateTo: nil), forKey: entry.name)
        // Kept up to date once made; until then the first redefinition makes them from the edges.
        if hasDependents {
            if shifts { for node in dependents.indices { dependents[node] = dependents[node].map(shift) } }
            dependents.insert([], at: t)
            for node in Set(uses.map(\.node)) { dependents[node].append(t) }
        }
        values.append(newValues, mask: entry.mask, space: program.space)
        evaluated.append(true)
        evaluator = Evaluator(program: program)
        evaluator.values = values
        evaluator.isEvaluated = evaluated
        evaluator.budget = budget
    }
}

extension Evaluator {
    /// The values of `code` in every appearance, computed once per distinct appearance of `mask`.
    package func values(of code: BoundCode, mask: AxisMask) throws(EvaluationFailure) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(space.count)
        for appearance in 0..<space.count {
            let representative = space.representative(of: appearance, keeping: mask)
            values.append(representative == appearance ? try evaluate(code, in: appearance) : values[representative])
        }
        return values
    }
}

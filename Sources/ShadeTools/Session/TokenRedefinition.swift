import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// Redefining one existing token without rebuilding the theme: bind the new expression in the
/// token's scope, refuse it when a new dependency reaches the token (a cycle), type-check it and
/// its dependents, then re-evaluate only the token and its transitive dependents, in dependency
/// order. Nothing changes until every step has succeeded.
extension SessionBuild {
    /// The outcome of ``redefine(token:with:nodes:sources:selection:)``.
    package enum Redefinition {
        case applied(changes: [TokenChange], evaluated: Int)
        case refused([Diagnostic])
        /// The change is of a kind the incremental path does not handle; rebuild instead.
        case needsRebuild
    }

    /// What an accepted redefinition changes, worked out before anything is changed.
    private struct Plan {
        /// The token's new code, in rows of its own until the commit.
        var code: BoundCode
        var dependencies: [(node: Int, range: TextRange)]
        /// The token and the nodes that depend on it, dependencies first.
        var order: [Int]
        var tokenResults: [Int: TypeChecker.Result] = [:]
        var assertionMasks: [Int: AxisMask] = [:]
    }

    /// - Parameter nodes: the expressions of the input `declaration` was read from.
    package mutating func redefine(
        token t: Int, with declaration: Declaration, nodes: ExpressionNodes, sources: SourceMap,
        selection: AppearanceSelection
    ) -> Redefinition {
        makeTokenPaths()
        guard case let .token(type, _, nameRange, syntax) = declaration.kind,
            let old = self.declaration(at: tokenPaths[t]), case let .token(oldType, _, _, _) = old.kind,
            oldType.type == type.type, old.isPrivate == declaration.isPrivate,
            // Metadata lives on the entry, and uses of deprecated names warn: the rebuild does both.
            old.description == declaration.description, old.deprecation == declaration.deprecation,
            old.dtcg == declaration.dtcg,
            !hasDeprecations
        else { return .needsRebuild }
        makeDependents()
        var log = DiagnosticLog(sources: sources)
        let plan: Plan
        switch makePlan(token: t, syntax: syntax, nodes: nodes, log: &log) {
        case let .success(made): plan = made
        case .failure(.refused): return .refused(log.diagnostics)
        case .failure(.needsRebuild): return .needsRebuild
        }
        // Evaluate in place, keeping the old values to restore on failure and to report changes.
        var previous: [TokenValues.SavedRun] = []
        var failed = false
        for node in plan.order where !failed {
            switch program.node(node) {
            case let .token(index):
                previous.append(evaluator.values.save(token: index))
                let code = index == t ? plan.code : BoundCode(rows: program.code, root: program.tokenCodes[index])
                failed = !evaluator.resolve(token: index, code: code, mask: plan.tokenResults[index]!.mask, log: &log)
            case let .assertion(index):
                var assertion = program.assertions[index]
                assertion.mask = plan.assertionMasks[index]!
                let errors = log.errorCount
                evaluator.check(assertion, log: &log)
                failed = log.errorCount > errors
            case .function:
                failed = true
            }
        }
        if failed {
            // Put back in reverse: a token evaluated twice gets its first run back.
            for saved in previous.reversed() { evaluator.values.restore(saved) }
            return .refused(log.diagnostics)
        }
        let changes = changes(of: previous, plan: plan, selection)
        commit(
            token: t, declaration: declaration, nodes: nodes, type: type, nameRange: nameRange, syntax: syntax,
            plan: plan)
        self.sources = sources
        return .applied(changes: changes, evaluated: previous.count)
    }

    /// What the re-evaluation changed, from the values `previous` kept: a token's steps in the
    /// columns `selection` shows over its old and new masks; the tokens that hold styles'
    /// values as the properties that changed. (A function of its own: the columns' copy of the
    /// build is gone before ``commit(token:declaration:nodes:type:nameRange:syntax:plan:)``
    /// changes it in place.)
    private func changes(of previous: [TokenValues.SavedRun], plan: Plan, _ selection: AppearanceSelection)
        -> [TokenChange]
    {
        var changes: [TokenChange] = []
        var styleSteps: [Int: [TokenChange.Step]] = [:]
        var shown = MaskColumns(of: self, selection)
        for saved in previous.sorted(by: { $0.token < $1.token }) {
            let token = saved.token
            let mask = program.tokens[token].mask.union(plan.tokenResults[token]!.mask)
            let steps = shown(mask).compactMap { column -> TokenChange.Step? in
                let before = evaluator.values.value(in: saved, appearance: column.new)
                let after = evaluator.values[token, column.new]
                return Evaluator.same(before, after)
                    ? nil
                    : TokenChange.Step(appearance: column.appearance, before: before, after: after)
            }
            if steps.isEmpty { continue }
            if program.tokens[token].isStyleValue {
                styleSteps[token] = steps
            } else {
                changes.append(TokenChange(name: program.tokens[token].name, kind: .changed, steps: steps))
            }
        }
        if !styleSteps.isEmpty { changes += styleChanges(styleSteps) }
        return changes
    }

    /// Stores the new code, types and edges, moving the program out of the evaluator so that
    /// it is changed in place rather than copied.
    private mutating func commit(
        token t: Int, declaration: Declaration, nodes: ExpressionNodes, type: TypeAnnotation, nameRange: TextRange,
        syntax: ExpressionID, plan: Plan
    ) {
        var values = TokenValues()
        swap(&values, &evaluator.values)
        var evaluated: [Bool] = []
        swap(&evaluated, &evaluator.isEvaluated)
        let budget = evaluator.budget
        var program = evaluator.program
        evaluator = Evaluator(program: Program())
        let oldUses = Set(program.dependencies[t].map(\.node))
        program.tokens[t].valueRange = nodes.range(of: syntax)
        program.tokens[t].declaredType = type
        program.tokens[t].nameRange = nameRange
        // The new code joins the program's rows (the old stays, unread: a session's edits are few).
        program.tokenCodes[t] = program.code.copy(plan.code.root, from: plan.code.rows)
        for (index, result) in plan.tokenResults {
            program.tokens[index].type = result.type
            program.tokens[index].mask = result.mask
        }
        for (index, mask) in plan.assertionMasks { program.assertions[index].mask = mask }
        program.dependencies[t] = plan.dependencies[...]
        evaluator = Evaluator(program: program)
        evaluator.values = values
        evaluator.isEvaluated = evaluated
        evaluator.budget = budget
        for node in oldUses { dependents[node].removeAll { $0 == t } }
        for node in Set(plan.dependencies.map(\.node)) { dependents[node].append(t) }
        replaceDeclaration(at: tokenPaths[t], with: declaration, from: nodes)
    }

    private enum PlanFailure: Error { case refused, needsRebuild }

    private func makePlan(token t: Int, syntax: ExpressionID, nodes: ExpressionNodes, log: inout DiagnosticLog)
        -> Result<Plan, PlanFailure>
    {
        let program = self.program
        var binder = Binder(program: program, scope: program.tokens[t].scope, nodes: nodes)
        let code = binder.bind(syntax, log: &log)
        guard log.errorCount == 0 else { return .failure(.refused) }
        let uses = binder.dependencies
        var affected = [t]
        var isAffected: Set<Int> = [t]
        var next = 0
        while next < affected.count {
            for dependent in dependents[affected[next]] where isAffected.insert(dependent).inserted {
                affected.append(dependent)
            }
            next += 1
        }
        if let use = uses.first(where: { isAffected.contains($0.node) }) {
            log.error(.cycle(cycle(from: use.node, to: t, within: isAffected)), at: use.range)
            return .failure(.refused)
        }
        // The rebuild counts what calls and strings spend of the run's budget.
        func isFunction(_ node: Int) -> Bool { if case .function = program.node(node) { true } else { false } }
        func isString(_ node: Int) -> Bool { node < program.tokens.count && program.tokens[node].type?.base == .string }
        if affected.contains(where: { isFunction($0) || isString($0) }) || uses.contains(where: { isFunction($0.node) })
        {
            return .failure(.needsRebuild)
        }
        var plan = Plan(
            code: BoundCode(rows: binder.rows, root: code), dependencies: uses,
            order: order(affected, from: t, isAffected: isAffected))
        plan.tokenResults.reserveCapacity(plan.order.count)
        var checker = TypeChecker(program: program)
        for node in plan.order {
            for use in node == t ? uses[...] : program.dependencies[node] where !isAffected.contains(use.node) {
                checker.learn(use.node, from: program)
            }
            switch program.node(node) {
            case let .token(index):
                let entry = program.tokens[index]
                // The new code is in the binder's rows, every other in the program's.
                if index == t { checker.rows = binder.rows }
                let checked = checker.check(index == t ? code : program.tokenCodes[index], log: &log)
                checker.rows = program.code
                guard let result = checked else { return .failure(.refused) }
                let declared = StaticType(entry.declaredType.type)
                guard result.type.fits(declared) else {
                    log.error(
                        .declaredTypeMismatch(
                            name: entry.name, declared: declared.description, found: result.type.description),
                        at: index == t ? nodes.range(of: syntax) : entry.valueRange)
                    return .failure(.refused)
                }
                let final = TypeChecker.Result(
                    type: StaticType(declared.base, unit: result.type.unit), mask: result.mask)
                checker.tokenResults[index] = final
                plan.tokenResults[index] = final
            case let .assertion(index):
                guard let code = program.assertions[index].code, let result = checker.check(code, log: &log) else {
                    return .failure(.refused)
                }
                guard result.type.base == .bool else { return .failure(.needsRebuild) }
                plan.assertionMasks[index] = result.mask
            case .function:
                return .failure(.needsRebuild)
            }
        }
        return .success(plan)
    }

    /// The affected nodes in dependency order (Kahn's algorithm on the affected part of the graph).
    private func order(_ affected: [Int], from t: Int, isAffected: Set<Int>) -> [Int] {
        var remaining: [Int: Int] = [:]
        remaining.reserveCapacity(affected.count)
        // Each affected node a node uses, counted once (a token may use another twice); the list
        // is kept for the next node, not made per node.
        var used: [Int] = []
        for node in affected where node != t {
            used.removeAll(keepingCapacity: true)
            for use in program.dependencies[node] where isAffected.contains(use.node) && !used.contains(use.node) {
                used.append(use.node)
            }
            remaining[node] = used.count
        }
        var order = [t]
        var next = 0
        while next < order.count {
            for dependent in dependents[order[next]] where isAffected.contains(dependent) {
                remaining[dependent]! -= 1
                if remaining[dependent] == 0 { order.append(dependent) }
            }
            next += 1
        }
        return order
    }

    /// The names along the cycle the new use would close: t → start → … → t.
    private func cycle(from start: Int, to t: Int, within isAffected: Set<Int>) -> [String] {
        var parent: [Int: Int] = [start: start]
        var queue = [start]
        var next = 0
        while next < queue.count, parent[t] == nil {
            let node = queue[next]
            next += 1
            for use in program.dependencies[node] where isAffected.contains(use.node) && parent[use.node] == nil {
                parent[use.node] = node
                queue.append(use.node)
            }
        }
        var path = [t]
        var node = t
        while node != start, let previous = parent[node] {
            path.append(previous)
            node = previous
        }
        if start == t { path = [t] }
        return ([t] + path.reversed()).map(program.nodeName)
    }
}

extension Evaluator {
    /// Evaluates one token in every appearance (once per distinct appearance of `mask`); false
    /// after reporting a failure.
    package mutating func resolve(token index: Int, code: BoundCode, mask: AxisMask, log: inout DiagnosticLog)
        -> Bool
    {
        let count = space.count
        values.layOut(token: index, mask: mask, space: space)
        var appearance = 0
        do {
            while appearance < count {
                if space.representative(of: appearance, keeping: mask) == appearance {
                    values[index, appearance] = try evaluate(code, in: appearance)
                }
                appearance += 1
            }
            isEvaluated[index] = true
            return true
        } catch {
            report(error, in: appearance, over: mask, log: &log)
            return false
        }
    }
}

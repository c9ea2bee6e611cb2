import ShadeSyntax

/// Runs the checking passes over parsed files: declare names, bind expressions, order the graph,
/// check types. The result is a `Program` ready to evaluate.
package enum Compiler {
    static let maximumFunctionHeight = Evaluator.maximumCallDepth
    /// How many function calls computing one value may make.
    static let maximumCalls = 1_000_000

    /// The passes of checking, in order, as the stage benchmark times them (`shade-bench`).
    package enum Pass: String, CaseIterable, Sendable {
        /// Lowering styles and entering every name into its scope.
        case declaring
        /// Names to declarations, calls to functions; overrides; the warnings about uses.
        case binding
        /// The dependency graph in evaluation order, cycles reported.
        case ordering
        /// Types and axes of every node.
        case typing
    }

    /// - Parameter finished: called as each pass ends, for the stage benchmark.
    package static func compile(
        _ trees: consuming [SyntaxTree], hostFunctions: [HostFunction], log: inout DiagnosticLog,
        finished: (Pass) -> Void = { _ in }
    ) -> Program {
        let (trees, styles) = StyleLowering.lower(trees, log: &log)
        var program = Declarer.declare(trees, log: &log)
        // Every declaration holds its own expression now: the lists can go before binding.
        _ = consume trees
        program.attach(styles)
        program.resolveListedAppearances(log: &log)
        program.resolvePresence(log: &log)
        program.hostFunctions = hostFunctions
        program.refuseFunctionsNamedLikeBuiltins(log: &log)
        finished(.declaring)
        bind(&program, log: &log)
        warnUnusedPrivateTokens(in: program, log: &log)
        warnDeprecatedUses(in: program, log: &log)
        finished(.binding)
        DependencyGraph.order(&program, log: &log)
        finished(.ordering)
        check(&program, log: &log)
        // The passes report in their own orders (and the graph in dependency order): the user
        // reads the whole run's diagnostics in source order.
        log.sortByPosition(from: 0)
        finished(.typing)
        return program
    }

    /// Binds every token, function (with its defaults) and assertion; records the graph's edges.
    package static func bind(_ program: inout Program, log: inout DiagnosticLog) {
        // Bind from a borrowed program, then store: storing while a binder still shared the
        // arrays would copy them all.
        var (rows, tokenCodes, functionCodes, assertionCodes, dependencies) = boundCode(program, log: &log)
        // The code replaces the expressions; releasing them keeps a large theme's memory down.
        program.unboundTokenValues = []
        program.code = consume rows
        program.tokenCodes = consume tokenCodes
        for index in program.functions.indices.reversed() {
            (program.functions[index].code, program.functions[index].defaults) = functionCodes.removeLast()
        }
        for index in program.assertions.indices.reversed() {
            program.assertions[index].code = assertionCodes.removeLast()
        }
        program.dependencies = consume dependencies
        Overrides.apply(&program, log: &log)
        program.syntax = []
    }

    private static func boundCode(_ program: Program, log: inout DiagnosticLog)
        -> (CodeRows, [CodeID], [(CodeID, [CodeID?])], [CodeID], DependencyTable)
    {
        // Scope chains are shared by every declaration in a scope: build each once.
        let chains = program.namespaces.indices.map(program.scopeChain(from:))
        var tokenCodes: [CodeID] = []
        tokenCodes.reserveCapacity(program.tokens.count)
        // One binder per run of tokens in the same scope: making one copies the program's tables.
        var binder = Binder(
            program: program, scope: Namespace.global, nodes: ExpressionNodes(), chain: chains[Namespace.global])
        // About a code per expression node (a callee's name makes none, a default one) and a list
        // entry per argument or default (twice the arguments: 4 bytes each): the rows grow once.
        binder.rows.reserveCapacity(
            codes: program.syntax.reduce(0) { $0 + $1.expressions.count },
            lists: program.syntax.reduce(0) { $0 + $1.arguments.count } * 2)
        // The binder's list of uses grows token after token and becomes the table's: no list to
        // copy or clear per token, only where each token's uses end.
        binder.dependencies.reserveCapacity(program.tokens.count * 2)
        var ends: [Int] = []
        ends.reserveCapacity(program.tokens.count)
        for index in program.tokens.indices {
            let scope = program.tokens[index].scope
            if scope != binder.scope {
                // The list and the rows move to the new binder; swapped, never copied.
                var uses: [DependencyTable.Use] = []
                swap(&uses, &binder.dependencies)
                var rows = CodeRows()
                swap(&rows, &binder.rows)
                binder = Binder(
                    program: program, scope: scope, nodes: program.nodes(ofScope: scope), chain: chains[scope])
                swap(&uses, &binder.dependencies)
                swap(&rows, &binder.rows)
            }
            binder.token = index
            tokenCodes.append(binder.bind(program.unboundTokenValues[index], log: &log))
            ends.append(binder.dependencies.count)
        }
        var dependencies = DependencyTable(taking: &binder.dependencies, ends: ends)
        var rows = CodeRows()
        swap(&rows, &binder.rows)
        var functionCodes: [(CodeID, [CodeID?])] = []
        for function in program.functions {
            var binder = Binder(
                program: program, scope: function.scope, nodes: function.nodes, parameters: function.parameters)
            swap(&rows, &binder.rows)
            let body = binder.bind(function.body, log: &log)
            var defaultsBinder = Binder(program: program, scope: function.scope, nodes: function.nodes)
            swap(&binder.rows, &defaultsBinder.rows)
            let defaults = function.parameters.map { parameter in
                parameter.defaultValue.map { defaultsBinder.bind($0, log: &log) }
            }
            swap(&rows, &defaultsBinder.rows)
            functionCodes.append((body, defaults))
            dependencies.append(binder.dependencies + defaultsBinder.dependencies)
        }
        var assertionCodes: [CodeID] = []
        for assertion in program.assertions {
            var binder = Binder(
                program: program, scope: assertion.scope, nodes: program.nodes(ofScope: assertion.scope))
            swap(&rows, &binder.rows)
            assertionCodes.append(binder.bind(assertion.syntax, log: &log))
            swap(&rows, &binder.rows)
            dependencies.append(binder.dependencies)
        }
        return (rows, tokenCodes, functionCodes, assertionCodes, dependencies)
    }

    /// Type-checks every node in dependency order and records types, axes and function heights.
    package static func check(_ program: inout Program, log: inout DiagnosticLog) {
        // Check from a borrowed program, then store (see `bind`).
        let (tokenResults, functionMasks, heights, calls, assertionMasks) = checkedResults(program, log: &log)
        for index in program.tokens.indices {
            if let result = tokenResults[index] {
                program.tokens[index].type = result.type
                program.tokens[index].mask = result.mask
            } else {
                program.tokens[index].isBroken = true
            }
        }
        for index in program.functions.indices {
            if let mask = functionMasks[index] {
                program.functions[index].mask = mask
                program.functions[index].height = heights[index]
                program.functions[index].calls = calls[index]
            } else {
                program.functions[index].isBroken = true
            }
        }
        for index in program.assertions.indices {
            if let mask = assertionMasks[index] {
                program.assertions[index].mask = mask
            } else {
                program.assertions[index].isBroken = true
            }
        }
    }

    private static func checkedResults(_ program: Program, log: inout DiagnosticLog)
        -> ([TypeChecker.Result?], [AxisMask?], [Int], [Int], [AxisMask?])
    {
        var checker = TypeChecker(program: program)
        var heights = [Int](repeating: 1, count: program.functions.count)
        // How many calls evaluating each function makes, itself included (saturating past the
        // limit): calls are not cached, so a short file could otherwise ask for 20^8 of them.
        var calls = [Int](repeating: 1, count: program.functions.count)
        func callsMade(by node: Int) -> Int {
            program.calls(by: node, limit: maximumCalls) { calls[$0] }
        }
        var assertionMasks = [AxisMask?](repeating: nil, count: program.assertions.count)
        // Walked in the order that follows the declarations (memory order); the messages are
        // reported in source order all the same.
        var held = HeldDiagnostics(sources: log.sources)
        for node in program.evaluationOrder {
            defer { held.finish(node: node) }
            switch program.node(node) {
            case let .token(index):
                guard let result = checker.check(program.tokenCodes[index], log: &held.scratch) else {
                    continue
                }
                guard callsMade(by: node) <= maximumCalls else {
                    held.scratch.error(
                        .tooManyCalls(program.tokens[index].name, maximumCalls), at: program.tokens[index].nameRange)
                    continue
                }
                let declared = StaticType(program.tokens[index].declaredType.type)
                guard result.type.fits(declared) else {
                    let token = program.tokens[index]
                    // `dimension gutter = 16`: the number needs a unit.
                    let needsUnit = declared.base == .dimension && result.type.base == .number
                    let written = needsUnit ? program.source(of: token.valueRange, log: held.scratch) : ""
                    held.scratch.error(
                        .declaredTypeMismatch(
                            name: token.name, declared: declared.description, found: result.type.description),
                        at: token.valueRange,
                        notes: needsUnit ? [(DiagnosticMessage.dimensionNeedsUnit, nil)] : [],
                        suggestions: needsUnit && written.allSatisfy({ $0.isNumber || $0 == "." })
                            ? [written + "pt"] : [])
                    continue
                }
                // A token of some appearances varies on the axes that say where it exists.
                checker.tokenResults[index] = TypeChecker.Result(
                    type: StaticType(declared.base, unit: result.type.unit),
                    mask: result.mask.union(program.tokens[index].presenceMask))
            case let .function(index):
                let function = program.functions[index]
                checker.parameterTypes = function.parameters.map { StaticType($0.type.type) }
                let body = function.code.flatMap { checker.check($0, log: &held.scratch) }
                checker.parameterTypes = []
                let defaultsFit = zip(function.defaults, function.parameters).allSatisfy { code, parameter in
                    guard let code else { return true }
                    guard let result = checker.check(code, log: &held.scratch) else { return false }
                    guard result.type.fits(StaticType(parameter.type.type)) else {
                        held.scratch.error(
                            .typeMismatch(
                                expected: parameter.type.type.rawValue, found: result.type.description,
                                context: "the default of '\(parameter.name)'"), at: program.code.range(of: code))
                        return false
                    }
                    return true
                }
                let callees = program.dependencies.range(of: node).compactMap { use -> Int? in
                    if case let .function(callee) = program.node(program.dependencies.uses[use].node) { return callee }
                    return nil
                }
                heights[index] = 1 + (callees.map { heights[$0] }.max() ?? 0)
                if heights[index] > maximumFunctionHeight {
                    held.scratch.error(.functionNestingTooDeep(maximumFunctionHeight), at: function.nameRange)
                    continue
                }
                calls[index] = min(1 + callsMade(by: node), maximumCalls + 1)
                if calls[index] > maximumCalls {
                    held.scratch.error(.tooManyCalls(function.name, maximumCalls), at: function.nameRange)
                    continue
                }
                guard let body, defaultsFit else { continue }
                guard body.type.fits(StaticType(function.result.type)) else {
                    held.scratch.error(
                        .typeMismatch(
                            expected: function.result.type.rawValue, found: body.type.description,
                            context: "the body of '\(function.name)'"), at: function.nodes.range(of: function.body))
                    continue
                }
                checker.functionMasks[index] = body.mask
            case let .assertion(index):
                guard let code = program.assertions[index].code, let result = checker.check(code, log: &held.scratch)
                else { continue }
                guard callsMade(by: node) <= maximumCalls else {
                    held.scratch.error(.tooManyCalls("this assertion", maximumCalls), at: program.code.range(of: code))
                    continue
                }
                guard result.type.base == .bool else {
                    held.scratch.error(
                        .typeMismatch(expected: "bool", found: result.type.description, context: "an assertion"),
                        at: program.code.range(of: code))
                    continue
                }
                assertionMasks[index] = result.mask
            }
        }
        held.flush(into: &log, program: program)
        return (checker.tokenResults, checker.functionMasks, heights, calls, assertionMasks)
    }
}

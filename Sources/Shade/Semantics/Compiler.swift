/// Runs the checking passes over parsed files: declare names, bind expressions, order the graph,
/// check types. The result is a `Program` ready to evaluate.
enum Compiler {
    static let maximumFunctionHeight = Evaluator.maximumCallDepth

    static func compile(_ trees: [SyntaxTree], hostFunctions: [HostFunction], log: inout DiagnosticLog) -> Program {
        var program = Declarer.declare(trees, log: &log)
        program.hostFunctions = hostFunctions
        bind(&program, log: &log)
        warnUnusedPrivateTokens(in: program, log: &log)
        DependencyGraph.order(&program, log: &log)
        check(&program, log: &log)
        return program
    }

    /// Binds every token, function (with its defaults) and assertion; records the graph's edges.
    static func bind(_ program: inout Program, log: inout DiagnosticLog) {
        let snapshot = program
        var dependencies: [[(node: Int, range: TextRange)]] = []
        dependencies.reserveCapacity(snapshot.nodeCount)
        var tokenCodes: [Code] = []
        tokenCodes.reserveCapacity(snapshot.tokens.count)
        for token in snapshot.tokens {
            var binder = Binder(program: snapshot, scope: token.scope)
            tokenCodes.append(binder.bind(token.syntax, log: &log))
            dependencies.append(binder.dependencies)
        }
        var functionCodes: [(Code, [Code?])] = []
        for function in snapshot.functions {
            var binder = Binder(program: snapshot, scope: function.scope, parameters: function.parameters)
            let body = binder.bind(function.syntax, log: &log)
            var defaultsBinder = Binder(program: snapshot, scope: function.scope)
            let defaults = function.parameters.map { parameter in
                parameter.defaultValue.map { defaultsBinder.bind($0, log: &log) }
            }
            functionCodes.append((body, defaults))
            dependencies.append(binder.dependencies + defaultsBinder.dependencies)
        }
        var assertionCodes: [Code] = []
        for assertion in snapshot.assertions {
            var binder = Binder(program: snapshot, scope: assertion.scope)
            assertionCodes.append(binder.bind(assertion.syntax, log: &log))
            dependencies.append(binder.dependencies)
        }
        for index in program.tokens.indices { program.tokens[index].code = tokenCodes[index] }
        for index in program.functions.indices {
            program.functions[index].code = functionCodes[index].0
            program.functions[index].defaults = functionCodes[index].1
        }
        for index in program.assertions.indices { program.assertions[index].code = assertionCodes[index] }
        program.dependencies = dependencies
    }

    /// A token that is never emitted and never used is dead weight (an unused palette entry).
    /// Only without errors: a rejected use (say, of a private name from outside) is still a use.
    static func warnUnusedPrivateTokens(in program: Program, log: inout DiagnosticLog) {
        guard log.errorCount == 0 else { return }
        var used = [Bool](repeating: false, count: program.tokens.count)
        for dependencies in program.dependencies {
            for dependency in dependencies where dependency.node < used.count { used[dependency.node] = true }
        }
        for (index, token) in program.tokens.enumerated() where !token.isEmitted && !used[index] {
            log.warning(.unusedPrivateToken(token.name), at: token.nameRange)
        }
    }

    /// Type-checks every node in dependency order and records types, axes and function heights.
    static func check(_ program: inout Program, log: inout DiagnosticLog) {
        var checker = TypeChecker(program: program)
        var heights = [Int](repeating: 1, count: program.functions.count)
        var assertionMasks = [AxisMask?](repeating: nil, count: program.assertions.count)
        for node in program.order {
            switch program.node(node) {
            case let .token(index):
                let token = program.tokens[index]
                guard let code = token.code, let result = checker.check(code, log: &log) else { continue }
                let declared = StaticType(token.declaredType.type)
                guard result.type.fits(declared) else {
                    log.error(.declaredTypeMismatch(
                        name: token.name, declared: declared.description, found: result.type.description), at: token.syntax.range)
                    continue
                }
                checker.tokenResults[index] = TypeChecker.Result(
                    type: StaticType(declared.base, unit: result.type.unit), mask: result.mask)
            case let .function(index):
                let function = program.functions[index]
                checker.parameterTypes = function.parameters.map { StaticType($0.type.type) }
                let body = function.code.flatMap { checker.check($0, log: &log) }
                checker.parameterTypes = []
                let defaultsFit = zip(function.defaults, function.parameters).allSatisfy { code, parameter in
                    guard let code else { return true }
                    guard let result = checker.check(code, log: &log) else { return false }
                    guard result.type.fits(StaticType(parameter.type.type)) else {
                        log.error(.typeMismatch(
                            expected: parameter.type.type.rawValue, found: result.type.description,
                            context: "the default of '\(parameter.name)'"), at: code.range)
                        return false
                    }
                    return true
                }
                let callees = program.dependencies[node].compactMap { dependency -> Int? in
                    if case let .function(callee) = program.node(dependency.node) { return callee }
                    return nil
                }
                heights[index] = 1 + (callees.map { heights[$0] }.max() ?? 0)
                if heights[index] > maximumFunctionHeight {
                    log.error(.functionNestingTooDeep(maximumFunctionHeight), at: function.nameRange)
                    continue
                }
                guard let body, defaultsFit else { continue }
                guard body.type.fits(StaticType(function.result.type)) else {
                    log.error(.typeMismatch(
                        expected: function.result.type.rawValue, found: body.type.description,
                        context: "the body of '\(function.name)'"), at: function.syntax.range)
                    continue
                }
                checker.functionMasks[index] = body.mask
            case let .assertion(index):
                guard let code = program.assertions[index].code, let result = checker.check(code, log: &log) else { continue }
                guard result.type.base == .bool else {
                    log.error(.typeMismatch(expected: "bool", found: result.type.description, context: "an assertion"), at: code.range)
                    continue
                }
                assertionMasks[index] = result.mask
            }
        }
        for index in program.tokens.indices {
            if let result = checker.tokenResults[index] {
                program.tokens[index].type = result.type
                program.tokens[index].mask = result.mask
            } else {
                program.tokens[index].isBroken = true
            }
        }
        for index in program.functions.indices {
            if let mask = checker.functionMasks[index] {
                program.functions[index].mask = mask
                program.functions[index].height = heights[index]
            } else {
                program.functions[index].isBroken = true
            }
        }
        for index in program.assertions.indices {
            if let mask = assertionMasks[index] { program.assertions[index].mask = mask } else { program.assertions[index].isBroken = true }
        }
    }
}

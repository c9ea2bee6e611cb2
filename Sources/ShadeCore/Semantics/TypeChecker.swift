import ShadeSyntax

/// The third checking pass: the type of every expression (units of dimensions included), and the
/// appearance axes it varies on. Runs in dependency order, so a token's type and axes are known
/// before any expression that uses it is checked.
package struct TypeChecker {
    package let program: Program
    /// The parameter types, inside a `fn` body.
    var parameterTypes: [StaticType] = []
    /// Each checked token's type and axes; nil until checked, or when broken.
    package var tokenResults: [Result?]
    /// Each checked function's axes (those of its body); nil until checked, or when broken.
    var functionMasks: [AxisMask?]

    package init(program: Program) {
        self.program = program
        tokenResults = [Result?](repeating: nil, count: program.tokens.count)
        functionMasks = [AxisMask?](repeating: nil, count: program.functions.count)
    }

    /// A checked expression's type and the axes its value varies on.
    package struct Result {
        package var type: StaticType
        package var mask: AxisMask

        /// Each stored property, as given.
        package init(type: StaticType, mask: AxisMask) {
            self.type = type
            self.mask = mask
        }
    }

    /// Checks `code`; nil when it has an error (reported) or uses something broken (not reported again).
    package func check(_ code: Code, log: inout DiagnosticLog) -> Result? {
        switch code.kind {
        case .number: return Result(type: StaticType(.number), mask: .none)
        case let .dimension(_, unit): return Result(type: StaticType(.dimension, unit: unit), mask: .none)
        case .colorLiteral: return Result(type: StaticType(.color), mask: .none)
        case .string: return Result(type: StaticType(.string), mask: .none)
        case .bool: return Result(type: StaticType(.bool), mask: .none)
        case let .value(value):
            if case let .dimension(_, unit) = value {
                return Result(type: StaticType(.dimension, unit: unit), mask: .none)
            }
            return Result(type: StaticType(value.type), mask: .none)
        case let .token(index):
            return tokenResults[index]
        case let .parameter(index):
            return Result(type: parameterTypes[index], mask: .none)
        case let .appearanceIs(axis, _):
            return Result(type: .bool, mask: AxisMask(axis: axis))
        case let .override(override):
            guard let otherwise = check(override.otherwise, log: &log) else { return nil }
            // `inherited` (the value's parameter 0) has the type of what the override replaces.
            var inner = self
            inner.parameterTypes = [otherwise.type]
            guard let value = inner.check(override.value, log: &log) else { return nil }
            let target = program.tokens[program.overrides[override.entry].target]
            guard value.type.fits(StaticType(target.declaredType.type)) else {
                log.error(
                    .overrideType(
                        target.name, declared: target.declaredType.type.rawValue, found: value.type.description),
                    at: override.value.range)
                return nil
            }
            let mask = override.settings.reduce(otherwise.mask.union(value.mask)) { $0.union(AxisMask(axis: $1.axis)) }
            return Result(type: otherwise.type, mask: mask)
        case let .select(axis, branches):
            var results: [Result] = []
            for branch in branches {
                guard let result = check(branch, log: &log) else { return nil }
                results.append(result)
            }
            for (branch, result) in zip(branches, results).dropFirst() where !Self.same(results[0].type, result.type) {
                log.error(.dynamicTypes(results[0].type.description, result.type.description), at: branch.range)
                return nil
            }
            let mask = results.reduce(AxisMask(axis: axis)) { $0.union($1.mask) }
            return Result(type: Self.merged(results.map(\.type)), mask: mask)
        case let .freeze(operand, axis, _):
            guard let result = check(operand, log: &log) else { return nil }
            return Result(type: result.type, mask: result.mask.removing(axis))
        case let .unary(op, operand):
            guard let result = check(operand, log: &log) else { return nil }
            let fits = op == .not ? result.type.base == .bool : [.number, .dimension].contains(result.type.base)
            guard fits else {
                log.error(.unaryOperatorType(op.rawValue, result.type.description), at: code.range)
                return nil
            }
            return result
        case let .binary(op, left, right):
            guard let l = check(left, log: &log), let r = check(right, log: &log),
                let type = binaryType(op, l.type, r.type, range: code.range, log: &log)
            else { return nil }
            return Result(type: type, mask: l.mask.union(r.mask))
        case let .conditional(condition, then, otherwise):
            guard let c = check(condition, log: &log), let t = check(then, log: &log),
                let o = check(otherwise, log: &log)
            else { return nil }
            guard c.type.base == .bool else {
                log.error(
                    .typeMismatch(expected: "bool", found: c.type.description, context: "the condition of 'if'"),
                    at: condition.range)
                return nil
            }
            guard Self.same(t.type, o.type) else {
                log.error(.branchTypes(t.type.description, o.type.description), at: code.range)
                return nil
            }
            return Result(type: Self.merged([t.type, o.type]), mask: c.mask.union(t.mask).union(o.mask))
        case let .builtin(builtin, arguments):
            return checkBuiltin(builtin, arguments, range: code.range, log: &log)
        case let .call(function, arguments):
            let entry = program.functions[function]
            guard let bodyMask = functionMasks[function] else { return nil }
            guard
                let mask = checkArguments(
                    arguments, count: entry.parameters.count, expected: { StaticType(entry.parameters[$0].type.type) },
                    function: entry.name, log: &log)
            else {
                return nil
            }
            return Result(type: StaticType(entry.result.type), mask: mask.union(bodyMask))
        case let .host(index, arguments):
            let function = program.hostFunctions[index]
            guard
                let mask = checkArguments(
                    arguments, count: function.parameters.count, expected: { StaticType(function.parameters[$0].type) },
                    function: function.name, log: &log)
            else {
                return nil
            }
            return Result(type: StaticType(function.result), mask: mask)
        case let .field(operand, field):
            guard let result = check(operand, log: &log) else { return nil }
            guard let type = field.type(on: result.type.base) else {
                if let components = field.spaceComponents, result.type.base == .color {
                    log.error(.spaceViewNotValue(field.rawValue, components: components), at: code.range)
                    return nil
                }
                log.error(.unknownMemberOfValue(field.rawValue, type: result.type.description), at: code.range)
                return nil
            }
            return Result(type: type, mask: result.mask)
        case .invalid:
            return nil
        }
    }

    /// The arguments (at most `count`) checked against the type `expected` gives for each
    /// position, read in place: copying a parameter copies its name and default.
    func checkArguments(
        _ arguments: [Code], count: Int, expected: (Int) -> StaticType, function: String, log: inout DiagnosticLog
    ) -> AxisMask? {
        var mask = AxisMask.none
        var failed = false
        for position in 0..<min(count, arguments.count) {
            let type = expected(position)
            guard let result = check(arguments[position], log: &log) else {
                failed = true
                continue
            }
            if !result.type.fits(type) {
                let argument = arguments[position]
                // `font("Inter", 17)`: the number needs a unit.
                let needsUnit: Bool
                if type.base == .dimension, case .number = argument.kind {
                    needsUnit = true
                } else {
                    needsUnit = false
                }
                log.error(
                    .typeMismatch(
                        expected: type.description, found: result.type.description,
                        context: "this argument of '\(function)'"), at: argument.range,
                    notes: needsUnit ? [(DiagnosticMessage.dimensionNeedsUnit, nil)] : [],
                    suggestions: needsUnit ? [program.source(of: argument.range, log: log) + "pt"] : [])
                failed = true
            }
            mask = mask.union(result.mask)
        }
        return failed ? nil : mask
    }

    func checkBuiltin(_ builtin: Builtin, _ arguments: [Code], range: TextRange, log: inout DiagnosticLog) -> Result? {
        guard builtin.isNumericGeneric else {
            let parameters = builtin.parameters
            guard
                let mask = checkArguments(
                    arguments, count: parameters.count, expected: { parameters[$0].type }, function: builtin.rawValue,
                    log: &log)
            else { return nil }
            warnAboutConstants(builtin, arguments, call: range, log: &log)
            return Result(type: builtin.result, mask: mask)
        }
        var results: [Result] = []
        for argument in arguments {
            guard let result = check(argument, log: &log) else { return nil }
            results.append(result)
        }
        let first = results[0].type
        for (argument, result) in zip(arguments, results) {
            guard [.number, .dimension].contains(result.type.base), Self.same(first, result.type) else {
                log.error(
                    .typeMismatch(
                        expected: first.base == .dimension ? first.description : "number",
                        found: result.type.description, context: "this argument of '\(builtin.rawValue)'"),
                    at: argument.range)
                return nil
            }
        }
        return Result(type: Self.merged(results.map(\.type)), mask: results.reduce(.none) { $0.union($1.mask) })
    }

    /// Same base type, and for dimensions no two different known units.
    package static func same(_ a: StaticType, _ b: StaticType) -> Bool {
        a.base == b.base && (a.unit == nil || b.unit == nil || a.unit == b.unit)
    }

    /// The common type of values that are all `same`: a known unit wins over an unknown one.
    package static func merged(_ types: [StaticType]) -> StaticType {
        StaticType(types[0].base, unit: types.lazy.compactMap(\.unit).first)
    }
}

/// Checking one expression typed against an already checked program: `Theme.evaluate` and the
/// REPL's session both use it.
extension Program {
    /// A checked expression, with the sources that now include its text (for later diagnostics).
    package struct CheckedExpression {
        package var code: Code
        package var result: TypeChecker.Result
        package var sources: SourceMap
    }

    /// Parses `text` as a file named `path` (its first line numbered `firstLine`), binds it in `scope` and type-checks
    /// it. The checker
    /// learns only the nodes the expression uses, so the cost does not grow with the theme.
    package func checkExpression(
        _ text: String, path: String, firstLine: Int = 1, scope: Int, sources: SourceMap
    ) -> Result<CheckedExpression, ThemeError> {
        var log = DiagnosticLog(sources: sources)
        let file = log.sources.add(SourceFile(path: path, bytes: Array(text.utf8), firstLine: firstLine))
        guard let (nodes, root) = Parser.parseExpression(file: file, source: log.sources[file], log: &log) else {
            return .failure(ThemeError(diagnostics: log.reported))
        }
        var binder = Binder(program: self, scope: scope, nodes: nodes)
        let code = binder.bind(root, log: &log)
        guard log.errorCount == 0 else { return .failure(ThemeError(diagnostics: log.reported)) }
        var checker = TypeChecker(program: self)
        for use in binder.dependencies { checker.learn(use.node, from: self) }
        guard let result = checker.check(code, log: &log), log.errorCount == 0 else {
            return .failure(ThemeError(diagnostics: log.reported))
        }
        return .success(CheckedExpression(code: code, result: result, sources: log.sources))
    }
}

extension TypeChecker {
    /// Takes a checked node's type and axes from the program, for checking code that uses it;
    /// a broken node stays unknown, so code using it is refused without a second message.
    package mutating func learn(_ node: Int, from program: Program) {
        switch program.node(node) {
        case let .token(index):
            let token = program.tokens[index]
            if !token.isBroken, let type = token.type { tokenResults[index] = Result(type: type, mask: token.mask) }
        case let .function(index):
            if !program.functions[index].isBroken { functionMasks[index] = program.functions[index].mask }
        case .assertion:
            break
        }
    }
}

extension TypeChecker {
    /// The result type of a binary operator, or nil after reporting why the operands don't combine.
    func binaryType(
        _ op: BinaryOperator, _ left: StaticType, _ right: StaticType, range: TextRange, log: inout DiagnosticLog
    ) -> StaticType? {
        if left.base == .dimension, right.base == .dimension, let l = left.unit, let r = right.unit, l != r,
            op != .multiply
        {
            log.error(.unitMismatch(op.rawValue, l, r), at: range)
            return nil
        }
        let unit = left.unit ?? right.unit
        let result: StaticType? =
            switch (op, left.base, right.base) {
            case (.and, .bool, .bool), (.or, .bool, .bool): .bool
            case (.equal, _, _) where left.base == right.base, (.notEqual, _, _) where left.base == right.base: .bool
            case (.less, .number, .number), (.lessEqual, .number, .number),
                (.greater, .number, .number), (.greaterEqual, .number, .number):
                .bool
            case (.less, .dimension, .dimension), (.lessEqual, .dimension, .dimension),
                (.greater, .dimension, .dimension), (.greaterEqual, .dimension, .dimension):
                .bool
            case (.add, .number, .number), (.subtract, .number, .number),
                (.multiply, .number, .number), (.divide, .number, .number):
                .number
            case (.add, .dimension, .dimension), (.subtract, .dimension, .dimension): StaticType(.dimension, unit: unit)
            case (.multiply, .dimension, .number), (.divide, .dimension, .number):
                StaticType(.dimension, unit: left.unit)
            case (.multiply, .number, .dimension): StaticType(.dimension, unit: right.unit)
            case (.divide, .dimension, .dimension): .number
            case (.add, .string, .string): .string
            case (.add, .shadow, .shadow): .shadow
            case (.add, .gradient, .gradient): .gradient
            default: nil
            }
        guard let result else {
            log.error(.operatorTypes(op.rawValue, left.description, right.description), at: range)
            return nil
        }
        return result
    }
}

import ShadeSyntax

/// The third checking pass: the type of every expression (units of dimensions included), and the
/// appearance axes it varies on. Runs in dependency order, so a token's type and axes are known
/// before any expression that uses it is checked.
package struct TypeChecker {
    package let program: Program
    /// The code checked: the program's, or an expression's bound after the check.
    package var rows: CodeRows
    /// The parameter types, inside a `fn` body.
    var parameterTypes: [StaticType] = []
    /// Each checked token's type and axes; nil until checked, or when broken.
    package var tokenResults: [Result?]
    /// Each checked function's axes (those of its body); nil until checked, or when broken.
    var functionMasks: [AxisMask?]

    /// A checker of `program`'s code, or of `rows` (an expression bound after the check).
    package init(program: Program, rows: CodeRows? = nil) {
        self.program = program
        self.rows = rows ?? program.code
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
    package func check(_ id: CodeID, log: inout DiagnosticLog) -> Result? {
        let range = rows.range(of: id)
        switch rows.codes[id.offset].kind {
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
                    at: rows.range(of: override.value))
                return nil
            }
            let mask = override.settings.reduce(otherwise.mask.union(value.mask)) { $0.union(AxisMask(axis: $1.axis)) }
            return Result(type: otherwise.type, mask: mask)
        case let .select(axis, branches):
            // One pass, no array of results: every branch is checked before the first one whose
            // type differs from the first's is reported.
            var first: StaticType?
            var mismatch: (branch: CodeID, type: StaticType)?
            var unit: ValueType.DimensionUnit?
            var mask = AxisMask(axis: axis)
            for position in branches.positions {
                let branch = rows.lists[position]
                guard let result = check(branch, log: &log) else { return nil }
                if let first {
                    if mismatch == nil, !Self.same(first, result.type) { mismatch = (branch, result.type) }
                } else {
                    first = result.type
                }
                // The first unit a branch knows, as ``merged(_:)`` takes it.
                unit = unit ?? result.type.unit
                mask = mask.union(result.mask)
            }
            guard let first else { return nil }
            if let mismatch {
                log.error(
                    .dynamicTypes(first.description, mismatch.type.description), at: rows.range(of: mismatch.branch))
                return nil
            }
            return Result(type: StaticType(first.base, unit: unit), mask: mask)
        case let .freeze(operand, axis, _):
            guard let result = check(operand, log: &log) else { return nil }
            return Result(type: result.type, mask: result.mask.removing(Int(axis)))
        case let .unary(op, operand):
            guard let result = check(operand, log: &log) else { return nil }
            let fits = op == .not ? result.type.base == .bool : [.number, .dimension].contains(result.type.base)
            guard fits else {
                log.error(.unaryOperatorType(op.rawValue, result.type.description), at: range)
                return nil
            }
            return result
        case let .binary(op, left, right):
            guard let l = check(left, log: &log), let r = check(right, log: &log),
                let type = binaryType(op, l.type, r.type, range: range, log: &log)
            else { return nil }
            return Result(type: type, mask: l.mask.union(r.mask))
        case let .conditional(condition, then, otherwise):
            guard let c = check(condition, log: &log), let t = check(then, log: &log),
                let o = check(otherwise, log: &log)
            else { return nil }
            guard c.type.base == .bool else {
                log.error(
                    .typeMismatch(expected: "bool", found: c.type.description, context: "the condition of 'if'"),
                    at: rows.range(of: condition))
                return nil
            }
            guard Self.same(t.type, o.type) else {
                log.error(.branchTypes(t.type.description, o.type.description), at: range)
                return nil
            }
            return Result(type: Self.merged([t.type, o.type]), mask: c.mask.union(t.mask).union(o.mask))
        case let .builtin(builtin, arguments):
            return checkBuiltin(builtin, arguments, range: range, log: &log)
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
                    log.error(.spaceViewNotValue(field.rawValue, components: components), at: range)
                    return nil
                }
                log.error(.unknownMemberOfValue(field.rawValue, type: result.type.description), at: range)
                return nil
            }
            return Result(type: type, mask: result.mask)
        case .invalid:
            return nil
        }
    }
}

/// Checking one expression typed against an already checked program: `Theme.evaluate` and the
/// REPL's session both use it.
extension Program {
    /// A checked expression, with the sources that now include its text (for later diagnostics).
    package struct CheckedExpression {
        package var code: BoundCode
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
        var checker = TypeChecker(program: self, rows: binder.rows)
        for use in binder.dependencies { checker.learn(use.node, from: self) }
        guard let result = checker.check(code, log: &log), log.errorCount == 0 else {
            return .failure(ThemeError(diagnostics: log.reported))
        }
        return .success(
            CheckedExpression(code: BoundCode(rows: binder.rows, root: code), result: result, sources: log.sources))
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

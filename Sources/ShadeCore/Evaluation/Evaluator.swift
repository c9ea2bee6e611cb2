import ShadeSyntax

/// Why evaluating an expression in one appearance failed.
package enum EvaluationFailure: Error {
    /// Something it uses has an error that was reported already.
    case poisoned
    case divisionByZero(TextRange)
    case invalidResult(function: String, TextRange)
    case hostFailed(function: String, reason: String, TextRange)
    case tooDeep(TextRange)
    case unitMismatch(ValueType.DimensionUnit, ValueType.DimensionUnit, TextRange)
    case stringTooLong(TextRange)
    case nonFinite(String, TextRange)
    /// A token read where it does not exist (declared in a `when` block that does not hold).
    case absent(token: Int, TextRange)
}

/// Computes values. Every operator and function applies in one appearance at a time, so a
/// derived value is exactly as dynamic as what it is derived from: nothing can get stuck.
package struct Evaluator: Sendable {
    /// How deeply user functions may call each other at run time.
    static let maximumCallDepth = 16

    package let program: Program
    package let space: AppearanceSpace
    /// Token values, each token's once per appearance its mask tells apart.
    package var values: TokenValues
    package var isEvaluated: [Bool]
    /// What the run has spent so far; the REPL's additions spend from it too.
    package var budget = RunBudget()

    package init(program: Program) {
        self.program = program
        self.space = program.space
        self.values = TokenValues()
        self.isEvaluated = [Bool](repeating: false, count: program.tokens.count)
    }

    /// The value of `token` in `appearance`; nil when the token has an error, or does not exist
    /// there (``isPresent(token:in:)``).
    package func value(ofToken token: Int, in appearance: Int) -> Value? {
        isEvaluated[token] && isPresent(token: token, in: appearance) ? values[token, appearance] : nil
    }

    /// The value of the program's code `code` in `appearance`.
    package func evaluate(
        _ code: CodeID, in appearance: Int, arguments: [Value] = [], depth: Int = 0
    ) throws(EvaluationFailure) -> Value {
        try evaluate(
            code, rows: program.code, in: appearance, arguments: arguments, depth: depth, values: values,
            isEvaluated: isEvaluated)
    }

    /// The value in `appearance` of code bound after the check, in rows of its own.
    package func evaluate(_ code: BoundCode, in appearance: Int) throws(EvaluationFailure) -> Value {
        try evaluate(
            code.root, rows: code.rows, in: appearance, arguments: [], depth: 0, values: values,
            isEvaluated: isEvaluated)
    }

    /// ``evaluate(_:in:arguments:depth:)`` reading the tokens' values from `values` and
    /// `isEvaluated` (which stand in for the evaluator's own here): ``evaluateAll(log:)`` fills
    /// them without changing the evaluator, which a call reads in place. A call made from a
    /// method that changes the evaluator copied all of it first (304 bytes), once for each
    /// token in each appearance it is computed in (docs/performance.md).
    /// - Parameter rows: the rows `id` is in (the program's, or an expression's of its own).
    func evaluate(
        _ id: CodeID, rows: CodeRows, in appearance: Int, arguments: [Value], depth: Int, values: TokenValues,
        isEvaluated: [Bool]
    ) throws(EvaluationFailure) -> Value {
        switch rows.codes[id.offset].kind {
        case let .number(x):
            return .number(x)
        case let .dimension(x, unit):
            return .dimension(x, unit)
        case let .colorLiteral(literal):
            return .color(literal.color)
        case let .string(text):
            return .string(text)
        case let .bool(flag):
            return .bool(flag)
        case let .value(value):
            return value
        case let .token(index):
            guard isEvaluated[index] else { throw .poisoned }
            if program.tokens[index].isPartial, !isPresent(token: index, in: appearance) {
                throw .absent(token: index, rows.range(of: id))
            }
            return values[index, appearance]
        case let .parameter(index):
            return arguments[index]
        case let .appearanceIs(axis, value):
            return .bool(space.value(of: axis, in: appearance) == value)
        case let .override(override):
            let holds = override.settings.allSatisfy { space.value(of: $0.axis, in: appearance) == $0.value }
            guard holds else {
                return try evaluate(
                    override.otherwise, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                    isEvaluated: isEvaluated)
            }
            // `inherited`: the value without this override, computed once, as the value's one argument.
            let inherited =
                override.readsInherited
                ? [
                    try evaluate(
                        override.otherwise, rows: rows, in: appearance, arguments: arguments, depth: depth,
                        values: values,
                        isEvaluated: isEvaluated)
                ] : arguments
            return try evaluate(
                override.value, rows: rows, in: appearance, arguments: inherited, depth: depth, values: values,
                isEvaluated: isEvaluated)
        case let .select(axis, branches):
            return try evaluate(
                rows.code(space.value(of: axis, in: appearance), of: branches), rows: rows, in: appearance,
                arguments: arguments, depth: depth,
                values: values, isEvaluated: isEvaluated)
        case let .freeze(operand, axis, value):
            return try evaluate(
                operand, rows: rows, in: space.setting(Int(axis), to: Int(value), in: appearance), arguments: arguments,
                depth: depth,
                values: values, isEvaluated: isEvaluated)
        case let .unary(op, operand):
            let value = try evaluate(
                operand, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                isEvaluated: isEvaluated)
            switch (op, value) {
            case let (.negate, .number(x)): return .number(-x)
            case let (.negate, .dimension(x, unit)): return .dimension(-x, unit)
            case let (.not, .bool(flag)): return .bool(!flag)
            default: throw .poisoned
            }
        case let .binary(op, left, right):
            let l = try evaluate(
                left, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                isEvaluated: isEvaluated)
            // && and || do not evaluate their right side when the left decides.
            if op == .and, l == .bool(false) { return l }
            if op == .or, l == .bool(true) { return l }
            let r = try evaluate(
                right, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                isEvaluated: isEvaluated)
            return try Self.apply(op, l, r, range: rows.range(of: id))
        case let .conditional(condition, then, otherwise):
            let branch =
                try evaluate(
                    condition, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                    isEvaluated: isEvaluated) == .bool(true)
                ? then : otherwise
            return try evaluate(
                branch, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                isEvaluated: isEvaluated)
        case let .builtin(builtin, codes):
            // The arguments live on the stack: no array per call.
            let result = try withUnsafeTemporaryAllocation(of: Value.self, capacity: codes.count) {
                buffer throws(EvaluationFailure) -> Value? in
                var count = 0
                // Each value moved out and dropped: a few instructions for a color or a number,
                // where `deinitialize(count:)` calls the runtime's generic loop (about 120 a call).
                defer { for index in 0..<count { _ = (buffer.baseAddress! + index).move() } }
                for position in codes.positions {
                    let code = rows.lists[position]
                    buffer.initializeElement(
                        at: count,
                        to: try evaluate(
                            code, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                            isEvaluated: isEvaluated))
                    count += 1
                }
                return builtin.apply(UnsafeBufferPointer(buffer))
            }
            guard let result, result.isFinite else {
                throw .invalidResult(function: builtin.rawValue, rows.range(of: id))
            }
            return result
        case let .call(function, codes):
            guard depth < Self.maximumCallDepth else { throw .tooDeep(rows.range(of: id)) }
            let given = try codes.positions.map { position throws(EvaluationFailure) in
                try evaluate(
                    rows.lists[position], rows: rows, in: appearance, arguments: arguments, depth: depth,
                    values: values, isEvaluated: isEvaluated)
            }
            guard let body = program.functions[function].code else { throw .poisoned }
            return try evaluate(
                body, rows: program.code, in: appearance, arguments: given, depth: depth + 1, values: values,
                isEvaluated: isEvaluated)
        case let .host(index, codes):
            let function = program.hostFunctions[index]
            let given = try rows[codes].map { code throws(EvaluationFailure) in
                try evaluate(
                    code, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                    isEvaluated: isEvaluated)
            }
            let result: Value
            do {
                result = try function.body(given)
            } catch {
                throw .hostFailed(function: function.name, reason: "\(error)", rows.range(of: id))
            }
            guard result.type == function.result, result.isFinite else {
                throw .invalidResult(function: function.name, rows.range(of: id))
            }
            return result
        case let .field(operand, field):
            let value = try evaluate(
                operand, rows: rows, in: appearance, arguments: arguments, depth: depth, values: values,
                isEvaluated: isEvaluated)
            guard let member = value.member(field) else { throw .poisoned }
            return member
        case .invalid:
            throw .poisoned
        }
    }
}

extension Value {
    /// False for numbers, dimensions and colors holding NaN or infinity.
    package var isFinite: Bool {
        switch self {
        case let .number(x), let .dimension(x, _): x.isFinite
        case let .color(c): c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
        case let .font(font): font.size.isFinite
        case .string, .bool, .shadow, .border, .typography, .gradient: true
        }
    }
}

/// What one run may compute, so that a short hostile file ends in a located error instead of
/// seconds of work and gigabytes of memory: the values it holds (every token in every
/// appearance), the function calls it makes (each token's calls in each distinct appearance it
/// varies in), and the bytes of its string values (each distinct appearance's, as outputs write them).
///
/// Each limit is far above what a real design system needs: 100,000 tokens in 40 appearances,
/// 2 million calls, and 64 MiB of strings. README's "Limits" section lists them.
package struct RunBudget: Sendable {
    /// The most values one run holds: tokens × appearances.
    static let maximumValues = 4_000_000
    /// The most user-function calls one run makes.
    static let maximumCalls = 2_000_000
    /// The most bytes of string values one run holds, each distinct appearance's counted.
    static let maximumStringBytes = 64 << 20

    package private(set) var calls = 0
    private(set) var stringBytes = 0

    /// The index of the first token that does not fit when `tokens` tokens each hold
    /// `appearances` values, or nil when they all fit.
    package static func firstTokenPastValues(tokens: Int, appearances: Int) -> Int? {
        let fitting = maximumValues / max(1, appearances)
        return tokens > fitting ? fitting : nil
    }

    /// Spends the calls of computing a token (or an assertion) in its distinct appearances;
    /// false, with nothing spent, when they do not fit.
    package mutating func spend(calls perValue: Int, appearances: Int) -> Bool {
        guard perValue > 0 else { return true }
        let (cost, overflow) = perValue.multipliedReportingOverflow(by: appearances)
        guard !overflow, cost <= Self.maximumCalls - calls else { return false }
        calls += cost
        return true
    }

    /// Spends the bytes of a token's string values; false, with nothing spent, when they do not fit.
    package mutating func spend<Values: Sequence<Value>>(stringsOf values: Values) -> Bool {
        var bytes = 0
        for case let .string(text) in values {
            bytes += text.utf8.count
            if bytes > Self.maximumStringBytes - stringBytes { return false }
        }
        stringBytes += bytes
        return true
    }
}

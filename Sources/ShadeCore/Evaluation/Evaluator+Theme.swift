import ShadeSyntax

extension Evaluator {
    /// Evaluates every token in dependency order, then every assertion. A token that does not vary
    /// on an axis is computed once for it and shared.
    package mutating func evaluateAll(log: inout DiagnosticLog) {
        let count = space.count
        if let first = RunBudget.firstTokenPastValues(tokens: program.tokens.count, appearances: count) {
            log.error(
                .tooManyValues(tokens: program.tokens.count, appearances: count), at: program.tokens[first].nameRange)
            return
        }
        // A token of some appearances takes a value in each (absent ones `false`).
        var values = TokenValues(tokens: program.tokens.count, space: space) { token in
            program.tokens[token].isPartial ? nil : program.tokens[token].mask
        }
        var (isEvaluated, budget) = (isEvaluated, budget)
        var spent = (calls: false, strings: false)
        evaluateTokens(into: &values, isEvaluated: &isEvaluated, budget: &budget, spent: &spent, log: &log)
        (self.values, self.isEvaluated) = (values, isEvaluated)
        for (index, assertion) in program.assertions.enumerated() where !assertion.isBroken {
            guard let code = assertion.code,
                spend(
                    callsOf: program.nodeIndex(assertion: index), mask: assertion.mask, budget: &budget,
                    spent: &spent.calls, token: nil, at: program.code.range(of: code), log: &log)
            else { continue }
            check(assertion, log: &log)
        }
        self.budget = budget
    }

    /// Computes every token in dependency order into `values`, reading the values computed so
    /// far from there (the evaluator's own stay as they are until all are computed).
    private func evaluateTokens(
        into values: inout TokenValues, isEvaluated: inout [Bool], budget: inout RunBudget,
        spent: inout (calls: Bool, strings: Bool), log: inout DiagnosticLog
    ) {
        let count = space.count
        // Each appearance's representative under a mask, for the few masks tokens have.
        var known: [(mask: AxisMask, representatives: [Int])] = []
        func representatives(keeping mask: AxisMask) -> [Int] {
            if let entry = known.first(where: { $0.mask == mask }) { return entry.representatives }
            let computed = (0..<count).map { space.representative(of: $0, keeping: mask) }
            known.append((mask, computed))
            return computed
        }
        // Walked in the order that follows the declarations (memory order); failures are
        // reported in source order all the same. Graph nodes below the token count are tokens.
        var held = HeldDiagnostics(sources: log.sources)
        let rows = program.code
        for node in program.evaluationOrder {
            defer { held.finish(node: node) }
            guard node < program.tokens.count, !program.tokens[node].isBroken else { continue }
            let code = program.tokenCodes[node]
            let index = node
            let mask = program.tokens[index].mask
            let isString = program.tokens[index].type?.base == .string
            guard !(isString && spent.strings),
                spend(
                    callsOf: node, mask: mask, budget: &budget, spent: &spent.calls,
                    token: index, at: program.tokens[index].nameRange, log: &held.scratch)
            else { continue }
            let representative = representatives(keeping: mask)
            var appearance = 0
            // A token of some appearances is computed where it exists (``TokenPresence``), and
            // has a value for every appearance; any other token's run holds the representatives'.
            let isPartial = program.tokens[index].isPartial
            do {
                while appearance < count {
                    if representative[appearance] == appearance {
                        values[index, appearance] =
                            isPartial && !isPresent(token: index, in: appearance)
                            ? .bool(false)
                            : try evaluate(
                                code, rows: rows, in: appearance, arguments: [], depth: 0, values: values,
                                isEvaluated: isEvaluated)
                    } else if isPartial {
                        values[index, appearance] = values[index, representative[appearance]]
                    }
                    appearance += 1
                }
            } catch {
                report(error, in: appearance, over: mask, log: &held.scratch)
                continue
            }
            if isString,
                !budget.spend(
                    stringsOf: representative.indices
                        .filter { representative[$0] == $0 }.map { values[index, $0] })
            {
                spent.strings = true
                held.scratch.error(
                    .runOutOfStringBytes(program.tokens[index].name), at: program.tokens[index].nameRange)
                continue
            }
            isEvaluated[index] = true
        }
        held.flush(into: &log, program: program)
    }

    /// Spends the calls of computing a node in its distinct appearances; reports the first node
    /// past the budget (named by `token`, an assertion when nil), and refuses every node that calls a
    /// function after it.
    private func spend(
        callsOf node: Int, mask: AxisMask, budget: inout RunBudget, spent: inout Bool,
        token: Int?, at range: TextRange, log: inout DiagnosticLog
    ) -> Bool {
        let calls = program.calls(by: node, limit: Compiler.maximumCalls) { program.functions[$0].calls }
        guard calls > 0 else { return true }
        let appearances = space.distinctCount(keeping: mask)
        guard !spent else { return false }
        guard budget.spend(calls: calls, appearances: appearances) else {
            spent = true
            // Named only when reported: no text per token.
            let name = token.map { "'\(program.tokens[$0].name)'" } ?? "this assertion"
            log.error(.runOutOfCalls(name, calls: calls, appearances: appearances), at: range)
            return false
        }
        return true
    }

    /// "dark", "dark-high", or "every appearance" when nothing varies.
    func appearanceName(_ appearance: Int, over mask: AxisMask) -> String {
        if mask.isEmpty { return "every appearance" }
        // A listed appearance goes by its listed name; the representative of a mask is one.
        if space.listed != nil { return space.listedName(of: appearance) }
        return space.name(of: appearance, over: mask)
    }

    package func report(_ failure: EvaluationFailure, in appearance: Int, over mask: AxisMask, log: inout DiagnosticLog)
    {
        let name = appearanceName(appearance, over: mask)
        switch failure {
        case .poisoned: break
        case let .divisionByZero(range): log.error(.divisionByZero(in: name), at: range)
        case let .invalidResult(function, range): log.error(.invalidResult(function, in: name), at: range)
        case let .hostFailed(function, reason, range):
            log.error(.hostFunctionFailed(function, reason, in: name), at: range)
        case let .tooDeep(range): log.error(.callsTooDeep(in: name), at: range)
        case let .unitMismatch(left, right, range): log.error(.unitMismatchAtRun(left, right, in: name), at: range)
        case let .stringTooLong(range): log.error(.stringTooLong(Evaluator.maximumStringLength, in: name), at: range)
        case let .nonFinite(op, range): log.error(.nonFinite(op, in: name), at: range)
        case let .absent(token, range):
            log.error(
                .tokenAbsent(
                    program.tokens[token].name, in: appearanceName(appearance, over: mask),
                    condition: program.tokens[token].presence?.condition ?? ""),
                at: range)
        }
    }

    /// Checks an assertion in every appearance it varies on; a failure shows the values of the
    /// sub-expressions (for `contrast(fg, bg) >= 4.5`: the ratio and both colors).
    package func check(_ assertion: AssertionEntry, log: inout DiagnosticLog) {
        guard let code = assertion.code else { return }
        for appearance in 0..<space.count
        where space.representative(of: appearance, keeping: assertion.mask) == appearance {
            do {
                guard try evaluate(code, in: appearance) == .bool(false) else { continue }
                let notes = explanation(of: code, in: appearance, log: log).map { ($0, Optional<TextRange>.none) }
                log.error(
                    .assertionFailed(
                        in: appearanceName(appearance, over: assertion.mask), context: assertion.context,
                        message: assertion.message),
                    at: program.code.range(of: code), notes: notes)
            } catch {
                report(error, in: appearance, over: assertion.mask, log: &log)
            }
        }
    }

    /// "SOURCE = VALUE" for the operands of the condition, and the arguments of operands that are calls.
    package func explanation(of code: CodeID, in appearance: Int, log: DiagnosticLog) -> [String] {
        let rows = program.code
        var shown: [CodeID] = []
        func operands(_ code: CodeID) -> [CodeID] {
            switch rows[code].kind {
            case let .binary(_, left, right): [left, right]
            case let .unary(_, operand): [operand]
            default: [code]
            }
        }
        for operand in operands(code) {
            shown.append(operand)
            switch rows[operand].kind {
            case let .builtin(_, arguments), let .call(_, arguments), let .host(_, arguments): shown += rows[arguments]
            case let .binary(_, left, right): shown += [left, right]
            default: break
            }
        }
        var lines: [String] = []
        var seen = Set<String>()
        for code in shown {
            if rows[code].kind.constantValue != nil { continue }
            let range = rows.range(of: code)
            let source = log.sources[range.file].text(range)
            guard seen.insert(source).inserted, let value = try? evaluate(code, in: appearance) else { continue }
            lines.append("\(source) = \(value.description)")
        }
        return lines
    }
}

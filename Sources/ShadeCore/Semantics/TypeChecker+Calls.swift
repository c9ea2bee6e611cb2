import ShadeSyntax

/// The types of calls and operators: arguments checked against parameters, the numeric
/// built-ins' common type, and what a binary operator makes of its operands.
extension TypeChecker {
    /// The arguments (at most `count`) checked against the type `expected` gives for each
    /// position, read in place: copying a parameter copies its name and default.
    func checkArguments(
        _ list: CodeList, count: Int, expected: (Int) -> StaticType, function: String, log: inout DiagnosticLog
    ) -> AxisMask? {
        var mask = AxisMask.none
        var failed = false
        for position in 0..<min(count, list.count) {
            let type = expected(position)
            let argument = rows.code(position, of: list)
            guard let result = check(argument, log: &log) else {
                failed = true
                continue
            }
            if !result.type.fits(type) {
                let range = rows.range(of: argument)
                // `font("Inter", 17)`: the number needs a unit.
                let needsUnit: Bool
                if type.base == .dimension, case .number = rows.codes[argument.offset].kind {
                    needsUnit = true
                } else {
                    needsUnit = false
                }
                log.error(
                    .typeMismatch(
                        expected: type.description, found: result.type.description,
                        context: "this argument of '\(function)'"), at: range,
                    notes: needsUnit ? [(DiagnosticMessage.dimensionNeedsUnit, nil)] : [],
                    suggestions: needsUnit ? [program.source(of: range, log: log) + "pt"] : [])
                failed = true
            }
            mask = mask.union(result.mask)
        }
        return failed ? nil : mask
    }

    func checkBuiltin(_ builtin: Builtin, _ arguments: CodeList, range: TextRange, log: inout DiagnosticLog) -> Result?
    {
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
        for argument in rows[arguments] {
            guard let result = check(argument, log: &log) else { return nil }
            results.append(result)
        }
        let first = results[0].type
        for (argument, result) in zip(rows[arguments], results) {
            guard [.number, .dimension].contains(result.type.base), Self.same(first, result.type) else {
                log.error(
                    .typeMismatch(
                        expected: first.base == .dimension ? first.description : "number",
                        found: result.type.description, context: "this argument of '\(builtin.rawValue)'"),
                    at: rows.range(of: argument))
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

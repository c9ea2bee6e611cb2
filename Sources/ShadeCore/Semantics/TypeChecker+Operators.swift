import ShadeSyntax

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

import ShadeSyntax

extension Binder {
    /// A typography weight: a number 1–1000, a weight name (`bold` is 700) or any number expression.
    mutating func bindNumericWeight(_ expression: Expression, log: inout DiagnosticLog) -> Code {
        switch expression.kind {
        case let .name(name)
        where Value.Font.Weight(rawValue: name) != nil
            && !parameters.contains(where: { $0.name == name })
            && !chain.contains(where: { program.namespaces[$0].members[name] != nil }):
            return Code(
                kind: .constant(.number(Double(Value.Font.Weight(rawValue: name)!.number))), range: expression.range)
        case let .number(number) where number < 1 || number > 1000 || number != number.rounded():
            log.error(.weightOutOfRange(Value.format(number)), at: expression.range)
            return Code(kind: .invalid, range: expression.range)
        default:
            return bind(expression, log: &log)
        }
    }

    /// A border style: a string literal must name one of ``Value/Border/Style``.
    mutating func bindBorderStyle(_ expression: Expression, log: inout DiagnosticLog) -> Code {
        if case let .string(text) = expression.kind, Value.Border.Style(rawValue: text) == nil {
            log.error(
                .unknownBorderStyle(text), at: expression.range,
                suggestions: Suggestions.closest(to: text, among: Value.Border.Style.allCases.map(\.rawValue)))
            return Code(kind: .invalid, range: expression.range)
        }
        return bind(expression, log: &log)
    }
}

extension DiagnosticMessage {
    static func weightOutOfRange(_ weight: String) -> Self {
        Self(text: "font weight \(weight) is out of range; use a whole number from 1 to 1000 or a weight name")
    }
    static func unknownBorderStyle(_ style: String) -> Self {
        Self(
            text:
                "unknown border style '\(style)'; use one of \(Value.Border.Style.allCases.map(\.rawValue).joined(separator: ", "))"
        )
    }
}

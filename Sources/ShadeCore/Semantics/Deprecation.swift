import ShadeSyntax

extension Program {
    /// Whether any token or function is `@deprecated`.
    package var hasDeprecations: Bool {
        tokens.contains { $0.deprecation != nil } || functions.contains { $0.deprecation != nil }
    }
}

extension Compiler {
    /// Every use of a `@deprecated` token or function warns where it is written, saying what to
    /// use instead, with the declaration as a note (docs/language.md, Metadata).
    static func warnDeprecatedUses(in program: Program, log: inout DiagnosticLog) {
        guard program.hasDeprecations else { return }
        for dependencies in program.dependencies {
            for use in dependencies {
                let (name, deprecation, range): (String, String?, TextRange) =
                    switch program.node(use.node) {
                    case let .token(index):
                        (program.tokens[index].name, program.tokens[index].deprecation, program.tokens[index].nameRange)
                    case let .function(index):
                        (
                            program.functions[index].name, program.functions[index].deprecation,
                            program.functions[index].nameRange
                        )
                    case .assertion: ("", nil, use.range)
                    }
                guard let text = deprecation else { continue }
                log.warning(
                    .deprecatedUse(name, text), at: use.range, notes: [("'\(name)' is declared deprecated here", range)]
                )
            }
        }
    }
}

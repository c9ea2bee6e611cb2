import ShadeSyntax

extension Program {
    /// Whether any token or function is `@deprecated`.
    package var hasDeprecations: Bool {
        tokens.contains { $0.deprecation != nil } || functions.contains { $0.deprecation != nil }
    }
}

/// The warnings the compiler gives once binding is done: private tokens never used, and uses
/// of `@deprecated` tokens and functions.
extension Compiler {
    /// A token that is never emitted and never used is dead weight (an unused palette entry).
    /// Only without errors: a rejected use (say, of a private name from outside) is still a use.
    static func warnUnusedPrivateTokens(in program: Program, log: inout DiagnosticLog) {
        guard log.errorCount == 0 else { return }
        var used = [Bool](repeating: false, count: program.tokens.count)
        for dependency in program.dependencies.uses where dependency.node < used.count {
            used[dependency.node] = true
        }
        for index in program.tokens.indices
        where !program.tokens[index].isEmitted && !used[index] && !program.tokens[index].isStyleValue
            // An internal palette keeps steps that no file uses yet (docs/language.md, Internal).
            && !program.tokens[index].isInternal
        {
            log.warning(.unusedPrivateToken(program.tokens[index].name), at: program.tokens[index].nameRange)
        }
    }

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

extension Compiler {
    /// Every use of a `@deprecated` token warns where it is written, saying what to use
    /// instead, with the declaration as a note (DESIGN.md §7 "Metadata").
    static func warnDeprecatedUses(in program: Program, log: inout DiagnosticLog) {
        guard program.tokens.contains(where: { $0.deprecation != nil }) else { return }
        for dependencies in program.dependencies {
            for use in dependencies where use.node < program.tokens.count {
                let token = program.tokens[use.node]
                guard let text = token.deprecation else { continue }
                log.warning(.deprecatedUse(token.name, text), at: use.range,
                            notes: [("'\(token.name)' is declared deprecated here", token.nameRange)])
            }
        }
    }
}

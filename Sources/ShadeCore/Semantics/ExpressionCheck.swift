import ShadeSyntax

/// Checking one expression typed against an already checked program: `Theme.evaluate` and the
/// REPL's session both use it.
extension Program {
    /// A checked expression, with the sources that now include its text (for later diagnostics).
    package struct CheckedExpression {
        package var code: Code
        package var result: TypeChecker.Result
        package var sources: SourceMap
    }

    /// Parses `text` as a file named `path` (its first line numbered `firstLine`), binds it in `scope` and type-checks it. The checker
    /// learns only the nodes the expression uses, so the cost does not grow with the theme.
    package func checkExpression(
        _ text: String, path: String, firstLine: Int = 1, scope: Int, sources: SourceMap
    ) -> Result<CheckedExpression, ThemeError> {
        var log = DiagnosticLog(sources: sources)
        let file = log.sources.add(SourceFile(path: path, bytes: Array(text.utf8), firstLine: firstLine))
        guard let syntax = Parser.parseExpression(file: file, source: log.sources[file], log: &log) else {
            return .failure(ThemeError(diagnostics: log.reported))
        }
        var binder = Binder(program: self, scope: scope)
        let code = binder.bind(syntax, log: &log)
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

import ShadeSyntax

/// Calls and names never capture each other (docs/language.md, Names): a call `shadow(…)` is
/// always the built-in (or the host's function of that name), whatever token, group or parameter
/// is called `shadow`, and a bare name is never a function. The one declaration that would make
/// a call ambiguous, a `fn` named like a built-in, is refused where it is declared.
extension Program {
    /// Whether a call written `name(…)` calls a built-in or a host function.
    package func isBuiltinCallee(_ name: String) -> Bool {
        Builtin.named(name) != nil || name == "dynamic" || hostFunctions.contains { $0.name == name }
    }

    /// What a call whose callee is written `name` calls when that is settled by the name alone:
    /// `dynamic` or a built-in, in a program without host functions. Nil otherwise, and then
    /// the callee is resolved by its text (`Binder.resolveCallee`). Read from the source's
    /// bytes: no text is made and nothing hashed (docs/performance.md, "Callees by their bytes").
    func builtinCallee(_ name: ShortName) -> Binder.Callee? {
        guard hostFunctions.isEmpty else { return nil }
        if name == Builtin.dynamicName { return .dynamic }
        return Builtin.named(name).map { .builtin($0) }
    }

    /// Reports every `fn` named like a built-in or a host function.
    func refuseFunctionsNamedLikeBuiltins(log: inout DiagnosticLog) {
        for function in functions {
            let name = QualifiedName.segments(of: function.name).last ?? function.name
            guard isBuiltinCallee(name) else { continue }
            let host = Builtin.named(name) == nil && name != "dynamic"
            log.error(.functionNamedLikeBuiltin(name, host: host), at: function.nameRange)
        }
    }
}

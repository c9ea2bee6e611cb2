import ShadeSyntax

/// Calls and names never capture each other (docs/language.md, Names): a call `shadow(…)` is
/// always the built-in (or the host's function of that name), whatever token, group or parameter
/// is called `shadow`, and a bare name is never a function. The one declaration that would make
/// a call ambiguous, a `fn` named like a built-in, is refused where it is declared.
extension Program {
    /// Whether a call written `name(…)` calls a built-in or a host function.
    package func isBuiltinCallee(_ name: String) -> Bool {
        Builtin.byName[name] != nil || name == "dynamic" || hostFunctions.contains { $0.name == name }
    }

    /// Reports every `fn` named like a built-in or a host function.
    func refuseFunctionsNamedLikeBuiltins(log: inout DiagnosticLog) {
        for function in functions {
            let name = QualifiedName.segments(of: function.name).last ?? function.name
            guard isBuiltinCallee(name) else { continue }
            let host = Builtin.byName[name] == nil && name != "dynamic"
            log.error(.functionNamedLikeBuiltin(name, host: host), at: function.nameRange)
        }
    }
}

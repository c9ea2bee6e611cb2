import ShadeSyntax

/// The messages about who sees a declaration: built-in names, groups opened more than once,
/// theme-internal declarations (docs/language.md, Names, Groups and Internal).
extension DiagnosticMessage {
    static func functionNamedLikeBuiltin(_ name: String, host: Bool) -> Self {
        let (kind, callee) = host ? ("the app's function", "the app's") : ("a built-in function", "the built-in")
        return Self(
            text: "function '\(name)' is named like \(kind): a call '\(name)(…)' always calls \(callee); "
                + "rename this one")
    }

    static func exposesInternal(_ name: String, public exposing: String, internal exposed: String) -> Self {
        Self(
            text: "public \(exposing) '\(name)' would expose the internal \(exposed) '\(name)': "
                + "a group, its openings and its token have one visibility; make both internal or both public")
    }
}

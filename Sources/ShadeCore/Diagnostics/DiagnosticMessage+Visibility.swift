import ShadeSyntax

/// The messages about who sees a declaration: built-in names, groups opened more than once,
/// theme-internal declarations (docs/language.md, Names, Groups and Visibility).
extension DiagnosticMessage {
    static func functionNamedLikeBuiltin(_ name: String, host: Bool) -> Self {
        let kind = host ? "the app's function" : "a built-in function"
        return Self(
            text:
                "function '\(name)' is named like \(kind): a call '\(name)(…)' always calls \(host ? "the app's" : "the built-in"); rename this one"
        )
    }
}

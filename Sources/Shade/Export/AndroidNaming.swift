/// Android resource names: the token's dotted path in snake case (`Semantic.primaryText` →
/// `semantic_primary_text`), by words: a word ends at `_`, `.`, and where a lowercase letter or
/// digit meets an uppercase one (`URLColor` → `url_color`, `gray50` stays `gray50`). Names are
/// `[a-z][a-z0-9_]*` as Android requires (a name in backticks that starts otherwise is an error); a name
/// that is a Java keyword (resources become `R` fields) gets a trailing `_` (`default_`).
enum AndroidNaming {
    /// The resource name of a dotted token name; nil when it has no letters or digits at all.
    static func resourceName(_ name: String) -> String? {
        let joined = ExportNaming.lowercaseWords(of: name, joinedBy: "_")
        guard let first = joined.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        return javaKeywords.contains(joined) ? joined + "_" : joined
    }

    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
        "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]
}

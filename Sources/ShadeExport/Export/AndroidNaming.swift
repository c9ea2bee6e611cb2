import ShadeCore
import ShadeSyntax

/// Android resource names: the token's dotted path in snake case (`Semantic.primaryText` →
/// `semantic_primary_text`), by words: a word ends at `_`, `.`, and where a lowercase letter or
/// digit meets an uppercase one (`URLColor` → `url_color`, `gray50` stays `gray50`). Names are
/// `[a-z][a-z0-9_]*` as Android requires; a name that is a Java keyword (resources become `R`
/// fields) gets a trailing `_` (`default_`). A name in backticks that gives no such name (`` `9` ``,
/// `` `🎨` ``) is spelled out: `token_`, then its words with each scalar that is no ASCII letter,
/// digit or separator written as `u` and its hex code (`token_9`, `token_u1f3a8`), and the export warns.
enum AndroidNaming {
    /// The resource name of a dotted token name, and whether it had to be spelled out.
    static func resourceName(_ name: String) -> (name: String, isSpelledOut: Bool) {
        if let plain = plainResourceName(name) { return (plain, false) }
        var spelled = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                spelled.unicodeScalars.append(scalar)
            } else {
                spelled += "_u" + String(scalar.value, radix: 16) + "_"
            }
        }
        return ("token_" + ExportNaming.lowercaseWords(of: spelled, joinedBy: "_"), true)
    }

    /// The resource name of a dotted token name in snake case; nil when that does not start with
    /// a letter.
    static func plainResourceName(_ name: String) -> String? {
        let joined = ExportNaming.lowercaseWords(of: name, joinedBy: "_")
        guard let first = joined.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        return javaKeywords.contains(joined) ? joined + "_" : joined
    }

    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
        "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while"
    ]
}

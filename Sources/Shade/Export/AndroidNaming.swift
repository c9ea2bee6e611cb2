/// Android resource names: the token's dotted path in snake case (`Semantic.primaryText` →
/// `semantic_primary_text`), by words: a word ends at `_`, `.`, and where a lowercase letter or
/// digit meets an uppercase one (`URLColor` → `url_color`, `gray50` stays `gray50`). Names are
/// `[a-z][a-z0-9_]*` as Android requires, since Shade names start with a letter or `_`; a name
/// that is a Java keyword (resources become `R` fields) gets a trailing `_` (`default_`).
enum AndroidNaming {
    /// The resource name of a dotted token name; nil when it has no letters or digits at all.
    static func resourceName(_ name: String) -> String? {
        var words: [String] = []
        var word = ""
        var previous: Character?
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "." {
                if !word.isEmpty { words.append(word) }
                word = ""
                previous = nil
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isUppercase, let previous, !word.isEmpty,
               previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                words.append(word)
                word = ""
            }
            word.append(Character(character.lowercased()))
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first?.first, first.isLetter else { return nil }
        let joined = words.joined(separator: "_")
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

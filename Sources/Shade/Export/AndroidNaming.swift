/// Android resource names: the token's dotted path in snake case (`Semantic.primaryText` →
/// `semantic_primary_text`), by words: a word ends at `_`, `.`, and where a lowercase letter or
/// digit meets an uppercase one (`URLColor` → `url_color`, `gray50` stays `gray50`). Names are
/// `[a-z][a-z0-9_]*` as Android requires, since Shade names start with a letter or `_`; a name
/// that is a Java keyword (resources become `R` fields) gets a trailing `_` (`default_`).
enum AndroidNaming {
    /// The resource name of a dotted token name; nil when it has no letters or digits at all.
    static func resourceName(_ name: String) -> String? {
        // Shade names are ASCII: letters, digits, '_', and '.' between groups.
        let characters = Array(name.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(characters.count + 4)
        var wordLength = 0
        func isUpper(_ c: UInt8) -> Bool { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") }
        func isLower(_ c: UInt8) -> Bool { c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") }
        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        for (index, character) in characters.enumerated() {
            guard isUpper(character) || isLower(character) || isDigit(character) else {
                wordLength = 0  // '_', '.' and anything else end a word
                continue
            }
            let previous = index > 0 ? characters[index - 1] : 0
            let next = index + 1 < characters.count ? characters[index + 1] : 0
            let startsWord = wordLength == 0
                || (isUpper(character) && (isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next))))
            if startsWord {
                if !result.isEmpty { result.append(UInt8(ascii: "_")) }
                wordLength = 0
            }
            result.append(isUpper(character) ? character + 32 : character)
            wordLength += 1
        }
        guard let first = result.first, isLower(first) else { return nil }
        let joined = String(decoding: result, as: UTF8.self)
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

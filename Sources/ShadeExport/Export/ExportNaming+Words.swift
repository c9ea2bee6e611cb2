import ShadeCore
import ShadeSyntax

extension ExportNaming {
    /// A dotted Shade name as lowercase words joined by `separator`, the base of snake case
    /// (Android) and kebab case (CSS): a word ends at `_`, `.`, and where a lowercase letter or a
    /// digit meets an uppercase one, or an uppercase run meets a capitalized word (`URLColor` →
    /// `url`, `color`); digits stay with their word (`gray50`, `h1`).
    static func lowercaseWords(of name: String, joinedBy separator: Character) -> String {
        // Shade names are ASCII: letters, digits, '_', and '.' between groups.
        let characters = Array(name.utf8)
        let separator = UInt8(ascii: separator.unicodeScalars.first ?? "_")
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
            let startsWord =
                wordLength == 0
                || (isUpper(character)
                    && (isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next))))
            if startsWord {
                if !result.isEmpty { result.append(separator) }
                wordLength = 0
            }
            result.append(isUpper(character) ? character + 32 : character)
            wordLength += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}

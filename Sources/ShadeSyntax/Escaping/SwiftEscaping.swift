/// Text into Swift source: one function per place text goes, each working over Unicode scalars
/// (never `Character`s, which hide a delimiter followed by a combining mark).
package enum SwiftEscaping {
    /// A Swift string literal, quotes included: `"` and `\` escaped, `\n`, `\t`, `\r`, and every
    /// other control, line separator, bidi control and noncharacter as `\u{…}`, so the literal
    /// reads back as exactly `text` and shows no invisible reordering.
    package static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            // swiftc refuses U+FDD0–U+FDEF in a `\\u{…}` escape but takes them written out.
            case _ where (0xFDD0...0xFDEF).contains(scalar.value): out.unicodeScalars.append(scalar)
            case _ where UnicodeHazards.isHazard(scalar): out += "\\u{" + UnicodeHazards.hex(scalar) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Text for one `//` or `///` comment line: every line break (CR, LF, CRLF, VT, FF, NEL,
    /// U+2028, U+2029) becomes one space, so nothing after it can leave the comment; every other
    /// control, bidi control and noncharacter is written as `\u{…}`, visible, never acting.
    package static func comment(_ text: String) -> String {
        // Printable ASCII, the common case, has nothing to escape.
        if !text.containsUTF8Byte(where: { $0 < 0x20 || $0 >= 0x7F }) { return text }
        var out = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n", afterCR { continue }  // CRLF: one break, one space
            if UnicodeHazards.isLineBreak(scalar) {
                out += " "
            } else if scalar != "\t", UnicodeHazards.isHazard(scalar) {
                out += "\\u{" + UnicodeHazards.hex(scalar) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A Swift identifier for a Shade name. A name that is one is used as is, a keyword in
    /// backticks (`` `default` ``), and the few names backticks cannot make a member name
    /// (`Type`, `Protocol`, `self`, `Self`, `_`) get a trailing underscore (`Type_`). Any other
    /// name is spelled out from its words: runs of letters, digits, `_` and the marks that follow
    /// them (the scalars Swift allows in identifiers, never a control or bidi control), each word
    /// after the first capitalized (`fg-default` → `fgDefault`), `_` before a leading digit or
    /// when nothing is left (`0` → `_0`). ``isSpelledOut(_:)`` tells the two apart.
    package static func identifier(_ name: String) -> String {
        // Most names are ASCII letters, digits and `_`, which need no scalar decoded: for those
        // bytes `isHead` and `isContinuation` are plain ranges. Anything else takes the scalars.
        switch asciiIdentifier(name) {
        case true?: return name  // a digit: no keyword and no reserved member has one
        case false?: break
        case nil:
            let scalars = name.unicodeScalars
            guard let first = scalars.first, isHead(first), scalars.allSatisfy(isContinuation) else {
                return spelledOut(name)
            }
            if name.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return name }
        }
        if reservedMembers.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// For a name of ASCII letters, digits and `_` that does not start with a digit: whether it
    /// has a digit. Nil for any other name.
    private static func asciiIdentifier(_ name: String) -> Bool? {
        name.withUTF8Bytes { bytes -> Bool? in
            guard !bytes.isEmpty else { return nil }
            var hasDigit = false
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                    continue
                case UInt8(ascii: "0")...UInt8(ascii: "9") where index > 0:
                    hasDigit = true
                default:
                    return nil
                }
            }
            return hasDigit
        }
    }

    /// Whether ``identifier(_:)`` spells `name` out from its words instead of writing it (in
    /// backticks, or with an underscore) as it is.
    package static func isSpelledOut(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        guard let first = scalars.first else { return true }
        return !(isHead(first) && scalars.allSatisfy(isContinuation))
    }

    /// Whether ``identifier(_:)`` drops scalars of `name` that are not word separators (`-`,
    /// space, `.`): an emoji, a control, other punctuation, a mark with no word to follow. Such a
    /// name has no Swift spelling of its own (`🎨accent` → `accent`); `fg-default` → `fgDefault`
    /// keeps every scalar that carries meaning.
    package static func losesScalars(_ name: String) -> Bool {
        // ASCII letters, digits, `_` and the separators: nothing to lose (most names; no tables).
        if name.utf8.allSatisfy({ byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: " "),
                UInt8(ascii: "."):
                true
            default: false
            }
        }) {
            return false
        }
        return isSpelledOut(name) && words(of: name).lost
    }

    /// The separators a spelled-out name drops by rule: its words are joined in camel case instead.
    private static let separators: Set<Unicode.Scalar> = ["-", " ", "."]

    /// The words of `name` (runs of identifier scalars), and whether a scalar that is not a
    /// separator was dropped between them.
    private static func words(of name: String) -> (words: [String], lost: Bool) {
        var words: [String] = []
        var lost = false
        var word = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if isHead(scalar) || (isContinuation(scalar) && (!word.isEmpty || !isMark(scalar))) {
                word.append(scalar)
                continue
            }
            if !separators.contains(scalar) { lost = true }
            if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return (words, lost)
    }

    /// The words of `name` joined, each after the first capitalized, made an identifier.
    private static func spelledOut(_ name: String) -> String {
        let words = words(of: name).words
        var result = words.enumerated().map { index, word in
            index == 0 ? word : capitalized(word)
        }.joined()
        if !(result.unicodeScalars.first.map(isHead) ?? false) { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : reservedMembers.contains(result) ? result + "_" : result
    }

    /// The word with its first scalar uppercased where that stays one identifier scalar.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let upper = String(first).uppercased().unicodeScalars
        guard upper.allSatisfy(isHead) else { return word }
        return String(String.UnicodeScalarView(upper + word.unicodeScalars.dropFirst()))
    }
}

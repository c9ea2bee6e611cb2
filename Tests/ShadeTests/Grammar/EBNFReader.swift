import Foundation

/// A problem in the EBNF text itself.
struct EBNFSyntaxError: Error, CustomStringConvertible {
    var description: String
}

/// Reads ISO/IEC 14977 EBNF: `name = a , b | [ c ] - d ;` with `{ }`, `( )`, `n *`, quoted
/// terminals, `(* nested comments *)` and the special sequences `? any character ?` and `? U+XXXX ?`.
/// Meta-identifiers are letters, digits and hyphens.
struct EBNFReader {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// All rules of `text`; a name defined twice is an error.
    static func read(_ text: String) throws(EBNFSyntaxError) -> EBNFGrammar {
        var reader = EBNFReader(text)
        var rules: [String: EBNFTerm] = [:]
        var names: [String] = []
        while try reader.skipSpaceAndComments() {
            let name = try reader.readIdentifier()
            try reader.expect("=")
            let body = try reader.readChoice()
            try reader.expect(";")
            guard rules.updateValue(body, forKey: name) == nil else {
                throw reader.error("rule '\(name)' defined twice")
            }
            names.append(name)
        }
        return EBNFGrammar(rules: rules, names: names)
    }

    // MARK: Terms, loosest first

    private mutating func readChoice() throws(EBNFSyntaxError) -> EBNFTerm {
        var terms = [try readSequence()]
        while try peek("|") { position += 1; terms.append(try readSequence()) }
        return terms.count == 1 ? terms[0] : .choice(terms)
    }

    private mutating func readSequence() throws(EBNFSyntaxError) -> EBNFTerm {
        var terms = [try readException()]
        while try peek(",") { position += 1; terms.append(try readException()) }
        return terms.count == 1 ? terms[0] : .sequence(terms)
    }

    private mutating func readException() throws(EBNFSyntaxError) -> EBNFTerm {
        let term = try readFactor()
        guard try peek("-") else { return term }
        position += 1
        return .exception(term, except: try readFactor())
    }

    private mutating func readFactor() throws(EBNFSyntaxError) -> EBNFTerm {
        _ = try skipSpaceAndComments()
        guard position < scalars.count, ("0"..."9").contains(scalars[position]) else { return try readPrimary() }
        var count = 0
        while position < scalars.count, let digit = Int(String(scalars[position])) {
            count = count * 10 + digit
            position += 1
        }
        try expect("*")
        return .repeated(count, try readPrimary())
    }

    private mutating func readPrimary() throws(EBNFSyntaxError) -> EBNFTerm {
        _ = try skipSpaceAndComments()
        guard position < scalars.count else { throw error("expected a term, found the end") }
        let opening = scalars[position]
        switch opening {
        case "\"", "'":
            return .terminal(try readDelimited(by: opening, what: "terminal"))
        case "?":
            return .special(try readSpecial())
        case "[", "{", "(":
            position += 1
            let inner = try readChoice()
            try expect(opening == "[" ? "]" : opening == "{" ? "}" : ")")
            return opening == "[" ? .optional(inner) : opening == "{" ? .repetition(inner) : inner
        default:
            return .reference(try readIdentifier())
        }
    }

    private mutating func readSpecial() throws(EBNFSyntaxError) -> EBNFSpecial {
        let text = try readDelimited(by: "?", what: "special sequence").trimmingCharacters(in: .whitespaces)
        if text == "any character" { return .anyCharacter }
        if text.hasPrefix("U+"), let value = UInt32(text.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
            return .scalar(scalar)
        }
        throw error("unknown special sequence '? \(text) ?'")
    }

    // MARK: Lexical pieces of EBNF

    private mutating func readDelimited(by quote: Unicode.Scalar, what: String) throws(EBNFSyntaxError) -> String {
        let start = position + 1
        guard let end = scalars[start...].firstIndex(of: quote) else { throw error("unterminated \(what)") }
        position = end + 1
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        guard !text.isEmpty else { throw error("empty \(what)") }
        return text
    }

    private mutating func readIdentifier() throws(EBNFSyntaxError) -> String {
        _ = try skipSpaceAndComments()
        var name = ""
        while position < scalars.count, scalars[position].isIdentifierPart {
            name.unicodeScalars.append(scalars[position])
            position += 1
        }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else {
            throw error("expected a rule name")
        }
        return name
    }

    private mutating func expect(_ symbol: Unicode.Scalar) throws(EBNFSyntaxError) {
        guard try peek(symbol) else { throw error("expected '\(symbol)'") }
        position += 1
    }

    /// Whether the next significant character is `symbol`; does not consume it.
    private mutating func peek(_ symbol: Unicode.Scalar) throws(EBNFSyntaxError) -> Bool {
        try skipSpaceAndComments() && scalars[position] == symbol
    }

    /// Skips white space and (nested) comments; false at the end of the text.
    private mutating func skipSpaceAndComments() throws(EBNFSyntaxError) -> Bool {
        while position < scalars.count {
            if scalars[position].properties.isWhitespace {
                position += 1
            } else if startsWith("(*") {
                let start = position
                var depth = 0
                repeat {
                    if startsWith("(*") {
                        depth += 1; position += 2
                    } else if startsWith("*)") {
                        depth -= 1; position += 2
                    } else {
                        position += 1
                    }
                } while depth > 0 && position < scalars.count
                if depth > 0 { position = start; throw error("unterminated comment") }
            } else {
                return true
            }
        }
        return false
    }

    private func startsWith(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return scalars[position...].starts(with: wanted)
    }

    private func error(_ message: String) -> EBNFSyntaxError {
        let line = scalars[..<min(position, scalars.count)].filter { $0 == "\n" }.count + 1
        return EBNFSyntaxError(description: "shade.ebnf line \(line): \(message)")
    }
}

private extension Unicode.Scalar {
    var isIdentifierPart: Bool { properties.isAlphabetic || ("0"..."9").contains(self) || self == "-" }
}

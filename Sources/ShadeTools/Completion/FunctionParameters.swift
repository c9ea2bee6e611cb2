import ShadeCore
import ShadeSyntax

/// The parameters in scope at the cursor: inside the body of a `fn`, found from the text alone
/// (a body being typed does not parse yet), each with its type.
package enum FunctionParameters {
    /// The words that start a declaration at the beginning of a line: a body ends before them.
    static let declarationStarts: Set<String> = Set(ValueType.allCases.map(\.rawValue))
        .union([
            "group", "fn", "import", "assert", "axis", "when", "style", "component", "private", "appearances", "}",
            "@deprecated", "@dtcg"
        ])

    /// The parameters (name and type) of the `fn` whose body holds `offset` (UTF-8, in `bytes`),
    /// when there is one; 50 lines up at most.
    package static func around(_ offset: Int, in bytes: [UInt8]) -> [(name: String, type: String)] {
        let cursor = min(max(offset, 0), bytes.count)
        var lineStart = NameBytes.lineStart(of: cursor, in: bytes)
        var lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        for _ in 0..<50 {
            let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
            let first = words.first.map(String.init) ?? ""
            if first == "fn" || (first == "private" && words.dropFirst().first == "fn") {
                guard let open = text.firstIndex(of: "("), let close = matchingParenthesis(in: text, from: open) else {
                    return []
                }
                // In the body: past the parameter list (on the `fn` line, after its `)`).
                if cursor <= lineEnd, text.utf8.distance(from: text.startIndex, to: close) >= cursor - lineStart {
                    return []
                }
                return parameters(text[text.index(after: open)..<close])
            }
            if declarationStarts.contains(first) || lineStart == 0 { return [] }
            lineEnd = lineStart - 1
            lineStart = NameBytes.lineStart(of: lineEnd, in: bytes)
        }
        return []
    }

    /// The `)` closing the `(` at `open` on the same line.
    static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// `c: color, by: number = 0.5` → `[c: color, by: number = 0.5]`: split at the commas outside
    /// parentheses, each part without its surrounding white space.
    static func split(_ list: Substring) -> [String] {
        var parts: [String] = [], depth = 0, current = ""
        for character in list {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmed)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmed)
        return parts
    }

    /// `c: color, by: number = 0.5` → `[(c, color), (by, number)]`.
    private static func parameters(_ list: Substring) -> [(name: String, type: String)] {
        split(list).compactMap { part in
            let pieces = part.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { return nil }
            let name = pieces[0].trimmed
            let type = pieces[1].split(separator: "=").first.map(\.trimmed) ?? ""
            return name.isEmpty ? nil : (name, type)
        }
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    fileprivate var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

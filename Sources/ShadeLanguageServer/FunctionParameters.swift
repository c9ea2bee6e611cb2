import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// The parameters in scope at the cursor: inside the body of a `fn`, found from the text alone
/// (a body being typed does not parse yet), each with its type.
enum FunctionParameters {
    /// The words that start a declaration at the beginning of a line: a body ends before them.
    static let declarationStarts: Set<String> = Set(ValueType.allCases.map(\.rawValue))
        .union([
            "group", "fn", "import", "assert", "axis", "when", "style", "component", "private", "appearances", "}",
            "@deprecated", "@dtcg"
        ])

    /// The parameters (name and type) of the `fn` whose body holds the cursor, when there is one.
    static func around(line cursorLine: Int, character: Int, in lines: LineTable) -> [(name: String, type: String)] {
        var line = cursorLine
        while line >= 0, cursorLine - line < 50 {
            let text = String(decoding: lines.lineBytes(line), as: UTF8.self)
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
            let first = words.first.map(String.init) ?? ""
            if first == "fn" || (first == "private" && words.dropFirst().first == "fn") {
                guard let open = text.firstIndex(of: "("), let close = matchingParenthesis(in: text, from: open) else {
                    return []
                }
                // In the body: past the parameter list (on the `fn` line, after its `)`).
                if line == cursorLine, text.utf16.distance(from: text.startIndex, to: close) >= character { return [] }
                return parameters(String(text[text.index(after: open)..<close]))
            }
            if declarationStarts.contains(first) { return [] }
            line -= 1
        }
        return []
    }

    /// The `)` closing the `(` at `open` on the same line.
    private static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// `c: color, by: number = 0.5` → `[(c, color), (by, number)]`.
    private static func parameters(_ list: String) -> [(name: String, type: String)] {
        var parts: [String] = [], depth = 0, current = ""
        for character in list {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            let pieces = part.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { return nil }
            let name = pieces[0].trimmingCharacters(in: " \t")
            let type = pieces[1].split(separator: "=").first.map { $0.trimmingCharacters(in: " \t") } ?? ""
            return name.isEmpty ? nil : (name, type)
        }
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

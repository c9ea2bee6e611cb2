/// The tabular renderings: aligned text, GitHub markdown and RFC 4180 CSV.
enum TextTableRenderer {
    static func header(_ theme: Theme, _ columns: [Int]) -> [String] {
        ["token", "type"] + columns.map { theme.appearances[$0].name }
    }

    static func rows(_ theme: Theme, _ columns: [Int]) -> [[Value?]] {
        theme.tokens.indices.map { index in columns.map { theme.tokens.value(at: index, column: $0) } }
    }

    /// Aligned columns separated by two spaces; with `swatches`, a true-color block before each color.
    static func table(_ theme: Theme, columns: [Int], swatches: Bool) -> String {
        let head = header(theme, columns)
        let cells = zip(theme.tokens, rows(theme, columns)).map { token, values in
            [token.name, token.type.rawValue] + values.map { $0?.cellText ?? "(error)" }
        }
        var widths = head.map(\.count)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        let swatchWidth = swatches ? 3 : 0
        func line(_ row: [String], values: [Value?]?) -> String {
            var text = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { text += "  " }
                if index >= 2, swatches {
                    if let values, case let .color(color) = values[index - 2] {
                        let (r, g, b, _) = color.bytes
                        text += "\u{1B}[48;2;\(r);\(g);\(b)m  \u{1B}[0m "
                    } else {
                        text += String(repeating: " ", count: swatchWidth)
                    }
                }
                text += index == row.count - 1 ? cell : cell.padding(to: widths[index])
            }
            return text
        }
        var lines = [line(head, values: nil)]
        for (row, values) in zip(cells, rows(theme, columns)) { lines.append(line(row, values: values)) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func markdown(_ theme: Theme, columns: [Int]) -> String {
        func escape(_ cell: String) -> String { cell.replacingOccurrences(of: "|", with: "\\|") }
        let head = header(theme, columns)
        var lines = ["| " + head.map(escape).joined(separator: " | ") + " |",
                     "|" + head.map { _ in " --- " }.joined(separator: "|") + "|"]
        for (token, values) in zip(theme.tokens, rows(theme, columns)) {
            let cells = [token.name, token.type.rawValue] + values.map { $0?.cellText ?? "(error)" }
            lines.append("| " + cells.map(escape).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180: CRLF line ends; fields with a comma, quote or line break are quoted, quotes doubled.
    static func csv(_ theme: Theme, columns: [Int]) -> String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var lines = [header(theme, columns).map(field).joined(separator: ",")]
        for (token, values) in zip(theme.tokens, rows(theme, columns)) {
            lines.append(([token.name, token.type.rawValue] + values.map { $0?.cellText ?? "" }).map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

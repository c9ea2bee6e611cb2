import ShadeCore
import ShadeSyntax

/// The tabular renderings: aligned text, GitHub markdown and RFC 4180 CSV.
enum TextTableRenderer {
    package static func header(_ theme: Theme, _ columns: [Int]) -> [String] {
        ["token", "type"] + columns.map { theme.appearances[$0].name }
    }

    package static func rows(_ theme: Theme, _ columns: [Int]) -> [[Value?]] {
        theme.tokens.indices.map { index in columns.map { theme.tokens.value(at: index, column: $0) } }
    }

    /// A token's cells in `columns`: `(error)` for a token with an error, `(absent)` where a token
    /// declared in a `when` block does not exist.
    static func valueCells(_ token: ThemeToken, _ values: [Value?], _ columns: [Int]) -> [String] {
        zip(values, columns).map { value, column in
            value?.cellText ?? (token.presence.isEmpty || token.presence[column] ? "(error)" : "(absent)")
        }
    }

    /// Aligned columns separated by two spaces; with `swatches`, a true-color block before each color.
    /// A theme that declares components continues with a section per component and context.
    package static func table(_ theme: Theme, columns: [Int], swatches: Bool) -> String {
        let cells = zip(theme.tokens, rows(theme, columns)).map { token, values in
            [token.name, token.type.rawValue] + valueCells(token, values, columns)
        }
        return aligned(head: header(theme, columns), cells: cells, values: rows(theme, columns), swatches: swatches)
            + styleSections(theme, columns: columns, swatches: swatches)
    }

    /// Rows of cells aligned under `head`; the cells from the third on show `values`, with a
    /// swatch before each color when asked.
    package static func aligned(head: [String], cells: [[String]], values rowValues: [[Value?]], swatches: Bool)
        -> String
    {
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
        for (row, values) in zip(cells, rowValues) { lines.append(line(row, values: values)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A GitHub table of the tokens; a theme that declares components continues with a heading
    /// and a table per component and context.
    package static func markdown(_ theme: Theme, columns: [Int]) -> String {
        let cells = zip(theme.tokens, rows(theme, columns)).map { token, values in
            [token.name, token.type.rawValue] + valueCells(token, values, columns)
        }
        return markdownTable(head: header(theme, columns), cells: cells)
            + markdownStyleSections(theme, columns: columns)
    }

    /// A GitHub table: the header, the divider, a line per row; each cell escaped by
    /// ``MarkdownEscaping/tableCell(_:)``.
    static func markdownTable(head: [String], cells: [[String]]) -> String {
        let escape = MarkdownEscaping.tableCell
        var lines = [
            "| " + head.map(escape).joined(separator: " | ") + " |",
            "|" + head.map { _ in " --- " }.joined(separator: "|") + "|"
        ]
        for row in cells { lines.append("| " + row.map(escape).joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180: CRLF line ends, each field escaped by ``CSVEscaping/cell(_:)``.
    /// A theme that declares components continues, after an empty line, with a second table.
    package static func csv(_ theme: Theme, columns: [Int]) -> String {
        var lines = [csvRow(header(theme, columns))]
        for (token, values) in zip(theme.tokens, rows(theme, columns)) {
            lines.append(csvRow([token.name, token.type.rawValue] + values.map { $0?.cellText ?? "" }))
        }
        return lines.joined(separator: "\r\n") + "\r\n" + csvStyleSection(theme, columns: columns)
    }

    /// One CSV record, without its line end.
    static func csvRow(_ fields: [String]) -> String {
        fields.map(CSVEscaping.cell).joined(separator: ",")
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

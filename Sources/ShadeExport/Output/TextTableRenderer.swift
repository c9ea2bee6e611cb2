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
        let bytes = ByteWriter.array(capacity: 64 + theme.tokens.count * (24 + 12 * columns.count)) { out in
            writeTable(theme, columns: columns, swatches: swatches, to: &out)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes ``table(_:columns:swatches:)``'s text into `out`, a line at a time. The cells are
    /// read from the theme where they lie, once for the widths and once for the lines: no token,
    /// row or line is built.
    package static func writeTable(_ theme: Theme, columns: [Int], swatches: Bool, to out: inout ByteWriter) {
        let tokens = theme.tokens
        writeAligned(
            head: header(theme, columns), rowCount: tokens.count,
            cell: { row, position in
                switch position {
                case 0: tokens.name(at: row)
                case 1: tokens.type(at: row).rawValue
                default: valueCell(tokens, row, columns[position - 2])
                }
            },
            value: { row, position in tokens.value(at: row, column: columns[position]) }, swatches: swatches, to: &out)
        out.append(utf8: styleSections(theme, columns: columns, swatches: swatches))
    }

    /// The cell of the token at `row` in the theme's `column`th column: `(error)` for a token with
    /// an error, `(absent)` where a token declared in a `when` block does not exist.
    static func valueCell(_ tokens: Theme.Tokens, _ row: Int, _ column: Int) -> String {
        if let value = tokens.value(at: row, column: column) { return value.cellText }
        return !tokens.isPartial(at: row) || tokens.isPresent(at: row, column: column) ? "(error)" : "(absent)"
    }

    /// Rows of cells aligned under `head`; the cells from the third on show `values`, with a
    /// swatch before each color when asked.
    package static func aligned(head: [String], cells: [[String]], values rowValues: [[Value?]], swatches: Bool)
        -> String
    {
        let bytes = ByteWriter.array(capacity: 64) { out in
            writeAligned(
                head: head, rowCount: cells.count, cell: { cells[$0][$1] }, value: { rowValues[$0][$1] },
                swatches: swatches, to: &out)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `rowCount` rows aligned under `head` into `out`: `cell(row, position)` is a row's
    /// text in each of `head`'s columns, `value(row, position)` the value the `position`th
    /// value column (the third column on) shows, for its swatch. A cell's width is its number of
    /// characters, as the terminal shows them.
    static func writeAligned(
        head: [String], rowCount: Int, cell: (Int, Int) -> String, value: (Int, Int) -> Value?, swatches: Bool,
        to out: inout ByteWriter
    ) {
        var widths = head.map(\.count)
        for row in 0..<rowCount {
            for position in widths.indices { widths[position] = max(widths[position], cell(row, position).count) }
        }
        func line(_ cells: (Int) -> String, row: Int?, to out: inout ByteWriter) {
            for position in widths.indices {
                let text = cells(position)
                if position > 0 { out.append("  ") }
                if position >= 2, swatches {
                    if let row, case let .color(color) = value(row, position - 2) {
                        let (r, g, b, _) = color.bytes
                        out.append(utf8: "\u{1B}[48;2;\(r);\(g);\(b)m  \u{1B}[0m ")
                    } else {
                        out.append("   ")
                    }
                }
                out.append(utf8: text)
                if position < widths.count - 1 { appendSpaces(widths[position] - text.count, to: &out) }
            }
            out.append(UInt8(ascii: "\n"))
        }
        line({ head[$0] }, row: nil, to: &out)
        for row in 0..<rowCount { line({ cell(row, $0) }, row: row, to: &out) }
    }

    /// `count` spaces (none when `count` is not positive).
    private static func appendSpaces(_ count: Int, to out: inout ByteWriter) {
        guard count > 0 else { return }
        out.write(upTo: count) { start in
            start.update(repeating: UInt8(ascii: " "), count: count)
            return count
        }
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

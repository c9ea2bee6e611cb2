import ShadeCore
import ShadeSyntax

/// The tabular renderings: aligned text, GitHub markdown and RFC 4180 CSV.
enum TextTableRenderer {
    /// The header of the tokens' table: `token`, `type`, then the appearances.
    package static func header(_ theme: Theme, _ columns: [Int]) -> [String] {
        ["token", "type"] + columns.map { theme.appearances[$0].name }
    }

    /// Aligned columns separated by two spaces; with `swatches`, a true-color block before each
    /// color. A theme that declares components continues with a section per component and
    /// context. Written into `out` a line at a time. The cells are read from the theme where they
    /// lie into one flat array (the widths need them all before the first line): no token, row
    /// or line is built.
    static func writeTable(_ theme: Theme, columns: [Int], swatches: Bool, to out: inout ByteWriter) {
        let tokens = theme.tokens
        let head = header(theme, columns)
        var cells: [String] = []
        cells.reserveCapacity(tokens.count * head.count)
        for row in tokens.indices {
            for position in head.indices { cells.append(tokenCell(tokens, row, position, columns: columns)) }
        }
        writeAligned(
            head: head, rowCount: tokens.count, cell: { cells[$0 * head.count + $1] },
            value: { row, position in tokens.value(at: row, column: columns[position]) }, swatches: swatches, to: &out)
        out.append(utf8: styleSections(theme, columns: columns, swatches: swatches))
    }

    /// The cell of the token at `row` under the `position`th heading: its name, its type, then its
    /// value in each of `columns` (``valueCell(_:_:_:)``).
    static func tokenCell(_ tokens: Theme.Tokens, _ row: Int, _ position: Int, columns: [Int]) -> String {
        switch position {
        case 0: tokens.name(at: row)
        case 1: tokens.type(at: row).rawValue
        default: valueCell(tokens, row, columns[position - 2])
        }
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
        var widths = head.map(width)
        for row in 0..<rowCount {
            for position in widths.indices { widths[position] = max(widths[position], width(cell(row, position))) }
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
                if position < widths.count - 1 { appendSpaces(widths[position] - width(text), to: &out) }
            }
            out.append(UInt8(ascii: "\n"))
        }
        line({ head[$0] }, row: nil, to: &out)
        for row in 0..<rowCount { line({ cell(row, $0) }, row: row, to: &out) }
    }

    /// A cell's width: its number of characters, which for text in ASCII (nearly every cell) is
    /// its number of bytes, found without breaking it into characters.
    static func width(_ text: String) -> Int {
        for byte in text.utf8 where byte >= 0x80 { return text.count }
        return text.utf8.count
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
    static func writeMarkdown(_ theme: Theme, columns: [Int], to out: inout ByteWriter) {
        let tokens = theme.tokens
        writeMarkdownTable(head: header(theme, columns), rowCount: tokens.count, to: &out) { row, position in
            tokenCell(tokens, row, position, columns: columns)
        }
        out.append(utf8: markdownStyleSections(theme, columns: columns))
    }

    /// A GitHub table: the header, the divider, a line per row; each cell escaped by
    /// ``MarkdownEscaping/tableCell(_:)``.
    static func markdownTable(head: [String], cells: [[String]]) -> String {
        let bytes = ByteWriter.array(capacity: 64) { out in
            writeMarkdownTable(head: head, rowCount: cells.count, to: &out) { cells[$0][$1] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes ``markdownTable(head:cells:)``'s text into `out`: `cell(row, position)` is a row's
    /// text under each of `head`'s headings.
    private static func writeMarkdownTable(
        head: [String], rowCount: Int, to out: inout ByteWriter, cell: (Int, Int) -> String
    ) {
        writeMarkdownRow(count: head.count, to: &out) { head[$0] }
        out.append("|")
        for _ in head { out.append(" --- |") }
        out.append(UInt8(ascii: "\n"))
        for row in 0..<rowCount { writeMarkdownRow(count: head.count, to: &out) { cell(row, $0) } }
    }

    /// `| a | b |` and a line end, each of the `count` cells escaped by ``MarkdownEscaping/tableCell(_:)``.
    private static func writeMarkdownRow(count: Int, to out: inout ByteWriter, cell: (Int) -> String) {
        out.append("|")
        for position in 0..<count {
            out.append(" ")
            out.append(utf8: MarkdownEscaping.tableCell(cell(position)))
            out.append(" |")
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// RFC 4180: CRLF line ends, each field escaped by ``CSVEscaping/cell(_:)``; a value with an
    /// error, or where its token does not exist, is an empty field.
    /// A theme that declares components continues, after an empty line, with a second table.
    static func writeCSV(_ theme: Theme, columns: [Int], to out: inout ByteWriter) {
        let tokens = theme.tokens
        let head = header(theme, columns)
        writeCSVRecord(count: head.count, to: &out) { head[$0] }
        for row in tokens.indices {
            writeCSVRecord(count: head.count, to: &out) { position in
                switch position {
                case 0: tokens.name(at: row)
                case 1: tokens.type(at: row).rawValue
                default: tokens.value(at: row, column: columns[position - 2])?.cellText ?? ""
                }
            }
        }
        out.append(utf8: csvStyleSection(theme, columns: columns))
    }

    /// One CSV record of `count` fields and its line end.
    static func writeCSVRecord(count: Int, to out: inout ByteWriter, field: (Int) -> String) {
        for position in 0..<count {
            if position > 0 { out.append(",") }
            out.append(utf8: CSVEscaping.cell(field(position)))
        }
        out.append("\r\n")
    }
}

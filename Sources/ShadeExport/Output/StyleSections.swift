import ShadeCore
import ShadeSyntax

/// The component styles of a theme in the tabular renderings: after the tokens, a section per
/// component and context (``ComponentStyle/title``), one row per property with its values in the
/// chosen appearance columns. A theme that declares no component renders no section, so its
/// output is exactly the tokens table.
extension TextTableRenderer {
    /// The header of a section's table: `property`, `type`, then the appearances.
    static func styleHeader(_ theme: Theme, _ columns: [Int]) -> [String] {
        ["property", "type"] + columns.map { theme.appearances[$0].name }
    }

    /// A property's values in the chosen columns; nil where it has an error.
    package static func values(_ property: ThemeToken, _ columns: [Int]) -> [Value?] {
        columns.map { property.values.isEmpty ? nil : property.values[$0] }
    }

    /// A property's cells: its name, its type and its values (`error` for a value with an error).
    package static func cells(_ property: ThemeToken, _ columns: [Int], error: String) -> [String] {
        [property.name, property.type.rawValue] + values(property, columns).map { $0?.cellText ?? error }
    }

    /// For `table`: per section an empty line, the title, then the properties aligned as the tokens are.
    static func styleSections(_ theme: Theme, columns: [Int], swatches: Bool) -> String {
        theme.styles.map { style in
            "\n" + style.title.escapingControlCharacters + "\n"
                + aligned(
                    head: styleHeader(theme, columns),
                    cells: style.properties.map { cells($0, columns, error: "(error)") },
                    values: style.properties.map { values($0, columns) }, swatches: swatches)
        }.joined()
    }

    /// For `markdown`: per section a `##` heading with the title, then a table of the properties.
    static func markdownStyleSections(_ theme: Theme, columns: [Int]) -> String {
        theme.styles.map { style in
            "\n## " + style.title.escapingControlCharacters + "\n\n"
                + markdownTable(
                    head: styleHeader(theme, columns),
                    cells: style.properties.map { cells($0, columns, error: "(error)") })
        }.joined()
    }

    /// For `csv`: an empty line, then one table of every component's properties:
    /// `component,context,property,type,<appearances>`, a row per property of each context; the
    /// context is the containers nearest first, joined by `, ` (empty for the plain style).
    static func csvStyleSection(_ theme: Theme, columns: [Int]) -> String {
        let styles = theme.styles
        guard !styles.isEmpty else { return "" }
        let head = ["component", "context"] + styleHeader(theme, columns)
        let bytes = ByteWriter.array(capacity: 64) { out in
            out.append("\r\n")
            writeCSVRecord(count: head.count, to: &out) { head[$0] }
            for style in styles {
                for property in style.properties {
                    let fields =
                        [style.component, style.context.joined(separator: ", ")] + cells(property, columns, error: "")
                    writeCSVRecord(count: fields.count, to: &out) { fields[$0] }
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

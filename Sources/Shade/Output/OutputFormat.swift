/// The forms a resolved theme can be rendered in.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned columns, one per appearance.
    case table
    /// A GitHub table.
    case markdown
    /// RFC 4180, with a header row.
    case csv
    /// The stable JSON shape of DESIGN.md §3.
    case json
}

extension Theme {
    /// Renders the tokens in the chosen appearances (all by default).
    /// - Parameter swatches: for `table`, a true-color swatch before each color (terminals only).
    public func render(_ format: OutputFormat, appearances chosen: [Appearance]? = nil, swatches: Bool = false) -> String {
        let columns = chosen ?? appearances
        let positions = columns.compactMap { column in appearances.firstIndex(of: column) }
        switch format {
        case .json: return JSONRenderer.render(self, columns: positions)
        case .csv: return TextTableRenderer.csv(self, columns: positions)
        case .markdown: return TextTableRenderer.markdown(self, columns: positions)
        case .table: return TextTableRenderer.table(self, columns: positions, swatches: swatches)
        }
    }
}

extension Value {
    /// The value as an output cell: colors as hex, dimensions with their unit, strings bare,
    /// fonts as `Family 24pt bold`.
    var cellText: String {
        switch self {
        case let .string(text): text
        case let .font(font): "\(font.family) \(Value.format(font.size))\(font.unit.rawValue) \(font.weight.rawValue)"
        default: description
        }
    }
}

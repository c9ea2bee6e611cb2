import ShadeCore
import ShadeSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The forms a resolved theme can be rendered in.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned columns, one per appearance.
    case table
    /// A GitHub table.
    case markdown
    /// RFC 4180, with a header row.
    case csv
    /// The stable JSON shape of docs/exports.md, JSON shape.
    case json
}

extension Theme {
    /// Renders the tokens in the chosen appearances (all by default).
    /// - Parameter swatches: for `table`, a true-color swatch before each color (terminals only).
    public func render(_ format: OutputFormat, appearances chosen: [Appearance]? = nil, swatches: Bool = false)
        -> String
    {
        let positions = columnPositions(chosen)
        switch format {
        case .json:
            return JSONRenderer.render(self, columns: positions).withBytes { String(decoding: $0, as: UTF8.self) }
        case .csv: return TextTableRenderer.csv(self, columns: positions)
        case .markdown: return TextTableRenderer.markdown(self, columns: positions)
        case .table: return TextTableRenderer.table(self, columns: positions, swatches: swatches)
        }
    }

    /// Renders like ``render(_:appearances:swatches:)``, as UTF-8 bytes ready to write; JSON and
    /// the table are rendered straight into the returned buffer, with no intermediate string.
    public func renderData(_ format: OutputFormat, appearances chosen: [Appearance]? = nil, swatches: Bool = false)
        -> Data
    {
        switch format {
        case .json:
            return JSONRenderer.render(self, columns: columnPositions(chosen)).finishData()
        case .table:
            let columns = columnPositions(chosen)
            return Data(
                ByteWriter.array(capacity: 64 + tokens.count * (24 + 12 * columns.count)) { out in
                    TextTableRenderer.writeTable(self, columns: columns, swatches: swatches, to: &out)
                })
        case .csv, .markdown:
            return Data(render(format, appearances: chosen, swatches: swatches).utf8)
        }
    }

    /// Renders like ``render(_:appearances:swatches:)`` and hands the UTF-8 bytes to `sink` in
    /// pieces as they are made: a large theme's JSON or table is never held whole.
    public func write(
        _ format: OutputFormat, appearances chosen: [Appearance]? = nil, swatches: Bool = false,
        to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard format == .json || format == .table else {
            var text = render(format, appearances: chosen, swatches: swatches)
            text.withUTF8(sink)
            return
        }
        withoutActuallyEscaping(sink) { sink in
            var out = ByteWriter(capacity: 1 << 20, sink: sink)
            if format == .json {
                JSONRenderer.write(self, columns: columnPositions(chosen), to: &out)
            } else {
                TextTableRenderer.writeTable(self, columns: columnPositions(chosen), swatches: swatches, to: &out)
            }
            out.flush()
        }
    }

    private func columnPositions(_ chosen: [Appearance]?) -> [Int] {
        (chosen ?? appearances).compactMap { column in appearances.firstIndex(of: column) }
    }
}

extension Value {
    /// The value as an output cell: colors as hex, dimensions with their unit, strings bare,
    /// fonts as `Family 24pt bold`.
    /// Control characters are shown escaped (`\n`, `\u{1b}`): a cell is one line, and a theme's
    /// strings never drive the terminal that shows the table.
    package var cellText: String {
        switch self {
        case let .string(text): text.escapingControlCharacters
        case let .color(color): color.cellText
        case let .font(font):
            "\(font.family.escapingControlCharacters) \(Value.format(font.size))\(font.unit.rawValue) "
                + "\(font.weight.rawValue)"
        case .shadow, .border, .typography, .gradient: compositeDescription.escapingControlCharacters
        default: description
        }
    }
}

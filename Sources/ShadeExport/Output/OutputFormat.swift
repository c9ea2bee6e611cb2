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
        let columns = columnPositions(chosen)
        let bytes = ByteWriter.array(capacity: renderingCapacity(columns)) { out in
            write(format, columns: columns, swatches: swatches, to: &out)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders like ``render(_:appearances:swatches:)``, as UTF-8 bytes ready to write, rendered
    /// straight into the returned buffer, with no intermediate string or copy.
    public func renderData(_ format: OutputFormat, appearances chosen: [Appearance]? = nil, swatches: Bool = false)
        -> Data
    {
        let columns = columnPositions(chosen)
        var out = ByteWriter(capacity: renderingCapacity(columns))
        write(format, columns: columns, swatches: swatches, to: &out)
        return out.finishData()
    }

    /// Renders like ``render(_:appearances:swatches:)`` and hands the UTF-8 bytes to `sink` in
    /// pieces as they are made: a large theme's rendering is never held whole.
    public func write(
        _ format: OutputFormat, appearances chosen: [Appearance]? = nil, swatches: Bool = false,
        to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withoutActuallyEscaping(sink) { sink in
            var out = ByteWriter(capacity: 1 << 20, sink: sink)
            write(format, columns: columnPositions(chosen), swatches: swatches, to: &out)
            out.flush()
        }
    }

    /// Writes `format` of the tokens in `columns` into `out`: the one place every rendering,
    /// whether a string, a file's bytes or standard output, is made.
    private func write(_ format: OutputFormat, columns: [Int], swatches: Bool, to out: inout ByteWriter) {
        switch format {
        case .table: TextTableRenderer.writeTable(self, columns: columns, swatches: swatches, to: &out)
        case .markdown: TextTableRenderer.writeMarkdown(self, columns: columns, to: &out)
        case .csv: TextTableRenderer.writeCSV(self, columns: columns, to: &out)
        case .json: JSONRenderer.write(self, columns: columns, to: &out)
        }
    }

    /// Room for a rendering in `columns`, as a first guess (JSON's, the longest; room not written
    /// to costs no memory).
    private func renderingCapacity(_ columns: [Int]) -> Int {
        64 + tokens.count * (48 + 24 * columns.count)
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

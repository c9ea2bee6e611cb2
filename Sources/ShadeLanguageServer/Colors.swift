import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `textDocument/documentColor` and `colorPresentation`: the color literals, where editors draw
/// swatches (found once per version of a document), and the literal a picked color is written as.
struct ColorInformation: Codable, Hashable, Sendable {
    var range: DocumentRange
    var color: RGBA
}

/// The protocol's color: components from 0 to 1.
struct RGBA: Codable, Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
}

/// `{ textDocument, color, range }`.
struct ColorPresentationParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var color: RGBA
    var range: DocumentRange
}

/// A way to write a color.
struct ColorPresentation: Codable, Hashable, Sendable {
    var label: String
    var textEdit: TextEdit
}

extension ColorInformation {
    /// `colors` as JSON, written directly into bytes: JSONEncoder spent most of a documentColor
    /// answer on a theme of 10,000 literals. Components are clamped to 0–1, as the protocol's
    /// colors are, and written with six decimals at most: an editor draws a swatch from them,
    /// and 8-bit channels read back exactly (1/255 is 0.0039).
    static func json(_ colors: [ColorInformation]) -> [UInt8] {
        // An entry is at most 85 bytes of names and punctuation, four numbers of at most 20
        // digits and four components of at most 8 bytes: 200 bytes is never reached.
        let capacity = colors.count * 200 + 2
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var out = ByteCursor(buffer)
            out.append(UInt8(ascii: "["))
            for (index, entry) in colors.enumerated() {
                let (start, end, color) = (entry.range.start, entry.range.end, entry.color)
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(#"{"range":{"start":{"line":"#)
                out.integer(start.line)
                out.append(#","character":"#)
                out.integer(start.character)
                out.append(#"},"end":{"line":"#)
                out.integer(end.line)
                out.append(#","character":"#)
                out.integer(end.character)
                out.append(#"}},"color":{"red":"#)
                out.component(color.red)
                out.append(#","green":"#)
                out.component(color.green)
                out.append(#","blue":"#)
                out.component(color.blue)
                out.append(#","alpha":"#)
                out.component(color.alpha)
                out.append("}}")
            }
            out.append(UInt8(ascii: "]"))
            count = out.count
        }
    }

    /// A component as ``json(_:)`` writes it.
    static func component(_ value: Double, into out: inout [UInt8]) {
        out += [UInt8](unsafeUninitializedCapacity: 8) { buffer, count in
            var cursor = ByteCursor(buffer)
            cursor.component(value)
            count = cursor.count
        }
    }
}

/// Writes bytes into a buffer its caller made large enough.
private struct ByteCursor {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes in
            for byte in bytes { append(byte) }
        }
    }

    /// A line or character number (never negative), digit by digit.
    mutating func integer(_ value: Int) {
        guard value > 0 else { return append(UInt8(ascii: "0")) }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// A component in 0–1 with at most six decimals, trailing zeros dropped: `0`, `1`, `0.235294`.
    mutating func component(_ value: Double) {
        let millionths = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 1_000_000).rounded())
        if millionths == 1_000_000 { return append(UInt8(ascii: "1")) }
        append(UInt8(ascii: "0"))
        guard millionths > 0 else { return }
        var digits = millionths, width = 6
        while digits % 10 == 0 {
            digits /= 10
            width -= 1
        }
        append(UInt8(ascii: "."))
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(digits / divisor % 10))
            divisor /= 10
        }
    }
}

extension LanguageServer {
    func documentColors(_ parameters: DocumentParams) throws(ResponseError) -> [ColorInformation] {
        guard let document = workspace.document(parameters.textDocument.uri) else {
            throw ResponseError(.requestFailed, "'\(parameters.textDocument.uri)' is not open")
        }
        return workspace.colors(of: document) { document in
            let literals = ColorLiterals.literals(in: document.lines.bytes)
            // Starts and ends alternate in ascending order: their positions are found in one walk.
            let positions = document.lines.positions(ofAscending: literals.flatMap { [$0.start, $0.end] })
            return literals.enumerated().map { index, literal in
                let color = literal.color
                return ColorInformation(
                    range: DocumentRange(start: positions[2 * index], end: positions[2 * index + 1]),
                    color: RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
            }
        }
    }

    func colorPresentations(_ parameters: ColorPresentationParams) -> [ColorPresentation] {
        let rgba = parameters.color
        let hex = ThemeColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha).hex
        return [ColorPresentation(label: hex, textEdit: TextEdit(range: parameters.range, newText: hex))]
    }
}

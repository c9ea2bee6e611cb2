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
        var out: [UInt8] = []
        out.reserveCapacity(colors.count * 120 + 2)
        out.append(UInt8(ascii: "["))
        for (index, entry) in colors.enumerated() {
            let (start, end, color) = (entry.range.start, entry.range.end, entry.color)
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += #"{"range":{"start":{"line":"#.utf8
            integer(start.line, into: &out)
            out += #","character":"#.utf8
            integer(start.character, into: &out)
            out += #"},"end":{"line":"#.utf8
            integer(end.line, into: &out)
            out += #","character":"#.utf8
            integer(end.character, into: &out)
            out += #"}},"color":{"red":"#.utf8
            component(color.red, into: &out)
            out += #","green":"#.utf8
            component(color.green, into: &out)
            out += #","blue":"#.utf8
            component(color.blue, into: &out)
            out += #","alpha":"#.utf8
            component(color.alpha, into: &out)
            out += "}}".utf8
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    private static func integer(_ value: Int, into out: inout [UInt8]) {
        out += String(value).utf8
    }

    /// A component in 0–1 with at most six decimals, trailing zeros dropped: `0`, `1`, `0.235294`.
    static func component(_ value: Double, into out: inout [UInt8]) {
        let millionths = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 1_000_000).rounded())
        if millionths == 1_000_000 { return out.append(UInt8(ascii: "1")) }
        out.append(UInt8(ascii: "0"))
        guard millionths > 0 else { return }
        var digits = millionths, width = 6
        while digits % 10 == 0 {
            digits /= 10
            width -= 1
        }
        out.append(UInt8(ascii: "."))
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(digits / divisor % 10))
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
            let lines = LineTable(document.text)
            return ColorLiterals.find(in: document.text).map { found in
                let color = found.color
                return ColorInformation(
                    range: lines.range(of: found.location),
                    color: RGBA(
                        red: color.red, green: color.green, blue: color.blue,
                        alpha: color.alpha))
            }
        }
    }

    func colorPresentations(_ parameters: ColorPresentationParams) -> [ColorPresentation] {
        let rgba = parameters.color
        let hex = ThemeColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha).hex
        return [ColorPresentation(label: hex, textEdit: TextEdit(range: parameters.range, newText: hex))]
    }
}

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
    /// `colors` as JSON, written directly: JSONEncoder spent most of a documentColor answer on a
    /// theme of 10,000 literals. Every number is finite (``ColorLiterals`` finds no other).
    static func json(_ colors: [ColorInformation]) -> [UInt8] {
        var text = "["
        text.reserveCapacity(colors.count * 160)
        for (index, entry) in colors.enumerated() {
            let (start, end, color) = (entry.range.start, entry.range.end, entry.color)
            if index > 0 { text += "," }
            text += "{\"range\":{\"start\":{\"line\":\(start.line),\"character\":\(start.character)},"
            text += "\"end\":{\"line\":\(end.line),\"character\":\(end.character)}},"
            text += "\"color\":{\"red\":\(color.red),\"green\":\(color.green),\"blue\":\(color.blue),"
            text += "\"alpha\":\(color.alpha)}}"
        }
        return Array((text + "]").utf8)
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

import ShadeCore
import ShadeSyntax

extension JSONRenderer {
    /// A composite in the shapes of DTCG (docs/exports.md, JSON shape): a shadow a list of layers `{"color",
    /// "offsetX", "offsetY", "blur", "spread", "inset"}`, a border `{"color", "width", "style"}`,
    /// typography `{"fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"}`, a
    /// gradient a list of `{"color", "position"}`; colors hex strings, dimensions strings with units.
    static func appendComposite(_ value: Value, to out: inout ByteWriter) {
        func field(_ name: String, first: Bool = false) {
            out.append(utf8: first ? "{\"\(name)\": " : ", \"\(name)\": ")
        }
        func length(_ length: Value.Length) { out.append(jsonLiteral: length.description) }
        switch value {
        case let .shadow(shadow):
            out.append(UInt8(ascii: "["))
            for (index, layer) in shadow.layers.enumerated() {
                if index > 0 { out.append(", ") }
                field("color", first: true)
                appendHex(layer.color, to: &out)
                field("offsetX")
                length(layer.offsetX)
                field("offsetY")
                length(layer.offsetY)
                field("blur")
                length(layer.blur)
                field("spread")
                length(layer.spread)
                field("inset")
                out.append(layer.inset ? "true}" : "false}")
            }
            out.append(UInt8(ascii: "]"))
        case let .border(border):
            field("color", first: true)
            appendHex(border.color, to: &out)
            field("width")
            length(border.width)
            field("style")
            out.append(jsonLiteral: border.style.rawValue)
            out.append(UInt8(ascii: "}"))
        case let .typography(type):
            field("fontFamily", first: true)
            out.append(jsonLiteral: type.fontFamily)
            field("fontSize")
            length(type.fontSize)
            field("fontWeight")
            out.append(utf8: String(type.fontWeight))
            field("lineHeight")
            out.append(utf8: Value.format(type.lineHeight))
            field("letterSpacing")
            length(type.letterSpacing)
            out.append(UInt8(ascii: "}"))
        case let .gradient(gradient):
            out.append(UInt8(ascii: "["))
            for (index, stop) in gradient.stops.enumerated() {
                if index > 0 { out.append(", ") }
                field("color", first: true)
                appendHex(stop.color, to: &out)
                field("position")
                out.append(utf8: Value.format(stop.position))
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        default:
            out.append(jsonLiteral: value.description)
        }
    }
}

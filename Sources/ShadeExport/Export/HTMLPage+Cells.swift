import ShadeCore
import ShadeSyntax

/// A value's cell in the swatch sheet: a sample, then the value as text. A color is a swatch
/// (``colorCell(_:)``); a length a bar, two pixels per unit; a duration a clock face filled for
/// its share of a second; a font and a typography a line set in them; a shadow and a border a
/// card on the page color of the column's appearance (dark in a dark one); a gradient a strip.
extension HTMLPage {
    func cell(_ value: Value, dark: Bool) -> String {
        if case let .color(color) = value {
            var bytes = ByteWriter(capacity: 256)
            Self.colorCell(color, into: &bytes)
            return bytes.withBytes { String(decoding: $0, as: UTF8.self) }
        }
        let shown = "<code>\(escape(value.description))</code>"
        switch value {
        case let .dimension(number, unit) where unit.isTime:
            let seconds = unit == .s ? number : number / 1000
            let turn = Value.format((min(max(seconds, 0), 1) * 1000).rounded() / 1000)
            return "<span class=\"clock\" style=\"--turn: \(turn)\" title=\"a clock face: one turn is a second\">"
                + "</span><span class=\"t\">\(shown)</span>"
        case let .dimension(number, _):
            return "<span class=\"bar\" style=\"width: \(Value.format(min(max(number * 2, 2), 400)))px\"></span>"
                + shown
        case let .font(font):
            let family = attribute(CSSValues.string(font.family))
            let size = Value.format(min(font.size, 32))
            return "<span class=\"font\" style=\"font: \(CSSValues.weight(font.weight)) \(size)px \(family), "
                + "sans-serif\">The quick brown fox</span>\(shown)"
        default:
            return compositeSample(value, dark: dark).map { $0 + shown } ?? shown
        }
    }

    /// A sample of a composite, styled inline by its CSS form. Nil for other values.
    private func compositeSample(_ value: Value, dark: Bool) -> String? {
        let css = attribute(CSSValues.compositeText(of: value))
        switch value {
        case .shadow:
            return "<span class=\"stage\(dark ? " dark" : "")\"><span style=\"box-shadow: \(css)\"></span></span>"
        case .border:
            return "<span class=\"stage\(dark ? " dark" : "")\"><span style=\"border: \(css)\"></span></span>"
        case .gradient:
            return "<span class=\"box strip\" style=\"background: linear-gradient(to right, \(css.dropFirst(16))\">"
                + "</span>"
        case let .typography(type):
            let spacing = attribute(CSSValues.length(type.letterSpacing))
            return "<span class=\"font\" style=\"font: \(css), sans-serif; letter-spacing: \(spacing)\">"
                + "The quick brown fox</span>"
        default: return nil
        }
    }
}

/// A color's cell in the swatch sheet: the swatch, the hex an sRGB screen shows, and for a color
/// written in another space the form it was written in (`oklch(0.6, 0.1, 250)`). One that an sRGB
/// screen cannot show (outside sRGB, docs/color.md) is marked "outside sRGB": its swatch paints
/// the mapped hex, and on a screen that takes Display P3 (`@media (color-gamut: p3)`) the color
/// mapped into P3.
extension HTMLPage {
    /// The cell of `color`, appended to `text`: written piece by piece, as most cells are colors.
    static func colorCell(_ color: ThemeColor, into text: inout ByteWriter) {
        let hex = color.hex
        let written = color.constructorName == nil ? nil : HTMLEscaping.text(color.source)
        guard color.isMappedForSRGB else {
            text.append(utf8: "<span class=\"swatch\"><span style=\"background: ")
            text.append(utf8: hex)
            text.append(utf8: "\"></span></span>")
            // The text beside the swatch: one line for a hex, a block of two for another space.
            guard let written else {
                text.append(utf8: "<code>")
                text.append(utf8: hex)
                text.append(utf8: "</code>")
                return
            }
            text.append(utf8: "<span class=\"t\"><code>")
            text.append(utf8: hex)
            text.append(utf8: "</code><code class=\"written\">")
            text.append(utf8: written)
            text.append(utf8: "</code></span>")
            return
        }
        let wide = HTMLEscaping.attribute(CSSWideGamut.displayP3(color))
        text +=
            "<span class=\"swatch\"><span class=\"wide\" style=\"--srgb: \(hex); --p3: \(wide)\"></span></span>"
        text.append(utf8: "<span class=\"t\"><code>\(hex)</code>")
        if let written { text += "<code class=\"written\">\(written)</code>" }
        text.append(
            utf8: "<span class=\"gamut\" title=\"outside sRGB: an sRGB screen shows \(hex), mapped by CSS Color 4; ")
        text.append(utf8: "a P3 screen shows \(wide)\">outside sRGB</span></span>")
    }
}

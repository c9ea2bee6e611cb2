import ShadeCore
import ShadeSyntax

/// A color's cell in the swatch sheet: the swatch, the hex an sRGB screen shows, and for a color
/// written in another space the form it was written in (`oklch(0.6, 0.1, 250)`). One that an sRGB
/// screen cannot show (outside sRGB, docs/color.md) is marked "outside sRGB": its swatch paints
/// the mapped hex, and on a screen that takes Display P3 (`@media (color-gamut: p3)`) the color
/// mapped into P3.
extension HTMLPage {
    static func colorCell(_ color: ThemeColor) -> String {
        let hex = color.hex
        let written =
            color.constructorName == nil ? "" : "<code class=\"written\">\(HTMLEscaping.text(color.source))</code>"
        guard color.isMappedForSRGB else {
            let swatch = "<span class=\"swatch\"><span style=\"background: \(hex)\"></span></span>"
            // The text beside the swatch: one line for a hex, a block of two for another space.
            return written.isEmpty
                ? swatch + "<code>\(hex)</code>" : swatch + "<span class=\"t\"><code>\(hex)</code>\(written)</span>"
        }
        let wide = HTMLEscaping.attribute(CSSWideGamut.displayP3(color))
        return "<span class=\"swatch\"><span class=\"wide\" style=\"--srgb: \(hex); --p3: \(wide)\"></span></span>"
            + "<span class=\"t\"><code>\(hex)</code>\(written)"
            + "<span class=\"gamut\" title=\"outside sRGB: an sRGB screen shows \(hex), mapped by CSS Color 4; "
            + "a P3 screen shows \(wide)\">outside sRGB</span></span>"
    }
}

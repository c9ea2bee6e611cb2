import ShadeCore
import ShadeSyntax

/// A color's cell in the swatch sheet. A color that an sRGB screen cannot show (written in
/// another space and outside sRGB, docs/color.md) is marked: its cell gives the mapped hex an sRGB
/// screen shows, the form it was written in and "outside sRGB"; its swatch paints the hex, and on
/// a screen that takes Display P3 (`@media (color-gamut: p3)`) the color mapped into P3.
extension HTMLPage {
    /// The swatch and value of a color; `shown` is its value as the other cells show it.
    static func colorCell(_ color: ThemeColor, shown: String) -> String {
        guard color.isMappedForSRGB else {
            return "<span class=\"swatch\"><span style=\"background: \(color.hex)\"></span></span>\(shown)"
        }
        let wide = escapeAttribute(CSSWideGamut.displayP3(color))
        return
            "<span class=\"swatch\"><span class=\"wide\" style=\"--srgb: \(color.hex); --p3: \(wide)\"></span></span>"
            + "<code>\(color.hex)</code> <code class=\"written\">\(HTMLEscaping.text(color.source))</code> "
            + "<span class=\"gamut\" title=\"outside sRGB: an sRGB screen shows \(color.hex), mapped by CSS Color 4; "
            + "a P3 screen shows \(wide)\">outside sRGB</span>"
    }

    /// The page's rules for marked colors: the swatch's sRGB value, its P3 value on a P3 screen,
    /// the written form and the mark.
    static let colorStyle = """
        .swatch > span.wide { background: var(--srgb); }
        @media (color-gamut: p3) { .swatch > span.wide { background: var(--p3); } }
        code.written { color: #6b6b73; }
        .gamut { font-size: 11px; font-weight: 700; padding: 1px 6px; border-radius: 8px; color: #8a4b00; background: #fdeccf; }
        """
}

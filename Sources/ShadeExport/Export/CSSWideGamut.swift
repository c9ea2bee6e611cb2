import ShadeCore
import ShadeSyntax

/// Wide gamut in the CSS export (docs/color.md, Where wide colors go). Every color keeps its sRGB
/// value (hex, gamut mapped by CSS Color 4) as the fallback; a token or component property whose
/// value, in any appearance, is a color written wide (in Display P3, OKLCH, Lab…, inside sRGB or
/// not) or lying outside sRGB is set again after the fallback rules, inside
/// `@media (color-gamut: p3)`, through the same selectors and conditions, with that color as
/// `color(display-p3 r g b)` (`/ a` below opaque).
///
/// The wide value is the color mapped into Display P3 (``ColorGamut/displayP3``), written in
/// `display-p3` whatever space it was written in (an `oklch(…)` too): the media query promises a
/// P3 screen, not a wider one, and a value inside P3 is shown as Shade computed it, not as each
/// browser would map an `oklch()` beyond P3.
enum CSSWideGamut {
    /// The media query the wide values are set under.
    static let media = "(color-gamut: p3)"

    /// Whether the token needs the wide block: a color written wide or that an sRGB output maps,
    /// in any appearance — the token's own, or one inside a shadow, border or gradient.
    static func needsWide(_ token: ExportedToken) -> Bool {
        token.values.contains { value in colors(in: value).contains(where: \.hasWideValue) }
    }

    /// The colors a value holds.
    package static func colors(in value: Value) -> [ThemeColor] {
        switch value {
        case let .color(color): [color]
        case let .shadow(shadow): shadow.layers.map(\.color)
        case let .border(border): [border.color]
        case let .gradient(gradient): gradient.stops.map(\.color)
        default: []
        }
    }

    /// `color(display-p3 r g b)`, or `color(display-p3 r g b / a)` below opaque, of the color
    /// mapped into Display P3.
    package static func displayP3(_ color: ThemeColor) -> String {
        let text = color.displayP3Components.map(number).joined(separator: " ")
        return "color(display-p3 " + text + (color.alpha < 1 ? " / " + number(max(color.alpha, 0)) : "") + ")"
    }

    /// A number in 0…1 with six decimals (a byte step is 0.0039), trailing zeros dropped, never
    /// in exponent notation: `0.5`, `1`, `0.000123`.
    package static func number(_ value: Double) -> String {
        var text = NumberText.fixed(value, digits: 6)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `text` (rules, one a line) inside `@media (color-gamut: p3) { … }`, indented; nothing for
    /// no text.
    static func wrap(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        let indented = text.split(separator: "\n").map { "  \($0)\n" }.joined()
        return "@media \(media) {\n\(indented)}\n"
    }
}

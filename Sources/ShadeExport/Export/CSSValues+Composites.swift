import ShadeCore
import ShadeSyntax

extension CSSValues {
    /// A length as CSS writes it: `pt` and `dp` as CSS pixels, `px`, `rem` and `em` as they are;
    /// a duration (`ms`, `s`) as it is.
    package static func length(_ length: Value.Length) -> String {
        switch length.unit {
        case .rem, .em, .ms, .s: length.description
        default: Value.format(length.value) + "px"
        }
    }

    /// A composite as the CSS property of its kind takes it: a shadow as `box-shadow` (layers
    /// comma-separated), a border as `border`, typography as the `font` shorthand
    /// (`400 16px/1.5 "Inter"`; letter spacing has no place in it), a gradient as `linear-gradient(…)`.
    /// Colors as ``color(_:gamut:)`` writes them.
    static func compositeText(of value: Value, gamut: ColorGamut = .srgb) -> String {
        switch value {
        case let .shadow(shadow):
            shadow.layers.map { layer in
                (layer.inset ? "inset " : "")
                    + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(length).joined(separator: " ")
                    + " " + color(layer.color, gamut: gamut)
            }.joined(separator: ", ")
        case let .border(border):
            "\(length(border.width)) \(border.style.rawValue) \(color(border.color, gamut: gamut))"
        case let .typography(type):
            "\(type.fontWeight) \(length(type.fontSize))/\(Value.format(type.lineHeight)) \(string(type.fontFamily))"
        case let .gradient(gradient):
            "linear-gradient("
                + gradient.stops.map { "\(color($0.color, gamut: gamut)) \(Value.format($0.position * 100))%" }.joined(
                    separator: ", ") + ")"
        default: text(of: value, gamut: gamut)
        }
    }
}

import ShadeCore
import ShadeSyntax

extension HTMLPage {
    /// A sample of a composite, styled inline by its CSS form: a card with the shadow, a box with
    /// the border, a strip of the gradient, a line in the typography. Nil for other values.
    static func compositeSample(_ value: Value) -> String? {
        let box =
            "display: inline-block; width: 40px; height: 28px; margin-right: 8px; vertical-align: middle; border-radius: 6px"
        let css = escapeAttribute(CSSValues.compositeText(of: value))
        switch value {
        case .shadow: return "<span style=\"\(box); background: #fff; box-shadow: \(css)\"></span>"
        case .border: return "<span style=\"\(box); border: \(css)\"></span>"
        case .gradient:
            return "<span style=\"\(box); background: linear-gradient(to right, \(css.dropFirst(16))\"></span>"
        case let .typography(type):
            let spacing = escapeAttribute(CSSValues.length(type.letterSpacing))
            return
                "<span style=\"margin-right: 8px; font: \(css), sans-serif; letter-spacing: \(spacing)\">The quick brown fox</span>"
        default: return nil
        }
    }

    /// Text for a double-quoted attribute: ``HTMLEscaping/attribute(_:)``.
    static func escapeAttribute(_ text: String) -> String { HTMLEscaping.attribute(text) }
}

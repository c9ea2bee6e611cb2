import ShadeSyntax

extension Value {
    /// A composite on one line, as CSS would write it: a shadow's layers `0 1px 2px 0 #00000033, …`,
    /// a border `1px solid #d0d7de`, typography `"Inter" 16px weight 400 line-height 1.5
    /// letter-spacing 0px`, a gradient's stops `#ffffff 0%, #000000 100%`.
    package var compositeDescription: String {
        switch self {
        case let .shadow(shadow): shadow.layers.map(\.description).joined(separator: ", ")
        case let .border(border): "\(border.width.description) \(border.style.rawValue) \(border.color.hex)"
        case let .typography(type):
            "\"\(type.fontFamily)\" \(type.fontSize.description) weight \(type.fontWeight) "
                + "line-height \(Value.format(type.lineHeight)) letter-spacing \(type.letterSpacing.description)"
        case let .gradient(gradient):
            gradient.stops.map { "\($0.color.hex) \(Value.format($0.position * 100))%" }.joined(separator: ", ")
        default: description
        }
    }

    /// The members of composites (`b.width`, `t.lineHeight`, `s.layers`), or nil when the value has none.
    func compositeMember(_ field: ValueField) -> Value? {
        switch (self, field) {
        case let (.shadow(shadow), .layers): .number(Double(shadow.layers.count))
        case let (.gradient(gradient), .stops): .number(Double(gradient.stops.count))
        case let (.border(border), .color): .color(border.color)
        case let (.border(border), .width): .dimension(border.width.value, border.width.unit)
        case let (.border(border), .style): .string(border.style.rawValue)
        case let (.typography(type), .family): .string(type.fontFamily)
        case let (.typography(type), .size): .dimension(type.fontSize.value, type.fontSize.unit)
        case let (.typography(type), .weight): .number(Double(type.fontWeight))
        case let (.typography(type), .lineHeight): .number(type.lineHeight)
        case let (.typography(type), .letterSpacing): .dimension(type.letterSpacing.value, type.letterSpacing.unit)
        default: nil
        }
    }

    /// `a + b` on composites: a shadow's layers or a gradient's stops put together, in order.
    package static func joined(_ left: Value, _ right: Value) -> Value? {
        switch (left, right) {
        case let (.shadow(a), .shadow(b)): .shadow(Value.Shadow(layers: a.layers + b.layers))
        case let (.gradient(a), .gradient(b)): .gradient(Value.ColorGradient(stops: a.stops + b.stops))
        default: nil
        }
    }
}

extension ValueField {
    /// The type of this member on a value of type `owner`, or nil when that type has no such member.
    package func type(on owner: ValueType) -> StaticType? {
        switch (owner, self) {
        case (.font, .family), (.font, .weight), (.typography, .family), (.border, .style): .string
        case (.font, .size), (.typography, .size), (.typography, .letterSpacing), (.border, .width): .anyDimension
        case (.typography, .weight), (.typography, .lineHeight), (.shadow, .layers), (.gradient, .stops): .number
        case (.border, .color): .color
        case (.color, .red), (.color, .green), (.color, .blue), (.color, .alpha), (.color, .hue),
            (.color, .saturation), (.color, .lightness):
            .number
        case (.color, _) where isViewComponent: .number
        default: nil
        }
    }
}

extension Value {
    /// The member `field` of this value (`f.size`, `c.alpha`), or nil when the value has none.
    package func member(_ field: ValueField) -> Value? {
        switch (self, field) {
        case let (.font(font), .family): return .string(font.family)
        case let (.font(font), .size): return .dimension(font.size, font.unit)
        case let (.font(font), .weight): return .string(font.weight.rawValue)
        case let (.color(color), .red): return .number(color.red * 255)
        case let (.color(color), .green): return .number(color.green * 255)
        case let (.color(color), .blue): return .number(color.blue * 255)
        case let (.color(color), .alpha): return .number(color.alpha)
        case let (.color(color), .hue): return .number(color.hsl.hue)
        case let (.color(color), .saturation): return .number(color.hsl.saturation)
        case let (.color(color), .lightness): return .number(color.hsl.lightness)
        case let (.color(color), field) where field.spaceComponent != nil:
            // A grey has no hue (CSS's `none`): it reads as 0.
            let (space, index) = field.spaceComponent!
            let component = space.vector(of: color)[index]
            return .number(component.isNaN ? 0 : component)
        case let (.color(color), field) where field.hctComponent != nil:
            let hct = color.hct
            return .number([hct.hue, hct.chroma, hct.tone][field.hctComponent!])
        default: return compositeMember(field)
        }
    }
}

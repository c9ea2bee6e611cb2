import ShadeSyntax

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

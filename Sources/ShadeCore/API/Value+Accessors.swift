import ShadeSyntax

/// Typed reading of a value: each accessor answers the payload when the value has that type,
/// and nil otherwise (`theme.value(of: "Semantic.overlay", in: dark)?.color`).
extension Value {
    /// The color, when the value is one.
    public var color: ThemeColor? {
        if case let .color(color) = self { return color }
        return nil
    }

    /// The number, when the value is one.
    public var number: Double? {
        if case let .number(number) = self { return number }
        return nil
    }

    /// The length and its unit, when the value is a dimension.
    public var dimension: (value: Double, unit: ValueType.Unit)? {
        if case let .dimension(value, unit) = self { return (value, unit) }
        return nil
    }

    /// The text, when the value is a string.
    public var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The truth value, when the value is a bool.
    public var bool: Bool? {
        if case let .bool(flag) = self { return flag }
        return nil
    }

    /// The font, when the value is one.
    public var font: Value.Font? {
        if case let .font(font) = self { return font }
        return nil
    }
}

extension Value: CustomStringConvertible {}

extension ThemeColor: CustomStringConvertible {
    /// The color as Shade source writes it: ``hex``.
    public var description: String { hex }
}

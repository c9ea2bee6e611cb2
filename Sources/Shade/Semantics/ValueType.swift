/// The types a token, parameter or expression can have.
public enum ValueType: String, Hashable, Sendable, CaseIterable {
    /// An sRGB color with alpha.
    case color
    /// A plain number; percentages are numbers (`70%` is 0.7).
    case number
    /// A length with a unit (`16pt`).
    case dimension
    /// Text.
    case string
    /// `true` or `false`.
    case bool
    /// A font: family, size and weight.
    case font
    /// A shadow: one or more layers of color, offset, blur and spread.
    case shadow
    /// A border: color, width and style.
    case border
    /// Typography: family, size, numeric weight, line height and letter spacing.
    case typography
    /// A linear gradient: colors at positions.
    case gradient
}

/// The units a dimension can carry: lengths, and durations (`ms`, `s`). Arithmetic never mixes
/// units: there is no fixed ratio between points, pixels and density-independent pixels without a
/// device.
public enum Unit: String, Hashable, Sendable, CaseIterable {
    /// Apple points.
    case pt
    /// Device pixels.
    case px
    /// Android density-independent pixels.
    case dp
    /// The web's root font size.
    case rem
    /// The web's current font size.
    case em
    /// Milliseconds: a duration (an animation's length or delay).
    case ms
    /// Seconds: a duration.
    case s

    /// Whether the unit measures time rather than length.
    public var isTime: Bool { self == .ms || self == .s }
}

/// A type as the checker knows it: dimensions also carry their unit when it is known statically.
struct StaticType: Hashable, Sendable, CustomStringConvertible {
    var base: ValueType
    /// For dimensions: the unit, or nil where it is only known when the value is computed
    /// (a `dimension` parameter of a function).
    var unit: Unit?

    init(_ base: ValueType, unit: Unit? = nil) {
        self.base = base
        self.unit = unit
    }

    static let color = StaticType(.color)
    static let number = StaticType(.number)
    static let string = StaticType(.string)
    static let bool = StaticType(.bool)
    static let font = StaticType(.font)
    static let shadow = StaticType(.shadow)
    static let border = StaticType(.border)
    static let typography = StaticType(.typography)
    static let gradient = StaticType(.gradient)
    static let anyDimension = StaticType(.dimension)

    var description: String {
        if base == .dimension, let unit { return "dimension (\(unit.rawValue))" }
        return base.rawValue
    }

    /// Whether a value of this type can stand where `expected` is wanted.
    func fits(_ expected: StaticType) -> Bool {
        guard base == expected.base else { return false }
        guard base == .dimension, let unit, let other = expected.unit else { return true }
        return unit == other
    }
}

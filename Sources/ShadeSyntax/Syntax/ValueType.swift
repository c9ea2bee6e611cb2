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

extension ValueType {
    /// The units a dimension can carry: lengths, and durations (`ms`, `s`). Arithmetic never mixes
    /// units: there is no fixed ratio between points, pixels and density-independent pixels without a
    /// device.
    public enum DimensionUnit: String, Hashable, Sendable, CaseIterable {
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
}

/// A type as the checker knows it: dimensions also carry their unit when it is known statically.
package struct StaticType: Hashable, Sendable, CustomStringConvertible {
    package var base: ValueType
    /// For dimensions: the unit, or nil where it is only known when the value is computed
    /// (a `dimension` parameter of a function).
    package var unit: ValueType.DimensionUnit?

    package init(_ base: ValueType, unit: ValueType.DimensionUnit? = nil) {
        self.base = base
        self.unit = unit
    }

    package static let color = StaticType(.color)
    package static let number = StaticType(.number)
    package static let string = StaticType(.string)
    package static let bool = StaticType(.bool)
    package static let font = StaticType(.font)
    package static let shadow = StaticType(.shadow)
    package static let border = StaticType(.border)
    package static let typography = StaticType(.typography)
    package static let gradient = StaticType(.gradient)
    package static let anyDimension = StaticType(.dimension)

    package var description: String {
        if base == .dimension, let unit { return "dimension (\(unit.rawValue))" }
        return base.rawValue
    }

    /// Whether a value of this type can stand where `expected` is wanted.
    package func fits(_ expected: StaticType) -> Bool {
        guard base == expected.base else { return false }
        guard base == .dimension, let unit, let other = expected.unit else { return true }
        return unit == other
    }
}

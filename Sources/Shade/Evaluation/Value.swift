/// A resolved value of a token or expression in one appearance.
public enum Value: Hashable, Sendable {
    /// A color.
    case color(Color)
    /// A number.
    case number(Double)
    /// A length with its unit.
    case dimension(Double, Unit)
    /// Text.
    case string(String)
    /// A truth value.
    case bool(Bool)
    /// A font.
    case font(Font)

    /// The value's type.
    public var type: ValueType {
        switch self {
        case .color: .color
        case .number: .number
        case .dimension: .dimension
        case .string: .string
        case .bool: .bool
        case .font: .font
        }
    }

    /// The value as Shade source would write it (`#3c64f4`, `16pt`, `"text"`, `0.5`).
    public var description: String {
        switch self {
        case let .color(color): color.hex
        case let .number(number): Self.format(number)
        case let .dimension(number, unit): Self.format(number) + unit.rawValue
        case let .string(text): "\"" + text + "\""
        case let .bool(flag): flag ? "true" : "false"
        case let .font(font): "font(\"\(font.family)\", \(Self.format(font.size))\(font.unit.rawValue), weight: \(font.weight.rawValue))"
        }
    }

    /// Shortest round-tripping form; whole numbers without a fraction.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}

/// The weights a font can have, named as Apple's platforms name them.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// 100.
    case ultraLight
    /// 200.
    case thin
    /// 300.
    case light
    /// 400.
    case regular
    /// 500.
    case medium
    /// 600.
    case semibold
    /// 700.
    case bold
    /// 800.
    case heavy
    /// 900.
    case black
}

/// A font: a family, a size and a weight.
public struct Font: Hashable, Sendable, Codable {
    /// The family name, as the platform knows it ("Marker Felt").
    public var family: String
    /// The size's number.
    public var size: Double
    /// The size's unit.
    public var unit: Unit
    /// The weight.
    public var weight: FontWeight

    /// Creates a font.
    public init(family: String, size: Double, unit: Unit, weight: FontWeight) {
        self.family = family
        self.size = size
        self.unit = unit
        self.weight = weight
    }
}

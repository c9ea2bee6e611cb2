#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import ShadeSyntax

/// A resolved value of a token or expression in one appearance.
public enum Value: Hashable, Sendable {
    /// A color.
    case color(ThemeColor)
    /// A number.
    case number(Double)
    /// A length with its unit.
    case dimension(Double, ValueType.DimensionUnit)
    /// Text.
    case string(String)
    /// A truth value.
    case bool(Bool)
    /// A font.
    case font(Value.FontSpec)
    /// A shadow (its layers are an array: the payload stays one pointer).
    case shadow(Value.Shadow)
    /// A border, boxed: the enum stays as small as it was.
    indirect case border(Value.Border)
    /// Typography, boxed.
    indirect case typography(Value.Typography)
    /// A gradient (its stops are an array).
    case gradient(Value.ColorGradient)

    /// The value's type.
    public var type: ValueType {
        switch self {
        case .color: .color
        case .number: .number
        case .dimension: .dimension
        case .string: .string
        case .bool: .bool
        case .font: .font
        case .shadow: .shadow
        case .border: .border
        case .typography: .typography
        case .gradient: .gradient
        }
    }

    /// The value as Shade source would write it (`#3c64f4`, `16pt`, `"text"`, `0.5`).
    public var description: String {
        switch self {
        case let .color(color): color.source
        case let .number(number): Self.format(number)
        case let .dimension(number, unit): Self.format(number) + unit.rawValue
        case let .string(text): "\"" + text + "\""
        case let .bool(flag): flag ? "true" : "false"
        case let .font(font):
            "font(\"\(font.family)\", \(Self.format(font.size))\(font.unit.rawValue), weight: \(font.weight.rawValue))"
        case .shadow, .border, .typography, .gradient: compositeDescription
        }
    }

    /// The one way Shade prints a number (tables, JSON, REPL, diagnostics): rounded to 12
    /// significant digits, then the shortest form (`0.3`, not `0.30000000000000004`); whole
    /// numbers without a fraction.
    package static func format(_ number: Double) -> String {
        // Whole numbers below 10^12 already have at most 12 digits: the common case, no rounding.
        if number == number.rounded(), abs(number) < 1e12 {
            return String(Int64(number))
        }
        let rounded = roundedToSignificantDigits(number)
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return "\(rounded)"
    }

    /// `number` rounded to `digits` significant digits (12 unless told), as `%.{digits}g` reads
    /// back: scaled to a `digits`-digit integer, rounded, scaled back. Dividing an exact integer by
    /// an exact power of ten gives the double nearest the decimal, whose shortest form is that
    /// decimal; a near tie, more than 15 digits (no longer an exact integer) or a number far
    /// outside that range is left to `%.{digits}g` (slower).
    package static func roundedToSignificantDigits(_ number: Double, digits: Int = 12) -> Double {
        guard number.isFinite, number != 0 else { return number }
        if digits >= 1, digits <= 15 {
            var shift = digits - 1 - Int(log10(abs(number)).rounded(.down))
            if shift > 0, shift <= 22, abs(number * exactPowersOfTen[shift]) >= exactPowersOfTen[digits] { shift -= 1 }
            if shift >= -22, shift <= 22 {
                let scale = exactPowersOfTen[abs(shift)]
                let scaled = shift >= 0 ? number * scale : number / scale
                // Scaling may be off by an ulp: a near tie is settled exactly, by `%.{digits}g`.
                let fraction = abs(scaled) - abs(scaled).rounded(.down)
                if abs(fraction - 0.5) > 4 * scaled.ulp {
                    let whole = scaled.rounded(.toNearestOrAwayFromZero)
                    return shift >= 0 ? whole / scale : whole * scale
                }
            }
        }
        return Double(NumberText.significant(number, digits: digits)) ?? number
    }

    /// 10^0 … 10^22: the powers of ten a double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }
}

extension Value.FontSpec {
    /// The weights a font can have, named as Apple's platforms name them.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
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
}

extension Value {
    /// A font: a family, a size and a weight.
    public struct FontSpec: Hashable, Sendable, Codable {
        /// The family name, as the platform knows it ("Marker Felt").
        public var family: String
        /// The size's number.
        public var size: Double
        /// The size's unit.
        public var unit: ValueType.DimensionUnit
        /// The weight.
        public var weight: Value.FontSpec.Weight

        /// Creates a font.
        public init(family: String, size: Double, unit: ValueType.DimensionUnit, weight: Value.FontSpec.Weight) {
            self.family = family
            self.size = size
            self.unit = unit
            self.weight = weight
        }
    }
}

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
    public var dimension: (value: Double, unit: ValueType.DimensionUnit)? {
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
    public var font: Value.FontSpec? {
        if case let .font(font) = self { return font }
        return nil
    }
}

extension Value: CustomStringConvertible {}

extension ThemeColor: CustomStringConvertible {
    /// The color as Shade source writes it: ``hex``.
    public var description: String { hex }
}

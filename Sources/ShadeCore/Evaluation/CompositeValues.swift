import ShadeSyntax

extension Value {
    /// A length with its unit, inside a composite value (a shadow's offset, a border's width).
    public struct Length: Hashable, Sendable, Codable {
        /// The number.
        public var value: Double
        /// The unit.
        public var unit: ValueType.DimensionUnit

        /// Creates a length.
        public init(_ value: Double, _ unit: ValueType.DimensionUnit) {
            self.value = value
            self.unit = unit
        }

        /// `2px`, `0.5rem`: as Shade and CSS write it.
        public var description: String { Value.format(value) + unit.rawValue }
    }
}

extension Value.Shadow {
    /// One layer of a shadow: a color moved by an offset, blurred and spread.
    public struct Layer: Hashable, Sendable, Codable {
        /// The shadow's color.
        public var color: ThemeColor
        /// The horizontal offset.
        public var offsetX: Value.Length
        /// The vertical offset.
        public var offsetY: Value.Length
        /// The blur radius.
        public var blur: Value.Length
        /// How far the shadow grows beyond the shape.
        public var spread: Value.Length
        /// Whether the shadow falls inside the shape.
        public var inset: Bool

        /// Creates a layer.
        public init(
            color: ThemeColor, offsetX: Value.Length, offsetY: Value.Length, blur: Value.Length, spread: Value.Length,
            inset: Bool
        ) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.blur = blur
            self.spread = spread
            self.inset = inset
        }

        /// `0 1px 2px 0 #00000033` (with `inset ` first for an inner shadow), as CSS writes a layer.
        public var description: String {
            (inset ? "inset " : "")
                + [offsetX, offsetY, blur, spread].map(\.description).joined(separator: " ") + " " + color.hex
        }
    }
}

extension Value {
    /// A shadow: one or more layers, the first drawn on top (`+` puts layers together).
    public struct Shadow: Hashable, Sendable, Codable {
        /// The layers, topmost first.
        public var layers: [Value.Shadow.Layer]

        /// Creates a shadow.
        public init(layers: [Value.Shadow.Layer]) { self.layers = layers }
    }
}

extension Value.Border {
    /// The line styles a border can have, as CSS names them.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }
}

extension Value {
    /// A border: color, width and line style.
    public struct Border: Hashable, Sendable, Codable {
        /// The line's color.
        public var color: ThemeColor
        /// The line's width.
        public var width: Value.Length
        /// The line's style.
        public var style: Value.Border.Style

        /// Creates a border.
        public init(color: ThemeColor, width: Value.Length, style: Value.Border.Style) {
            self.color = color
            self.width = width
            self.style = style
        }
    }
}

extension Value {
    /// Typography: a font family, size and numeric weight with line height and letter spacing.
    public struct Typography: Hashable, Sendable, Codable {
        /// The family name.
        public var fontFamily: String
        /// The size.
        public var fontSize: Value.Length
        /// The weight, 1–1000 (400 regular, 700 bold).
        public var fontWeight: Int
        /// The line height as a multiple of the size.
        public var lineHeight: Double
        /// The extra space between letters.
        public var letterSpacing: Value.Length

        /// Creates typography.
        public init(
            fontFamily: String, fontSize: Value.Length, fontWeight: Int, lineHeight: Double, letterSpacing: Value.Length
        ) {
            self.fontFamily = fontFamily
            self.fontSize = fontSize
            self.fontWeight = fontWeight
            self.lineHeight = lineHeight
            self.letterSpacing = letterSpacing
        }
    }
}

extension Value.ColorGradient {
    /// One color of a gradient at a position along it (0 the start, 1 the end).
    public struct Stop: Hashable, Sendable, Codable {
        /// The color.
        public var color: ThemeColor
        /// The position, 0–1.
        public var position: Double

        /// Creates a stop.
        public init(color: ThemeColor, position: Double) {
            self.color = color
            self.position = position
        }
    }
}

extension Value {
    /// A linear gradient: its stops in order (`+` puts stops together).
    public struct ColorGradient: Hashable, Sendable, Codable {
        /// The stops.
        public var stops: [Value.ColorGradient.Stop]

        /// Creates a gradient.
        public init(stops: [Value.ColorGradient.Stop]) { self.stops = stops }
    }
}

extension Value.FontSpec.Weight {
    /// The weight as a number, 100 (`ultraLight`) to 900 (`black`).
    package var number: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }
}

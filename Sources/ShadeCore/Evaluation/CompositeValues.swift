import ShadeSyntax

/// A length with its unit, inside a composite value (a shadow's offset, a border's width).
public struct Length: Hashable, Sendable, Codable {
    /// The number.
    public var value: Double
    /// The unit.
    public var unit: DimensionUnit

    /// Creates a length.
    public init(_ value: Double, _ unit: DimensionUnit) {
        self.value = value
        self.unit = unit
    }

    /// `2px`, `0.5rem`: as Shade and CSS write it.
    public var description: String { Value.format(value) + unit.rawValue }
}

/// One layer of a shadow: a color moved by an offset, blurred and spread.
public struct ShadowLayer: Hashable, Sendable, Codable {
    /// The shadow's color.
    public var color: ThemeColor
    /// The horizontal offset.
    public var offsetX: Length
    /// The vertical offset.
    public var offsetY: Length
    /// The blur radius.
    public var blur: Length
    /// How far the shadow grows beyond the shape.
    public var spread: Length
    /// Whether the shadow falls inside the shape.
    public var inset: Bool

    /// Creates a layer.
    public init(color: ThemeColor, offsetX: Length, offsetY: Length, blur: Length, spread: Length, inset: Bool) {
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

/// A shadow: one or more layers, the first drawn on top (`+` puts layers together).
public struct Shadow: Hashable, Sendable, Codable {
    /// The layers, topmost first.
    public var layers: [ShadowLayer]

    /// Creates a shadow.
    public init(layers: [ShadowLayer]) { self.layers = layers }
}

/// The line styles a border can have, as CSS names them.
public enum BorderStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case solid, dashed, dotted, double, groove, ridge, outset, inset
}

/// A border: color, width and line style.
public struct Border: Hashable, Sendable, Codable {
    /// The line's color.
    public var color: ThemeColor
    /// The line's width.
    public var width: Length
    /// The line's style.
    public var style: BorderStyle

    /// Creates a border.
    public init(color: ThemeColor, width: Length, style: BorderStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// Typography: a font family, size and numeric weight with line height and letter spacing.
public struct Typography: Hashable, Sendable, Codable {
    /// The family name.
    public var fontFamily: String
    /// The size.
    public var fontSize: Length
    /// The weight, 1–1000 (400 regular, 700 bold).
    public var fontWeight: Int
    /// The line height as a multiple of the size.
    public var lineHeight: Double
    /// The extra space between letters.
    public var letterSpacing: Length

    /// Creates typography.
    public init(fontFamily: String, fontSize: Length, fontWeight: Int, lineHeight: Double, letterSpacing: Length) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}

/// One color of a gradient at a position along it (0 the start, 1 the end).
public struct GradientStop: Hashable, Sendable, Codable {
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

/// A linear gradient: its stops in order (`+` puts stops together).
public struct ThemeGradient: Hashable, Sendable, Codable {
    /// The stops.
    public var stops: [GradientStop]

    /// Creates a gradient.
    public init(stops: [GradientStop]) { self.stops = stops }
}

extension FontWeight {
    /// The weight as a number, 100 (`ultraLight`) to 900 (`black`).
    package var number: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }
}

import ShadeSyntax

/// `Codable` for what an app keeps of a resolved theme (a cached table of values, a user's
/// dark-mode setting), in the shapes `shade eval --format json` writes.

extension ThemeColor: Codable {
    /// Decodes a hex string (`"#3c64f4"`, `"#000000b3"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = ThemeColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a hex color: \(text)")
        }
        self = color
    }

    /// Encodes ``hex``, as the JSON output does; channels round to bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

extension ValueType.DimensionUnit: Codable {}
extension Value.FontSpec.Weight: Codable {}
extension ValueType: Codable {}
extension Appearance.DarkMode: Codable {}
extension Appearance.SystemStyle: Codable {}

extension Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, value, unit
    }

    /// Decodes `{"type": "color", "value": "#3c64f4"}`, `{"type": "dimension", "value": 16,
    /// "unit": "pt"}` and so on: the type names the case, so a string never passes for a color.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(ValueType.self, forKey: .type) {
        case .color: self = .color(try container.decode(ThemeColor.self, forKey: .value))
        case .number: self = .number(try container.decode(Double.self, forKey: .value))
        case .dimension:
            self = .dimension(
                try container.decode(Double.self, forKey: .value),
                try container.decode(ValueType.DimensionUnit.self, forKey: .unit))
        case .string: self = .string(try container.decode(String.self, forKey: .value))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: .value))
        case .font: self = .font(try container.decode(Value.FontSpec.self, forKey: .value))
        case .shadow: self = .shadow(try container.decode(Value.Shadow.self, forKey: .value))
        case .border: self = .border(try container.decode(Value.Border.self, forKey: .value))
        case .typography: self = .typography(try container.decode(Value.Typography.self, forKey: .value))
        case .gradient: self = .gradient(try container.decode(Value.ColorGradient.self, forKey: .value))
        }
    }

    /// Encodes the type and the value (a color as its hex string, a font as its fields).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        switch self {
        case let .color(color): try container.encode(color, forKey: .value)
        case let .number(number): try container.encode(number, forKey: .value)
        case let .dimension(number, unit):
            try container.encode(number, forKey: .value)
            try container.encode(unit, forKey: .unit)
        case let .string(text): try container.encode(text, forKey: .value)
        case let .bool(flag): try container.encode(flag, forKey: .value)
        case let .font(font): try container.encode(font, forKey: .value)
        case let .shadow(shadow): try container.encode(shadow, forKey: .value)
        case let .border(border): try container.encode(border, forKey: .value)
        case let .typography(type): try container.encode(type, forKey: .value)
        case let .gradient(gradient): try container.encode(gradient, forKey: .value)
        }
    }
}

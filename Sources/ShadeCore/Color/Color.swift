import ShadeSyntax

/// A color with alpha, held as sRGB channels that may lie outside 0…1 (extended sRGB, as Apple's
/// platforms hold wide colors), and the space it was written in.
///
/// A color written in sRGB (hex, `rgb`, `hsl`…) whose channels leave 0…1 in a computation is
/// clamped at output, as it always was (``bytes``). A color written in another space
/// (`oklch(…)`, `displayP3(…)`, docs/color.md) keeps its exact value through every operation, and
/// an sRGB output maps it into sRGB by the CSS Color 4 gamut-mapping algorithm; outputs that take
/// wide gamut write it as it is.
public struct ThemeColor: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double
    /// The space the color was written in and whether it is written wide, in one byte: the
    /// space's ``ColorSpace/code``, plus 128 when written wide. An enum, so that a ``Value`` keeps
    /// its case in the byte's unused values and stays small.
    private enum Origin: UInt8, Hashable, Sendable {
        case srgb = 0, code1, code2, code3, code4, code5, code6, code7
        case wideSRGB = 128, wide1, wide2, wide3, wide4, wide5, wide6, wide7
    }

    private var origin: Origin

    /// The space the color was written in (`.srgb` for hex, `rgb`, `hsl`…); exports that keep
    /// spaces write it in this one.
    package var space: ColorSpace {
        get { ColorSpace(code: origin.rawValue & 0x7F) }
        set { origin = Origin(rawValue: origin.rawValue & 0x80 | newValue.code) ?? .srgb }
    }

    /// Whether the color was written in a wide space (`displayP3`, `oklch`, `oklab`, `lab`,
    /// `lch`) or computed from such a color: wide-gamut outputs keep its exact value, inside sRGB
    /// too (docs/color.md, Written wide).
    package var isWrittenWide: Bool {
        get { origin.rawValue & 0x80 != 0 }
        set { origin = Origin(rawValue: newValue ? origin.rawValue | 0x80 : origin.rawValue & 0x7F) ?? .srgb }
    }

    /// Creates a color from (extended) sRGB channels, written in `space`.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: ColorSpace = .srgb) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.origin = Origin(rawValue: space.code) ?? .srgb
    }

    /// Creates a color from 0–255 channel bytes and an alpha in 0…1, as UIKit's published tables give them.
    public init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// The output bytes: `round(clamp(v, 0, 1) × 255)`, rounding half away from zero, of the
    /// color as an sRGB output shows it (``inSRGB``).
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let shown = inSRGB
        return (Self.byte(shown.red), Self.byte(shown.green), Self.byte(shown.blue), Self.byte(shown.alpha))
    }

    /// The color as an sRGB output shows it: itself when written in sRGB (output clamps the
    /// channels), else mapped into sRGB by CSS Color 4's gamut mapping (itself when inside).
    public var inSRGB: ThemeColor {
        space == .srgb || isInsideSRGB ? self : ColorGamut.srgb.map(self)
    }

    /// The color's Display P3 channels (red, green, blue), 0…1, as a wide-gamut output writes it:
    /// itself when inside P3, else mapped into P3 by CSS Color 4's gamut mapping.
    public var displayP3Components: [Double] {
        ColorSpace.displayP3.components(of: ColorGamut.displayP3.map(self)).map(\.clamped01)
    }

    /// Whether an sRGB output shows another color than this one: written in another space and
    /// outside sRGB (a swatch may mark it).
    public var isMappedForSRGB: Bool { space != .srgb && !isInsideSRGB }

    /// Whether wide-gamut outputs (CSS under `@media (color-gamut: p3)`, Swift, asset catalogs)
    /// write the color in Display P3 beside its sRGB fallback: written wide, or mapped for sRGB.
    package var hasWideValue: Bool { isWrittenWide || isMappedForSRGB }

    /// Channels within 0…1, up to a rounding error.
    var isInsideSRGB: Bool {
        let low = -0.000001, high = 1.000001
        return red >= low && red <= high && green >= low && green <= high && blue >= low && blue <= high
    }

    /// The same color, marked as written in `space`.
    package func written(in space: ColorSpace) -> ThemeColor {
        var color = self
        color.space = space
        return color
    }

    /// The channel values as an array, red first, alpha last.
    package var channels: [Double] { [red, green, blue, alpha] }

    /// The channel as a byte: 0…1 scaled to 0…255, rounded half away from zero (NaN: 0).
    package static func byte(_ value: Double) -> UInt8 {
        // NaN and anything not above 0 is 0, anything from 1 up is 255: two comparisons clamp.
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        let scaled = value * 255
        // Rounded without a call into the C library: in 0…255 the whole part is exact, and so is
        // the fraction left (`scaled - whole`), so comparing it with one half rounds as
        // `rounded(.toNearestOrAwayFromZero)` does. Below 255, `whole + 1` cannot overflow.
        let whole = UInt8(truncatingIfNeeded: Int(scaled))  // toward zero
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}

extension ThemeColor {
    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` and `0xRRGGBB` / `0xRRGGBBAA`.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.lowercased().hasPrefix("0x"), digits.count == 8 || digits.count == 10 {
            digits = digits.dropFirst(2)
        } else {
            return nil
        }
        let nibbles = digits.compactMap(\.hexDigitValue)
        guard nibbles.count == digits.count else { return nil }
        let bytes: [Int]
        switch nibbles.count {
        case 3, 4: bytes = nibbles.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        default: return nil
        }
        self.init(
            red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// Lowercase `#rrggbb`, or `#rrggbbaa` when the alpha byte is below 255.
    public var hex: String {
        // Written as bytes into the string's own storage: every export asks for it per value.
        String(unsafeUninitializedCapacity: 9) { text in
            text[0] = UInt8(ascii: "#")
            return 1 + writeHexDigits(to: text.baseAddress! + 1, alpha: .whenTranslucent)
        }
    }

    /// Whether ``writeHexDigits(to:alpha:)`` writes the alpha byte.
    package enum HexAlpha: Sendable {
        case never, whenTranslucent, always
    }

    /// Writes the color's bytes as lowercase hexadecimal digits at `out`, red first and alpha
    /// last as `alpha` says; returns how many (6 or 8). The one writer of a color's hex: ``hex``,
    /// eval's JSON and the Swift and DTCG exports.
    package func writeHexDigits(to out: UnsafeMutablePointer<UInt8>, alpha: HexAlpha) -> Int {
        let bytes = bytes
        let withAlpha = alpha == .always || alpha == .whenTranslucent && bytes.alpha != 255
        return HexDigits.write(bytes, count: withAlpha ? 4 : 3, uppercase: false, to: out)
    }
}

extension ThemeColor {
    /// The color as Shade source writes it: hex for sRGB, else the constructor of its space
    /// (`oklch(0.7, 0.3, 30)`, `displayP3(1, 0, 0)`, alpha last when below 1); a space with no
    /// constructor (a mix in `srgbLinear` or `xyz`) as the hex of its sRGB output.
    public var source: String {
        guard let name = constructorName else { return hex }
        var components = space.components(of: self)
        if space.isPolar, components[2].isNaN { components[2] = 0 }
        if alpha < 1 { components.append(alpha) }
        return name + "(" + components.map { Value.format(($0 * 1e8).rounded() / 1e8) }.joined(separator: ", ") + ")"
    }

    /// The constructor of the color's space, if Shade has one (`oklch`).
    package var constructorName: String? {
        switch space {
        case .oklch: "oklch"
        case .oklab: "oklab"
        case .lab: "lab"
        case .lch: "lch"
        case .displayP3: "displayP3"
        case .srgb, .srgbLinear, .xyzD65: nil
        }
    }

    /// A table cell: the hex of the sRGB output, and for a color mapped into sRGB what it was.
    package var cellText: String {
        isMappedForSRGB ? "\(hex) (mapped from \(source))" : hex
    }
}

extension ColorLiteral {
    /// The color, each channel its byte divided by 255.
    package var color: ThemeColor {
        ThemeColor(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }
}

import ShadeCore
import ShadeSyntax

/// How token values and types are written in the Swift export.
enum SwiftExportLiteral {
    /// The Swift type of a token's value (colors and fonts: the platform's, through its alias).
    /// A composite is the public struct named after `namespace` (`ThemeShadow`): a public
    /// declaration cannot name it through the file-private alias.
    package static func type(of token: ExportedToken, namespace: String? = nil) -> String {
        if let namespace, [.shadow, .border, .typography, .gradient].contains(token.type) {
            return namespace + type(of: token).dropFirst("Shade".count)
        }
        return switch token.type {
        case .color: "ShadeColor"
        case .font: "ShadeFont"
        case .number: "Swift.Double"
        case .dimension where token.unit?.isTime == true: "Foundation.TimeInterval"
        case .dimension: "CGFloat"
        case .string: "Swift.String"
        case .bool: "Swift.Bool"
        case .shadow: "ShadeShadow"
        case .border: "ShadeBorder"
        case .typography: "ShadeTypography"
        case .gradient: "ShadeGradient"
        }
    }

    /// Writes a value as a Swift expression; a font scaled for the provider's `traits` when asked.
    package static func value(_ value: Value, traits: Bool = false, into out: inout ByteWriter) {
        switch value {
        case let .color(color) where color.hasWideValue:
            // Written wide or outside sRGB: the Display P3 color (mapped into P3 when outside it).
            out +=
                "ShadeColor.shadeP3("
                + (color.displayP3Components + [color.alpha.clamped01]).map(component).joined(separator: ", ") + ")"
        case let .color(color):
            out.append("ShadeColor.shadeRGBA(")
            rgba(color, into: &out)
            out.append(0x29)
        case let .number(number): out += double(number, type: "Swift.Double")
        case let .dimension(number, .ms): out += double(number / 1000, type: "Foundation.TimeInterval")
        case let .dimension(number, .s): out += double(number, type: "Foundation.TimeInterval")
        case let .dimension(number, _): out += double(number, type: "CGFloat")
        case let .string(text): out += string(text)
        case let .bool(flag): out += flag ? "true" : "false"
        case let .font(font):
            out += "ShadeFont.shadeFont(" + string(font.family) + ", size: " + double(font.size, type: "CGFloat")
            out += ", weight: ." + font.weight.rawValue + (traits ? ", compatibleWith: traits)" : ")")
        case .shadow, .border, .typography, .gradient:
            SwiftExportComposites.value(value, into: &out)
        }
    }

    /// Writes a color's bytes as one hexadecimal literal, red first, alpha last (`0x3c64f4ff`).
    package static func rgba(_ color: ThemeColor, into out: inout ByteWriter) {
        out.append(0x30)
        out.append(0x78)
        hexBytes(color, opaqueAlpha: true, into: &out)
    }

    /// Writes a color's bytes in hexadecimal, alpha last and only where asked or not opaque.
    private static func hexBytes(_ color: ThemeColor, opaqueAlpha: Bool, into out: inout ByteWriter) {
        // The digits side by side on the stack, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { digits in
            let count = color.writeHexDigits(to: digits.baseAddress!, alpha: opaqueAlpha ? .always : .whenTranslucent)
            out.append(UnsafeBufferPointer(rebasing: digits[..<count]))
        }
    }

    /// The labels of `shadeDynamic(light:dark:)` and its siblings for a color that varies on
    /// `axes`, in the order of its values; nil when a declared axis is among them.
    static func appearanceLabels(of axes: [Appearance.AxisDefinition]) -> [String]? {
        switch axes {
        case [.scheme]: ["light", "dark"]
        case [.contrast]: ["normal", "high"]
        case [.scheme, .contrast]: ["light", "lightHigh", "dark", "darkHigh"]
        default: nil
        }
    }

    /// A color component in 0…1, to six decimals (a byte step is 0.0039).
    package static func component(_ value: Double) -> String {
        let rounded = (min(max(value, 0), 1) * 1_000_000).rounded() / 1_000_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }

    /// A number that reads back as exactly the same `Double`.
    package static func double(_ number: Double, type: String) -> String {
        if number.isNaN { return "\(type).nan" }
        if number.isInfinite { return number < 0 ? "-\(type).infinity" : "\(type).infinity" }
        return "\(number)"
    }

    /// A Swift string literal: ``SwiftEscaping/stringLiteral(_:)``.
    package static func string(_ text: String) -> String { SwiftEscaping.stringLiteral(text) }

    /// Writes the token's description as doc comment lines at `indent`, then an empty `///`
    /// line before the summary; nothing without a description.
    package static func description(_ token: ExportedToken, indent: String, into out: inout ByteWriter) {
        guard token.description != nil else { return }
        for line in token.descriptionLines {
            out += indent
            out += line.isEmpty ? "///\n" : "/// " + SwiftEscaping.comment(String(line)) + "\n"
        }
        out += indent
        out.append("///\n")
    }

    /// Writes `@available(*, deprecated, message: "…")` at `indent` for a deprecated token;
    /// nothing for one in good standing.
    static func availability(_ token: ExportedToken, indent: String, into out: inout ByteWriter) {
        guard let text = token.deprecation else { return }
        out += indent
        out +=
            text.isEmpty ? "@available(*, deprecated)\n" : "@available(*, deprecated, message: " + string(text) + ")\n"
    }

    /// Writes the doc comment of a token: its Shade name and its values, each after its column
    /// name (`light #3c64f4, dark #3a3a3c`); `names` are the columns of the token's axes.
    package static func summary(_ token: ExportedToken, names: [String], into out: inout ByteWriter) {
        out.append(0x60)
        out += SwiftEscaping.comment(token.name)
        out.append("`: ")
        if token.axes.isEmpty {
            describe(token.values[0], into: &out)
        } else {
            for (position, value) in token.values.enumerated() {
                if position > 0 { out += ", " }
                out += SwiftEscaping.comment(names[position])
                out.append(0x20)
                describe(value, into: &out)
            }
        }
        out.append(0x2e)
    }

    private static func describe(_ value: Value, into out: inout ByteWriter) {
        if case let .color(color) = value, color.hasWideValue, color.constructorName != nil {
            // Written wide or outside sRGB: as written (`oklch(0.7, 0.3, 30)`), not its sRGB mapping.
            out += SwiftEscaping.comment(color.source)
        } else if case let .color(color) = value {  // as `Color.hex` writes it, without a string
            out.append(0x23)
            hexBytes(color, opaqueAlpha: false, into: &out)
        } else {
            out += describe(value)
        }
    }

    private static func describe(_ value: Value) -> String {
        if case let .string(text) = value { return string(text) }
        if case let .font(font) = value {
            return
                "font(\(string(font.family)), \(Value.format(font.size))\(font.unit.rawValue), weight: "
                + "\(font.weight.rawValue))"
        }
        return value.description
    }
}

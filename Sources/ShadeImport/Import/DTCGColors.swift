import ShadeCore
import ShadeSyntax

extension DTCGExpressions {
    /// A color: `#rrggbb[aa]` when its channels are bytes (as every sRGB hex is), else
    /// `rgba(r, g, b, a)` with the exact channels. A color in OKLCH, OKLab, Lab, LCH or Display P3
    /// keeps its space: `oklch(0.7, 0.3, 30)`. `srgb-linear` and `xyz-d65`, which Shade has no
    /// constructor for, are converted by the CSS Color 4 formulas to the OKLCH color (12 digits), with
    /// a comment keeping what the file said; `hsl` to sRGB. Other spaces use their `hex` fallback.
    /// `text` as a Shade hex literal (lowercased) when it is `#` and 3, 4, 6 or 8 ASCII hex
    /// digits, read byte by byte (a fullwidth digit or a combining mark is no hex digit to Shade).
    static func hexLiteral(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(bytes.count),
            bytes.dropFirst().allSatisfy(\.isHexDigit)
        else { return nil }
        return text.lowercased()
    }

    package func color(_ node: JSONNode) throws(Failure) -> String {
        // The common form first, read in one walk; anything else below.
        if let plain = DTCGPlainColor(node) { return plain.written(by: self) }
        if let text = node.string, let literal = Self.hexLiteral(text) { return literal }
        if let text = node.string, let color = Self.cssColor(text) { return literal(color) }
        guard let space = node["colorSpace"]?.string, let items = node["components"]?.items,
            items.count == 3
        else {
            throw Failure(
                message:
                    "a color is {\"colorSpace\": …, \"components\": [3 numbers], \"alpha\": …}"
                    + " or a \"#rrggbb\" string",
                range: node.range)
        }
        // "none" is a missing component: zero, as CSS reads it. Each number is read once.
        let numbers = items.map(\.number)
        let components = numbers.map { $0 ?? 0 }
        guard items.indices.allSatisfy({ numbers[$0] != nil || items[$0].string == "none" }) else {
            throw Failure(message: "color components are numbers or \"none\"", range: node["components"]!.range)
        }
        let alpha = node["alpha"]?.number ?? 1
        guard alpha >= 0, alpha <= 1 else {
            throw Failure(message: "a color's alpha is in 0…1", range: node["alpha"]!.range)
        }
        if space == "srgb" {
            return DTCGPlainColor(
                red: components[0], green: components[1], blue: components[2], alpha: alpha,
                hint: node["hex"]?.string
            ).written(by: self)
        }
        if space == "hsl" {
            return literal(
                ThemeColor(
                    hue: components[0], saturation: components[1] / 100, lightness: components[2] / 100, alpha: alpha))
        }
        guard let known = ColorSpace(rawValue: space) else {
            if let hex = node["hex"] {
                guard let text = hex.string, let literal = Self.hexLiteral(text) else {
                    throw Failure(
                        message: "the \"hex\" fallback is not a hex color (\"#rrggbb\" or \"#rrggbbaa\")",
                        range: hex.range)
                }
                return literal + " /* \(space) \(listed(components)), from its hex */"
            }
            throw Failure(
                message: "color space '\(space)' is not supported yet and the color has no \"hex\" fallback",
                range: node["colorSpace"]!.range)
        }
        let color = known.color(components, alpha: alpha).written(in: known)
        guard color.constructorName == nil else { return Self.constructor(color, components) }
        // No constructor for this space: the same color in OKLCH.
        let written = items.map { $0.number.map(Value.format) ?? "none" }.joined(separator: " ")
        let oklch = ColorSpace.oklch.vector(of: color)
        let rounded = [oklch.x, oklch.y, oklch.z.isNaN ? 0 : oklch.z].map { Double(Value.format($0)) ?? $0 }
        return Self.constructor(color.written(in: .oklch), rounded) + " /* \(space) \(written) */"
    }

    /// `oklch(l, c, h)` (alpha last when below 1) of a color written in a space with a constructor.
    package static func constructor(_ color: ThemeColor, _ components: [Double]) -> String {
        let numbers = (components + (color.alpha < 1 ? [color.alpha] : [])).map(exact)
        return color.constructorName! + "(" + numbers.joined(separator: ", ") + ")"
    }

    private func listed(_ numbers: [Double]) -> String { numbers.map(Value.format).joined(separator: " ") }

    /// A number as short as it can be written and still read back exactly.
    package static func exact(_ number: Double) -> String {
        let short = Value.format(number)
        return Double(short) == number && !short.contains("e") ? short : ShadeEscaping.number(number)
    }

    /// `#rrggbb[aa]` when every channel is exactly a byte (reads back the same from hex), else
    /// `rgb(r, g, b)` or `rgba(r, g, b, a)`, each channel the shortest decimal that reads back the same.
    package func literal(_ color: ThemeColor) -> String {
        func clamped(_ channel: Double) -> Double { min(max(channel, 0), 1) }
        func isByte(_ channel: Double) -> Bool { (channel * 255).rounded() / 255 == channel }
        let (red, green, blue, alpha) = (
            clamped(color.red), clamped(color.green), clamped(color.blue), clamped(color.alpha)
        )
        guard isByte(red), isByte(green), isByte(blue), isByte(alpha) else {
            let numbers = [red, green, blue].map(Self.channel)
            return alpha == 1
                ? "rgb(" + numbers.joined(separator: ", ") + ")"
                : "rgba(" + numbers.joined(separator: ", ") + ", " + Self.exact(alpha) + ")"
        }
        // Every channel a byte: the hex that ThemeColor writes, its alpha byte only below 255.
        return ThemeColor(red: red, green: green, blue: blue, alpha: alpha).hex
    }

    /// The shortest decimal `d` in 0…255 that reads back as the channel `fraction` at Shade's
    /// precision (12 significant digits, the same byte): `0.816` → `208.08`, where
    /// `0.816 * 255` prints as `208.07999999999998`.
    static func channel(_ fraction: Double) -> String {
        // `Value.format` prints a number rounded to 12 digits, and no two such numbers alike: two
        // numbers print the same when they round the same, which is compared, not printed.
        let target = Value.roundedToSignificantDigits(fraction), byte = (fraction * 255).rounded()
        for digits in 1...17 {
            // `%.{digits}g` as it reads back, worked out without printing it (a color with
            // 6-decimal components was 300,000 instructions printed).
            let value = Value.roundedToSignificantDigits(fraction * 255, digits: digits)
            if value.rounded() == byte, Value.roundedToSignificantDigits(value / 255) == target {
                return ShadeEscaping.number(value)
            }
        }
        return exact(fraction * 255)
    }
}

extension DTCGExpressions {
    /// A color written as a CSS function string, the pre-2025 draft form: `rgb(…)`, `rgba(…)`,
    /// `hsl(…)` or `hsla(…)`, with commas or spaces, an optional `/ alpha`, channels as numbers
    /// (0…255) or percentages, hue in degrees; nil for anything else.
    static func cssColor(_ text: String) -> ThemeColor? {
        let lowered = text.lowercased()
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let name = lowered[..<open].trimmingSpaces
        let inside = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        let parts = inside.split { $0 == "," || $0 == "/" || $0 == " " }.map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var numbers: [(value: Double, isPercent: Bool)] = []
        for part in parts {
            var digits = part
            let isPercent = digits.hasSuffix("%")
            if isPercent { digits.removeLast() } else if digits.hasSuffix("deg") { digits.removeLast(3) }
            guard let value = Double(digits), value.isFinite else { return nil }
            numbers.append((value, isPercent))
        }
        let alpha = numbers.count == 4 ? (numbers[3].isPercent ? numbers[3].value / 100 : numbers[3].value) : 1
        guard alpha >= 0, alpha <= 1 else { return nil }
        switch name {
        case "rgb", "rgba":
            let channels = numbers.prefix(3).map { $0.isPercent ? $0.value / 100 : $0.value / 255 }
            guard channels.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return nil }
            return ThemeColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        case "hsl", "hsla":
            let (saturation, lightness) = (numbers[1].value / 100, numbers[2].value / 100)
            guard (0...1).contains(saturation), (0...1).contains(lightness) else { return nil }
            return ThemeColor(hue: numbers[0].value, saturation: saturation, lightness: lightness, alpha: alpha)
        default: return nil
        }
    }
}

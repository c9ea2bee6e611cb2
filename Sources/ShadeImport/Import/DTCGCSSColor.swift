import ShadeCore

extension DTCGExpressions {
    /// A color written as a CSS function string, the pre-2025 draft form: `rgb(…)`, `rgba(…)`,
    /// `hsl(…)` or `hsla(…)`, with commas or spaces, an optional `/ alpha`, channels as numbers
    /// (0…255) or percentages, hue in degrees; nil for anything else.
    static func cssColor(_ text: String) -> ThemeColor? {
        let lowered = text.lowercased()
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let name = lowered[..<open].trimmingCharacters(in: .whitespaces)
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

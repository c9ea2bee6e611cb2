import ShadeSyntax

/// Names from UIKit, AppKit, CSS, Sass and Less that newcomers write by habit, and Shade's name
/// for the same thing: an unknown name or function is first looked up here, then by spelling.
enum ForeignNames {
    /// Shade's name for a name of another tool.
    static func shadeName(for name: String) -> String? {
        if let name = aliases[name] { return name }
        // `ffffff`: a hex color without its '#' (those starting with a digit are caught by the lexer).
        if name.utf8.count == 6 || name.utf8.count == 8, name.utf8.allSatisfy({ $0.isHexDigit }) { return "#" + name }
        // UIKit's and AppKit's `labelColor`, `systemBlueColor`: the palette names without "Color".
        if name.hasSuffix("Color"), SystemPalette.byName[String(name.dropLast(5))] != nil {
            return String(name.dropLast(5))
        }
        return nil
    }

    /// Suggestions for an unknown name: the foreign name's counterpart first, then close spellings
    /// (searched only while few errors have been reported, see `Suggestions.closest(to:among:after:)`).
    package static func suggestions(
        for name: String, among candidates: @autoclosure () -> some Sequence<String>, after errors: Int
    ) -> [String] {
        let closest = Suggestions.closest(to: name, among: candidates(), after: errors)
        guard let shade = shadeName(for: name) else { return closest }
        return [shade] + closest.filter { $0 != shade }.prefix(2)
    }

    private static let aliases: [String: String] = [
        // UIKit / AppKit / SwiftUI
        "withAlphaComponent": "alpha", "colorWithAlphaComponent": "alpha", "opacity": "alpha",
        "darker": "darken", "lighter": "lighten", "darkened": "darken", "lightened": "lighten",
        "blended": "mix", "blend": "mix", "primary": "label", "secondary": "secondaryLabel",
        // CSS
        "colorMix": "mix", "hsla": "hsl", "hwb": "hsb", "hsv": "hsb", "rgbA": "rgba",
        // Sass / Less
        "fade": "alpha", "fadein": "alpha", "fadeout": "alpha", "transparentize": "alpha", "opacify": "alpha",
        "rgbaColor": "rgba", "adjustHue": "rotateHue", "spin": "rotateHue", "greyscale": "grayscale",
        "complement": "rotateHue", "contrastRatio": "contrast", "relativeLuminance": "luminance"
    ]
}

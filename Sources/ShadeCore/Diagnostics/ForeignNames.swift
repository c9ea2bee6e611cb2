import ShadeSyntax

/// Names from UIKit, AppKit, CSS, Sass and Less that newcomers write by habit, and Shade's name
/// for the same thing: an unknown name or function is first looked up here, then by spelling.
enum ForeignNames {
    /// Shade's name for a name of another tool.
    static func shadeName(for name: String) -> String? {
        if let name = aliases[name] ?? cssColors[name] { return name }
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

    /// The note an unknown name gets beside its suggestions, when it is a habit worth explaining.
    static func note(for name: String) -> String? {
        if name == InheritedValue.word {
            return "'inherited' is the value an override replaces, inside a 'when' block: when dark { x = "
                + "alpha(inherited, 0.5) }"
        }
        return cssColors[name] != nil
            ? "Shade has no CSS color names; write a hex color, or a token of your palette" : nil
    }

    /// Suggestions for an unknown appearance value: its counterpart alone if the theme has it
    /// (`night` is `dark`, however close `light` is spelled), else close spellings.
    package static func appearanceSuggestions(for value: String, among values: [String]) -> [String] {
        guard let shade = appearanceValues[value], values.contains(shade) else {
            return Suggestions.closest(to: value, among: values)
        }
        return [shade]
    }

    /// Other tools' words for the values of the color scheme.
    private static let appearanceValues = [
        "night": "dark", "day": "light", "darkMode": "dark", "lightMode": "light", "black": "dark", "white": "light"
    ]

    /// The CSS Level 1 keywords and a few common others, as Shade hex colors (values as in CSS Color
    /// Module Level 4, section 6.1).
    private static let cssColors: [String: String] = [
        "black": "#000000", "silver": "#c0c0c0", "gray": "#808080", "grey": "#808080", "white": "#ffffff",
        "maroon": "#800000", "red": "#ff0000", "purple": "#800080", "fuchsia": "#ff00ff", "magenta": "#ff00ff",
        "green": "#008000", "lime": "#00ff00", "olive": "#808000", "yellow": "#ffff00", "navy": "#000080",
        "blue": "#0000ff", "teal": "#008080", "aqua": "#00ffff", "cyan": "#00ffff", "orange": "#ffa500",
        "pink": "#ffc0cb", "brown": "#a52a2a", "transparent": "#00000000"
    ]

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

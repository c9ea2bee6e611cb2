import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Every entry of UIKit's published system and semantic color tables, from their hex swatch columns (`#RRGGBBAA`),
/// written as Shade prints colors. The library's palette is transcribed from the decimal RGBA
/// columns, so the two are independent readings of the tables.
let publishedSystemColors: [(name: String, light: String, dark: String)] = [
    ("systemRed", "#ff3b30", "#ff453a"),
    ("systemOrange", "#ff9500", "#ff9f0a"),
    ("systemYellow", "#ffcc00", "#ffd60a"),
    ("systemGreen", "#34c759", "#30d158"),
    ("systemMint", "#00c7be", "#66d4cf"),
    ("systemTeal", "#5ac8fa", "#64d2ff"),
    ("systemCyan", "#32ade6", "#64d2ff"),
    ("systemBlue", "#007aff", "#0a84ff"),
    ("systemIndigo", "#5856d6", "#5e5ce6"),
    ("systemPurple", "#af52de", "#bf5af2"),
    ("systemPink", "#ff2d55", "#ff375f"),
    ("systemBrown", "#a2845e", "#ac8e68"),
    ("systemGray", "#8e8e93", "#8e8e93"),
    ("systemGray2", "#aeaeb2", "#636366"),
    ("systemGray3", "#c7c7cc", "#48484a"),
    ("systemGray4", "#d1d1d6", "#3a3a3c"),
    ("systemGray5", "#e5e5ea", "#2c2c2e"),
    ("systemGray6", "#f2f2f7", "#1c1c1e"),
    ("label", "#000000", "#ffffff"),
    ("secondaryLabel", "#3c3c4399", "#ebebf599"),
    ("tertiaryLabel", "#3c3c434d", "#ebebf54d"),
    ("quaternaryLabel", "#3c3c432e", "#ebebf52e"),
    ("placeholderText", "#3c3c434d", "#ebebf54d"),
    ("separator", "#3c3c434a", "#54545899"),
    ("opaqueSeparator", "#c6c6c8", "#38383a"),
    ("link", "#007aff", "#0984ff"),
    ("systemFill", "#78788033", "#7878805c"),
    ("secondarySystemFill", "#78788029", "#78788052"),
    ("tertiarySystemFill", "#7676801f", "#7676803d"),
    ("quaternarySystemFill", "#74748014", "#7676802e"),
    ("systemBackground", "#ffffff", "#1c1c1e"),
    ("secondarySystemBackground", "#f2f2f7", "#2c2c2e"),
    ("tertiarySystemBackground", "#ffffff", "#3a3a3c"),
    ("systemGroupedBackground", "#f2f2f7", "#1c1c1e"),
    ("secondarySystemGroupedBackground", "#ffffff", "#2c2c2e"),
    ("tertiarySystemGroupedBackground", "#f2f2f7", "#3a3a3c")
]

@Suite("System palette")
struct SystemPaletteTests {
    @Test("the palette has the published tables' 36 colors")
    func count() {
        #expect(SystemPalette.entries.count == 36)
        #expect(publishedSystemColors.count == 36)
    }

    @Test("each system color resolves to the published values in light and dark", arguments: publishedSystemColors)
    func resolves(_ entry: (name: String, light: String, dark: String)) {
        let theme = load("color c = \(entry.name)")
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.strings("c") == ["light": entry.light, "dark": entry.dark])
    }

    @Test("a system color stays dynamic through derivations", arguments: publishedSystemColors.prefix(4))
    func derived(_ entry: (name: String, light: String, dark: String)) {
        let theme = load("color c = alpha(\(entry.name), 1)")
        #expect(theme.appearances.map(\.name) == ["light", "dark"])
        #expect(theme.strings("c")["dark"] == String(entry.dark.prefix(7)))
    }
}

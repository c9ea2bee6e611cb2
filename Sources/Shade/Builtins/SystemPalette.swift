/// The system palette: UIKit's dynamic system and semantic colors, with the light and dark
/// RGBA values of UIKit's published system and semantic color tables (channel bytes, alpha 0…1),
/// every entry exactly (docs/color.md, System palette).
enum SystemPalette {
    /// Name, light RGBA, dark RGBA, in the published tables' order.
    static let entries: [(name: String, light: Color, dark: Color)] = [
        ("systemRed", Color(bytes: 255, 59, 48, alpha: 1), Color(bytes: 255, 69, 58, alpha: 1)),
        ("systemOrange", Color(bytes: 255, 149, 0, alpha: 1), Color(bytes: 255, 159, 10, alpha: 1)),
        ("systemYellow", Color(bytes: 255, 204, 0, alpha: 1), Color(bytes: 255, 214, 10, alpha: 1)),
        ("systemGreen", Color(bytes: 52, 199, 89, alpha: 1), Color(bytes: 48, 209, 88, alpha: 1)),
        ("systemMint", Color(bytes: 0, 199, 190, alpha: 1), Color(bytes: 102, 212, 207, alpha: 1)),
        ("systemTeal", Color(bytes: 90, 200, 250, alpha: 1), Color(bytes: 100, 210, 255, alpha: 1)),
        ("systemCyan", Color(bytes: 50, 173, 230, alpha: 1), Color(bytes: 100, 210, 255, alpha: 1)),
        ("systemBlue", Color(bytes: 0, 122, 255, alpha: 1), Color(bytes: 10, 132, 255, alpha: 1)),
        ("systemIndigo", Color(bytes: 88, 86, 214, alpha: 1), Color(bytes: 94, 92, 230, alpha: 1)),
        ("systemPurple", Color(bytes: 175, 82, 222, alpha: 1), Color(bytes: 191, 90, 242, alpha: 1)),
        ("systemPink", Color(bytes: 255, 45, 85, alpha: 1), Color(bytes: 255, 55, 95, alpha: 1)),
        ("systemBrown", Color(bytes: 162, 132, 94, alpha: 1), Color(bytes: 172, 142, 104, alpha: 1)),
        ("systemGray", Color(bytes: 142, 142, 147, alpha: 1), Color(bytes: 142, 142, 147, alpha: 1)),
        ("systemGray2", Color(bytes: 174, 174, 178, alpha: 1), Color(bytes: 99, 99, 102, alpha: 1)),
        ("systemGray3", Color(bytes: 199, 199, 204, alpha: 1), Color(bytes: 72, 72, 74, alpha: 1)),
        ("systemGray4", Color(bytes: 209, 209, 214, alpha: 1), Color(bytes: 58, 58, 60, alpha: 1)),
        ("systemGray5", Color(bytes: 229, 229, 234, alpha: 1), Color(bytes: 44, 44, 46, alpha: 1)),
        ("systemGray6", Color(bytes: 242, 242, 247, alpha: 1), Color(bytes: 28, 28, 30, alpha: 1)),
        ("label", Color(bytes: 0, 0, 0, alpha: 1), Color(bytes: 255, 255, 255, alpha: 1)),
        ("secondaryLabel", Color(bytes: 60, 60, 67, alpha: 0.6), Color(bytes: 235, 235, 245, alpha: 0.6)),
        ("tertiaryLabel", Color(bytes: 60, 60, 67, alpha: 0.3), Color(bytes: 235, 235, 245, alpha: 0.3)),
        ("quaternaryLabel", Color(bytes: 60, 60, 67, alpha: 0.18), Color(bytes: 235, 235, 245, alpha: 0.18)),
        ("placeholderText", Color(bytes: 60, 60, 67, alpha: 0.3), Color(bytes: 235, 235, 245, alpha: 0.3)),
        ("separator", Color(bytes: 60, 60, 67, alpha: 0.29), Color(bytes: 84, 84, 88, alpha: 0.6)),
        ("opaqueSeparator", Color(bytes: 198, 198, 200, alpha: 1), Color(bytes: 56, 56, 58, alpha: 1)),
        ("link", Color(bytes: 0, 122, 255, alpha: 1), Color(bytes: 9, 132, 255, alpha: 1)),
        ("systemFill", Color(bytes: 120, 120, 128, alpha: 0.2), Color(bytes: 120, 120, 128, alpha: 0.36)),
        ("secondarySystemFill", Color(bytes: 120, 120, 128, alpha: 0.16), Color(bytes: 120, 120, 128, alpha: 0.32)),
        ("tertiarySystemFill", Color(bytes: 118, 118, 128, alpha: 0.12), Color(bytes: 118, 118, 128, alpha: 0.24)),
        ("quaternarySystemFill", Color(bytes: 116, 116, 128, alpha: 0.08), Color(bytes: 118, 118, 128, alpha: 0.18)),
        ("systemBackground", Color(bytes: 255, 255, 255, alpha: 1), Color(bytes: 28, 28, 30, alpha: 1)),
        ("secondarySystemBackground", Color(bytes: 242, 242, 247, alpha: 1), Color(bytes: 44, 44, 46, alpha: 1)),
        ("tertiarySystemBackground", Color(bytes: 255, 255, 255, alpha: 1), Color(bytes: 58, 58, 60, alpha: 1)),
        ("systemGroupedBackground", Color(bytes: 242, 242, 247, alpha: 1), Color(bytes: 28, 28, 30, alpha: 1)),
        ("secondarySystemGroupedBackground", Color(bytes: 255, 255, 255, alpha: 1), Color(bytes: 44, 44, 46, alpha: 1)),
        ("tertiarySystemGroupedBackground", Color(bytes: 242, 242, 247, alpha: 1), Color(bytes: 58, 58, 60, alpha: 1)),
    ]

    /// The entries by name.
    static let byName: [String: (light: Color, dark: Color)] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.name, ($0.light, $0.dark)) })
}

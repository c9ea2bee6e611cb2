import ShadeSyntax

/// The system palette: UIKit's dynamic system and semantic colors, with the light and dark
/// RGBA values of UIKit's published system and semantic color tables (channel bytes, alpha 0…1),
/// every entry exactly (docs/color.md, System palette).
package enum SystemPalette {
    /// Name, light RGBA, dark RGBA, in the published tables' order.
    package static let entries: [(name: String, light: ThemeColor, dark: ThemeColor)] = [
        ("systemRed", ThemeColor(bytes: 255, 59, 48, alpha: 1), ThemeColor(bytes: 255, 69, 58, alpha: 1)),
        ("systemOrange", ThemeColor(bytes: 255, 149, 0, alpha: 1), ThemeColor(bytes: 255, 159, 10, alpha: 1)),
        ("systemYellow", ThemeColor(bytes: 255, 204, 0, alpha: 1), ThemeColor(bytes: 255, 214, 10, alpha: 1)),
        ("systemGreen", ThemeColor(bytes: 52, 199, 89, alpha: 1), ThemeColor(bytes: 48, 209, 88, alpha: 1)),
        ("systemMint", ThemeColor(bytes: 0, 199, 190, alpha: 1), ThemeColor(bytes: 102, 212, 207, alpha: 1)),
        ("systemTeal", ThemeColor(bytes: 90, 200, 250, alpha: 1), ThemeColor(bytes: 100, 210, 255, alpha: 1)),
        ("systemCyan", ThemeColor(bytes: 50, 173, 230, alpha: 1), ThemeColor(bytes: 100, 210, 255, alpha: 1)),
        ("systemBlue", ThemeColor(bytes: 0, 122, 255, alpha: 1), ThemeColor(bytes: 10, 132, 255, alpha: 1)),
        ("systemIndigo", ThemeColor(bytes: 88, 86, 214, alpha: 1), ThemeColor(bytes: 94, 92, 230, alpha: 1)),
        ("systemPurple", ThemeColor(bytes: 175, 82, 222, alpha: 1), ThemeColor(bytes: 191, 90, 242, alpha: 1)),
        ("systemPink", ThemeColor(bytes: 255, 45, 85, alpha: 1), ThemeColor(bytes: 255, 55, 95, alpha: 1)),
        ("systemBrown", ThemeColor(bytes: 162, 132, 94, alpha: 1), ThemeColor(bytes: 172, 142, 104, alpha: 1)),
        ("systemGray", ThemeColor(bytes: 142, 142, 147, alpha: 1), ThemeColor(bytes: 142, 142, 147, alpha: 1)),
        ("systemGray2", ThemeColor(bytes: 174, 174, 178, alpha: 1), ThemeColor(bytes: 99, 99, 102, alpha: 1)),
        ("systemGray3", ThemeColor(bytes: 199, 199, 204, alpha: 1), ThemeColor(bytes: 72, 72, 74, alpha: 1)),
        ("systemGray4", ThemeColor(bytes: 209, 209, 214, alpha: 1), ThemeColor(bytes: 58, 58, 60, alpha: 1)),
        ("systemGray5", ThemeColor(bytes: 229, 229, 234, alpha: 1), ThemeColor(bytes: 44, 44, 46, alpha: 1)),
        ("systemGray6", ThemeColor(bytes: 242, 242, 247, alpha: 1), ThemeColor(bytes: 28, 28, 30, alpha: 1)),
        ("label", ThemeColor(bytes: 0, 0, 0, alpha: 1), ThemeColor(bytes: 255, 255, 255, alpha: 1)),
        ("secondaryLabel", ThemeColor(bytes: 60, 60, 67, alpha: 0.6), ThemeColor(bytes: 235, 235, 245, alpha: 0.6)),
        ("tertiaryLabel", ThemeColor(bytes: 60, 60, 67, alpha: 0.3), ThemeColor(bytes: 235, 235, 245, alpha: 0.3)),
        ("quaternaryLabel", ThemeColor(bytes: 60, 60, 67, alpha: 0.18), ThemeColor(bytes: 235, 235, 245, alpha: 0.18)),
        ("placeholderText", ThemeColor(bytes: 60, 60, 67, alpha: 0.3), ThemeColor(bytes: 235, 235, 245, alpha: 0.3)),
        ("separator", ThemeColor(bytes: 60, 60, 67, alpha: 0.29), ThemeColor(bytes: 84, 84, 88, alpha: 0.6)),
        ("opaqueSeparator", ThemeColor(bytes: 198, 198, 200, alpha: 1), ThemeColor(bytes: 56, 56, 58, alpha: 1)),
        ("link", ThemeColor(bytes: 0, 122, 255, alpha: 1), ThemeColor(bytes: 9, 132, 255, alpha: 1)),
        ("systemFill", ThemeColor(bytes: 120, 120, 128, alpha: 0.2), ThemeColor(bytes: 120, 120, 128, alpha: 0.36)),
        (
            "secondarySystemFill", ThemeColor(bytes: 120, 120, 128, alpha: 0.16),
            ThemeColor(bytes: 120, 120, 128, alpha: 0.32)
        ),
        (
            "tertiarySystemFill", ThemeColor(bytes: 118, 118, 128, alpha: 0.12),
            ThemeColor(bytes: 118, 118, 128, alpha: 0.24)
        ),
        (
            "quaternarySystemFill", ThemeColor(bytes: 116, 116, 128, alpha: 0.08),
            ThemeColor(bytes: 118, 118, 128, alpha: 0.18)
        ),
        ("systemBackground", ThemeColor(bytes: 255, 255, 255, alpha: 1), ThemeColor(bytes: 28, 28, 30, alpha: 1)),
        (
            "secondarySystemBackground", ThemeColor(bytes: 242, 242, 247, alpha: 1),
            ThemeColor(bytes: 44, 44, 46, alpha: 1)
        ),
        (
            "tertiarySystemBackground", ThemeColor(bytes: 255, 255, 255, alpha: 1),
            ThemeColor(bytes: 58, 58, 60, alpha: 1)
        ),
        (
            "systemGroupedBackground", ThemeColor(bytes: 242, 242, 247, alpha: 1),
            ThemeColor(bytes: 28, 28, 30, alpha: 1)
        ),
        (
            "secondarySystemGroupedBackground", ThemeColor(bytes: 255, 255, 255, alpha: 1),
            ThemeColor(bytes: 44, 44, 46, alpha: 1)
        ),
        (
            "tertiarySystemGroupedBackground", ThemeColor(bytes: 242, 242, 247, alpha: 1),
            ThemeColor(bytes: 58, 58, 60, alpha: 1)
        )
    ]

    /// The entries by name.
    package static let byName: [String: (light: ThemeColor, dark: ThemeColor)] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.name, ($0.light, $0.dark)) })
}

import Testing
@testable import ShadeExport

/// The lowercase words CSS's kebab-case properties and Android's snake-case resources are made
/// of (`ExportNaming.lowercaseWords`), each expectation worked out by hand from the rule.
@Suite("Export: lowercase words")
struct LowercaseWordsTests {
    @Test(arguments: [
        ("Semantic.primaryText", "-", "semantic-primary-text"),
        ("UINavigationBar.tintColor", "-", "ui-navigation-bar-tint-color"),
        ("URLColor", "_", "url_color"),
        ("ABC", "-", "abc"),
        ("ABCDef", "-", "abc-def"),
        ("gray50", "-", "gray50"),
        ("h1Title", "_", "h1_title"),
        ("a1B", "-", "a1-b"),
        ("fg_default", "-", "fg-default"),
        ("a__b..c", "_", "a_b_c"),
        ("_leading.trailing_", "-", "leading-trailing"),
        // Bytes that are no ASCII letter or digit end a word and are left out.
        ("aéb", "-", "a-b"),
        ("é.x", "-", "x"),
        ("", "-", ""),
        ("...", "-", ""),
        ("Brand.Accent.onInverse", "-", "brand-accent-on-inverse"),
        ("aVeryLongTokenNameThatIsNotSmall.AndMore", "-", "a-very-long-token-name-that-is-not-small-and-more")
    ])
    func words(name: String, separator: Character, expected: String) {
        #expect(ExportNaming.lowercaseWords(of: name, joinedBy: separator) == expected)
    }
}

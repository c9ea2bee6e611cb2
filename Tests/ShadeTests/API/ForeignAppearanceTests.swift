import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// An ``Appearance`` names a column of the theme it came from. Given to another theme, it once
/// trapped (an index past that theme's values) or answered with another column's value.
@Suite("API: an appearance of another theme")
struct ForeignAppearanceTests {
    /// Themes whose appearance spaces differ: bigger, smaller, and the same size with other axes.
    static let wide = load(
        "axis density { regular, compact, spacious }\ncolor a = #000000\n"
            + "color b = dynamic(light: #111111, dark: #222222)\n"
            + "when compact { a = #ff0000 }\nwhen spacious { a = #ff00ff }\n")
    static let plain = load("color a = #333333\n")
    static let other = load("axis size { small, large }\ncolor a = #444444\nwhen large { a = #555555 }\n")

    static let pairs: [(from: String, appearance: String, to: String)] = [
        ("wide", "dark-spacious", "plain"), ("wide", "dark-compact", "other"), ("other", "large", "wide"),
        ("other", "large", "plain")
    ]

    static func theme(_ name: String) -> Theme {
        switch name {
        case "wide": wide
        case "other": other
        default: plain
        }
    }

    @Test("value(of:in:) answers nil for another theme's appearance", arguments: pairs)
    func valueIsNil(from: String, appearance: String, to: String) throws {
        let foreign = try #require(Self.theme(from).appearance(named: appearance), "\(Self.theme(from).appearances)")
        #expect(Self.theme(to).value(of: "a", in: foreign) == nil)
    }

    @Test("evaluate(_:in:) throws a clear error for another theme's appearance", arguments: pairs)
    func evaluateThrows(from: String, appearance: String, to: String) throws {
        let foreign = try #require(Self.theme(from).appearance(named: appearance))
        let error = #expect(throws: ThemeError.self) { try Self.theme(to).evaluate("a", in: foreign) }
        #expect(
            error?.diagnostics.map(\.message) == [
                "the appearance '\(appearance)' is not one of this theme's;"
                    + " find this theme's with appearance(settings:) or appearance(named:)"
            ])
    }

    @Test("the same settings looked up in the other theme give its own answer")
    func lookedUpBySettings() throws {
        let foreign = try #require(Self.wide.appearance(named: "light-compact"))
        let own = Self.other.appearance(settings: foreign.settings)
        #expect(Self.other.value(of: "a", in: own)?.description == "#444444")
        #expect(Self.wide.value(of: "a", in: foreign)?.description == "#ff0000")
        #expect(try Self.wide.evaluate("b", in: foreign).description == "#111111")
    }
}

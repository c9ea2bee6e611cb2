import Foundation
import Testing
@testable import ShadeCore
@testable import ShadeExport
import Shade

/// A token keeps one value per appearance its mask tells apart, and eval's JSON spells a color
/// once per value kept, copying it into the other columns (`Sources/ShadeExport/Output/RenderedHexes.swift`).
/// Tokens that vary on different axes sit at the same places of their runs one after another:
/// none may be written with the digits of the one before.
@Suite("Values kept once, written once")
struct SharedValueTests {
    /// Tokens varying on nothing, on the scheme, on a declared axis, on both, and a translucent one.
    static let shared = """
        axis brand { acme, globex }
        color a = #112233
        color b = dynamic(light: #000000, dark: #ffffff)
        color c = dynamic(acme: #ff0000, globex: #00ff00)
        color d = alpha(b, 0.5)
        color e = dynamic(light: c, dark: #0000ff)
        color f = #445566
        """

    @Test("each column holds its token's own color, whatever the token before kept at that place")
    func sharedColumns() {
        let theme = ThemeLoader().load(source: Self.shared)
        #expect(
            theme.render(.json) == """
                {
                  "appearances": ["light-acme", "light-globex", "dark-acme", "dark-globex"],
                  "tokens": [
                    {"name": "a", "type": "color", "values": {"light-acme": "#112233", "light-globex": "#112233", \
                "dark-acme": "#112233", "dark-globex": "#112233"}},
                    {"name": "b", "type": "color", "values": {"light-acme": "#000000", "light-globex": "#000000", \
                "dark-acme": "#ffffff", "dark-globex": "#ffffff"}},
                    {"name": "c", "type": "color", "values": {"light-acme": "#ff0000", "light-globex": "#00ff00", \
                "dark-acme": "#ff0000", "dark-globex": "#00ff00"}},
                    {"name": "d", "type": "color", "values": {"light-acme": "#00000080", "light-globex": "#00000080", \
                "dark-acme": "#ffffff80", "dark-globex": "#ffffff80"}},
                    {"name": "e", "type": "color", "values": {"light-acme": "#ff0000", "light-globex": "#00ff00", \
                "dark-acme": "#0000ff", "dark-globex": "#0000ff"}},
                    {"name": "f", "type": "color", "values": {"light-acme": "#445566", "light-globex": "#445566", \
                "dark-acme": "#445566", "dark-globex": "#445566"}}
                  ]
                }

                """)
    }

    /// Themes of 4, 8 and 16 appearances (a third of the tokens literals, a third varying on one
    /// axis, the rest mixing two earlier ones), in every column and in a few chosen, in any order.
    @Test(
        "the JSON's colors are the tokens' values in every column chosen",
        arguments: [
            (1, nil), (1, [3, 0]), (2, nil), (2, [5, 1, 2]), (3, nil), (3, [15]), (3, [0, 15, 7, 8])
        ] as [(Int, [Int]?)])
    func valuesAsTokensHoldThem(axes: Int, chosen: [Int]?) throws {
        let theme = ThemeLoader().load(source: Self.theme(axes: axes, tokens: 60))
        #expect(theme.diagnostics.isEmpty)
        let appearances = chosen.map { $0.map { theme.appearances[$0] } } ?? theme.appearances
        let json = try #require(
            try JSONSerialization.jsonObject(with: theme.renderData(.json, appearances: appearances)) as? [String: Any])
        let rendered = try #require(json["tokens"] as? [[String: Any]])
        #expect(rendered.count == theme.tokens.count)
        for (token, entry) in zip(theme.tokens, rendered) {
            let values = try #require(entry["values"] as? [String: String])
            for appearance in appearances {
                let column = try #require(theme.appearances.firstIndex(of: appearance))
                guard case let .color(color) = token.values[column] else {
                    Issue.record("\(token.name) holds no color")
                    continue
                }
                #expect(values[appearance.name] == color.hex, "\(token.name) in \(appearance.name)")
            }
        }
    }

    /// `axes` declared axes of two values besides light and dark.
    static func theme(axes: Int, tokens: Int) -> String {
        var lines = (0..<axes).map { "axis x\($0) { x\($0)a, x\($0)b }" }
        for index in 0..<tokens {
            let hex = String(format: "#%06x", (index * 2_654_435_761) & 0xFF_FFFF)
            switch index % 3 {
            case 0: lines.append("color t\(index) = \(hex)")
            case 1:
                let axis = (index / 3) % (axes + 1)
                let (first, second) = axis == axes ? ("light", "dark") : ("x\(axis)a", "x\(axis)b")
                lines.append("color t\(index) = dynamic(\(first): \(hex), \(second): alpha(\(hex), 0.5))")
            default: lines.append("color t\(index) = mix(t\(index - 1), t\(index / 2), 0.5)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

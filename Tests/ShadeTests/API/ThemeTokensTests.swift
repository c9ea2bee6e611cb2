import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `Theme.tokens` is a view over the resolved values; it answers as the array of its tokens.
@Suite("Theme tokens")
struct ThemeTokensTests {
    static let source = """
        color background = dynamic(light: #ffffff, dark: #1c1c1e)
        private color hidden = #123456
        number ratio = 0.5
        """

    static let expected = [
        ThemeToken(
            name: "background", type: .color,
            values: [
                .color(ThemeColor(bytes: 255, 255, 255)), .color(ThemeColor(bytes: 0x1C, 0x1C, 0x1E))
            ]),
        ThemeToken(name: "ratio", type: .number, values: [.number(0.5), .number(0.5)])
    ]

    @Test("holds the emitted tokens in order, with a value per column")
    func tokens() {
        let theme = load(Self.source)
        #expect(Array(theme.tokens) == Self.expected)
        #expect(theme.tokens.map(\.name) == ["background", "ratio"])
        #expect(theme.tokens[1].values == [.number(0.5), .number(0.5)])
    }

    @Test("compares, hashes and prints as its array")
    func likeAnArray() {
        let theme = load(Self.source), again = load(Self.source)
        #expect(theme.tokens == again.tokens)
        #expect(theme.tokens != load("number ratio = 0.5").tokens)
        #expect(theme.tokens.hashValue == again.tokens.hashValue)
        #expect(theme.tokens.description == Self.expected.description)
        var dumped = ""
        dump(theme.tokens, to: &dumped)
        var dumpedArray = ""
        dump(Self.expected, to: &dumpedArray)
        #expect(dumped == dumpedArray)
    }

    @Test("a token with an error has no values")
    func brokenToken() {
        let theme = load("number a = 1 / 0\nnumber b = 2")
        #expect(theme.tokens.map(\.values) == [[], [.number(2)]])
    }

    /// What a renderer reads in place (`eval --format json`): a color where the value is one, the
    /// stored value otherwise, nothing for a token with an error.
    @Test("reads each stored value and color in place, as the tokens hold them")
    func storedValuesInPlace() {
        let theme = load(Self.source + "\nnumber broken = 1 / 0\ncolor mixed = mix(background, #000000)")
        let tokens = theme.tokens
        for position in tokens.indices {
            let token = tokens[position]
            #expect(tokens.hasValues(at: position) == !token.values.isEmpty)
            for column in token.values.indices {
                #expect(tokens.storedValue(at: position, column: column) == token.values[column])
                #expect(tokens.storedColor(at: position, column: column) == token.values[column].colorValue)
            }
        }
        let broken = tokens.map(\.name).firstIndex(of: "broken")!
        #expect(!tokens.hasValues(at: broken))
        #expect(tokens.storedColor(at: broken, column: 0) == nil)
        #expect(tokens.storedValue(at: broken, column: 0) == nil)
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `ensureContrast` of translucent and fully transparent colors: contrast ignores alpha, so the
/// result must reach the ratio as `contrast` measures it, and keep the color's alpha.
@Suite("ensureContrast with alpha")
struct EnsureContrastAlphaTests {
    static let alphas: [Double] = [0, 0.002, 0.3, 0.5, 1]
    static let pairs: [(foreground: String, background: String, ratio: Double)] = [
        ("#141414", "#000000", 4.5),
        ("#ffffff", "#ffffff", 4.5),
        ("#c8c8c8", "#ffffff", 7),
        ("#3c64f4", "#1c1c1e", 4.5),
        ("#777777", "#ffffff", 4.5)
    ]

    @Test("the result reaches the ratio and keeps alpha", arguments: alphas, pairs)
    func reachesRatio(alpha: Double, pair: (foreground: String, background: String, ratio: Double)) throws {
        let fg = try #require(ThemeColor(hex: pair.foreground)), bg = try #require(ThemeColor(hex: pair.background))
        let translucent = ThemeColor(red: fg.red, green: fg.green, blue: fg.blue, alpha: alpha)
        let result = translucent.ensuringContrast(pair.ratio, against: bg)
        #expect(result.quantized.contrastRatio(with: bg) >= pair.ratio)
        #expect(result.alpha == alpha)
        // The same color as the opaque one would get: alpha plays no part in the choice.
        let opaque = fg.ensuringContrast(pair.ratio, against: bg)
        #expect(
            result.bytes.red == opaque.bytes.red && result.bytes.green == opaque.bytes.green
                && result.bytes.blue == opaque.bytes.blue)
    }

    static let unreachable: [Double] = [0, 0.5, 1]

    @Test("the better pole, with the color's alpha, when no mix reaches the ratio", arguments: unreachable)
    func betterPole(alpha: Double) {
        let gray = ThemeColor(bytes: 0x80, 0x80, 0x80, alpha: alpha)
        let result = gray.ensuringContrast(21, against: ThemeColor(bytes: 0x80, 0x80, 0x80))
        #expect(result == ThemeColor(red: 0, green: 0, blue: 0, alpha: alpha))
    }

    @Test("in a theme, a fully transparent color gets a passing one")
    func inTheme() {
        let theme = load(
            """
            color c = ensureContrast(rgba(20, 20, 20, 0), #000000)
            number r = contrast(c, #000000)
            """)
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.string("c") == "#75757500")
        #expect(Double(theme.string("r") ?? "0")! >= 4.5)
    }
}

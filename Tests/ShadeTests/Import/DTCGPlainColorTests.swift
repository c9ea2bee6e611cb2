import Testing
@testable import ShadeImport

/// The common sRGB color is read in one walk over its members (`DTCGPlainColor`); every other
/// form goes on to the general reading. Each row is a color value the walk reads or passes on,
/// and the Shade it must come out as either way (each hex worked out by hand from the
/// components: 0.301961 × 255 = 77.000 = 0x4d, 0.235294 × 255 = 60.000 = 0x3c, 0.101961 × 255 =
/// 26.000 = 0x1a; 0.2, 0.4 and 1 are exactly 51, 102 and 255).
@Suite("Import: the common sRGB color read in one walk")
struct DTCGPlainColorTests {
    static let near = ##""components": [0.301961, 0.235294, 0.101961]"##
    static let exact = ##""components": [0.2, 0.4, 1]"##

    static let colors: [(value: String, written: String)] = [
        // Read in the walk.
        (##"{"colorSpace": "srgb", "## + near + ##", "hex": "#4d3c1a"}"##, "#4d3c1a"),
        (##"{"colorSpace": "srgb", "## + near + ##", "hex": "#4D3C1A"}"##, "#4d3c1a"),
        (##"{"hex": "#4d3c1a", "## + near + ##", "colorSpace": "srgb", "alpha": 1}"##, "#4d3c1a"),
        (##"{"colorSpace": "srgb", "## + exact + ##", "hex": "#000000"}"##, "#3366ff"),
        (##"{"colorSpace": "srgb", "## + exact + ##", "hex": 5}"##, "#3366ff"),
        (##"{"colorSpace": "srgb", "## + exact + ##", "hex": "#3366f"}"##, "#3366ff"),
        (##"{"colorSpace": "srgb", "## + exact + ##", "alpha": 0.5}"##, "rgba(51, 102, 255, 0.5)"),
        // Passed on to the general reading.
        (##"{"colorSpace": "display-p3", "## + exact + "}", "displayP3(0.2, 0.4, 1)"),
        (##"{"colorSpace": "sr\u0067b", "## + exact + "}", "#3366ff"),
        (##"{"colorSpace": "srgb", "## + near + ##", "hex": "\u00234d3c1a"}"##, "#4d3c1a"),
        (##"{"colorSpace": "srgb", "components": [0.2, "none", 1]}"##, "#3300ff"),
        (##"{"colorSpace": "srgb", "## + exact + ##", "alpha": "0.5"}"##, "#3366ff"),
        (##""#4D3C1A""##, "#4d3c1a")
    ]

    @Test("each form comes out as the color it writes", arguments: colors)
    func written(value: String, written: String) throws {
        let document = ##"{"c": {"$type": "color", "$value": "## + value + "}}"
        let (source, diagnostics) = try DTCGReferenceTests.importing(document)
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(source == "color c = \(written)\n")
    }

    static let refused: [(value: String, message: String)] = [
        (##"{"colorSpace": "srgb", "components": [0.2, 0.4, 1, 1]}"##, "a color is {"),
        (##"{"colorSpace": "srgb", "components": [0.2, "x", 1]}"##, "color components are numbers or \"none\""),
        (##"{"colorSpace": "srgb", "## + exact + ##", "alpha": 2}"##, "a color's alpha is in 0…1")
    ]

    @Test("a form the walk passes on is reported by the general reading", arguments: refused)
    func reported(value: String, message: String) throws {
        let document = ##"{"c": {"$type": "color", "$value": "## + value + "}}"
        let (_, diagnostics) = try DTCGReferenceTests.importing(document)
        #expect(diagnostics.contains { $0.message.contains(message) })
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
import Shade

/// A token's `@dtcg(extensions:)` text goes back out as its `$extensions` (docs/dtcg.md,
/// Extensions): every kind of JSON value, members in the order written, numbers with every digit.
@Suite("DTCG export: kept extensions")
struct DTCGExtensionsExportTests {
    static let kept: [(extensions: String, written: String)] = [
        ("{\"com.x\": null}", "{\n  \"com.x\": null\n}"),
        (
            "{\"z\": 1, \"a\": {\"y\": true, \"b\": false}}",
            "{\n  \"z\": 1,\n  \"a\": {\n    \"y\": true,\n    \"b\": false\n  }\n}"
        ),
        ("{\"n\": [1, 0.1, -2.5e-7, 123456789.123456789]}", "{\n  \"n\": [1, 0.1, -2.5e-07, 123456789.12345679]\n}"),
        ("{\"l\": [null, \"\\u00e9\\n\"]}", "{\n  \"l\": [\n    null,\n    \"é\\n\"\n  ]\n}"),
        ("{\"k\": 1, \"j\": 2, \"k\": 3}", "{\n  \"k\": 3,\n  \"j\": 2\n}")
    ]

    @Test("the extensions text is written back whole", arguments: kept)
    func written(extensions: String, written: String) throws {
        let escaped = ShadeEscaping.stringLiteral(extensions)
        let theme = load("@dtcg(extensions: \(escaped))\ncolor a = #ff0000")
        #expect(theme.errorMessages == [])
        let token = try #require(try ExportedTheme(theme, selection: [:]).tokens.first)
        let metadata = DTCGExport.metadata(token)
        #expect(metadata.map(\.0) == ["$extensions"])
        #expect(metadata.first?.1.text == written + "\n")
    }

    @Test("an empty object writes no $extensions")
    func empty() throws {
        let theme = load("@dtcg(extensions: \"{ }\")\ncolor a = #ff0000")
        let token = try #require(try ExportedTheme(theme, selection: [:]).tokens.first)
        #expect(DTCGExport.metadata(token).isEmpty)
    }
}

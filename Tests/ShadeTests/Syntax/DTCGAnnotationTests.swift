import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `@dtcg(type:, extensions:)`: what a token keeps for the Design Tokens format (docs/dtcg.md, Annotations).
@Suite("DTCG annotation")
struct DTCGAnnotationTests {
    static let kept: [(source: String, annotation: DTCGAnnotation)] = [
        ("@dtcg(type: \"fontWeight\")\nnumber w = 700", DTCGAnnotation(type: "fontWeight")),
        (
            "@dtcg(extensions: \"{\\\"com.figma\\\": {\\\"hidden\\\": true}}\")\ncolor c = #000000",
            DTCGAnnotation(extensions: "{\"com.figma\": {\"hidden\": true}}")
        ),
        (
            "@deprecated(\"x\")\n@dtcg(type: \"cubicBezier\", extensions: \"{}\")\nstring e = \"cubic-bezier(0, 0, 1, 1)\"",
            DTCGAnnotation(type: "cubicBezier", extensions: "{}")
        ),
        ("@dtcg(type: \"fontFamily\")\nprivate string f = \"Inter\"\nstring g = f", DTCGAnnotation(type: "fontFamily")),
        ("@dtcg(type: \"fontWeight\")\ninternal number w = 700\nnumber v = w", DTCGAnnotation(type: "fontWeight"))
    ]

    @Test("the annotation reaches the token, without errors", arguments: kept)
    func reachesToken(source: String, annotation: DTCGAnnotation) throws {
        let theme = load(source)
        #expect(theme.errorMessages == [])
        let token = try #require(theme.program.tokens.first)
        #expect(token.dtcg == annotation)
    }

    @Test("a public token carries it on the theme and to the exports")
    func theme() throws {
        let theme = load("@dtcg(type: \"fontWeight\")\nnumber w = 700\nnumber plain = 1")
        #expect(theme.tokens.map(\.dtcg) == [DTCGAnnotation(type: "fontWeight"), nil])
        #expect(
            try ExportedTheme(theme, selection: [:]).tokens.map(\.dtcg) == [DTCGAnnotation(type: "fontWeight"), nil])
    }

    static let malformed: [(source: String, diagnostics: [String])] = [
        (
            "@dtcg(type: \"fontweight\")\nnumber w = 700",
            [
                "1:13 error: 'fontweight' is not a DTCG type; the types are color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography"
            ]
        ),
        (
            "@dtcg(extensions: \"[1]\")\nnumber w = 700",
            [
                "1:19 error: '@dtcg(extensions:)' takes the text of a JSON object, as in \"{\\\"com.example\\\": true}\""
            ]
        ),
        (
            "@dtcg(kind: \"x\")\nnumber w = 700",
            [
                "1:7 error: '@dtcg' takes 'type:' and 'extensions:' strings, as in @dtcg(type: \"fontWeight\")"
            ]
        ),
        (
            "@dtcg(type: 3)\nnumber w = 700",
            [
                "1:13 error: '@dtcg' takes 'type:' and 'extensions:' strings, as in @dtcg(type: \"fontWeight\")"
            ]
        ),
        ("@dtcg(type: \"number\")\nfn f() -> number = 1", ["1:1 error: 'fn' cannot carry '@dtcg'; only a token can"]),
        (
            "@dtcg(type: \"number\")\ngroup g { number n = 1 }",
            ["1:1 error: 'group' cannot carry '@dtcg'; only a token can"]
        ),
        ("@dtcs(type: \"number\")\nnumber n = 1", ["1:1 error: unknown annotation '@dtcs'"]),
        (
            "@dtcg(type: \"number\")\ntoken a: number = 1",
            [
                "2:1 error: expected a declaration (a type such as 'color', or 'group', 'fn', 'import', 'assert', 'axis'), found 'token'"
            ]
        ),
        (
            "@dtcg(type: \"number\")\n",
            [
                "2:1 error: expected a declaration (a type such as 'color', or 'group', 'fn', 'import', 'assert', 'axis'), found end of file"
            ]
        )
    ]

    @Test("malformed annotations are located errors", arguments: malformed)
    func reported(source: String, diagnostics: [String]) {
        let rendered = load(source).diagnostics.map { diagnostic in
            "\(diagnostic.location.map { "\($0.start.line):\($0.start.column) " } ?? "")\(diagnostic.severity): \(diagnostic.message)"
        }
        #expect(rendered == diagnostics)
    }

    /// What `@dtcg(extensions:)` takes: the text of a JSON object (RFC 8259, strictly), whatever
    /// its members hold. A key written twice is JSON still; the export keeps its last value.
    static let extensionTexts: [(text: String, isObject: Bool)] = [
        ("{}", true),
        (" {\n} ", true),
        ("{\"a\": null}", true),
        ("{\"a\": [1, -0.5e-3, true, false, null, \"x\", {\"b\": {}}]}", true),
        ("{\"a\": 1, \"a\": 2}", true),
        ("{\"a\": -0}", true),
        ("{", false),
        ("{\"a\": [1,]}", false),
        ("{\"\\u00e9\\ud83d\\ude00\": \"\\n\"}", true),
        ("[1]", false),
        ("\"x\"", false),
        ("null", false),
        ("", false),
        ("{\"a\": }", false),
        ("{a: 1}", false),
        ("{\"a\": 1,}", false),
        ("{\"a\": NaN}", false),
        ("{\"a\": 01}", false),
        ("{\"a\": 1e400}", false),
        ("{} {}", false),
        ("{\"a\": \"\\x\"}", false),
        ("{\"a\": \"\\ud800\"}", false),
        ("{\"a\": \"\t\"}", false),
        (String(repeating: "{\"a\": ", count: 600) + "1" + String(repeating: "}", count: 600), false)
    ]

    @Test("extensions: the text of a JSON object, read strictly", arguments: extensionTexts)
    func extensionText(text: String, isObject: Bool) {
        #expect(DTCGAnnotation.isJSONObject(text) == isObject)
    }

    @Test("durations: ms and s are units that never mix with each other or with lengths")
    func durations() {
        let theme = load("dimension a = 200ms\ndimension b = a * 2\ndimension c = 1.5s")
        #expect(["a", "b", "c"].map { theme.string($0) } == ["200ms", "400ms", "1.5s"])
        #expect(load("dimension a = 200ms + 1s").errorMessages.count == 1)
        #expect(load("dimension a = 200ms + 1px").errorMessages.count == 1)
    }
}

import Foundation
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeTools
import Shade
import Testing

/// The one completion and signature service of the REPL and the language server, on text as it
/// is being typed (‸ marks the cursor) over a loaded theme.
@Suite struct CompletionServiceTests {
    static let theme = load(
        """
        group Semantic {
          color overlay = #00000080
          group Text { color primary = #000 }
        }
        fn soft(c: color, by: number = 0.5) -> color = alpha(c, by)
        color accent = #3c64f4
        private color secret = #111

        """)
    static let service = CompletionService(theme: theme)

    /// `text` without its ‸, and the UTF-8 offset of the ‸.
    static func cursor(_ text: String) -> ([UInt8], Int) {
        let bytes = Array(text.utf8), marker = Array("‸".utf8)
        let offset = (0...bytes.count - marker.count).first { bytes[$0..<$0 + marker.count].elementsEqual(marker) }!
        return (Array(bytes[..<offset] + bytes[(offset + marker.count)...]), offset)
    }

    static func labels(_ text: String) -> [String] {
        let (bytes, offset) = cursor(text)
        return service.complete(bytes, at: offset).items.map(\.label)
    }

    @Test(arguments: [
        ("color a = Semantic.‸", ["Text", "overlay"]),
        ("color a = Semantic.ov‸", ["overlay"]),
        ("color a = $.Semantic.ov‸", ["overlay"]),
        ("color a = Semantic.Text.‸", ["primary"]),
        // A color token: the appearances to freeze it to, its channels and its views.
        (
            "color a = accent.‸",
            [
                "alpha", "blue", "dark", "displayP3", "green", "hct", "high", "hue", "lab", "lch", "light", "lightness",
                "normal", "oklab", "oklch", "red", "saturation"
            ]
        ),
        ("color a = accent.al‸", ["alpha"]),
        ("color a = alpha(accent.ok‸", ["oklab", "oklch"]),
        ("color a = accent.oklch.‸", ["c", "h", "l"]),
        ("color a = accent.displayP3.‸", ["b", "g", "r"]),
        ("color a = Nope.‸", []),
        ("color a = soft.‸", []),
        // Inside a group, its members are in scope by their bare names and paths.
        // The enclosing group's first, then the top level's (the keyword `over`).
        ("group Semantic {\n  color b = ov‸", ["overlay", "over"]),
        ("group Semantic {\n  color b = Text.‸", ["primary"]),
        ("group Semantic {\n  color b = Text.‸\n}\ncolor c = Text.", ["primary"]),
        ("group Semantic {\n}\ncolor c = ov‸", ["over"]),
        ("color a = so‸", ["soft"]),
        ("color a = secr‸", ["secret"]),
        ("color a = dar‸", ["dark", "darken"]),
        ("color a = highC‸", ["highContrast"])
    ])
    func completes(text: String, expected: [String]) {
        #expect(Self.labels(text) == expected)
    }

    @Test func parametersComeFirstInAFunctionBodyBeingTyped() {
        let text = "fn f(c: color, by: number) -> color =\n  alpha(c, b‸"
        let (bytes, offset) = Self.cursor(text)
        let items = Self.service.complete(bytes, at: offset).items
        #expect(items.first == NameCompletion(label: "by", kind: .parameter, detail: "number"))
        #expect(!Self.labels("fn f(c: color, b‸").contains("by"))
        #expect(!Self.labels("fn f(c: color, by: number) -> color = c\ncolor d = b‸").contains("by"))
    }

    @Test func theAnswerSaysWhereTheNameStartsAndWhatIsBeforeItsDot() {
        let answer = Self.service.complete(Array("darken(Semantic.ov".utf8), at: 18)
        #expect(answer.start == 7)
        #expect(answer.base == "Semantic")
        #expect(Self.service.complete(Array("x = ov".utf8), at: 6).base == nil)
    }

    @Test func detailsAreTypesSignaturesAndAxes() {
        let top = Dictionary(
            Self.service.namesInScope().map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(
            top["soft"] == .init(label: "soft", kind: .function, detail: "fn soft(c: color, by: number = 0.5) -> color")
        )
        #expect(top["accent"] == .init(label: "accent", kind: .token, detail: "color"))
        #expect(top["Semantic"] == .init(label: "Semantic", kind: .group, detail: "group"))
        #expect(top["systemRed"] == .init(label: "systemRed", kind: .systemColor, detail: "color (system palette)"))
        #expect(top["dark"] == .init(label: "dark", kind: .keyword, detail: "bool (appearance condition)"))
        #expect(top["group"] == .init(label: "group", kind: .keyword, detail: nil))
        #expect(top["darken"]?.detail?.hasPrefix("fn darken(c: color") == true)
        let members = Self.service.members(after: "accent")
        #expect(
            members.first { $0.label == "dark" }
                == .init(label: "dark", kind: .appearance, detail: "appearance (scheme)"))
        #expect(members.first { $0.label == "alpha" } == .init(label: "alpha", kind: .field, detail: "number"))
        #expect(members.first { $0.label == "oklch" } == .init(label: "oklch", kind: .field, detail: "view: l, c, h"))
    }

    /// Another file's private names are not in scope in this one.
    @Test func aFileSeesItsOwnPrivateNames() {
        let elsewhere = CompletionService(theme: Self.theme, file: "/nowhere/other.shade")
        #expect(elsewhere.namesInScope(prefix: "secr").isEmpty)
    }

    @Test(arguments: [
        ("color a = soft(‸", 0),
        ("color a = soft(accent, ‸", 1),
        ("color a = soft(darken(accent, 0.1), ‸", 1),
        ("color a = soft((accent), ‸", 1),
        ("color a = soft((‸", 0),
        ("color a = soft(accent, 0.1, ‸", 2),
        ("color a = soft(\n  accent,\n  ‸", 1)
    ])
    func signatureOfTheCallAroundTheCursor(text: String, active: Int) {
        let (bytes, offset) = Self.cursor(text)
        #expect(
            Self.service.signatureHelp(bytes, at: offset)
                == SignatureHelp(
                    label: "fn soft(c: color, by: number = 0.5) -> color", parameters: ["c: color", "by: number = 0.5"],
                    activeParameter: active))
    }

    @Test func theInnermostCallAndBuiltIns() throws {
        let (bytes, offset) = Self.cursor("color a = soft(darken(accent, ‸")
        let help = try #require(Self.service.signatureHelp(bytes, at: offset))
        #expect(help.label == Builtin.darken.signature)
        #expect(help.parameters == ["c: color", "t: number"])
        #expect(help.activeParameter == 1)
    }

    @Test(arguments: [
        "color a = ‸", "color a = soft(accent)‸", "color a = nope(‸", "color a = soft(accent)\ncolor b = ‸",
        "group G { color a = soft(accent) }\n‸", "‸"
    ])
    func noSignatureOutsideACallOfAKnownFunction(text: String) {
        let (bytes, offset) = Self.cursor(text)
        #expect(Self.service.signatureHelp(bytes, at: offset) == nil)
    }

    @Test func signaturesOfUserBuiltInAndUnknownFunctions() {
        #expect(Self.service.signature(ofFunction: "soft") == "fn soft(c: color, by: number = 0.5) -> color")
        #expect(Self.service.signature(ofFunction: "darken")?.hasPrefix("fn darken(") == true)
        #expect(Self.service.signature(ofFunction: "nope") == nil)
        #expect(Self.theme.signature(ofFunction: "soft") == Self.service.signature(ofFunction: "soft"))
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `axis contrast { normal, medium, high }` (docs/language.md, Appearances and axes): the
/// built-in axis with Android's and Material's three levels, and what each export makes of the
/// level Apple platforms lack.
@Suite("Contrast levels")
struct ContrastLevelTests {
    static let source = """
        axis contrast { normal, medium, high }
        color a = dynamic(normal: #777777, medium: #555555, high: #000000)
        color b = dynamic(normal: #777777, high: #000000)
        bool isHigh = highContrast
        """

    @Test func theAxisHasThreeLevelsAndHighContrastIsTheHighOne() {
        let theme = load(Self.source)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.appearances.map(\.name) == ["normal", "medium", "high"])
        #expect(
            theme.tokens.map { $0.values.map(\.description) } == [
                ["#777777", "#555555", "#000000"],
                ["#777777", "#777777", "#000000"],  // a level left out takes the default's value
                ["false", "false", "true"]
            ])
    }

    @Test(arguments: [
        (
            "axis contrast { medium, normal, high }",
            "an extended contrast axis keeps 'normal' first (its default) and 'high': axis contrast { normal, medium, high }"
        ),
        (
            "axis contrast { normal, more }",
            "an extended contrast axis keeps 'normal' first (its default) and 'high': axis contrast { normal, medium, high }"
        ),
        (
            "axis scheme { light, dark, dim }",
            "the scheme axis is light and dark, as every platform's; declare another axis for more (axis dim { off, dimmed })"
        ),
        (
            "axis contrast { normal, medium, high }\naxis contrast { normal, high, higher }",
            "'contrast' is declared more than once"
        )
    ])
    func badExtensionsAreErrors(source: String, message: String) {
        #expect(load(source).errorMessages == [message])
    }

    @Test func cssTakesTheSystemsMoreAsHighUnlessTheRootChoosesALevel() throws {
        let css = try String(
            decoding: CSSExport.render(ExportedTheme(load(Self.source), selection: [:])), as: UTF8.self)
        #expect(
            css.contains(
                """
                :root[data-contrast="medium"] {
                  --a: #555555;
                """))
        #expect(
            css.contains(
                """
                @media (prefers-contrast: more) {
                  :root:not([data-contrast="normal"]):not([data-contrast="medium"]) {
                """))
    }

    @Test func swiftHasACaseForEveryLevel() throws {
        guard
            case let .success(.file(bytes)) = load(Self.source).export(to: .swift, options: ExportTarget.Options()).map(
                \.output)
        else {
            Issue.record("did not export")
            return
        }
        let swift = String(decoding: bytes, as: UTF8.self)
        #expect(swift.contains("private enum ShadeContrast { case normal, medium, high }"))
        #expect(swift.contains("        case .medium: ShadeColor.shadeRGBA(0x555555ff)\n"))
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
import Shade

/// Swift names that lose scalars: the export still writes them, with a warning naming the token
/// or group, where it is declared and the Swift name it got; the camel-case rule for `-` and
/// spaces, keywords and a leading digit are no warning.
@Suite("Export: Swift names that cannot be identifiers as written")
struct SwiftNameWarningTests {
    static let rows: [(source: String, warnings: [String])] = [
        (
            "color `🎨accent` = #fff",
            ["theme.shade:1:7: warning: token '🎨accent' has no Swift spelling of its own; it is written as 'accent'"]
        ),
        (
            "color `a!b` = #fff",
            ["theme.shade:1:7: warning: token 'a!b' has no Swift spelling of its own; it is written as 'aB'"]
        ),
        (
            "color `🎨` = #fff",
            ["theme.shade:1:7: warning: token '🎨' has no Swift spelling of its own; it is written as '__'"]
        ),
        (
            "color `\u{301}x` = #fff",
            ["theme.shade:1:7: warning: token '\u{301}x' has no Swift spelling of its own; it is written as 'x'"]
        ),
        (
            "dimension `gap(2)` = 4pt",
            ["theme.shade:1:11: warning: token 'gap(2)' has no Swift spelling of its own; it is written as 'gap2'"]
        ),
        (
            "group `Brand✨` {\n  color `main tone` = #444\n  color `tone%` = #555\n}",
            [
                "theme.shade:2:9: warning: group 'Brand✨' has no Swift spelling of its own; it is written as 'Brand'",
                "theme.shade:3:9: warning: token 'Brand✨.tone%' has no Swift spelling of its own; "
                    + "it is written as 'tone'"
            ]
        ),
        ("color `fg-default` = #fff\ncolor `main tone` = #000\ncolor `0` = #111\ncolor `default` = #222", []),
        ("group `on-surface` { color `x-y` = #fff }\ncolor Type = #000\ncolor `é-b` = #111", [])
    ]

    @Test("the export's warnings, rendered whole", arguments: rows)
    func warnings(source: String, warnings: [String]) throws {
        let theme = load(source)
        try #require(!theme.hasErrors, "\(rendered(theme))")
        let product = try theme.export(to: .swift).get()
        let headers = product.warnings.map { Diagnostic.Renderer().render($0).split(separator: "\n")[0] }
        #expect(headers.map(String.init) == warnings)
        #expect(product.warnings.allSatisfy { $0.severity == .warning })
    }

    @Test("other targets give no Swift warning", arguments: [ExportTarget.css, .html, .dtcg])
    func otherTargets(target: ExportTarget) throws {
        #expect(try load("color `🎨accent` = #fff").export(to: target).get().warnings == [])
    }

    @Test(
        "whether a name loses scalars",
        arguments: [
            ("fg-default", false), ("main tone", false), ("plain", false), ("default", false), ("0", false),
            ("é-b", false), ("a_b", false), ("🎨accent", true), ("a!b", true), ("\u{301}x", true), ("tone%", true)
        ])
    func losesScalars(name: String, loses: Bool) {
        #expect(SwiftEscaping.losesScalars(name) == loses)
    }
}

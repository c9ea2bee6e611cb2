import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The README's "Fitting a design system you already have" example evaluates as shown: names,
/// appearances, overrides, metadata and composite values in one theme.
@Suite("README design-system example")
struct ReadmeDesignSystemTests {
    @Test func theExampleEvaluatesWithoutErrors() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let heading = try #require(text.range(of: "### Fitting a design system you already have"))
        let open = try #require(text.range(of: "```shade\n", range: heading.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "```", range: open.upperBound..<text.endIndex))
        let theme = load(String(text[open.upperBound..<close.lowerBound]))
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.appearances.map(\.name) == ["light", "dark", "dark-dimmed", "light-high", "dark-high"])
        #expect(theme.strings("fg-default")["dark-dimmed"] == "#d1d7e0")
        #expect(theme.tokens["text"]?.deprecated == "use fg-default")
    }
}

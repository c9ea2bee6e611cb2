// swift-format-ignore-file
// The examples below are compared with README.md, in the layout a reader types them.
import Foundation
import Testing
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools

/// The README's "Embedding" example, compiled and run. The code between the markers must be
/// exactly the README's code block (checked below), so the README cannot drift from the API.
@Suite("Embedding example")
struct EmbeddingTests {
    @Test("the README example runs and prints the resolved tokens")
    func example() {
        var output: [String] = []
        func print(_ items: Any...) { output.append(items.map { "\($0)" }.joined(separator: " ")) }

        // README: embedding begin
        var loader = ThemeLoader()
        loader.register(HostFunction(name: "brand", parameters: [], result: .color) { _ in .color(ThemeColor(hex: "#3c64f4")!) })
        let theme = loader.load(source: """
            color background = dynamic(light: #ffffff, dark: #1c1c1e)
            color border = darken(mix(brand(), background), 0.2)
            assert contrast(label, background) >= 4.5
            """)
        if theme.hasErrors { print(Diagnostic.Renderer().render(theme.diagnostics)) }
        for token in theme.tokens {
            print(token.name, zip(theme.appearances, token.values).map { "\($0.name) \($1.description)" })
        }
        // README: embedding end

        // border: mix(#3c64f4, #ffffff) = (157.5, 177.5, 249.5)/255, × 0.8 → (126, 142, 199.6) → #7e8ec8;
        // mix(#3c64f4, #1c1c1e) = (44, 64, 137) × 0.8 = (35.2, 51.2, 109.6) → #23336e
        #expect(output == [
            "background [\"light #ffffff\", \"dark #1c1c1e\"]",
            "border [\"light #7e8ec8\", \"dark #23336e\"]",
        ])
    }

    @Test("the README's appearance-state example tells the changed tokens once")
    func appearanceExample() {
        let lines = Lines()
        @Sendable func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        let theme = ThemeLoader().load(source: """
            color background = dynamic(light: #ffffff, dark: #1c1c1e)
            color border = darken(background, 0.2)
            """)

        // README: appearance begin
        let state = AppearanceState(theme: theme, inputs: Appearance.Inputs(darkMode: .auto, systemStyle: .light))
        let observation = state.observe { change in
            for token in change.changes {
                print(change.appearance.name, token.name, token.steps.map { "\($0.before!) → \($0.after!)" })
            }
        }
        state.setSystemStyle(.dark)  // the system turned dark: both tokens changed
        state.setDarkMode(.on)       // dark already: nobody is told
        print(state.value(of: "border")?.color?.hex ?? "none", theme.tokens["background"]!.values.map(\.description))
        observation.cancel()
        // README: appearance end

        #expect(lines.all == [
            "dark background [\"#ffffff → #1c1c1e\"]",
            "dark border [\"#cccccc → #161618\"]",
            "#161618 [\"#ffffff\", \"#1c1c1e\"]",
        ])
    }

    @Test("README.md shows exactly the examples above", arguments: [("embedding", "import Shade\n\n"), ("appearance", "")])
    func readmeMatches(_ example: (marker: String, lead: String)) throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: testFile, encoding: .utf8)
        let begin = try #require(source.range(of: "// README: \(example.marker) begin\n"))
        let end = try #require(source.range(of: "        // README: \(example.marker) end"))
        let snippet = source[begin.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(8) }.joined(separator: "\n")
        #expect(readme.contains("```swift\n" + example.lead + snippet + "```"))
    }
}

/// Lines printed from any thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

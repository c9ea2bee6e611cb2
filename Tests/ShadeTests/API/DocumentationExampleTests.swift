// swift-format-ignore-file
// The examples below are compared with the DocC articles, in the layout a reader types them.
import Foundation
import Testing
import Shade

/// The DocC articles' examples (Sources/Shade/Shade.docc), compiled and run here; the code
/// between the markers must be exactly an article's code block, so the articles cannot drift.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("Getting started: load, report, read every appearance")
    func gettingStarted() {
        var output: [String] = []
        func print(_ items: Any...) { output.append(items.map { "\($0)" }.joined(separator: " ")) }

        // DocC: start begin
        let theme = ThemeLoader().load(source: """
            color background = dynamic(light: #ffffff, dark: #1c1c1e)
            color border = darken(background, 0.2)
            """)
        if theme.hasErrors { print(Diagnostic.Renderer().render(theme.diagnostics)) }
        for token in theme.tokens {
            print(token.name, zip(theme.appearances, token.values).map { "\($0.name) \($1.description)" })
        }
        // DocC: start end

        // darken scales RGB by 0.8: #ffffff → #cccccc, #1c1c1e (28, 28, 30) → (22.4, 22.4, 24) → #161618
        #expect(output == [
            "background [\"light #ffffff\", \"dark #1c1c1e\"]",
            "border [\"light #cccccc\", \"dark #161618\"]",
        ])
    }

    @Test("Getting started: a host function")
    func hostFunction() {
        // DocC: host begin
        var loader = ThemeLoader()
        loader.register(HostFunction(name: "brand", parameters: [], result: .color) { _ in
            .color(ThemeColor(hex: "#3c64f4")!)
        })
        let branded = loader.load(source: "color accent = brand()")
        // DocC: host end
        #expect(branded.tokens["accent"]?.values.map(\.description) == ["#3c64f4"])
    }

    @Test("Appearances: the appearance for axis values, and an app's dark-mode state")
    func appearances() {
        let lines = Lines()
        @Sendable func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        let theme = ThemeLoader().load(source: """
            color background = dynamic(light: #ffffff, dark: #1c1c1e)
            color border = darken(background, 0.2)
            """)

        // DocC: settings begin
        let dark = theme.appearance(settings: ["scheme": "dark"])
        // DocC: settings end
        #expect(dark.name == "dark")

        // DocC: state begin
        let state = AppearanceState(
            theme: theme, inputs: Appearance.Inputs(darkMode: .auto, systemStyle: .light))
        let observation = state.observe { change in
            for token in change.changes {
                print(change.appearance.name, token.name)
            }
        }
        state.setSystemStyle(.dark)  // the system turned dark: the tokens that differ are reported
        state.setDarkMode(.on)       // dark already: nobody is told
        observation.cancel()
        // DocC: state end
        #expect(lines.all == ["dark background", "dark border"])
    }

    @Test("the articles show exactly the examples above", arguments: [
        ("start", "GettingStarted.md", "import Shade\n\n"), ("host", "GettingStarted.md", ""),
        ("settings", "Appearances.md", ""), ("state", "Appearances.md", ""),
    ])
    func articlesMatch(_ marker: String, _ article: String, _ lead: String) throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appendingPathComponent("Sources/Shade/Shade.docc/\(article)"), encoding: .utf8)
        let source = try String(contentsOf: testFile, encoding: .utf8)
        let begin = try #require(source.range(of: "// DocC: \(marker) begin\n"))
        let end = try #require(source.range(of: "        // DocC: \(marker) end"))
        let snippet = source[begin.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(8) }.joined(separator: "\n")
        #expect(text.contains("```swift\n" + lead + snippet + "```"), "\(marker)")
    }
}

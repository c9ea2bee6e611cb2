import Foundation
import ShadeTestSupport
import Testing

/// UIAppearance styles end to end: `Examples/navigation-bar.shade` passes, and with a green bar
/// and green buttons its readability assertion fails exactly as the README shows.
@Suite("shade eval with component styles")
struct ComponentStyleCommandTests {
    static let root = ShadeProcess.root

    @Test("the example passes its assertion in every context and appearance")
    func examplePasses() throws {
        let result = try ShadeProcess.run(["eval", "--format", "json", "Examples/navigation-bar.shade"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                #"{"component": "UINavigationBar", "context": ["CNContactViewController"], "properties": ["#))
    }

    @Test("green buttons on a green bar fail in the plain style, as the README shows")
    func greenOnGreenFailsAsTheReadmeShows() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/navigation-bar.shade"), encoding: .utf8)
        let seed =
            example
            .replacingOccurrences(of: "  barTintColor = Brand.green\n", with: "  barTintColor = systemGreen\n")
            .replacingOccurrences(of: "  tintColor    = Brand.onGreen\n", with: "  tintColor    = systemGreen\n")
        #expect(seed != example)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-seed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(seed.utf8).write(to: folder.appendingPathComponent("navigation-bar.shade"))
        let result = try ShadeProcess.run(["eval", "navigation-bar.shade"], directory: folder)
        #expect(result.status == 1)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("$ shade eval navigation-bar.shade\n" + result.stderr + "```"), "\(result.stderr)")
    }
}

/// `shade eval --format table|markdown|csv` on the navigation-bar example: the tokens, then the styles.
@Suite("shade eval text formats with component styles")
struct ComponentStyleTextFormatTests {
    @Test(
        "each text format ends with the styles of every context",
        arguments: [
            (
                "table",
                "\nUINavigationBar in CNContactViewController\nproperty      type   light                      dark\n"
            ),
            ("markdown", "\n## UINavigationBar in CNContactViewController\n\n| property | type | light | dark |\n"),
            (
                "csv",
                "\r\n\r\ncomponent,context,property,type,light,dark\r\nUINavigationBar,,barTintColor,color,#1f7a3a,#30d158\r\n"
            )
        ])
    func styleSections(format: String, expected: String) throws {
        let result = try ShadeProcess.run(["eval", "--format", format, "Examples/navigation-bar.shade"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(expected), "\(result.stdout)")
    }
}

/// README's CSS sample is the whole output of the command it shows.
@Suite("README: the CSS sample")
struct ReadmeCSSSampleTests {
    @Test func theSampleIsTheRealOutput() throws {
        let result = try ShadeProcess.run(["export", "--to", "css", "Examples/semantic-colors.shade"])
        #expect(result.status == 0, "\(result.stderr)")
        let readme = try String(contentsOf: ShadeProcess.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```css\n" + result.stdout + "```\n"), "\(result.stdout)")
    }
}

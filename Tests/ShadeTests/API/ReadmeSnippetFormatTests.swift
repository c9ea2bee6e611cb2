import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax

/// Every ```shade snippet of README.md and docs/*.md is in `shade fmt`'s layout, so a reader who
/// formats what they copied sees no change.
@Suite("README snippets in the formatter's layout")
struct ReadmeSnippetFormatTests {
    /// A fenced ```shade block: where it starts (`README.md:100`) and its text, without the
    /// indentation of its fence (a block inside a list item is indented with it).
    struct Snippet: CustomTestStringConvertible, Sendable {
        var place: String
        var text: String
        var testDescription: String { place }
    }

    /// The ```shade blocks of one Markdown text; a longer fence's content (a block showing
    /// Markdown, with a ```shade inside) is skipped whole.
    static func snippets(in markdown: String, file: String) -> [Snippet] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Snippet] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }
            let rest = line.dropFirst(indent.count)
            let fence = rest.prefix { $0 == "`" }
            guard fence.count >= 3 else {
                index += 1
                continue
            }
            let language = rest.dropFirst(fence.count)
            var end = index + 1
            while end < lines.count, lines[end].drop(while: { $0 == " " }) != fence { end += 1 }
            if language == "shade" {
                let body = lines[(index + 1)..<min(end, lines.count)].map { line in
                    line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line
                }
                found.append(Snippet(place: "\(file):\(index + 1)", text: body.joined(separator: "\n") + "\n"))
            }
            index = end + 1
        }
        return found
    }

    static let all: [Snippet] = {
        let root = ShadeBinary.root
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))?
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 } ?? []
        return (["README.md"] + docs).flatMap { file in
            let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return snippets(in: text, file: file)
        }
    }()

    /// The one kind of snippet left out: an outline with '…' where a real theme has more, which
    /// is not Shade (docs/language.md's summary of component styles).
    static let themes = all.filter { !$0.text.contains("…") }

    @Test("formatting the snippet changes nothing", arguments: themes)
    func formatted(_ snippet: Snippet) throws {
        let formatted = try ThemeFormatter.format(snippet.text, path: snippet.place).get()
        #expect(formatted == snippet.text)
    }

    /// The snippets are found at all: the README's examples, its language-server example and
    /// the outline of docs/language.md.
    @Test func theSnippetsAreFound() {
        #expect(Self.all.count >= 7, "\(Self.all.map(\.place))")
        #expect(Self.all.count - Self.themes.count == 1, "\(Self.all.filter { $0.text.contains("…") }.map(\.place))")
        #expect(Self.all.contains { $0.place.hasPrefix("docs/language.md:") })
    }

    @Test func aBlockInsideALongerFenceIsNotASnippet() {
        let markdown = "````\n```shade\ncolor a=#fff\n```\n````\n  ```shade\n  color b = #000\n  ```\n"
        let found = Self.snippets(in: markdown, file: "x.md")
        #expect(found.map(\.place) == ["x.md:6"])
        #expect(found.map(\.text) == ["color b = #000\n"])
    }
}

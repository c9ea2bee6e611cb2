import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// A generated theme that is hostile but valid: token and group names, descriptions and string
/// values from ``HostileCorpus`` — every entry Shade and all four consumers' exports (Swift, CSS,
/// Android, DTCG) accept, several to a token — a name 200 characters long, three declared axes besides scheme and
/// contrast, and colors varying on every axis, wide colors among them. The consumer suites
/// (Chromium, aapt2, swiftc, the DTCG schemas) take it as one more theme beside the examples.
enum HostileValidTheme {
    /// The name the suites list it under.
    static let name = "generated hostile-but-valid theme"

    /// The corpus entries that `make` turns into a theme Shade loads without error and every
    /// consumer's export takes.
    static func accepted(_ make: (String) -> String) -> [String] {
        HostileCorpus.all.filter { isAccepted(make($0)) }
    }

    /// Whether Shade loads `source` without error and every consumer's export takes it.
    static func isAccepted(_ source: String) -> Bool {
        let theme = load(source)
        guard !theme.hasErrors else { return false }
        return [ExportTarget.swift, .css, .android, .dtcg].allSatisfy { (try? theme.export(to: $0).get()) != nil }
    }

    /// Color expressions the tokens cycle through: static, on each axis, on several at once.
    static let colors = [
        "#102030",
        "dynamic(light: #ffffff, dark: #000000)",
        "dynamic(normal: #777777, high: #111111)",
        "dynamic(regular: #aa0000, compact: #00aa00)",
        "dynamic(acme: displayP3(0.247, 0.556, 0.969), globex: oklch(0.7, 0.3, 30))",
        "if dark then dynamic(full: #123456, reduced: #654321) else alpha(#336699, 0.5)",
        "if highContrast then dynamic(acme: #010101, globex: #020202) else dynamic(regular: #040404, compact: #050505)",
        "mix(dynamic(full: #ff0000, reduced: #0000ff), displayP3(0.195, 0.361, 0.6), 0.25)"
    ]

    /// Entries per name, description and string: the whole corpus in few tokens, so the consumers'
    /// runs stay short.
    static let entriesPerToken = 4

    static let source: String = {
        let names = accepted { "color `t0z \($0)` = #000000\ngroup `g0z \($0)` { color c = #000000 }" }
        let descriptions = accepted { HostileTheme.description($0) + "color c = #000000" }
        let strings = accepted { "string s = " + ShadeEscaping.stringLiteral($0) }
        /// Entries `index × entriesPerToken …` of `entries`, wrapping around.
        func chunk(_ entries: [String], _ index: Int) -> [String] {
            (0..<entriesPerToken).map { entries[(index * entriesPerToken + $0) % entries.count] }
        }
        /// The entries as one name when every export takes it, else the first alone.
        func name(_ tag: String, _ index: Int) -> String {
            let joined = chunk(names, index).joined()
            return isAccepted("color `\(tag) \(joined)` = #000000\ngroup `\(tag)g \(joined)` { color c = #000000 }")
                ? "`\(tag) \(joined)`" : "`\(tag) \(chunk(names, index)[0])`"
        }
        var source = """
            axis density { regular, compact }
            axis brand { acme, globex }
            axis motion { full, reduced }
            /// A name at the length of a long generated path.
            color \(String(repeating: "a", count: 199))z = dynamic(light: #0a0b0c, dark: #0c0b0a)

            """
        let count = (max(names.count, descriptions.count, strings.count) + entriesPerToken - 1) / entriesPerToken
        for index in 0..<count {
            let description = HostileTheme.description(chunk(descriptions, index).joined(separator: "\n"))
            let value = ShadeEscaping.stringLiteral(chunk(strings, index).joined(separator: " "))
            var body = description + "string \(name("t\(index)z", index)) = \(value)\n"
            // A color every fourth token: each expression twice.
            if index % 4 == 0 {
                body += description + "color \(name("c\(index)z", index)) = \(colors[index / 4 % colors.count])\n"
            }
            source += index % 2 == 1 ? "group \(name("g\(index)z", index)) {\n" + body + "}\n" : body
        }
        return source
    }()

    static var theme: Theme { load(source) }
}

@Suite("Export: the generated hostile-but-valid theme")
struct HostileValidThemeTests {
    @Test("it loads without error, with five axes and most of the corpus in its names, descriptions and strings")
    func generated() {
        let theme = HostileValidTheme.theme
        #expect(theme.diagnostics.filter { $0.severity == .error } == [])
        #expect(theme.axes.map(\.name) == ["scheme", "contrast", "density", "brand", "motion"])
        let strings = theme.tokens.filter { $0.type == .string }
        #expect(strings.count * HostileValidTheme.entriesPerToken > HostileCorpus.all.count * 3 / 4)
        #expect(theme.tokens.filter { $0.type == .color }.count >= 16)
    }
}

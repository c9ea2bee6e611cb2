import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `Theme` and `ThemeSession` answer the same questions in the same types.
@Suite("One vocabulary for theme and session")
struct VocabularyTests {
    static let source = """
        private group Essentials { color grey70 = #313440 }
        group Semantic {
          color background = dynamic(light: #ffffff, dark: #000000)
          color text = Essentials.grey70
          dimension gutter = 8pt * 2
        }
        """

    static func session() -> ThemeSession {
        var session = ThemeSession()
        _ = session.define(source)
        return session
    }

    @Test("the session hands out a Theme with the loaded theme's tokens, columns and values")
    func sessionTheme() throws {
        let theme = Self.session().theme
        let loaded = load(Self.source)
        #expect(Array(theme.tokens) == Array(loaded.tokens))
        #expect(theme.appearances.map(\.name) == ["light", "dark"])
        #expect(theme.tokens["Semantic.background"]?.values.map(\.description) == ["#ffffff", "#000000"])
        let dark = try #require(theme.appearance(named: "dark"))
        #expect(theme.value(of: "Essentials.grey70", in: dark)?.description == "#313440")
        #expect(!theme.hasErrors)
    }

    @Test(
        "evaluating an expression gives one ExpressionValue type from both",
        arguments: [
            ("alpha(Semantic.background, 0.7)", "color", ["scheme"], ["#ffffffb3", "#000000b3"]),
            ("Semantic.gutter + 1pt", "dimension (pt)", [], ["17pt"])
        ])
    func sameExpression(_ row: (String, String, [String], [String])) throws {
        let fromSession = try Self.session().evaluate(row.0).get()
        let fromTheme = try load(Self.source).evaluate(row.0)
        for value in [fromSession, fromTheme] {
            #expect(value.typeDescription == row.1)
            #expect(value.axes == row.2)
        }
        #expect(fromSession.values.map(\.description) == row.3)
        let dark = try #require(load(Self.source).appearance(named: "dark"))
        #expect(fromSession.value(in: dark) == fromTheme.value(in: dark))
        #expect(fromSession.value(in: dark)?.description == row.3.last)
    }

    @Test("a refused query is a ThemeError from both")
    func sameError() {
        let fromSession: ThemeError? =
            switch Self.session().evaluate("Semantic.backgrund") {
            case .success: nil
            case let .failure(error): error
            }
        #expect(fromSession?.diagnostics.first?.message == "group 'Semantic' has no member 'backgrund'")
        #expect(throws: ThemeError.self) { try load(Self.source).evaluate("Semantic.backgrund") }
    }

    @Test("the session's table rows are ThemeTokens, private ones marked, with the unit of a dimension")
    func tableRows() throws {
        let table = try Self.session().table().get()
        #expect(table.appearances.map(\.name) == ["light", "dark"])
        #expect(
            table.tokens.map(\.name) == ["Essentials.grey70", "Semantic.background", "Semantic.text", "Semantic.gutter"]
        )
        #expect(table.tokens.map(\.isPrivate) == [true, false, false, false])
        #expect(table.tokens.map(\.typeDescription) == ["color", "color", "color", "dimension (pt)"])
    }
}

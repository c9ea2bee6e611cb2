import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import Testing

@Suite struct SessionTests {
    @Test func incrementalUpdatesMatchAFreshLoadOfTheSavedSource() throws {
        var session = ThemeSession()
        _ = session.define(semanticTheme)
        let steps = [
            "color Semantic.background = dynamic(light: #fafafa, dark: #101010)",
            "color Essentials.grey70 = #222222",
            "dimension Semantic.gutter = 12pt + 2pt",
            "color Semantic.border = darken(Semantic.primaryText, 0.25)",
            "color Semantic.background = #ffffff"
        ]
        for step in steps { #expect(session.define(step).succeeded) }
        var fresh = ThemeSession()
        #expect(fresh.define(session.sourceText).succeeded)
        #expect(try fresh.table().get() == session.table().get())
    }

    @Test func aRefusedChangeLeavesTheSessionAsItWas() throws {
        var session = ThemeSession()
        _ = session.define(semanticTheme)
        let before = try session.table().get()
        let source = session.sourceText
        for bad in [
            "color Semantic.background = Semantic.overlay", "color Semantic.primaryText = 3",
            "group Semantic { color x = y }",
            "dimension Semantic.gutter = 1px + 1pt", "fn f(c: color) -> color = f(c)"
        ] {
            #expect(!session.define(bad).succeeded)
        }
        #expect(try session.table().get() == before)
        #expect(session.sourceText == source)
    }

    @Test func aRedefinitionReportsOnlyTheSelectedAppearance() throws {
        var session = ThemeSession()
        _ = session.define("color bg = dynamic(light: #ffffff, dark: #000000)\ncolor edge = darken(bg, 0.5)")
        let dark = try #require(session.appearance(named: "dark"))
        let update = session.define("color bg = dynamic(light: #eeeeee, dark: #222222)", showing: .one(dark))
        #expect(update.changes.map(\.name) == ["bg", "edge"])
        #expect(update.changes.flatMap(\.steps).map(\.appearance.name) == ["dark", "dark"])
        #expect(update.changes[0].steps[0].before == .color(ThemeColor(hex: "#000000")!))
        #expect(update.changes[0].steps[0].after == .color(ThemeColor(hex: "#222222")!))
    }

    @Test(arguments: [
        ("color x = 1", true), ("group A {", true), ("fn f() -> number = 1", true), ("private color x = #fff", true),
        ("assert 1 < 2", true), ("axis brand { acme, globex }", true), ("color Semantic.x = #fff", true),
        ("color", false), ("font(\"A\", 1pt)", false), ("x + 1", false), ("dark", false)
    ])
    func declarationsAreToldFromExpressions(input: String, isDeclaration: Bool) {
        #expect(SessionInput.isDeclaration(input) == isDeclaration)
    }

    @Test(arguments: [
        ("group A {", true), ("f(1,", true), ("\"{\"", false), ("// {", false), ("/* open", true), ("a)", false),
        ("1", false)
    ])
    func openBracketsAskForMoreInput(input: String, needsMore: Bool) {
        #expect(SessionInput.needsMoreInput(input) == needsMore)
    }

    @Test func anAxisDeclaredInTheSessionAddsColumns() {
        var session = ThemeSession()
        _ = session.define("axis brand { acme, globex }")
        let update = session.define("color ink = dynamic(acme: #111111, globex: #222222)")
        #expect(update.changes.flatMap(\.steps).map(\.appearance.name) == ["acme", "globex"])
    }
}

@Suite struct RetypingTests {
    @Test func aRedefinitionMayChangeTheTypeWhenNothingUsesIt() {
        var session = ThemeSession()
        _ = session.define("dimension gap = 8pt")
        let update = session.define("color gap = #ffffff")
        #expect(update.succeeded)
        #expect(session.type(of: "gap").map(\.type) == .success("color"))
    }
}

/// `:save` writes what `shade fmt` would write: descriptions and attributes kept, the formatter's layout.
@Suite struct SaveTests {
    static let documented = """
        /// The brand's palette.
        group   Palette {
          /// The one blue.
          ///
          /// Used for links.
          color blue=#0000ff
          @dtcg(type: "fontWeight", extensions: "{\\"com.figma\\": {\\"id\\": 7}}") number weight = 700
          @deprecated private color old = #111111
        }
        /// What text sits on.
        @deprecated("use Palette.blue")
        color background = dynamic(light: #ffffff,    dark: Palette.blue)
        /// A helper.
        fn half(c: color) -> color = alpha(c, 0.5)

        """

    @Test func theSavedTextIsTheFormattersLayoutWithEveryDescriptionAndAttribute() throws {
        var session = ThemeSession()
        #expect(session.define(Self.documented).succeeded)
        let formatted = try ThemeFormatter.format(Self.documented).get()
        #expect(session.sourceText == formatted)
        #expect(formatted.contains("/// Used for links.") && formatted.contains("@deprecated(\"use Palette.blue\")"))
    }

    @Test func aRedefinitionKeepsTheDescriptionItWasTypedWith() throws {
        var session = ThemeSession()
        #expect(session.define(Self.documented).succeeded)
        #expect(session.define("/// Now grey.\n@deprecated color background = #eeeeee").succeeded)
        #expect(session.sourceText.contains("/// Now grey.\n@deprecated color background = #eeeeee\n"))
        #expect(!session.sourceText.contains("What text sits on."))
    }
}
